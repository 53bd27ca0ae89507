/// A function's type as bindings write it, in the Lua language server's words:
/// `(view: View, index?: integer): View?`, `(...: View)`, `(number): Expression` for an operator.
struct LuaSignature: Equatable {
    struct Parameter: Equatable {
        /// Empty for an operator's operand.
        var name: String
        var type: String
        /// Written `name?: type`: the argument may be left out.
        var isOptional: Bool
    }

    var parameters: [Parameter]
    var results: [String]

    /// Nil when `text` is not a signature (a plain type such as `QoS` or `string?`) or its
    /// brackets do not match.
    init?(_ text: String) {
        let characters = Array(text.trimmingSpaces)
        guard characters.first == "(", let close = Self.closingIndex(of: characters) else { return nil }
        parameters = Self.splitTopLevel(String(characters[1..<close]), at: ",").map { part in
            guard let colon = Self.firstTopLevel(":", in: part) else {
                return Parameter(name: "", type: part, isOptional: false)
            }
            var name = String(part[..<colon]).trimmingSpaces
            let type = String(part[part.index(after: colon)...]).trimmingSpaces
            let isOptional = name.hasSuffix("?")
            if isOptional { name.removeLast() }
            return Parameter(name: name, type: type, isOptional: isOptional)
        }
        let rest = String(characters[(close + 1)...]).trimmingSpaces
        if rest.isEmpty {
            results = []
        } else if rest.hasPrefix(":") {
            results = Self.splitTopLevel(String(rest.dropFirst()), at: ",")
        } else {
            return nil
        }
    }

    /// The names of the parameters as a Lua parameter list: `view, index` or `...`.
    var parameterList: String {
        parameters.map(\.name).joined(separator: ", ")
    }

    /// The signature as a `fun(…): …` type.
    var functionType: String {
        let list = parameters.map { "\($0.name)\($0.isOptional ? "?" : ""): \($0.type)" }.joined(separator: ", ")
        return "fun(\(list))" + (results.isEmpty ? "" : ": " + results.joined(separator: ", "))
    }

    private static let opening: Set<Character> = ["(", "[", "{", "<"]
    private static let closing: Set<Character> = [")", "]", "}", ">"]

    /// The index of the bracket closing the one at 0.
    private static func closingIndex(of characters: [Character]) -> Int? {
        var depth = 0
        for (i, c) in characters.enumerated() {
            if opening.contains(c) { depth += 1 }
            if closing.contains(c) {
                depth -= 1
                if depth == 0 { return i }
            }
        }
        return nil
    }

    /// The parts of `text` between `separator`s outside brackets, trimmed, empty ones dropped.
    static func splitTopLevel(_ text: String, at separator: Character) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for c in text {
            if opening.contains(c) { depth += 1 }
            if closing.contains(c) { depth -= 1 }
            if c == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current)
        return parts.map(\.trimmingSpaces).filter { !$0.isEmpty }
    }

    private static func firstTopLevel(_ target: Character, in text: String) -> String.Index? {
        var depth = 0
        for i in text.indices {
            let c = text[i]
            if opening.contains(c) { depth += 1 }
            if closing.contains(c) { depth -= 1 }
            if c == target && depth == 0 { return i }
        }
        return nil
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
