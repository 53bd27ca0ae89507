import CMoonLua

/// A Lua function on its way to a worker state: its binary chunk, debug information
/// included so that errors raised in the worker read `scripts/x.lua:12: message`.
///
/// Only functions whose sole upvalue is `_ENV` may travel: any other upvalue is a
/// local of the main state that the worker cannot see (and must not share).
package struct BackgroundFunction: Sendable {
    /// What lua_dump wrote.
    package let chunk: [UInt8]

    /// Why a function cannot run in the background.
    package struct Refusal: Error {
        package var message: String
    }

    /// Checks the function at `index` of the main state and dumps it.
    /// `L` is the thread making the call; `state` owns it.
    /// Argument `index` of `call`, ready to run in a worker state.
    package static func prepare(_ call: LuaCall, at index: Int32) throws(Refusal) -> BackgroundFunction {
        try prepare(call.state, call.L, at: call.slot(index))
    }

    package static func prepare(_ state: LuaState, _ L: OpaquePointer, at index: Int32) throws(Refusal) -> BackgroundFunction {
        let index = lua_absindex(L, index)
        guard lua_type(L, index) == LUA_TFUNCTION else {
            throw Refusal(message: "the first argument must be the background function (got \(LuaStack.typeName(L, index)))")
        }
        guard lua_iscfunction(L, index) == 0 else {
            throw Refusal(message: "the background function is a built-in (C or Swift) function; background functions must be written in Lua")
        }
        var upvalue: Int32 = 1
        while let name = lua_getupvalue(L, index, upvalue) {
            moon_pop(L, 1)
            let text = String(cString: name)
            if text != "_ENV" {
                throw Refusal(message: "the function uses upvalue '\(text)' (a local from an enclosing scope); background functions may only use their arguments, globals and require")
            }
            upvalue += 1
        }
        guard lua_checkstack(L, 4) != 0 else { throw Refusal(message: "stack overflow") }
        do {
            return try state.protected(L, results: 1, { () throws(LuaError) -> Int32 in
                moon_pushcfunction(L, moon_dumpfunction)
                lua_pushvalue(L, index)
                return 1
            }, read: { first in BackgroundFunction(chunk: Array(LuaStack.bytes(L, first))) })
        } catch {
            throw Refusal(message: "cannot copy the background function (\(error.message))")
        }
    }

    /// In a worker state: pushes the function, its `_ENV` bound to the worker's globals.
    /// The chunk came from our own main state (trusted), so loading it in binary mode
    /// is safe; scripts themselves still load text only.
    package func push(onto L: OpaquePointer) throws(LuaError) {
        let status = chunk.withUnsafeBytes { raw in
            moon_loadbinary(L, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count, "=(background function)")
        }
        guard status == LUA_OK else {
            let message = lua_type(L, -1) == LUA_TSTRING
                ? String(decoding: LuaStack.bytes(L, -1), as: UTF8.self) : "cannot load the background function"
            moon_pop(L, 1)
            throw LuaError(message, kind: .host)
        }
        // lua_load gives the first upvalue the globals; say so by name rather than rely on
        // _ENV being first (it is the only one, as prepare() checked, but be explicit).
        var upvalue: Int32 = 1
        while let name = lua_getupvalue(L, -1, upvalue) {
            moon_pop(L, 1)
            if String(cString: name) == "_ENV" {
                lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(MOON_LUA_RIDX_GLOBALS))
                _ = lua_setupvalue(L, -2, upvalue)
            }
            upvalue += 1
        }
    }
}
