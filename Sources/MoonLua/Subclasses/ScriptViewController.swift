import LuaBridge
import MoonKit

/// A view controller subclassed in Lua (`ui.ViewController:extend "Game"`): each UIKit hook
/// runs the script's method of the same name when the script defines one, else UIKit's default.
final class ScriptViewController: ViewController, LuaFieldCarrier {
    /// The instance's field table: its script fields, and the link to its Lua class.
    let luaFields: LuaReference?
    /// The Lua class's name, for diagnostics.
    let className: String
    private let runtimeLink: UnownedLink<GameRuntime>
    /// Which hooks the class defines, shared by its objects.
    private let classHooks: ClassHookAnswers
    /// Which hooks this object has, once a script may have given it functions of its own.
    private var ownHooks = HookAnswers()
    /// `methodsVersion` when the object was made: while it has not moved, no script has stored a
    /// function in the object (that moves it), so its class answers for it.
    private let bornAt: UInt32

    init(className: String, fields: LuaReference, classHooks: ClassHookAnswers, runtime: UnownedLink<GameRuntime>) {
        self.className = className
        self.luaFields = fields
        self.classHooks = classHooks
        self.runtimeLink = runtime
        self.bornAt = runtime.target?.lua.methodsVersion ?? 0
        super.init()
    }

    override var typeName: String { className }

    /// Runs the script's `hook` when the object or its class defines it; false when neither does.
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
        _ = runtimeLink.target?.invoke(self, fields: luaFields, name, LuaObject(object))
    }

    /// `runMethod(_:_:)` with a flag after the object (`willDecelerate`).
    func runMethod(_ name: StaticString, _ object: AnyObject, _ flag: Bool) {
        _ = runtimeLink.target?.invoke(self, fields: luaFields, name, LuaObject(object), flag)
    }

    /// Runs the script's method `name` with `table` (a table view, or the view asking) and
    /// `argument` (when given) and hands its first result to `read`, which checks it. Nil when
    /// the object has no such method, or when the method or the check failed: the error is
    /// reported (table view data sources, a text view's delegate).
    func ask<Answer>(_ name: StaticString, _ table: AnyObject, _ argument: (any LuaPushable)?,
                     _ second: (any LuaPushable)? = nil,
                     read: (LuaMethodResult) throws(LuaError) -> Answer) -> Answer? {
        guard let runtime = runtimeLink.target, !runtime.lua.isClosed else { return nil }
        do {
            let count: Int32 = argument == nil ? 1 : second == nil ? 2 : 3
            return try runtime.lua.callMethod(of: self, fields: luaFields, named: name, argumentCount: count,
                                              pushArguments: { top in
                                                  top.push(LuaObject(table))
                                                  if let argument { top.push(argument) }
                                                  if let second { top.push(second) }
                                              }, read: read)
        } catch {
            runtime.report(error, in: "\(name)")
            return nil
        }
    }

    /// Whether the object or its class may define the method `name` (false: surely not), asked
    /// without calling Lua: a table of 10 000 rows asks for each row's height.
    func mayDefine(_ name: StaticString) -> Bool {
        guard let runtime = runtimeLink.target, let fields = luaFields else { return false }
        return runtime.lua.mayHaveMethod(fields: fields, named: name, ownFields: true)
    }

    /// Reports a problem the engine found with the script's object.
    func reportProblem(_ error: LuaError, in context: String) {
        runtimeLink.target?.report(error, in: context)
    }

    /// The runtime, unless the object surely lacks `hook`. Whether it has it is the bridge's
    /// look-up, asked once and kept until a script may have defined a method since
    /// (`LuaState.methodsVersion`): a hook defined later, on the class or the object, is
    /// called from then on.
    private func runtimeDefining(_ hook: ScriptHook) -> GameRuntime? {
        guard let runtime = runtimeLink.target else { return nil }
        guard let fields = luaFields else { return runtime }
        let lua = runtime.lua
        let version = lua.methodsVersion
        let mayDefine = version == bornAt
            ? classHooks.answers.mayDefine(hook, version: version) {
                lua.mayHaveMethod(fields: fields, named: hook.key, ownFields: false)
            }
            : ownHooks.mayDefine(hook, version: version) {
                lua.mayHaveMethod(fields: fields, named: hook.key, ownFields: true)
            }
        return mayDefine ? runtime : nil
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
