/// A bad argument to a Swift function called from Lua; Lua words it as
/// `bad argument #1 to 'addSubview' (View expected, got string)`.
public struct LuaArgumentError: Error, CustomStringConvertible, Sendable {
    /// The argument's position as the script wrote it and `LuaCall` numbers it (1 = first; a
    /// method's `self` is not counted, a setter's value is 1).
    public var index: Int32
    /// The parenthesised part: `View expected, got string`.
    public var message: String

    /// An argument error with Lua's own wording of the detail.
    public init(index: Int32, message: String) {
        self.index = index
        self.message = message
    }

    /// `<expected> expected, got <actual type of argument index of call>`, as luaL_typeerror says it.
    public init(index: Int32, expected: String, in call: LuaCall) {
        self.init(index: index, message: "\(expected) expected, got \(call.typeName(index))")
    }

    /// The detail in parentheses, as luaL_argerror would print it.
    public var description: String { "bad argument #\(index) (\(message))" }
}
