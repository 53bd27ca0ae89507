import CMoonLua

/// Script objects: Swift objects of a bound class that a Lua subclass made (`Base:extend "Name"`),
/// each with a field table holding its script fields and, in its metatable, its Lua class.
/// The look-up rules themselves (own fields first, then the class) are the C runtime's
/// (`moon_classmember`); these are the calls Swift makes on such objects.
extension LuaState {
    /// Calls `object:name(arguments…)` when the script object has a function of that name (its
    /// own or its class's) and returns true; returns false, calling nothing, when it has none.
    /// `fields` is the object's field table, where the look-up starts. The look-up and the call
    /// are one protected call; its error is thrown.
    public func invokeMethod(of object: AnyObject, fields: LuaReference?, named name: StaticString,
                             argumentCount: Int32 = 0, pushArguments: (LuaStackTop) -> Void = { _ in }) throws(LuaError) -> Bool {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        return try protected(L, results: 1, { () throws(LuaError) -> Int32 in
            guard lua_checkstack(L, argumentCount + 4) != 0 else {
                throw LuaError("too many arguments", kind: .host)
            }
            moon_pushcfunction(L, moon_invokehook)
            LuaObjects.push(L, object)
            lua_pushstring(L, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self))
            if let fields { fields.push(to: LuaStackTop(L)) } else { lua_pushnil(L) }
            pushArguments(LuaStackTop(L))
            return argumentCount + 3
        }, read: { first in lua_toboolean(L, first) != 0 })
    }

    /// Calls `function(argument)` and returns its result when it is an integer, else nil.
    public func integerResult(of function: LuaReference, _ argument: some LuaPushable) throws(LuaError) -> Int? {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        return try protected(L, results: 1, { () throws(LuaError) -> Int32 in
            function.push(to: LuaStackTop(L))
            argument.push(to: LuaStackTop(L))
            return 1
        }, read: { first in
            lua_isinteger(L, first) != 0 ? Int(lua_tointegerx(L, first, nil)) : nil
        })
    }
}

extension LuaCall {
    /// A new empty table whose metatable is argument `index`, held by reference: the field
    /// table of a new script object. `capacity` fields fit without growing it.
    public func newTable(metatableAt index: Int32, capacity: Int) -> LuaReference {
        lua_createtable(L, 0, Int32(clamping: capacity))
        lua_pushvalue(L, index)
        lua_setmetatable(L, -2)
        defer { moon_pop(L, 1) }
        return LuaReference(state: LuaState.from(L), L: L, index: -1)
    }
}

extension LuaReference {
    /// The metatable of the referenced value, held by reference; nil when it has none.
    public var metatable: LuaReference? {
        guard let state, let L = state.L else { return nil }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(registryRef))
        defer { moon_pop(L, 1) }
        guard lua_getmetatable(L, -1) != 0 else { return nil }
        defer { moon_pop(L, 1) }
        return LuaReference(state: state, L: L, index: -1)
    }

    /// Whether the referenced value is a table with a function among its values (raw iteration).
    public var holdsFunction: Bool {
        guard let state, let L = state.L, lua_checkstack(L, 3) != 0 else { return false }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(registryRef))
        guard lua_type(L, -1) == LUA_TTABLE else { return false }
        lua_pushnil(L)
        while lua_next(L, top + 1) != 0 {
            if lua_type(L, -1) == LUA_TFUNCTION { return true }
            moon_pop(L, 1)
        }
        return false
    }

    /// The address of the referenced table, function or userdata: while this reference holds it,
    /// no other value has that address, so it names the value (for a Swift dictionary key).
    package var identity: UnsafeRawPointer? {
        guard let state, let L = state.L else { return nil }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(registryRef))
        defer { moon_pop(L, 1) }
        return lua_topointer(L, -1)
    }
}
