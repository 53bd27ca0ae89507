/// A Swift class whose objects scripts hold as userdata, usable as a typed value: a bound
/// property's type, a method's argument or result (`c.method("addSubview(view)") { (view, subview:
/// View) in … }`). Its editor type is the Lua name of the binding registered for it (`View`),
/// found once all classes are registered.
///
/// A class conforms once, with an empty extension, where it is bound; its subclasses inherit
/// the conformance, and read and push as themselves (`Label` reads a `Label`):
///
/// ```swift
/// extension View: @retroactive LuaBoundObject {}
/// ```
public protocol LuaBoundObject: AnyObject, LuaConvertible {}

extension LuaBoundObject {
    /// Editors see a bound object as its class, by the name its binding gives it.
    public static var luaType: LuaType { .object(Self.self) }

    /// Pushes the object's userdata (the same one every time).
    public func push(to top: LuaStackTop) { LuaObjects.push(top.L, self) }

    /// The object behind a userdata of this class or a subclass, else `View expected, got number`.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Self {
        try call.object(index, as: Self.self)
    }
}
