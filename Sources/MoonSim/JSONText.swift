/// JSON text written by hand, for `sim`'s result lines: JSONSerialization takes as long as a
/// small game to write a line, and `sim --isolate` writes a line for every game (the figure:
/// docs/performance.md, "Measured choices"). It writes what JSONSerialization writes for the same values (a test compares
/// the two on random results), except that keys are in code-point order, the order of `<`:
/// JSONSerialization sorts them by the machine's collation (case and punctuation ignored,
/// digits as numbers), so that its lines could differ from one machine to another. For names
/// of lower-case letters and spaces, as the bots' figures are, the two orders agree.
package enum JSONText {
    /// An object of members whose values are JSON text already, in the order given.
    package static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// A JSON string: quotes, backslashes, slashes and control characters escaped.
    package static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{c}": out += "\\f"
            case "\u{0}"..."\u{1f}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A finite number: the shortest text that reads back as the same double, without a ".0"
    /// for whole numbers (2.4, 1, -0, 1e+16, 5e-324).
    package static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
