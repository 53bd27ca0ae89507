/// A Swift type a plain Lua value can be read as, with a message when it cannot: what
/// `ScriptObject.value(_:as:)` reads a script's property as (`Int`, `String`, `[Int]`, …).
public protocol LuaValueReadable {
    /// The value as this type, or nil when it is of another kind.
    init?(luaValue: LuaValue)
    /// The type as a message names what was expected (`an integer`, `a list of strings`).
    static var luaValueDescription: String { get }
}

extension Int: LuaValueReadable {
    /// The integer a value holds: an integer, or a float with no fractional part; nil otherwise.
    public init?(luaValue: LuaValue) {
        guard let value = luaValue.intValue else { return nil }
        self = value
    }
    /// How a message names what it wanted: "an integer".
    public static var luaValueDescription: String { "an integer" }
}

extension Double: LuaValueReadable {
    /// The number a value holds, integer or float; nil for anything else.
    public init?(luaValue: LuaValue) {
        guard let value = luaValue.doubleValue else { return nil }
        self = value
    }
    /// How a message names what it wanted: "a number".
    public static var luaValueDescription: String { "a number" }
}

extension String: LuaValueReadable {
    /// The text of a string that is valid UTF-8; nil for bytes that are not, or anything else.
    public init?(luaValue: LuaValue) {
        guard let value = luaValue.stringValue else { return nil }
        self = value
    }
    /// How a message names what it wanted: "a UTF-8 string".
    public static var luaValueDescription: String { "a UTF-8 string" }
}

extension Bool: LuaValueReadable {
    /// The value of a boolean; nil for anything else (no truthiness).
    public init?(luaValue: LuaValue) {
        guard let value = luaValue.boolValue else { return nil }
        self = value
    }
    /// How a message names what it wanted: "a boolean".
    public static var luaValueDescription: String { "a boolean" }
}

extension LuaValue: LuaValueReadable {
    /// Any plain value, as it is.
    public init?(luaValue: LuaValue) { self = luaValue }
    /// Any plain value will do: a message never needs to say what was wanted.
    public static var luaValueDescription: String { "a plain value" }
}

extension Array: LuaValueReadable where Element: LuaValueReadable {
    /// A sequence whose every item reads as `Element`.
    public init?(luaValue: LuaValue) {
        guard let items = luaValue.arrayValue else { return nil }
        var read: [Element] = []
        read.reserveCapacity(items.count)
        for item in items {
            guard let element = Element(luaValue: item) else { return nil }
            read.append(element)
        }
        self = read
    }
    /// How a message names what it wanted: a sequence whose elements each are what the element type wants.
    public static var luaValueDescription: String { "a sequence of values each " + Element.luaValueDescription }
}

extension Optional: LuaValueReadable where Wrapped: LuaValueReadable {
    /// `nil` reads as `.none`; anything else must read as `Wrapped`.
    public init?(luaValue: LuaValue) {
        if luaValue == .nil {
            self = .none
            return
        }
        guard let value = Wrapped(luaValue: luaValue) else { return nil }
        self = .some(value)
    }
    /// What the wrapped type wants, or nil.
    public static var luaValueDescription: String { Wrapped.luaValueDescription + " or nil" }
}
