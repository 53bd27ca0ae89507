import CMoonLua

/// Values found again by a Lua string key (an image's name), looked up in C with the key's own
/// Lua string: a table in the registry maps it to the value's place in a Swift array, so no
/// Swift string is made and nothing is hashed in Swift. Looking an image up by `String` cost
/// several times the rest of setting it, and a card game sets two images per card it deals.
///
/// Belongs to one state (the registry table is that state's), and lives no longer than it.
public struct LuaStringKeyedCache<Value> {
    private var values: [Value] = []
    private var tableRef = LUA_NOREF

    /// An empty cache.
    public init() {}

    /// The value stored under the string at `index`, if any (nil as well for a key that is
    /// not a string).
    public func value(_ call: LuaCall, at index: Int32) -> Value? {
        let L = call.L, index = call.slot(index)
        guard tableRef != LUA_NOREF, lua_type(L, index) == LUA_TSTRING else { return nil }
        let position = moon_cachedposition(L, tableRef, index)
        return position >= 0 ? values[Int(position)] : nil
    }

    /// Stores `value` under the string at `index` (a string: callers read it as one first).
    public mutating func store(_ value: Value, _ call: LuaCall, at index: Int32) {
        let L = call.L, index = call.slot(index)
        guard lua_type(L, index) == LUA_TSTRING else { return }
        if tableRef == LUA_NOREF {
            lua_createtable(L, 0, 8)
            tableRef = luaL_ref(L, MOON_LUA_REGISTRYINDEX)
        }
        moon_setcachedposition(L, tableRef, index, lua_Integer(values.count))
        values.append(value)
    }
}
