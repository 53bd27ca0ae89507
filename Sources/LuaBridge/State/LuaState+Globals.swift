import CMoonLua

extension LuaState {
    /// Sets a global variable (raw: the script's metatables on `_G` are not consulted).
    public func setGlobal(_ name: String, _ value: some LuaPushable) {
        guard let L else { return }
        value.push(to: LuaStackTop(L))
        rawSetGlobal(L, name)
    }

    /// Sets a global to a Swift function.
    public func setGlobal(_ name: String, function: @escaping LuaSwiftFunction) {
        guard let L else { return }
        LuaFunctions.push(L, function)
        rawSetGlobal(L, name)
    }

    /// Sets a global to the userdata of a Swift object of a bound class.
    public func setGlobal(_ name: String, object: AnyObject?) {
        guard let L else { return }
        if let object { LuaObjects.push(L, object) } else { lua_pushnil(L) }
        rawSetGlobal(L, name)
    }

    /// Reads a global as a plain value (throws for functions, userdata and cyclic tables).
    public func global(_ name: String) throws(LuaError) -> LuaValue {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        rawGetGlobal(L, name)
        defer { moon_pop(L, 1) }
        do {
            return try LuaStack.plainValue(L, -1)
        } catch {
            throw LuaError("global '\(name)' is not a plain value (\(error.message))", kind: .host)
        }
    }

    /// Holds a global (a function, a table, userdata, …) by reference; nil when it is nil.
    public func globalReference(_ name: String) -> LuaReference? {
        guard let L else { return nil }
        rawGetGlobal(L, name)
        defer { moon_pop(L, 1) }
        return lua_type(L, -1) == LUA_TNIL ? nil : LuaReference(state: self, L: L, index: -1)
    }

    /// Makes `require(name)` return what `loader` returns, without a file.
    public func preload(_ name: String, loader: @escaping LuaSwiftFunction) {
        guard let L else { return }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(preloadRef))
        LuaStack.push(L, string: name)
        LuaFunctions.push(L, loader)
        lua_rawset(L, -3)
        moon_pop(L, 1)
    }

    /// A new empty table, held by reference (to build module tables).
    public func newTable() -> LuaReference? {
        guard let L else { return nil }
        lua_createtable(L, 0, 0)
        defer { moon_pop(L, 1) }
        return LuaReference(state: self, L: L, index: -1)
    }

    /// A Swift function as a Lua value held by reference (to store in tables).
    public func function(_ body: @escaping LuaSwiftFunction) -> LuaReference? {
        function(nil, body)
    }

    /// A Swift function as a Lua value held by reference, with its type for editors, which tools
    /// read from the function wherever scripts find it (`LuaCall.signature(ofFunction:)`).
    public func function(_ signature: LuaFunctionSignature?, _ body: @escaping LuaSwiftFunction) -> LuaReference? {
        guard let L else { return nil }
        LuaFunctions.push(L, body, signature: signature)
        defer { moon_pop(L, 1) }
        return LuaReference(state: self, L: L, index: -1)
    }

    /// Pops the top value into `_G[name]`.
    func rawSetGlobal(_ L: OpaquePointer, _ name: String) {
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(MOON_LUA_RIDX_GLOBALS))
        LuaStack.push(L, string: name)
        lua_rotate(L, -3, -1)  // [globals, name, value]
        lua_rawset(L, -3)
        moon_pop(L, 1)
    }

    /// Pushes `_G[name]`.
    func rawGetGlobal(_ L: OpaquePointer, _ name: String) {
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(MOON_LUA_RIDX_GLOBALS))
        LuaStack.push(L, string: name)
        lua_rawget(L, -2)
        lua_rotate(L, -2, 1)
        moon_pop(L, 1)
    }
}
