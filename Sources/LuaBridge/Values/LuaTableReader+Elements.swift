import CMoonLua

extension LuaTableReader {
    /// Calls `body` with each element of the table's list part (1…`#t`, read raw) pushed, and
    /// the element's position; the stack is put back after each, so a long list never fills it.
    package func forEachElement(_ body: (_ position: Int, _ slot: Int32) throws(LuaArgumentError) -> Void)
        throws(LuaArgumentError) {
        let L = call.L
        let count = Int(lua_rawlen(L, index))
        guard count > 0 else { return }
        for position in 1...count {
            let top = lua_gettop(L)
            lua_rawgeti(L, index, lua_Integer(position))
            defer { lua_settop(L, top) }
            try body(position, top + 1)
        }
    }

    /// The field `key` pushed at stack index `slot` (see `pushFields`) as a string, nil when nil.
    /// Numbers are not turned into strings: that would write over the table's value.
    package func string(_ key: StaticString, at slot: Int32) throws(LuaArgumentError) -> String? {
        switch lua_type(call.L, slot) {
        case LUA_TSTRING: return try call.string(slot)
        case LUA_TNIL: return nil
        default:
            throw LuaArgumentError(index: index, message: "field '\(key)': string expected, got \(LuaStack.typeName(call.L, slot))")
        }
    }
}
