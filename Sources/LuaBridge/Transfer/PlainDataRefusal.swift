import CMoonLua

/// Why a value cannot cross between states, worded for the script's author:
/// `argument #2: field 'words[3]' is a function; only plain data (…) can cross to a background queue`.
///
/// What is plain is decided once, by the C encoder (`moon_encode` in CMoonLua's plaindata.c):
/// when it refuses it says why and leaves the place on the stack (the keys it was inside,
/// then the value refused). This only puts that into words.
package struct PlainDataRefusal: Error {
    package var message: String

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

    /// Words the refusal `why` (a MOON_PLAIN_ code) that `moon_encode` left above `top`:
    /// the path from slot `top + 1`, the value refused on top. `subject` names the value
    /// (`argument #2`). Reads only; the caller drops the slots afterwards.
    init(_ L: OpaquePointer, why: Int, above top: Int32, subject: String, direction: Direction) {
        let refused = lua_gettop(L)
        guard why != Int(MOON_PLAIN_NOMEMORY), refused > top else {
            message = "\(subject): out of memory while copying it"
            return
        }
        let path = Self.path(L, slots: (top + 1)..<refused)
        let onlyPlainData = "only plain data (nil, booleans, numbers, strings, tables of those) \(direction.phrase)"
        let place = path.isEmpty ? subject : "\(subject): field '\(path)'"
        switch why {
        case Int(MOON_PLAIN_NOTPLAIN):
            message = "\(place) is \(Self.describe(L, refused)); \(onlyPlainData)"
        case Int(MOON_PLAIN_BADKEY):
            message = "\(place) has a key that is \(Self.describe(L, refused)); \(onlyPlainData)"
        case Int(MOON_PLAIN_CYCLE):
            message = "\(subject): table contains a cycle (field '\(path)' refers to an enclosing table)"
        default:  // MOON_PLAIN_TOODEEP
            message = "\(subject): tables nested deeper than \(MOON_PLAIN_MAXDEPTH) levels"
        }
    }

    /// `words[3]`, `level.clues[2].text`, `["two words"]`, `[true]`, `[1.5]`: the keys in `slots`.
    private static func path(_ L: OpaquePointer, slots: Range<Int32>) -> String {
        var text = ""
        for slot in slots {
            switch lua_type(L, slot) {
            case LUA_TSTRING:
                let name = String(decoding: LuaStack.bytes(L, slot), as: UTF8.self)
                if isIdentifier(name) {
                    text += text.isEmpty ? name : "." + name
                } else {
                    text += "[" + LuaText.quoted(Array(LuaStack.bytes(L, slot)), quote: "\"") + "]"
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

    /// `a function`, `a thread`, `a table`, `userdata`, `a View (userdata)`.
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
