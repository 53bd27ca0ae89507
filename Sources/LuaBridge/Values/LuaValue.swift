/// A plain Lua value: what can be copied between Swift and Lua (and between Lua states).
///
/// Lua integers stay `.int` and floats stay `.double`. A string that is valid UTF-8
/// reads as `.string`, any other byte string as `.bytes`, so bytes survive exactly.
/// A table whose keys are exactly `1...n` reads as `.array` (the empty table too);
/// any other table as `.table`. Functions, userdata and threads are not plain.
public enum LuaValue: Hashable, Sendable {
    /// Lua's `nil`.
    case `nil`
    /// `true` or `false`.
    case bool(Bool)
    /// A Lua integer (64-bit).
    case int(Int)
    /// A Lua float.
    case double(Double)
    /// A Lua string that is valid UTF-8 (embedded zeros included).
    case string(String)
    /// A Lua string that is not valid UTF-8, byte for byte.
    case bytes([UInt8])
    /// A sequence `{a, b, c}`.
    case array([LuaValue])
    /// Any other table.
    case table([LuaValue: LuaValue])

    /// The Lua type name of the value (`nil`, `boolean`, `number`, `string`, `table`).
    public var typeName: String {
        switch self {
        case .nil: "nil"
        case .bool: "boolean"
        case .int, .double: "number"
        case .string, .bytes: "string"
        case .array, .table: "table"
        }
    }
}

extension LuaValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `true` → `.bool(true)`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `3` → `.int(3)`.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// `0.5` → `.double(0.5)`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// `"hi"` → `.string("hi")`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `[1, 2]` → `.array([1, 2])`.
    public init(arrayLiteral elements: LuaValue...) { self = .array(elements) }
    /// `["a": 1]` → `.table(["a": 1])`.
    public init(dictionaryLiteral elements: (LuaValue, LuaValue)...) {
        self = .table(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
