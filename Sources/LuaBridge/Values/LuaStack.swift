import CMoonLua

/// Non-raising reads and writes of the Lua stack for Swift code.
///
/// Everything here uses raw access only (no metamethods), so none of it can
/// raise a Lua error while a Swift frame is active (DESIGN.md §4). Allocations
/// made here are never refused by the memory ceiling (see `moon_alloc`).
package enum LuaStack {
    /// How deep nested tables may be when converted either way (the C encoder's limit).
    package static let maximumDepth = Int(MOON_PLAIN_MAXDEPTH)

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

    /// Reads the plain value at `index`; functions, userdata, threads, keys of other types
    /// than booleans, numbers and strings, cycles and over-deep nesting are refused.
    ///
    /// The value is encoded by `moon_encode`, as for a background queue, and the bytes read
    /// back: one set of rules for what is plain, in C. Raw access only, so nothing raises.
    package static func plainValue(_ L: OpaquePointer, _ index: Int32) throws(NotPlain) -> LuaValue {
        var buffer = MoonBuffer()
        defer { moon_bufferfree(&buffer) }
        let top = lua_gettop(L)
        let why = Int(moon_encode(L, index, &buffer))
        guard why == Int(MOON_PLAIN_OK) else {
            // On top, the value refused (for a key, the key); below it the path, unused here.
            defer { lua_settop(L, top) }
            switch why {
            case Int(MOON_PLAIN_NOTPLAIN): throw NotPlain(message: "plain value expected, got \(typeName(L, -1))")
            case Int(MOON_PLAIN_BADKEY):
                throw NotPlain(message: "keys must be booleans, numbers or strings, got \(typeName(L, -1))")
            case Int(MOON_PLAIN_CYCLE): throw NotPlain(message: "a table that contains itself")
            case Int(MOON_PLAIN_TOODEEP): throw NotPlain(message: "tables nested too deeply")
            default: throw NotPlain(message: "out of memory while reading it")
            }
        }
        return EncodedPlainValue.read(UnsafeRawBufferPointer(start: buffer.data, count: buffer.size))
    }
}
