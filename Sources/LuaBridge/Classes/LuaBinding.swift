/// How a Swift class appears in Lua: one conforming type per class, in its own
/// `wrap_<Class>.swift` file (the LÖVE way), so the MoonKit type knows nothing of Lua.
///
/// ```swift
/// enum WrapButton: LuaBinding {
///     static let luaName = "Button"
///     static var parent: (any LuaBinding.Type)? { WrapView.self }
///     static func bind(_ c: inout LuaClassBuilder<Button>) {
///         c.constructor { _ in Button() }
///         c.property("title", get: { $0.title }, set: { $0.title = $1 })
///         // The type for editors: the Lua language server's words, without `self`.
///         c.method("on", "(event: string, handler: fun())") { button, call in
///             button.on(try call.string(2), try call.function(3))
///         }
///     }
/// }
/// try lua.register(WrapButton.self, global: "Button")
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
