/// A typed member as a binding names it: `insertSubview(view, index)` — the member's name and
/// its parameters' names, which a closure cannot tell (their types come from the closure). A
/// name ending in `?` is a parameter a script may leave out (`setContentOffset(offset,
/// animated?)`), whose Swift type must then be optional; a constructor's is only its list,
/// `(title?, message?)`.
struct LuaMemberDeclaration {
    let name: String
    let parameters: [(name: String, isOptional: Bool)]

    /// Stops, naming the member, when `text` is malformed or does not name `count` parameters:
    /// a binding's mistake, found the first time its class is registered.
    init(_ text: String, count: Int, in className: String) {
        var name = Substring(text), list: Substring = ""
        if let open = text.firstIndex(of: "(") {
            precondition(text.hasSuffix(")"), "\(className): '\(text)' is not a declaration 'name(parameter, …)'")
            name = text[..<open]
            list = text[text.index(after: open)..<text.index(before: text.endIndex)]
        }
        self.name = String(name)
        parameters = list.split(separator: ",").map { part in
            let word = part.trimmingCharacters(in: " ")
            return word.hasSuffix("?") ? (String(word.dropLast()), true) : (String(word), false)
        }
        precondition(parameters.count == count,
                     "\(className).\(name): the declaration '\(text)' names \(parameters.count) parameters, its closure takes \(count)")
    }

    /// The member's type: each parameter's name with its Swift type's, and the results'.
    func signature(_ types: [any LuaConvertible.Type], results: [any LuaConvertible.Type], in className: String) -> LuaType {
        var typed: [LuaParameter] = []
        for (parameter, swiftType) in zip(parameters, types) {
            let type = Self.luaType(of: swiftType)
            guard parameter.isOptional else {
                typed.append(LuaParameter(name: parameter.name, type: type))
                continue
            }
            guard let wrapped = type.unwrapped else {
                preconditionFailure("\(className).\(name): '\(parameter.name)?' may be left out, so its Swift type must be optional")
            }
            typed.append(LuaParameter(name: parameter.name, type: wrapped, isOptional: true))
        }
        return .function(parameters: typed, results: results.map(Self.pushedType(of:)))
    }

    private static func luaType(of type: any LuaConvertible.Type) -> LuaType {
        type.luaType
    }

    private static func pushedType(of type: any LuaConvertible.Type) -> LuaType {
        type.luaPushedType
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> Substring {
        var text = self
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return text
    }
}
