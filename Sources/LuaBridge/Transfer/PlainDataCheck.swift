import CMoonLua

/// Why a value cannot cross between states, worded for the script's author:
/// `argument #2: field 'words[3]' is a function; only plain data (…) can cross to a background queue`.
package struct PlainDataRefusal: Error {
    package var message: String
}

/// Says why a Lua value is not plain data, naming where the offending part is:
/// functions, userdata, threads, keys of those types, cycles and over-deep nesting.
/// The same rules as the C encoder (`moon_encode`); it runs only once that refused.
///
/// Raw access only (no metamethods), so walking never raises. A table shared by two
/// fields is fine (it is copied twice); only a table that contains itself is refused.
package struct PlainDataCheck {
    /// Which way the data goes, for the wording of refusals.
    package enum Direction {
        case toBackground
        case fromBackground

        var phrase: String {
            switch self {
            case .toBackground: "can cross to a background queue"
            case .fromBackground: "can come back from a background queue"
            }
        }
    }

    /// How deeply tables may nest (MOON_PLAIN_MAXDEPTH for the encoder).
    static let maximumDepth = Int(MOON_PLAIN_MAXDEPTH)

    private let L: OpaquePointer
    /// `argument #2`, `result #1`.
    private let subject: String
    private let direction: Direction
    /// Tables being read right now, by identity: meeting one again is a cycle.
    private var open: Set<UnsafeRawPointer> = []
    /// The stack slots of the keys leading to the value being read; rendered only
    /// when refusing, while those keys are still on the stack.
    private var path: [Int32] = []

    private init(L: OpaquePointer, subject: String, direction: Direction) {
        self.L = L
        self.subject = subject
        self.direction = direction
    }

    /// Throws the refusal for the value at `index` of `L` if it is not plain data;
    /// `subject` names it (`argument #2`).
    static func check(_ L: OpaquePointer, at index: Int32, subject: String,
                      direction: Direction) throws(PlainDataRefusal) {
        var check = PlainDataCheck(L: L, subject: subject, direction: direction)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try check.value(at: lua_absindex(L, index), depth: 0)
    }

    private mutating func value(at index: Int32, depth: Int) throws(PlainDataRefusal) {
        switch lua_type(L, index) {
        case LUA_TNIL, LUA_TNONE, LUA_TBOOLEAN, LUA_TNUMBER, LUA_TSTRING:
            return
        case LUA_TTABLE:
            try table(at: index, depth: depth)
        default:
            let place = path.isEmpty ? subject : "\(subject): field '\(renderedPath)'"
            throw PlainDataRefusal(message: "\(place) is \(Self.describe(L, index)); \(onlyPlainData)")
        }
    }

    private mutating func table(at index: Int32, depth: Int) throws(PlainDataRefusal) {
        guard let identity = lua_topointer(L, index) else { return }
        guard !open.contains(identity) else {
            throw PlainDataRefusal(message: "\(subject): table contains a cycle (field '\(renderedPath)' refers to an enclosing table)")
        }
        guard depth < Self.maximumDepth, lua_checkstack(L, 4) != 0 else {
            throw PlainDataRefusal(message: "\(subject): tables nested deeper than \(Self.maximumDepth) levels")
        }
        open.insert(identity)
        defer { open.remove(identity) }
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            let keySlot = lua_gettop(L) - 1
            switch lua_type(L, keySlot) {
            case LUA_TBOOLEAN, LUA_TNUMBER, LUA_TSTRING:
                break
            default:
                // Keys are never nil or NaN (Lua refuses those); other types are not plain.
                let holder = path.isEmpty ? "\(subject) has" : "\(subject): field '\(renderedPath)' has"
                throw PlainDataRefusal(message: "\(holder) a key that is \(Self.describe(L, keySlot)); \(onlyPlainData)")
            }
            path.append(keySlot)
            try value(at: keySlot + 1, depth: depth + 1)
            path.removeLast()
            moon_pop(L, 1)
        }
    }

    private var onlyPlainData: String {
        "only plain data (nil, booleans, numbers, strings, tables of those) \(direction.phrase)"
    }

    /// `words[3]`, `level.clues[2].text`, `["two words"]`, `[true]`, `[1.5]`.
    private var renderedPath: String {
        var text = ""
        for slot in path {
            switch lua_type(L, slot) {
            case LUA_TSTRING:
                let name = String(decoding: LuaStack.bytes(L, slot), as: UTF8.self)
                if Self.isIdentifier(name) {
                    text += text.isEmpty ? name : "." + name
                } else {
                    text += "[\"" + name + "\"]"
                }
            case LUA_TNUMBER where lua_isinteger(L, slot) != 0:
                text += "[\(lua_tointegerx(L, slot, nil))]"
            case LUA_TNUMBER:
                text += "[\(lua_tonumberx(L, slot, nil))]"
            case LUA_TBOOLEAN:
                text += lua_toboolean(L, slot) != 0 ? "[true]" : "[false]"
            default:
                text += "[?]"
            }
        }
        return text
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    /// `a function`, `a thread`, `userdata`, `a View (userdata)`.
    private static func describe(_ L: OpaquePointer, _ index: Int32) -> String {
        switch lua_type(L, index) {
        case LUA_TFUNCTION: return "a function"
        case LUA_TTHREAD: return "a thread"
        case LUA_TTABLE: return "a table"
        case LUA_TUSERDATA, LUA_TLIGHTUSERDATA:
            let name = LuaStack.typeName(L, index)
            return name == "userdata" || name == "light userdata" ? "userdata" : "a \(name) (userdata)"
        default: return "a \(LuaStack.typeName(L, index))"
        }
    }
}
