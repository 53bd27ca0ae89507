import CMoonLua

/// A raw C function pushed as is, bypassing the trampolines. Only for C functions
/// that follow Lua's rules themselves (e.g. the benchmark's baseline); never for Swift code.
public struct LuaCFunction: LuaPushable {
    /// The C function.
    public let function: lua_CFunction

    /// Wraps a C function for pushing.
    public init(_ function: lua_CFunction) { self.function = function }

    /// Pushes it with lua_pushcclosure and no upvalues.
    public func push(to top: LuaStackTop) { lua_pushcclosure(top.L, function, 0) }
}
