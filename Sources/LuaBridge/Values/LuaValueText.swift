import Foundation

/// Values and names shown to a script's author, written as Lua would write them: strings
/// quoted with their control bytes escaped, tables as constructors (`{1, 2, a = true}`).
extension LuaValue: CustomStringConvertible {
    /// The value as Lua source: `nil`, `true`, `42`, `0.5`, `"text"`, `{1, 2, name = "x"}`.
    /// A table's sequence comes first, then its other keys in a stable order (numbers, then
    /// strings, then booleans, each sorted), so that the same value always reads the same.
    public var description: String {
        switch self {
        case .nil: return "nil"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return LuaText.number(value)
        case .string(let text): return LuaText.quoted(text, quote: "\"")
        case .bytes(let bytes): return LuaText.quoted(bytes, quote: "\"")
        case .array(let items): return "{" + items.map(\.description).joined(separator: ", ") + "}"
        case .table(let fields): return LuaText.constructor(fields)
        }
    }
}

/// How text a script gave is written in messages (the helpers behind `LuaValue.description`).
public enum LuaText {
    /// A name a script gave, quoted for a message: `'a\0b'`, `'line\n'`, `'it\'s'`. Control
    /// bytes, quotes and backslashes are written as Lua escapes, so that nothing the script
    /// passed is cut short (a C string ends at a NUL) or hidden (a terminal obeys control bytes).
    public static func quoted(_ text: String, quote: Character = "'") -> String {
        quoted(Array(text.utf8), quote: quote)
    }

    /// Bytes quoted as `quoted(_:)` does; bytes that are not UTF-8 are written as `\xFF`.
    public static func quoted(_ bytes: [UInt8], quote: Character = "'") -> String {
        var out = String(quote)
        let quoteByte = quote.asciiValue ?? UInt8(ascii: "'")
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            let digitNext = i + 1 < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i + 1])
            switch byte {
            case UInt8(ascii: "\n"): out += "\\n"
            case UInt8(ascii: "\r"): out += "\\r"
            case UInt8(ascii: "\t"): out += "\\t"
            case UInt8(ascii: "\\"): out += "\\\\"
            case quoteByte: out += "\\" + String(quote)
            case 0..<0x20, 0x7F:
                // Three digits when a digit follows, so that "\0" then "1" cannot read as "\01".
                out += digitNext ? "\\" + String(repeating: "0", count: 3 - String(byte).count) + String(byte)
                                 : "\\\(byte)"
            case 0..<0x80: out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let length = utf8Length(bytes, at: i)
                if length > 0 {
                    out += String(decoding: bytes[i..<(i + length)], as: UTF8.self)
                    i += length
                    continue
                }
                out += "\\x" + String(byte, radix: 16, uppercase: true)
            }
            i += 1
        }
        out.append(quote)
        return out
    }

    /// A float as Lua 5.4 prints it: `%.14g`, with `.0` on whole numbers (`1.0`, `1e+100`);
    /// but a NaN is `nan` whatever its sign bit (`0/0` prints `-nan` on x86), which says nothing.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let text = String(format: "%.14g", value)
        return text.contains(where: { ".eEn".contains($0) }) ? text : text + ".0"
    }

    /// A table that is not a sequence, as a constructor: `{1, 2, name = "x", ["two words"] = 3}`.
    static func constructor(_ fields: [LuaValue: LuaValue]) -> String {
        var sequence: [String] = []
        while let item = fields[.int(sequence.count + 1)] { sequence.append(item.description) }
        let rest = fields.keys.filter { key in
            if case .int(let n) = key, n >= 1, n <= sequence.count { return false }
            return true
        }.sorted(by: keyOrder)
        let named = rest.map { key in
            if case .string(let name) = key, isName(name) { return "\(name) = \(fields[key]!.description)" }
            return "[\(key.description)] = \(fields[key]!.description)"
        }
        let parts = sequence + named
        return parts.isEmpty ? "{}" : "{" + parts.joined(separator: ", ") + "}"
    }

    /// Numbers, then strings, then booleans, then anything else; each kind in its own order.
    private static func keyOrder(_ a: LuaValue, _ b: LuaValue) -> Bool {
        func rank(_ v: LuaValue) -> Int {
            switch v {
            case .int, .double: 0
            case .string, .bytes: 1
            case .bool: 2
            default: 3
            }
        }
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        switch (a, b) {
        case let (.int(x), .int(y)): return x < y
        case let (.int(x), .double(y)): return Double(x) < y
        case let (.double(x), .int(y)): return x < Double(y)
        case let (.double(x), .double(y)): return x < y
        case let (.bool(x), .bool(y)): return !x && y
        default: return a.description.utf8.lexicographicallyPrecedes(b.description.utf8)
        }
    }

    private static let reserved: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// Whether `name` may stand bare as a key (`name = …`): a Lua name that is not a keyword.
    static func isName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              !reserved.contains(name) else { return false }
        return name.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    /// The length of the valid UTF-8 sequence starting at `i`, or 0 when none starts there.
    private static func utf8Length(_ bytes: [UInt8], at i: Int) -> Int {
        let first = bytes[i]
        let length = first >= 0xF0 && first <= 0xF4 ? 4 : first >= 0xE0 ? 3 : first >= 0xC2 && first < 0xE0 ? 2 : 0
        guard length > 0, i + length <= bytes.count else { return 0 }
        let sequence = Array(bytes[i..<(i + length)])
        return String(validating: sequence, as: UTF8.self) != nil ? length : 0
    }
}
