/// How a Swift class appears in Lua: one conforming type per class, in its own file
/// (`Wrap<Class>.swift`, the LÖVE way), so the MoonKit type knows nothing of Lua.
///
/// ```swift
/// enum WrapButton: LuaBinding {
///     static let luaName = "Button"
///     static var parent: (any LuaBinding.Type)? { WrapControl.self }
///     static func bind(_ c: inout LuaClassBuilder<Button>) {
///         c.constructor { Button() }
///         c.property("currentTitle", get: { $0.currentTitle })     // string?, from the closure
///         c.method("setTitleColor(color, state)") { (button, color: Color?, state: ControlState) in
///             button.setTitleColor(color, for: state)              // (color: Color?, state: ControlState)
///         }
///         // What Swift types cannot say is written, in the Lua language server's words.
///         c.method("on", signature: "(event: ControlEvent, handler: fun(control: Control))") { button, call in
///             button.on(try call.argument(1, as: Control.Event.self), try call.function(2))
///         }
///     }
/// }
/// lua.register(WrapButton.self, global: "Button")
/// ```
public protocol LuaBinding {
    /// The Swift class bound.
    associatedtype Object: AnyObject
    /// The class's name in Lua (in messages: `Button expected, got string`).
    static var luaName: String { get }
    /// The binding of the superclass: its properties and methods are inherited.
    static var parent: (any LuaBinding.Type)? { get }
    /// Whether scripts may store their own fields on instances (`self.score = 0`).
    static var allowsScriptFields: Bool { get }
    /// Declares the properties, methods, functions and constructor.
    static func bind(_ c: inout LuaClassBuilder<Object>)
}

extension LuaBinding {
    /// No superclass binding.
    public static var parent: (any LuaBinding.Type)? { nil }
    /// Instances only have their declared properties.
    public static var allowsScriptFields: Bool { false }
}

/// The class every object falls back to when no binding of its type is registered.
enum LuaRootBinding: LuaBinding {
    static let luaName = "Object"
    static func bind(_ c: inout LuaClassBuilder<AnyObject>) {}
}
