import LuaBridge
import MoonKit

/// A view controller subclassed in Lua (`ui.ViewController:extend "Game"`): each UIKit hook
/// runs the script's method of the same name when the script defines one, else UIKit's default.
final class ScriptViewController: ViewController, LuaFieldCarrier {
    /// The instance's field table: its script fields, and the link to its Lua class.
    var luaFields: LuaReference?
    /// The Lua class's name, for diagnostics.
    let className: String
    private let runtimeLink: UnownedLink<GameRuntime>
    private var runtime: GameRuntime? { runtimeLink.target }
    /// The runtime's `hookGeneration`, shared: the hooks a class lacks are skipped without
    /// reaching the runtime.
    private let hookClock: HookClock?
    /// The hooks the script's class defines (`ScriptHook` bits), as of `hookGeneration`.
    private var hookMask: UInt32 = 0
    private var hookGeneration = -1
    /// The runtime's `hookGeneration` when this controller was made (see `GameRuntime.hookMask`).
    private let bornAt: Int

    init(className: String, runtime: UnownedLink<GameRuntime>) {
        self.className = className
        self.runtimeLink = runtime
        self.hookClock = runtime.target?.hookClock
        self.bornAt = runtime.target?.hookGeneration ?? -1
        super.init()
    }

    override var debugName: String { title.map { "\(className) '\($0)'" } ?? className }

    /// Runs the script's `hook` if its class defines it; false when it does not.
    private func run(_ hook: ScriptHook) -> Bool {
        guard let runtime = runtimeDefining(hook) else { return false }
        return runtime.invoke(self, fields: luaFields, hook.key)
    }

    /// `run(_:)` for a hook that takes an argument, made only when the hook is run.
    private func run(_ hook: ScriptHook, _ argument: @autoclosure () -> some LuaPushable) -> Bool {
        guard let runtime = runtimeDefining(hook) else { return false }
        return runtime.invoke(self, fields: luaFields, hook.key, argument())
    }

    /// Runs the script's method `name` with `object` when the instance or its class has one
    /// (delegate callbacks, which are not lifecycle hooks and are asked of Lua each time).
    func runMethod(_ name: StaticString, _ object: AnyObject) {
        _ = runtime?.invoke(self, fields: luaFields, name, LuaObject(object))
    }

    /// The runtime, when the script's class may define `hook`. Which hooks exist is asked once
    /// and again only when a script defined a function since: most controllers leave most hooks
    /// out, and asking Lua each time cost a protected call each.
    private func runtimeDefining(_ hook: ScriptHook) -> GameRuntime? {
        // A hook the class is known not to define (most of them) costs no more than this.
        if hookGeneration == hookClock?.generation, hookMask & hook.bit == 0 { return nil }
        guard let runtime else { return nil }
        if hookGeneration != runtime.hookGeneration, let luaFields, let mask = runtime.hookMask(fields: luaFields, bornAt: bornAt) {
            hookMask = mask
            hookGeneration = runtime.hookGeneration
        }
        // Until the mask is known (no field table yet, or asking failed), ask Lua each time.
        if hookGeneration == runtime.hookGeneration, hookMask & hook.bit == 0 { return nil }
        return runtime
    }

    override func loadView() {
        if !run(.loadView) { super.loadView() }
    }

    override func viewDidLoad() { _ = run(.viewDidLoad) }
    override func viewWillAppear(_ animated: Bool) { _ = run(.viewWillAppear, animated) }
    override func viewDidAppear(_ animated: Bool) { _ = run(.viewDidAppear, animated) }
    override func viewWillDisappear(_ animated: Bool) { _ = run(.viewWillDisappear, animated) }
    override func viewDidDisappear(_ animated: Bool) { _ = run(.viewDidDisappear, animated) }
    override func viewWillLayoutSubviews() { _ = run(.viewWillLayoutSubviews) }
    override func viewDidLayoutSubviews() { _ = run(.viewDidLayoutSubviews) }

    override func willMove(toParent parent: ViewController?) {
        _ = run(.willMove, parent.map { LuaObject($0) })
    }

    override func didMove(toParent parent: ViewController?) {
        _ = run(.didMove, parent.map { LuaObject($0) })
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesBegan, TouchList(touches)) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesMoved, TouchList(touches)) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesEnded, TouchList(touches)) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesCancelled, TouchList(touches)) { super.touchesCancelled(touches, with: event) }
    }
}

/// The UIKit methods a Lua subclass may override, by their Lua names; each is a bit of a mask.
enum ScriptHook: Int, CaseIterable {
    case loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    case viewWillLayoutSubviews, viewDidLayoutSubviews, willMove, didMove
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled

    var bit: UInt32 { 1 << UInt32(rawValue) }

    /// The name as a literal, which the bridge pushes as it is (`LuaState.invokeMethod`):
    /// building it from a Swift string cost a hash and a look-up each hook run.
    var key: StaticString {
        switch self {
        case .loadView: "loadView"
        case .viewDidLoad: "viewDidLoad"
        case .viewWillAppear: "viewWillAppear"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
        case .willMove: "willMove"
        case .didMove: "didMove"
        case .touchesBegan: "touchesBegan"
        case .touchesMoved: "touchesMoved"
        case .touchesEnded: "touchesEnded"
        case .touchesCancelled: "touchesCancelled"
        }
    }

    /// In case order: `N.hookMask` numbers its bits by this list.
    static let names = allCases.map { "\($0.key)" }
}

/// Touches handed to a script: an array of `Touch` objects, in a stable order (by when they began).
struct TouchList: LuaPushable {
    let touches: [Touch]

    init(_ touches: Set<Touch>) {
        self.touches = touches.sorted { $0.timestamp < $1.timestamp }
    }

    func push(to top: LuaStackTop) {
        top.push(objects: touches)
    }
}

/// A counter shared by a runtime and its script controllers (see `GameRuntime.hookGeneration`).
final class HookClock {
    var generation = 0
}
