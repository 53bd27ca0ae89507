import CLua

/// Moving a Lua function to another state (a worker for background work): as
/// bytecode, which scripts may never load themselves (`load` is text-only), but
/// which Swift may hand from one MoonLua state to another of the same Lua build.
extension LuaReference {
    /// The function's bytecode; throws when it is not a Lua function or uses an upvalue
    /// other than `_ENV` (a local of an enclosing function would not exist in the worker).
    public func bytecode() throws(LuaError) -> [UInt8] {
        guard let state, let L = state.L else { throw LuaError("the Lua state is closed", kind: .host) }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        moon_pushcfunction(L, moon_dumpfunction)
        push(to: L)
        try state.pcall(L, arguments: 1, results: 1)
        return Array(LuaStack.bytes(L, -1))
    }
}

extension LuaState {
    /// Loads bytecode made by `LuaReference.bytecode()` in another state; its globals are this state's.
    /// Only ever pass bytes from `bytecode()`: Lua does not verify bytecode, and forged bytes can crash.
    public func load(bytecode: [UInt8], name: String) throws(LuaError) -> LuaReference {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        let status = bytecode.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                luaL_loadbufferx(L, $0.baseAddress, $0.count, "=" + name, "b")
            }
        }
        guard status == LUA_OK else {
            let message = lua_type(L, -1) == LUA_TSTRING
                ? String(decoding: LuaStack.bytes(L, -1), as: UTF8.self) : "cannot load \(name)"
            moon_pop(L, 1)
            throw LuaError(luaMessage: message, kind: .syntax)
        }
        defer { moon_pop(L, 1) }
        return LuaReference(state: self, L: L, index: -1)
    }
}
