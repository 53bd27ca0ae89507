import CMoonLua

extension LuaState {
    /// Calls a Lua function held by Swift (a completion, a `main:async` block) under
    /// protection, with the `argumentCount` arguments `pushArguments` pushes, ignoring
    /// whatever it returns: a completion may well return a view or a function.
    func callIgnoringResults(_ function: LuaReference, argumentCount: Int32,
                             pushArguments: (OpaquePointer) -> Void) throws(LuaError) {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        let top = lua_gettop(L)
        defer {
            lua_settop(L, top)
            if callDepth == 0, closeRequested { close() }
        }
        guard lua_checkstack(L, argumentCount + 2) != 0 else {
            throw LuaError("too many arguments", kind: .host)
        }
        function.push(to: L)
        pushArguments(L)
        guard lua_gettop(L) == top + 1 + argumentCount else {
            throw LuaError("the arguments could not be copied", kind: .host)
        }
        try pcall(L, arguments: argumentCount, results: 0)
    }
}
