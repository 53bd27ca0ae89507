import LuaBridge
import MoonKit

/// The script half of a view controller subclassed in Lua, whichever Swift class its Lua class
/// extends (`ui.ViewController:extend`, `ui.TableViewController:extend`, …): the object's field
/// table, its class's name, and the calls of the script's methods. Each UIKit hook runs the
/// script's method of the same name when the object or its class defines one.
final class ControllerScript {
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
    }

    /// Runs the script's `hook` on `owner` when the object or its class defines it; false when
    /// neither does.
    func run(_ hook: ScriptHook, on owner: AnyObject) -> Bool {
        guard let runtime = runtimeDefining(hook) else { return false }
        return runtime.invoke(owner, fields: luaFields, hook.key)
    }

    /// `run(_:on:)` for a hook that takes an argument, made only when the hook is run.
    func run(_ hook: ScriptHook, on owner: AnyObject, _ argument: @autoclosure () -> some LuaPushable) -> Bool {
        guard let runtime = runtimeDefining(hook) else { return false }
        return runtime.invoke(owner, fields: luaFields, hook.key, argument())
    }

    /// Runs the script's method `name` with `object` when the instance or its class has one
    /// (delegate callbacks, which are not lifecycle hooks and are asked of Lua each time).
    func runMethod(_ name: StaticString, on owner: AnyObject, _ object: AnyObject) {
        _ = runtimeLink.target?.invoke(owner, fields: luaFields, name, LuaObject(object))
    }

    /// `runMethod(_:on:_:)` with a flag after the object (`willDecelerate`).
    func runMethod(_ name: StaticString, on owner: AnyObject, _ object: AnyObject, _ flag: Bool) {
        _ = runtimeLink.target?.invoke(owner, fields: luaFields, name, LuaObject(object), flag)
    }

    /// Runs the script's method `name` with `view` (a table view, or the view asking) and
    /// `argument` (when given) and hands its first result to `read`, which checks it. Nil when
    /// the object has no such method, or when the method or the check failed: the error is
    /// reported (table view data sources, a text view's delegate).
    func ask<Answer>(_ name: StaticString, on owner: AnyObject, _ view: AnyObject, _ argument: (any LuaPushable)?,
                     _ second: (any LuaPushable)? = nil,
                     read: (LuaMethodResult) throws(LuaError) -> Answer) -> Answer? {
        guard let runtime = runtimeLink.target, !runtime.lua.isClosed else { return nil }
        do {
            let count: Int32 = argument == nil ? 1 : second == nil ? 2 : 3
            return try runtime.lua.callMethod(of: owner, fields: luaFields, named: name, argumentCount: count,
                                              pushArguments: { top in
                                                  top.push(LuaObject(view))
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
}

/// A view controller subclassed in Lua: a Swift controller class with a script half. The
/// helpers below call the script's methods with the controller as `self`.
protocol ScriptController: ViewController, LuaFieldCarrier {
    /// The script half.
    var script: ControllerScript { get }
}

extension ScriptController {
    var luaFields: LuaReference? { script.luaFields }
    /// The Lua class's name, for diagnostics.
    var className: String { script.className }

    func run(_ hook: ScriptHook) -> Bool { script.run(hook, on: self) }

    func run(_ hook: ScriptHook, _ argument: @autoclosure () -> some LuaPushable) -> Bool {
        script.run(hook, on: self, argument())
    }

    func runMethod(_ name: StaticString, _ object: AnyObject) { script.runMethod(name, on: self, object) }

    func runMethod(_ name: StaticString, _ object: AnyObject, _ flag: Bool) { script.runMethod(name, on: self, object, flag) }

    func ask<Answer>(_ name: StaticString, _ view: AnyObject, _ argument: (any LuaPushable)?,
                     _ second: (any LuaPushable)? = nil,
                     read: (LuaMethodResult) throws(LuaError) -> Answer) -> Answer? {
        script.ask(name, on: self, view, argument, second, read: read)
    }

    func mayDefine(_ name: StaticString) -> Bool { script.mayDefine(name) }

    func reportProblem(_ error: LuaError, in context: String) { script.reportProblem(error, in: context) }

    /// Reports that the controller is a view's data source (`role`) without the method it must
    /// define.
    func reportMissing(_ method: String, as role: String, in context: String) {
        reportProblem(LuaError("\(debugName) is \(role) but defines no \(method)"), in: context)
    }

    /// An error about a method's answer, at the line the method is defined.
    static func wrong(_ result: LuaMethodResult, _ message: String) -> LuaError {
        let site = result.definition
        return LuaError(message, file: site?.file, line: site?.line)
    }
}
