import CMoonLua

/// Non-raising reads and writes of the Lua stack for Swift code.
///
/// Everything here uses raw access only (no metamethods), so none of it can
/// raise a Lua error while a Swift frame is active (DESIGN.md §4). Allocations
/// made here are never refused by the memory ceiling (see `moon_alloc`).
package enum LuaStack {
    /// How deep nested tables may be when converted either way.
    package static let maximumDepth = 200

    /// The type name Lua's own messages use for the value at `index`: a bound
    /// class's name, `no value` past the top, else `string`, `table`, ….
    package static func typeName(_ L: OpaquePointer, _ index: Int32) -> String {
        let type = lua_type(L, index)
        if type == LUA_TNONE { return "no value" }
        if luaL_getmetafield(L, index, "__name") == LUA_TSTRING {
            let name = String(cString: lua_tolstring(L, -1, nil))
            moon_pop(L, 1)
            return name
        }
        if type == LUA_TLIGHTUSERDATA { return "light userdata" }
        return String(cString: lua_typename(L, type))
    }

    /// The bytes of the string at `index` (the value must be a string).
    package static func bytes(_ L: OpaquePointer, _ index: Int32) -> UnsafeRawBufferPointer {
        var length = 0
        let pointer = lua_tolstring(L, index, &length)
        return UnsafeRawBufferPointer(start: pointer, count: length)
    }

    /// Pushes a string with its exact bytes.
    package static func push(_ L: OpaquePointer, string: String) {
        var string = string
        string.withUTF8 { buffer in
            _ = buffer.withMemoryRebound(to: CChar.self) { lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }

    /// Pushes a plain value; nested tables become new Lua tables.
    package static func push(_ L: OpaquePointer, _ value: LuaValue) {
        push(L, value, depth: 0)
    }

    private static func push(_ L: OpaquePointer, _ value: LuaValue, depth: Int) {
        switch value {
        case .nil:
            lua_pushnil(L)
        case .bool(let b):
            lua_pushboolean(L, b ? 1 : 0)
        case .int(let i):
            lua_pushinteger(L, lua_Integer(i))
        case .double(let d):
            lua_pushnumber(L, d)
        case .string(let s):
            push(L, string: s)
        case .bytes(let b):
            b.withUnsafeBytes { raw in
                _ = lua_pushlstring(L, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count)
            }
        case .array(let elements):
            guard depth < maximumDepth, lua_checkstack(L, 2) != 0 else { return lua_pushnil(L) }
            lua_createtable(L, Int32(clamping: elements.count), 0)
            for (i, element) in elements.enumerated() {
                push(L, element, depth: depth + 1)
                lua_rawseti(L, -2, lua_Integer(i + 1))
            }
        case .table(let entries):
            guard depth < maximumDepth, lua_checkstack(L, 3) != 0 else { return lua_pushnil(L) }
            lua_createtable(L, 0, Int32(clamping: entries.count))
            for (key, element) in entries {
                // lua_rawset raises on a nil or NaN key: such keys cannot exist in Lua.
                if case .nil = key { continue }
                if case .double(let d) = key, d.isNaN { continue }
                push(L, key, depth: depth + 1)
                push(L, element, depth: depth + 1)
                lua_rawset(L, -3)
            }
        }
    }

    /// Why a Lua value could not be read as a plain value.
    package struct NotPlain: Error {
        var message: String
    }

    /// Reads the plain value at `index`; functions, userdata, threads and cycles are refused.
    package static func plainValue(_ L: OpaquePointer, _ index: Int32) throws(NotPlain) -> LuaValue {
        // The tables being read, outermost first: a path, so short that a scan beats hashing.
        var open: [UnsafeRawPointer] = []
        return try plainValue(L, lua_absindex(L, index), depth: 0, open: &open)
    }

    private static func plainValue(_ L: OpaquePointer, _ index: Int32, depth: Int,
                                   open: inout [UnsafeRawPointer]) throws(NotPlain) -> LuaValue {
        switch lua_type(L, index) {
        case LUA_TNIL, LUA_TNONE:
            return .nil
        case LUA_TBOOLEAN:
            return .bool(lua_toboolean(L, index) != 0)
        case LUA_TNUMBER:
            if lua_isinteger(L, index) != 0 { return .int(Int(lua_tointegerx(L, index, nil))) }
            return .double(lua_tonumberx(L, index, nil))
        case LUA_TSTRING:
            let raw = bytes(L, index)
            if let text = String(validating: raw, as: UTF8.self) { return .string(text) }
            return .bytes(Array(raw))
        case LUA_TTABLE:
            return try table(L, index, depth: depth, open: &open)
        default:
            throw NotPlain(message: "plain value expected, got \(typeName(L, index))")
        }
    }

    private static func table(_ L: OpaquePointer, _ index: Int32, depth: Int,
                              open: inout [UnsafeRawPointer]) throws(NotPlain) -> LuaValue {
        guard let identity = lua_topointer(L, index) else { return .nil }
        guard depth < maximumDepth else { throw NotPlain(message: "tables nested too deeply") }
        guard !open.contains(identity) else { throw NotPlain(message: "a table that contains itself") }
        guard lua_checkstack(L, 3) != 0 else { throw NotPlain(message: "stack overflow") }
        open.append(identity)
        defer { open.removeLast() }
        // A list (keys exactly 1…n, n its length) is read by position into an array, without a
        // dictionary; at the first key that does not fit, the entries move to the dictionary and
        // reading goes on as for any table. Values are read in `lua_next` order either way.
        let length = Int(clamping: lua_rawlen(L, index))
        var listed: [LuaValue] = length > 0 ? Array(repeating: .nil, count: length) : []
        var listedCount = 0
        var dictionary: [LuaValue: LuaValue]? = length > 0 ? nil : [:]
        func unlist() -> [LuaValue: LuaValue] {
            var out: [LuaValue: LuaValue] = [:]
            for (i, value) in listed.enumerated() {
                if case .nil = value { continue }   // a slot no key filled (values are never nil)
                out[.int(i + 1)] = value
            }
            return out
        }
        var isSequence = true
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            let key = try plainValue(L, lua_gettop(L) - 1, depth: depth + 1, open: &open)
            let value = try plainValue(L, lua_gettop(L), depth: depth + 1, open: &open)
            if case .int(let k) = key, k >= 1 {} else { isSequence = false }
            if dictionary == nil, case .int(let k) = key, k >= 1, k <= length {
                listed[k - 1] = value
                listedCount += 1
            } else {
                if dictionary == nil { dictionary = unlist() }
                dictionary![key] = value
            }
            moon_pop(L, 1)
        }
        if dictionary == nil {
            if listedCount == length { return .array(listed) }
            dictionary = unlist()
        }
        let entries = dictionary!
        if isSequence {
            var elements: [LuaValue] = []
            elements.reserveCapacity(entries.count)
            for i in 1...max(entries.count, 1) {
                guard let element = entries[.int(i)] else { break }
                elements.append(element)
            }
            if elements.count == entries.count { return .array(elements) }
        }
        return .table(entries)
    }
}
