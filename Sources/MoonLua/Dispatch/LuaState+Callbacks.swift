import CLua

extension LuaState {
    /// Calls a Lua function held by Swift (a completion, a `main:async` block) under
    /// protection, with plain-data arguments, ignoring whatever it returns: a completion
    /// may well return a view or a function, which is no error.
    func callIgnoringResults(_ function: LuaReference, arguments: [PlainData]) throws(LuaError) {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        let top = lua_gettop(L)
        defer {
            lua_settop(L, top)
            if callDepth == 0, closeRequested { close() }
        }
        guard lua_checkstack(L, Int32(clamping: arguments.count + 2)) != 0 else {
            throw LuaError("too many arguments", kind: .host)
        }
        function.push(to: L)
        for argument in arguments { argument.push(to: L) }
        try pcall(L, arguments: Int32(arguments.count), results: 0)
    }
}
