import LuaBridge

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
}

/// What the bridge's look-up (`LuaState.mayHaveMethod`) answered about each hook, kept while
/// `LuaState.methodsVersion` stays put. Most controllers leave most hooks out, and asking is a
/// walk through Lua tables where a kept answer is a bit test; a game asks on every hook it
/// could run (the figure: docs/performance.md, "Measured choices").
/// `RuntimeBehaviourTests.hooksReplacedOrInheritedLate` pins what
/// the answers must keep: a hook defined later, on the class, a base class or the object, runs
/// (docs/architecture.md, "Lua subclasses").
struct HookAnswers {
    private var version: UInt32 = 0
    private var asked: UInt32 = 0
    private var found: UInt32 = 0

    /// Whether the hook may be defined, calling `lookUp` only when this version has no answer yet.
    mutating func mayDefine(_ hook: ScriptHook, version: UInt32, lookUp: () -> Bool) -> Bool {
        if version != self.version {
            self.version = version
            asked = 0
            found = 0
        }
        if asked & hook.bit == 0 {
            asked |= hook.bit
            if lookUp() { found |= hook.bit }
        }
        return found & hook.bit != 0
    }
}

/// The hook answers of one Lua class, shared by its objects: a card game deals new controllers
/// of one class all the time, and each would otherwise ask about every hook again.
final class ClassHookAnswers {
    var answers = HookAnswers()
    /// The class table, held so that its address names this class for as long as the entry lives.
    private let classTable: LuaReference

    init(classTable: LuaReference) { self.classTable = classTable }
}

/// The `ClassHookAnswers` of each Lua class, by the address of its class table. Emptied when
/// `methodsVersion` moves (every new class moves it), so classes a script makes and drops are
/// not kept for ever.
final class ScriptClasses {
    private var byClass: [UnsafeRawPointer: ClassHookAnswers] = [:]
    private var version: UInt32 = 0

    /// The answers of the class at argument `index` of `call` (`N.newScriptObject`).
    func hookAnswers(forClassAt index: Int32, of call: LuaCall, version: UInt32) -> ClassHookAnswers {
        if version != self.version {
            byClass.removeAll()
            self.version = version
        }
        guard let identity = call.identity(index) else { return ClassHookAnswers(classTable: call.reference(index)) }
        if let known = byClass[identity] { return known }
        let answers = ClassHookAnswers(classTable: call.reference(index))
        byClass[identity] = answers
        return answers
    }
}
