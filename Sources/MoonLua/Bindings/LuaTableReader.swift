import CLua

/// Reads the fields of a table argument without metamethods (`ui.animate { duration = 1, … }`),
/// with errors that name the field.
struct LuaTableReader {
    let call: LuaCall
    let index: Int32
    let functionName: String

    init(_ call: LuaCall, _ index: Int32, for functionName: String) throws(LuaArgumentError) {
        guard lua_type(call.L, index) == LUA_TTABLE else {
            throw LuaArgumentError(index: index, expected: "table", in: call.L)
        }
        self.call = call
        self.index = index < 0 ? lua_gettop(call.L) + index + 1 : index
        self.functionName = functionName
    }

    /// Runs `read` with `table[key]` on top of the stack. Keys are literals, pushed as C strings:
    /// Lua finds those in its string cache by address, where building a Lua string from a Swift
    /// one cost more than the read (`ui.animate` reads five fields each call).
    private func with<T>(_ key: StaticString, _ read: (Int32) throws(LuaArgumentError) -> T) throws(LuaArgumentError) -> T {
        lua_pushstring(call.L, UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self))
        lua_rawget(call.L, index)
        defer { moon_pop(call.L, 1) }
        return try read(lua_gettop(call.L))
    }

    private func wrong(_ key: StaticString, _ expected: String, _ top: Int32) -> LuaArgumentError {
        LuaArgumentError(index: index, message: "field '\(key)': \(expected) expected, got \(LuaStack.typeName(call.L, top))")
    }

    func number(_ key: StaticString) throws(LuaArgumentError) -> Double? {
        try with(key) { top throws(LuaArgumentError) in
            if lua_type(call.L, top) == LUA_TNIL { return nil }
            guard lua_type(call.L, top) == LUA_TNUMBER else { throw wrong(key, "number", top) }
            return lua_tonumberx(call.L, top, nil)
        }
    }

    func function(_ key: StaticString) throws(LuaArgumentError) -> LuaReference? {
        try with(key) { top throws(LuaArgumentError) in
            if lua_type(call.L, top) == LUA_TNIL { return nil }
            guard lua_type(call.L, top) == LUA_TFUNCTION else { throw wrong(key, "function", top) }
            return try call.function(top)
        }
    }

    func object<T: AnyObject>(_ key: StaticString, as type: T.Type) throws(LuaArgumentError) -> T? {
        try with(key) { top throws(LuaArgumentError) in
            if lua_type(call.L, top) == LUA_TNIL { return nil }
            guard let object = LuaObjects.object(call.L, top, as: T.self) else {
                throw wrong(key, LuaState.from(call.L).luaName(of: T.self), top)
            }
            return object
        }
    }

    /// A list of names (`options = {"repeat", "autoreverse"}`), or one name.
    func names(_ key: StaticString) throws(LuaArgumentError) -> [String] {
        try with(key) { top throws(LuaArgumentError) in
            switch try call.value(top) {
            case .nil: return []
            case .string(let name): return [name]
            case .array(let items):
                return try items.map { item throws(LuaArgumentError) -> String in
                    guard case .string(let name) = item else { throw wrong(key, "list of names", top) }
                    return name
                }
            default: throw wrong(key, "list of names", top)
            }
        }
    }
}
