import Cassowary
import LuaBridge

/// A solver strength as scripts write it: `"required"`, `"strong"`, `"medium"`, `"weak"`, or a
/// UIKit priority (clamped to 1…1000; NaN is refused).
extension Strength: LuaConvertible {
    /// Editors see a strength as its name or a priority from 1 to 1000.
    public static var luaType: LuaType {
        .declared("Strength", declaration: """
            ---A solver strength, or a priority from 1 to 1000.
            ---@alias Strength "required"|"strong"|"medium"|"weak"|number
            """)
    }

    /// Pushes the strength's name, or its priority when it has none.
    public func push(to top: LuaStackTop) {
        if let name = Self.names.first(where: { $0.value == self })?.name { top.push(name) } else { top.push(priority) }
    }

    /// Reads a constraint strength: a name (`required`, `strong`, …) or a number.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Strength {
        if call.isNumber(index) {
            let priority = try call.double(index)
            guard !priority.isNaN else { throw LuaArgumentError(index: index, message: "a priority must be a number from 1 to 1000, got nan") }
            return .priority(priority)
        }
        guard call.isString(index) else {
            throw LuaArgumentError(index: index, message: "strength (a name or a priority) expected, got \(call.typeName(index))")
        }
        let name = try call.string(index)
        guard let strength = names.first(where: { $0.name == name })?.value else {
            throw LuaArgumentError(index: index, message: "\(LuaText.quoted(name)) is not one of medium, required, strong, weak")
        }
        return strength
    }

    /// The strengths with names.
    private static let names: [(name: String, value: Strength)] = [
        ("required", .required), ("strong", .strong), ("medium", .medium), ("weak", .weak),
    ]
}
