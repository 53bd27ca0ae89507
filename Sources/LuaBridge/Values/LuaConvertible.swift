import CMoonLua
import Foundation

/// A Swift value that can be pushed onto the Lua stack.
public protocol LuaPushable {
    /// Pushes exactly one Lua value for `self`.
    func push(to top: LuaStackTop)
}

/// A Swift value that can also be read back from a Lua argument.
public protocol LuaConvertible: LuaPushable {
    /// Reads the argument at `index`, or says what was expected in Lua's words.
    static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Self
    /// The value's type in the Lua language server's words (`integer`, `string?`), for the
    /// editor definitions generated from bindings (`LuaBoundClass.types`).
    static var luaTypeName: String { get }
}

extension LuaConvertible {
    /// Any Lua value: conformers with a narrower type say so.
    public static var luaTypeName: String { "any" }
}

extension Int: LuaConvertible {
    public static var luaTypeName: String { "integer" }

    /// Pushes a Lua integer.
    @inlinable public func push(to top: LuaStackTop) { lua_pushinteger(top.L, lua_Integer(self)) }

    /// A number with an integer value (or a string of one), as luaL_checkinteger takes it.
    @inlinable public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Int {
        let L = call.L
        var isNumber: Int32 = 0
        let value = lua_tointegerx(L, index, &isNumber)
        if isNumber != 0 { return Int(value) }
        throw LuaArgumentError.integer(L, index)
    }
}

extension LuaArgumentError {
    /// luaL_checkinteger's two complaints.
    @usableFromInline static func integer(_ L: OpaquePointer, _ index: Int32) -> LuaArgumentError {
        if lua_type(L, index) == LUA_TNUMBER {
            return LuaArgumentError(index: index, message: "number has no integer representation")
        }
        return LuaArgumentError(index: index, expected: "number", in: L)
    }
}

extension Double: LuaConvertible {
    public static var luaTypeName: String { "number" }

    /// Pushes a Lua float.
    @inlinable public func push(to top: LuaStackTop) { lua_pushnumber(top.L, self) }

    /// A number (or a numeric string), as luaL_checknumber takes it.
    @inlinable public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Double {
        let L = call.L
        var isNumber: Int32 = 0
        let value = lua_tonumberx(L, index, &isNumber)
        if isNumber != 0 { return value }
        throw LuaArgumentError(index: index, expected: "number", in: L)
    }
}

extension Bool: LuaConvertible {
    public static var luaTypeName: String { "boolean" }

    /// Pushes `true` or `false`.
    @inlinable public func push(to top: LuaStackTop) { lua_pushboolean(top.L, self ? 1 : 0) }

    /// Exactly a boolean: a property typed Bool does not take `nil` or `0` for false.
    @inlinable public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Bool {
        let L = call.L
        if lua_type(L, index) == LUA_TBOOLEAN { return lua_toboolean(L, index) != 0 }
        throw LuaArgumentError(index: index, expected: "boolean", in: L)
    }
}

extension String: LuaConvertible {
    public static var luaTypeName: String { "string" }

    /// Pushes the string's UTF-8 bytes (embedded zeros included).
    public func push(to top: LuaStackTop) { LuaStack.push(top.L, string: self) }

    /// A string or a number (converted as luaL_checklstring does). Bytes that are not UTF-8
    /// are refused, with the place of the first bad one: a Swift string holds only Unicode
    /// text, and repairing it (U+FFFD) would change what the script stored behind its back.
    /// Read `LuaValue` for exact bytes (`.bytes`).
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> String {
        let L = call.L
        let type = lua_type(L, index)
        guard type == LUA_TSTRING || type == LUA_TNUMBER else {
            throw LuaArgumentError(index: index, expected: "string", in: L)
        }
        let bytes = LuaStack.bytes(L, index)
        let text = String(decoding: bytes, as: UTF8.self)
        guard hasSameBytes(text, bytes) else { throw LuaArgumentError(index: index, message: invalidUTF8Message(bytes)) }
        return text
    }

    /// Whether decoding kept every byte, which it does exactly when they were valid UTF-8
    /// (it replaces what is not by U+FFFD). Checked this way rather than with
    /// `String(validating:)`, whose generic path instantiated type metadata on every call:
    /// 2 % of a Psychic Tester round, measured with callgrind.
    private static func hasSameBytes(_ text: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var text = text
        guard text.utf8.count == bytes.count else { return false }
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return true }
        return text.withUTF8 { decoded in decoded.baseAddress.map { memcmp($0, start, bytes.count) == 0 } ?? false }
    }

    /// Why `bytes` are not UTF-8: `string is not valid UTF-8 (byte 2 is \255)`.
    static func invalidUTF8Message(_ bytes: UnsafeRawBufferPointer) -> String {
        var decoder = Unicode.UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: break decoding
            }
        }
        let bad = offset < bytes.count ? bytes[offset] : 0
        return "string is not valid UTF-8 (byte \(offset + 1) is \\\(bad)); text must be UTF-8"
    }
}

extension LuaValue: LuaConvertible {
    /// Pushes the value, building tables for arrays and dictionaries.
    public func push(to top: LuaStackTop) { LuaStack.push(top.L, self) }

    /// Any plain value; a function, userdata or cyclic table is refused.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> LuaValue {
        let L = call.L
        do {
            return try LuaStack.plainValue(L, index)
        } catch {
            throw LuaArgumentError(index: index, message: error.message)
        }
    }
}

extension Optional: LuaPushable where Wrapped: LuaPushable {
    /// Pushes the value, or `nil`.
    @inlinable public func push(to top: LuaStackTop) {
        if let value = self { value.push(to: top) } else { top.pushNil() }
    }
}

extension Optional: LuaConvertible where Wrapped: LuaConvertible {
    public static var luaTypeName: String { Wrapped.luaTypeName + "?" }

    /// `nil` (or a missing argument) reads as `nil`; anything else as `Wrapped`.
    @inlinable public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Wrapped? {
        let L = call.L
        if lua_type(L, index) <= LUA_TNIL { return nil }
        return try Wrapped.read(from: call, at: index)
    }
}
