import CMoonLua

/// The registry slots that `LuaReference`s hold values in, reused through a free list kept in
/// Swift. `luaL_ref` and `luaL_unref` keep theirs in the registry itself, which costs three table
/// reads and writes per reference made and two per reference dropped; the engine makes one for
/// every timer and animation completion a script schedules.
///
/// A freed slot keeps `false` rather than nil, so that the registry's array part has no hole:
/// `luaL_ref` (used for the state's own slots) takes a new slot at the border, and a hole could
/// make it hand out one of these.
struct RegistrySlots {
    private var free: [Int32] = []

    /// Moves the value on top of `L`'s stack into a slot, popping it. Nil gets no slot
    /// (`LUA_REFNIL`, which reads back as nil), as with `luaL_ref`.
    mutating func store(_ L: OpaquePointer) -> Int32 {
        guard let slot = free.popLast() else { return luaL_ref(L, MOON_LUA_REGISTRYINDEX) }
        if lua_type(L, -1) == LUA_TNIL {
            free.append(slot)
            moon_pop(L, 1)
            return LUA_REFNIL
        }
        lua_rawseti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(slot))
        return slot
    }

    /// Lets go of the value in `slot` (one `store` returned) and keeps the slot for the next.
    mutating func release(_ slot: Int32, in L: OpaquePointer) {
        guard slot > 0 else { return }
        lua_pushboolean(L, 0)
        lua_rawseti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(slot))
        free.append(slot)
    }
}
