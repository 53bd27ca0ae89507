import CMoonLua

extension LuaTableReader {
    /// Calls `body` with each element of the table's list part (1…`#t`, read raw) pushed: its
    /// place in the list, and where the call reads it (`LuaCall`'s position). The stack is put
    /// back after each, so a long list never fills it.
    package func forEachElement(_ body: (_ item: Int, _ position: Int32) throws(LuaArgumentError) -> Void)
        throws(LuaArgumentError) {
        let L = call.L
        let count = Int(lua_rawlen(L, table))
        guard count > 0 else { return }
        for item in 1...count {
            let top = lua_gettop(L)
            lua_rawgeti(L, table, lua_Integer(item))
            defer { lua_settop(L, top) }
            try body(item, call.topPosition)
        }
    }

    /// The field `key` pushed at `position` (see `pushFields`) as a string, nil when nil.
    /// Numbers are not turned into strings: that would write over the table's value.
    package func string(_ key: StaticString, at position: Int32) throws(LuaArgumentError) -> String? {
        if call.isString(position) { return try call.string(position) }
        if call.isNil(position) { return nil }
        throw LuaArgumentError(index: index, message: "field '\(key)': string expected, got \(call.typeName(position))")
    }
}
