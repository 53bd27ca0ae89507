/// What a host reads out of a plain value without a `switch`: each accessor is nil when the
/// value is of another kind, and converts only where Lua itself would not lose anything.
extension LuaValue {
    /// Whether the value is Lua's `nil`.
    public var isNil: Bool { self == .nil }

    /// An integer, or a float with an exact integer value (`3.0`), as Lua's `math.tointeger`
    /// takes them; nil for `3.5`, for numbers out of `Int`'s range and for every non-number.
    public var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value):
            // Exactly representable in Int: -2^63 ≤ value < 2^63.
            guard value.rounded(.towardZero) == value, value >= -0x1p63, value < 0x1p63 else { return nil }
            return Int(value)
        default: return nil
        }
    }

    /// Any number as a `Double` (an integer converted as Lua converts it); nil for non-numbers.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// A string that is valid UTF-8; nil for `.bytes` (read those with `bytesValue`) and for
    /// numbers, which Swift does not turn into text behind the host's back.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A string's bytes, whether or not they are UTF-8.
    public var bytesValue: [UInt8]? {
        switch self {
        case .string(let text): Array(text.utf8)
        case .bytes(let bytes): bytes
        default: nil
        }
    }

    /// `true` or `false`; nil for anything else (Lua's truthiness is `isTruthy`).
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// Whether Lua counts the value as true: everything but `nil` and `false`.
    public var isTruthy: Bool {
        switch self {
        case .nil, .bool(false): false
        default: true
        }
    }

    /// A sequence's items (the empty table reads as an empty sequence); nil for other tables.
    public var arrayValue: [LuaValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// Any table as key → value: a sequence's items under the keys `1...n`.
    public var tableValue: [LuaValue: LuaValue]? {
        switch self {
        case .table(let fields): return fields
        case .array(let items):
            var fields: [LuaValue: LuaValue] = [:]
            for (offset, item) in items.enumerated() { fields[.int(offset + 1)] = item }
            return fields
        default: return nil
        }
    }

    /// `table[key]` for a table (a sequence by its integer keys); nil for a missing key or a
    /// value that is not a table.
    public subscript(key: LuaValue) -> LuaValue? {
        switch self {
        case .table(let fields): return fields[key]
        case .array(let items):
            guard let index = key.intValue, index >= 1, index <= items.count else { return nil }
            return items[index - 1]
        default: return nil
        }
    }
}
