/// An enumeration scripts write as the name of one of its cases (`label.textAlignment =
/// "center"`): read from a string and pushed as one, with an editor type that lists the names
/// (`---@alias TextAlignment "center"|"justified"|"left"|"natural"|"right"`).
///
/// A Swift enumeration whose raw values are its Lua names and that lists its cases gets all of
/// it from `CaseIterable` and `RawRepresentable`; it only names its alias:
///
/// ```swift
/// extension TextAlignment: @retroactive LuaNamedEnum {
///     public static var luaName: String { "TextAlignment" }
/// }
/// ```
///
/// Other types of named values (option sets, or names that are not raw values) give `luaNames`.
public protocol LuaNamedEnum: LuaConvertible {
    /// The alias editors see in properties and signatures (`TextAlignment`).
    static var luaName: String { get }
    /// Each value with its name, in the order a refusal lists them (sorted by name by default).
    static var luaNames: [(name: String, value: Self)] { get }
    /// The value's name.
    var luaName: String { get }
}

extension LuaNamedEnum where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// Every case with its Lua name (its raw value), in declaration order.
    public static var luaNames: [(name: String, value: Self)] {
        allCases.map { ($0.rawValue, $0) }.sorted { $0.name < $1.name }
    }

    /// The name scripts write for this case: its raw value.
    public var luaName: String { rawValue }

    /// One of the names, found among the cases themselves (no list is made unless the name is
    /// not one of them).
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Self {
        let name = try call.string(index)
        for value in allCases where value.rawValue == name { return value }
        throw notOneOf(name, index)
    }
}

extension LuaNamedEnum {
    /// An alias of the enumeration's names, declared once for editors.
    public static var luaType: LuaType {
        let names = luaNames.map { "\"\($0.name)\"" }.joined(separator: "|")
        return .declared(luaName, declaration: "---@alias \(luaName) \(names)")
    }

    /// Pushes the value's name.
    public func push(to top: LuaStackTop) { top.push(luaName) }

    /// One of the names, or `'middle' is not one of center, justified, left, natural, right`.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Self {
        let name = try call.string(index)
        if let found = luaNames.first(where: { $0.name == name }) { return found.value }
        throw notOneOf(name, index)
    }

    /// `'middle' is not one of center, justified, left, natural, right`.
    static func notOneOf(_ name: String, _ index: Int32) -> LuaArgumentError {
        let list = luaNames.map(\.name).sorted().joined(separator: ", ")
        return LuaArgumentError(index: index, message: "\(LuaText.quoted(name)) is not one of \(list)")
    }
}
