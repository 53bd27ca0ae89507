/// A Lua value's type for editors, in the Lua language server's words, as Swift types describe
/// themselves (`LuaConvertible.luaType`) and bindings combine them into properties' types and
/// methods' signatures. `moonkit lua-defs` writes them out (`LuaBoundClass.types`).
///
/// A type is a tree rather than text because two parts of it are known only later: the Lua name
/// of a bound class (a binding may name a class registered after it), and the declarations of
/// the named types it uses (`Rect`'s fields, an enumeration's names), which the definitions
/// write once each.
public indirect enum LuaType {
    /// A type the language server knows (`integer`, `string`, `any`) or that is declared with the
    /// definitions by hand.
    case builtin(String)
    /// A named type with its declaration, in the language server's words: a `---@class` with its
    /// fields or an `---@alias` (`---@alias TextAlignment "center"|"left"`).
    case declared(String, declaration: String)
    /// An object of a bound Swift class: its binding's Lua name, once all classes are registered.
    case object(AnyObject.Type)
    /// The type, or nil.
    case optional(LuaType)
    /// A list of values of the type.
    case array(LuaType)
    /// Any one of these types (`Image|string`).
    case union([LuaType])
    /// A function: its parameters and results (`(view: View, index: integer): View?`).
    case function(parameters: [LuaParameter], results: [LuaType])
    /// Written text around Swift types' own: what `LuaTypeText` makes of
    /// `"(event: \(Control.Event.self), handler: fun())"`, the parts one after the other.
    case composite([LuaType])

    /// Any Lua value.
    public static var any: LuaType { .builtin("any") }

    /// The type in the language server's words; `className` names a bound class.
    public func text(className: (AnyObject.Type) -> String) -> String {
        switch self {
        case .builtin(let name), .declared(let name, _):
            return name
        case .object(let type):
            return className(type)
        case .optional(let wrapped):
            if case .optional = wrapped { return wrapped.text(className: className) }
            let inner = wrapped.text(className: className)
            // `Image|string?` would make only the string optional.
            if case .union = wrapped { return inner + "|nil" }
            return inner + "?"
        case .array(let element):
            let inner = element.text(className: className)
            if case .union = element { return "(\(inner))[]" }
            return inner + "[]"
        case .union(let members):
            return members.map { $0.text(className: className) }.joined(separator: "|")
        case .function(let parameters, let results):
            let list = parameters.map { $0.text(className: className) }.joined(separator: ", ")
            let returned = results.map { $0.text(className: className) }.joined(separator: ", ")
            return "(\(list))" + (results.isEmpty ? "" : ": " + returned)
        case .composite(let parts):
            return parts.map { $0.text(className: className) }.joined()
        }
    }

    /// The declarations of the named types this type uses, by name (`Rect` → its `---@class`).
    public var declarations: [String: String] {
        var found: [String: String] = [:]
        collectDeclarations(into: &found)
        return found
    }

    private func collectDeclarations(into found: inout [String: String]) {
        switch self {
        case .builtin, .object:
            break
        case .declared(let name, let declaration):
            found[name] = declaration
        case .optional(let inner), .array(let inner):
            inner.collectDeclarations(into: &found)
        case .union(let members), .composite(let members):
            for member in members { member.collectDeclarations(into: &found) }
        case .function(let parameters, let results):
            for parameter in parameters { parameter.type.collectDeclarations(into: &found) }
            for result in results { result.collectDeclarations(into: &found) }
        }
    }

    /// The type without its outer `optional`, for a parameter that may be left out (`animated?:
    /// boolean` rather than `animated: boolean?`).
    var unwrapped: LuaType? {
        if case .optional(let wrapped) = self { return wrapped }
        return nil
    }
}

/// One parameter of a function type: `index: integer`, `animated?: boolean`.
public struct LuaParameter {
    /// The name editors show.
    public var name: String
    /// The type of argument it takes.
    public var type: LuaType
    /// Whether the argument may be left out (written `name?: type`).
    public var isOptional: Bool

    /// A parameter named for editors, with its type and whether it may be left out.
    public init(name: String, type: LuaType, isOptional: Bool = false) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
    }

    func text(className: (AnyObject.Type) -> String) -> String {
        "\(name)\(isOptional ? "?" : ""): \(type.text(className: className))"
    }
}

/// A type written by hand, in the Lua language server's words, for what Swift types cannot say
/// (a callback's parameters, a union): a string literal, in which Swift types may stand for
/// themselves, so that their names and declarations come from them as everywhere else:
///
/// ```swift
/// c.method("on", signature: "(event: \(Control.Event.self), handler: fun(control: \(Control.self)))") { … }
/// ```
public struct LuaTypeText: ExpressibleByStringInterpolation {
    /// The type the text stands for, with the Swift types in it resolved to their Lua names.
    public let type: LuaType

    /// A type written entirely in the language server's words.
    public init(stringLiteral text: String) {
        type = .builtin(text)
    }

    /// A type whose interpolated Swift types stand for themselves.
    public init(stringInterpolation: Interpolation) {
        type = .composite(stringInterpolation.parts)
    }

    /// The pieces of a written type: literal text and Swift types.
    public struct Interpolation: StringInterpolationProtocol {
        var parts: [LuaType] = []

        /// Starts an empty type text (the capacities are only hints).
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds text written in the language server's words.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.builtin(literal)) }
        }

        /// The Swift type's type for editors (`Color`, a bound class's Lua name).
        public mutating func appendInterpolation<T: LuaConvertible>(_ type: T.Type) {
            parts.append(type.luaType)
        }
    }
}
