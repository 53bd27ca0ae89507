import CMoonLua
import Foundation

/// A Swift value that can be pushed onto the Lua stack.
public protocol LuaPushable {
    /// Pushes exactly one Lua value for `self`.
    func push(to top: LuaStackTop)
}

/// A Swift value that can also be read back from a Lua argument, with its type for editors: what
/// lets a binding bind a property or a method from its Swift types alone
/// (`c.property("frame", \.frame)`, `LuaClassBuilder`).
///
/// Values of other modules' types conform where they are bound (MoonKit's geometry in MoonLua),
/// each in a file of its own; bound classes conform through `LuaBoundObject`, and enumerations
/// scripts write as names through `LuaNamedEnum`.
public protocol LuaConvertible: LuaPushable {
    /// Reads argument `index` (as `LuaCall` numbers them), or says what was expected in Lua's
    /// words: the message of `bad argument #1 to 'f' (rect {x, y, width, height} expected, got string)`.
    static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Self
    /// The value's type in the Lua language server's words, for the editor definitions generated
    /// from bindings (`LuaBoundClass.types`).
    static var luaType: LuaType { get }
    /// The type of what `push` gives scripts, when it is narrower than what `read` takes (an
    /// image is pushed as an `Image` and read from one or from its name): the type of read-only
    /// properties and of results. `luaType` unless a conformance says otherwise.
    static var luaPushedType: LuaType { get }
    /// Whether a value of this type can hold memory outside Lua in proportion to what the
    /// script gave (a string's bytes, a list's items): a bound property of such a type charges
    /// `heldBytes` to the object against the script's memory limit (`LuaMemoryCharge`).
    static var holdsBytes: Bool { get }
    /// The bytes this value holds outside Lua once Swift keeps it (see `holdsBytes`).
    var heldBytes: Int { get }
}

extension LuaConvertible {
    /// By default a value is pushed as the type it is read as.
    public static var luaPushedType: LuaType { luaType }
    /// Values of fixed size: a property of the type charges nothing.
    @inlinable public static var holdsBytes: Bool { false }
    /// A value of fixed size holds no bytes beyond its own.
    @inlinable public var heldBytes: Int { 0 }
}

extension Int: LuaConvertible {
    /// Lua's integer subtype.
    public static var luaType: LuaType { .builtin("integer") }

    /// Pushes a Lua integer.
    @inlinable public func push(to top: LuaStackTop) { lua_pushinteger(top.L, lua_Integer(self)) }

    /// A number with an integer value (or a string of one), as luaL_checkinteger takes it.
    @inlinable public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Int {
        var isNumber: Int32 = 0
        let value = lua_tointegerx(call.L, call.slot(index), &isNumber)
        if isNumber != 0 { return Int(value) }
        throw LuaArgumentError.integer(call, index)
    }
}

extension LuaArgumentError {
    /// luaL_checkinteger's two complaints.
    @usableFromInline static func integer(_ call: LuaCall, _ index: Int32) -> LuaArgumentError {
        if call.isNumber(index) {
            return LuaArgumentError(index: index, message: "number has no integer representation")
        }
        return LuaArgumentError(index: index, expected: "number", in: call)
    }
}

extension Double: LuaConvertible {
    /// Any Lua number.
    public static var luaType: LuaType { .builtin("number") }

    /// Pushes a Lua float.
    @inlinable public func push(to top: LuaStackTop) { lua_pushnumber(top.L, self) }

    /// A number (or a numeric string), as luaL_checknumber takes it.
    @inlinable public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Double {
        var isNumber: Int32 = 0
        let value = lua_tonumberx(call.L, call.slot(index), &isNumber)
        if isNumber != 0 { return value }
        throw LuaArgumentError(index: index, expected: "number", in: call)
    }
}

extension Bool: LuaConvertible {
    /// A Lua boolean.
    public static var luaType: LuaType { .builtin("boolean") }

    /// Pushes `true` or `false`.
    @inlinable public func push(to top: LuaStackTop) { lua_pushboolean(top.L, self ? 1 : 0) }

    /// Exactly a boolean: a property typed Bool does not take `nil` or `0` for false.
    @inlinable public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Bool {
        let L = call.L, slot = call.slot(index)
        if lua_type(L, slot) == LUA_TBOOLEAN { return lua_toboolean(L, slot) != 0 }
        throw LuaArgumentError(index: index, expected: "boolean", in: call)
    }
}

extension String: LuaConvertible {
    /// A Lua string.
    public static var luaType: LuaType { .builtin("string") }
    /// A string's bytes are the script's to choose: a property holding one charges them.
    public static var holdsBytes: Bool { true }
    /// Its UTF-8 bytes, which a script chooses and the memory limit counts.
    public var heldBytes: Int { utf8.count }

    /// Pushes the string's UTF-8 bytes (embedded zeros included).
    public func push(to top: LuaStackTop) { LuaStack.push(top.L, string: self) }

    /// A string or a number (converted as luaL_checklstring does). Bytes that are not UTF-8
    /// are refused, with the place of the first bad one: a Swift string holds only Unicode
    /// text, and repairing it (U+FFFD) would change what the script stored behind its back.
    /// Read `LuaValue` for exact bytes (`.bytes`).
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> String {
        let L = call.L, slot = call.slot(index)
        let type = lua_type(L, slot)
        guard type == LUA_TSTRING || type == LUA_TNUMBER else {
            throw LuaArgumentError(index: index, expected: "string", in: call)
        }
        let bytes = LuaStack.bytes(L, slot)
        let text = String(decoding: bytes, as: UTF8.self)
        guard hasSameBytes(text, bytes) else { throw LuaArgumentError(index: index, message: invalidUTF8Message(bytes)) }
        return text
    }

    /// Whether decoding kept every byte, which it does exactly when they were valid UTF-8
    /// (it replaces what is not by U+FFFD). Checked this way rather than with
    /// `String(validating:)`, whose generic path instantiates type metadata on every call
    /// (the figure: docs/performance.md, "Measured choices").
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
    /// Any plain value a script chooses.
    public static var luaType: LuaType { .any }

    /// Pushes the value, building tables for arrays and dictionaries.
    public func push(to top: LuaStackTop) { LuaStack.push(top.L, self) }

    /// Any plain value; a function, userdata or cyclic table is refused.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> LuaValue {
        do {
            return try LuaStack.plainValue(call.L, call.slot(index))
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
    /// The wrapped type or nil (`string?`).
    public static var luaType: LuaType { .optional(Wrapped.luaType) }
    /// What the wrapped value is pushed as, or nil.
    public static var luaPushedType: LuaType { .optional(Wrapped.luaPushedType) }
    /// Whether the wrapped type holds bytes a script chooses.
    @inlinable public static var holdsBytes: Bool { Wrapped.holdsBytes }
    /// The wrapped value's bytes, or 0 for nil.
    @inlinable public var heldBytes: Int { self?.heldBytes ?? 0 }

    /// `nil` (or a missing argument) reads as `nil`; anything else as `Wrapped`.
    @inlinable public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Wrapped? {
        if call.isNil(index) { return nil }
        return try Wrapped.read(from: call, at: index)
    }
}
