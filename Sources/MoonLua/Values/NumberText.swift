import Foundation

/// Numbers as Lua prints them, for messages that quote what a script gave.
enum NumberText {
    /// `-12`, `1e+308`, `nan` (0/0 is "-nan" to Swift).
    static func of(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        return String(format: "%.14g", value)
    }
}
