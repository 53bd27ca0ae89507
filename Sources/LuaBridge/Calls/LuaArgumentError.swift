/// A bad argument to a Swift function called from Lua; Lua words it as
/// `bad argument #2 to 'addSubview' (View expected, got string)`.
public struct LuaArgumentError: Error, CustomStringConvertible, Sendable {
    /// The argument's position on the Lua stack (1 = first, `self` for methods).
    public var index: Int32
    /// The parenthesised part: `View expected, got string`.
    public var message: String

    /// An argument error with Lua's own wording of the detail.
    public init(index: Int32, message: String) {
        self.index = index
        self.message = message
    }

    /// `<expected> expected, got <actual type of the argument>`, as luaL_typeerror says it.
    @usableFromInline package init(index: Int32, expected: String, in L: OpaquePointer) {
        self.init(index: index, message: "\(expected) expected, got \(LuaStack.typeName(L, index))")
    }

    /// `<expected> expected, got <actual type of argument index of call>`.
    public init(index: Int32, expected: String, in call: LuaCall) {
        self.init(index: index, expected: expected, in: call.L)
    }

    /// The detail in parentheses, as luaL_argerror would print it.
    public var description: String { "bad argument #\(index) (\(message))" }
}
