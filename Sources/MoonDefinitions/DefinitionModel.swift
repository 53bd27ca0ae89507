import Foundation
import LuaBridge
import MoonBots
import MoonLua

/// The classes of the definitions, built from the script API, and how they are written out.
struct DefinitionModel {
    /// A class (or table) of the definitions.
    struct DefinedClass {
        var name: String
        var parent: String?
        var description: String?
        /// `fun(…): …` types the class itself can be called with.
        var overloads: [String] = []
        var fields: [Field] = []
        var functions: [Function] = []
        /// `add(number): Expression` and the like.
        var operators: [String] = []
        /// The writable properties, for the class's `.fields` (bound classes only).
        var writable: [Field]? = nil
    }

    struct Field {
        var name: String
        var type: String
        var description: String?
    }

    struct Function {
        var name: String
        var signature: LuaSignature
        var isMethod: Bool
        var description: String?
    }

    let descriptions: ReferenceDescriptions
    var classes: [DefinedClass] = []
    var game: DefinedClass?
    var types: [String: String] = [:]
    /// The declarations of the named types the bound classes' members use (`Rect`,
    /// `TextAlignment`), by name: what their Swift types declare (`LuaType.declared`).
    var declarations: [String: String] = [:]
    var problems: [String] = []

    init(descriptions: ReferenceDescriptions) {
        self.descriptions = descriptions
    }

    // MARK: Building

    /// The module's bound classes, then the bot's `game`.
    mutating func addBound(_ bound: [LuaBoundClass], game: LuaBoundClass) {
        for c in bound {
            classes.append(defined(c, apiName: c.name))
        }
        // `Class { … }` takes the writable properties of classes that can be made, which
        // include those of the classes they extend; other classes need no `.fields`.
        let parents = Dictionary(uniqueKeysWithValues: bound.map { ($0.name, $0.parent) })
        var needsFields: Set<String> = []
        for c in bound where c.hasConstructor {
            var name: String? = c.name
            while let current = name, current != "Object" {
                needsFields.insert(current)
                name = parents[current] ?? nil
            }
        }
        for i in classes.indices where !needsFields.contains(classes[i].name) { classes[i].writable = nil }
        self.game = defined(game, apiName: "game")
    }

    private mutating func defined(_ bound: LuaBoundClass, apiName: String) -> DefinedClass {
        declarations.merge(bound.declarations) { first, _ in first }
        var c = DefinedClass(name: bound.name, parent: bound.parent == "Object" ? nil : bound.parent,
                             description: descriptions.classes[apiName])
        var writable: [Field] = []
        for getter in bound.getters {
            guard let type = typeOf(bound, getter, apiName) else { continue }
            let readOnly = !bound.setters.contains(getter)
            let description = [descriptions.members["\(apiName).\(getter)"], readOnly ? "(read-only)" : nil]
                .compactMap { $0 }.joined(separator: " ")
            c.fields.append(Field(name: getter, type: type, description: description))
            if !readOnly { writable.append(Field(name: getter, type: type, description: nil)) }
        }
        if bound.hasConstructor, let signature = signature(bound, "new", apiName) {
            var new = signature
            new.results = [bound.name]
            // `ui.Class { … }` calls `new()` with no arguments, then sets the fields: only a class
            // whose constructor needs none is made that way (not `ui.ContextualAction(style, …)`).
            let withFields = new.parameters.allSatisfy(\.isOptional) ? ["fun(fields: \(bound.name).fields): \(bound.name)"] : []
            c.overloads = withFields + [new.functionType]
            c.functions.append(Function(name: "new", signature: new, isMethod: false,
                                        description: descriptions.members["\(apiName).new"]))
        }
        for method in bound.methods {
            guard let signature = signature(bound, method, apiName) else { continue }
            c.functions.append(Function(name: method, signature: signature, isMethod: true,
                                        description: descriptions.members["\(apiName).\(method)"]))
        }
        for function in bound.functions {
            guard let signature = signature(bound, function, apiName) else { continue }
            c.functions.append(Function(name: function, signature: signature, isMethod: false,
                                        description: descriptions.members["\(apiName).\(function)"]))
        }
        for (name, type) in bound.types.sorted(by: { $0.key < $1.key }) where name.hasPrefix("__") {
            if let op = Self.operatorName(name, type) { c.operators.append(op) }
        }
        if apiName != "game" { c.writable = writable }
        return c
    }

    private mutating func typeOf(_ bound: LuaBoundClass, _ member: String, _ apiName: String) -> String? {
        guard let type = bound.types[member] else {
            problems.append("\(apiName).\(member): no type (declare it where \(bound.name) binds it)")
            return nil
        }
        types["\(apiName).\(member)"] = type
        return type
    }

    private mutating func signature(_ bound: LuaBoundClass, _ member: String, _ apiName: String) -> LuaSignature? {
        guard let text = typeOf(bound, member, apiName) else { return nil }
        guard let signature = LuaSignature(text) else {
            problems.append("\(apiName).\(member): '\(text)' is not a signature '(name: type, …): result'")
            return nil
        }
        return signature
    }

    /// `__add` with `(number): Expression` → `add(number): Expression`; `__unm` → `unm: Expression`.
    static func operatorName(_ metamethod: String, _ type: String) -> String? {
        let arithmetic: Set<String> = ["__add", "__sub", "__mul", "__div", "__unm"]
        guard arithmetic.contains(metamethod), let signature = LuaSignature(type) else { return nil }
        let name = String(metamethod.dropFirst(2))
        let operand = signature.parameters.first.map { "(\($0.type))" } ?? ""
        return name + operand + (signature.results.isEmpty ? "" : ": " + signature.results.joined(separator: ", "))
    }

    /// The module's tables and functions, `files`, anchors and Lua subclasses (`ModuleTypes`).
    mutating func addModule(_ api: ScriptAPI) {
        var tableClass: [String: Int] = [:]
        for table in ModuleTypes.tables {
            tableClass[table.path] = classes.count
            types[table.path] = table.luaClass
            classes.append(DefinedClass(name: table.luaClass, parent: table.parent, description: descriptions.classes[table.path]
                                        ?? descriptions.members[table.path]))
        }
        let classIndex = Dictionary(uniqueKeysWithValues: classes.enumerated().map { ($1.name, $0) })

        // Class tables and nested tables are fields of the table that holds them.
        for bound in api.classes {
            guard let path = api.classPaths[bound.name] else { continue }  // Expression, Constraint: made, not reached
            guard let owner = tableClass[Self.owner(of: path)] else {
                problems.append("\(path): held by a table ModuleTypes.tables does not list")
                continue
            }
            types[path] = bound.name
            classes[owner].fields.append(Field(name: Self.last(of: path), type: bound.name, description: nil))
        }
        for table in ModuleTypes.tables where table.path.hasPrefix("ui.") {
            guard let owner = tableClass[Self.owner(of: table.path)] else { continue }
            classes[owner].fields.append(Field(name: Self.last(of: table.path), type: table.luaClass,
                                               description: descriptions.members[table.path]))
        }

        var typed: Set<String> = []
        for (written, type) in ModuleTypes.members {
            let name = ReferenceDescriptions.key(written)
            typed.insert(name)
            types[name] = type
            let ownerPath = Self.owner(of: name), member = Self.last(of: name)
            guard let owner = tableClass[ownerPath] ?? classIndex[ownerPath] else {
                problems.append("\(written): ModuleTypes names no table or class '\(ownerPath)'")
                continue
            }
            let description = descriptions.members[name]
            if member == "__call" {
                guard let signature = LuaSignature(type) else { problems.append("\(written): not a signature"); continue }
                classes[owner].overloads.append(signature.functionType)
            } else if member.hasPrefix("__") {
                guard let op = Self.operatorName(member, type) else { problems.append("\(written): not an operator"); continue }
                classes[owner].operators.append(op)
            } else if let signature = LuaSignature(type) {
                classes[owner].functions.append(Function(name: member, signature: signature,
                                                         isMethod: written.contains(":"), description: description))
            } else {
                classes[owner].fields.append(Field(name: member, type: type, description: description))
            }
            if !api.otherNames.contains(name), !ModuleTypes.hookNames.contains(name), member != "__call" {
                problems.append("\(written): in ModuleTypes but no script can reach it")
            }
        }

        // The module's Swift functions carry their types (`LuaState.function(_:_:)`), in the
        // order of their names.
        for (name, signature) in api.signatures.sorted(by: { $0.key < $1.key }) where types[name] == nil {
            let ownerPath = Self.owner(of: name), member = Self.last(of: name)
            guard let owner = tableClass[ownerPath] else {
                problems.append("\(name): a Swift function in a table ModuleTypes.tables does not list")
                continue
            }
            guard let parsed = LuaSignature(signature.text) else {
                problems.append("\(name): '\(signature.text)' is not a signature '(name: type, …): result'")
                continue
            }
            types[name] = signature.text
            classes[owner].functions.append(Function(name: member, signature: parsed, isMethod: signature.isMethod,
                                                     description: descriptions.members[name]))
        }

        // Every name the walk found has a type: a bound member, a class or table, or an entry above.
        for name in api.otherNames where types[name] == nil {
            let member = Self.last(of: name), owner = Self.owner(of: name)
            if let bound = api.classes.first(where: { $0.name == owner }),
               member == "new" || bound.functions.contains(member) { continue }
            problems.append("\(name): no type (give it one where it is made, or in ModuleTypes.members for Lua's own)")
        }
    }

    static func owner(of name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    static func last(of name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    // MARK: Writing

    func moduleFile() -> String {
        var out = """
        ---@meta moonkit
        -- The `moonkit` module for the Lua language server (LuaLS), so that editors complete and check
        -- MoonKit scripts. Generated by `moonkit lua-defs` from the engine's bindings and
        -- docs/lua-api.md: do not edit; run `moonkit lua-defs lua/defs` after changing them.


        """
        for (_, declaration) in declarations.sorted(by: { $0.key < $1.key }) { out += declaration + "\n\n" }
        out += ModuleTypes.valueTypes + "\n\n"
        for c in classes where c.name != "moonkit" {
            write(c, to: &out)
        }
        if let module = classes.first(where: { $0.name == "moonkit" }) {
            write(module, to: &out, local: "ui")
        }
        out += "---@type moonkit.files\nfiles = {}\n\nreturn ui\n"
        return out
    }

    func botFile() -> String {
        var out = """
        ---@meta
        -- A MoonKit bot's `game` (`return function(game) … end`) for the Lua language server (LuaLS).
        -- Generated by `moonkit lua-defs` from the engine's bindings and docs/lua-api.md: do not
        -- edit; run `moonkit lua-defs lua/defs` after changing them.


        """
        out += BotTypes.valueTypes + "\n\n"
        if let game = game { write(game, to: &out) }
        return out
    }

    private func write(_ c: DefinedClass, to out: inout String, local: String? = nil) {
        let variable = local ?? c.name.replacingOccurrences(of: ".", with: "_")
        if let description = c.description { out += "---\(description)\n" }
        out += "---@class \(c.name)" + (c.parent.map { ": \($0)" } ?? "") + "\n"
        for overload in c.overloads { out += "---@overload \(overload)\n" }
        for op in c.operators { out += "---@operator \(op)\n" }
        for field in c.fields {
            out += "---@field \(field.name) \(field.type)" + (field.description.map { $0.isEmpty ? "" : " \($0)" } ?? "") + "\n"
        }
        out += "local \(variable) = {}\n\n"
        for function in c.functions {
            if let description = function.description { out += "---\(description)\n" }
            for parameter in function.signature.parameters {
                out += "---@param \(parameter.name)\(parameter.isOptional ? "?" : "") \(parameter.type)\n"
            }
            for result in function.signature.results { out += "---@return \(result)\n" }
            let separator = function.isMethod ? ":" : "."
            out += "function \(variable)\(separator)\(function.name)(\(function.signature.parameterList)) end\n\n"
        }
        if let writable = c.writable {
            out += "---The writable properties of `\(c.name)` and the classes it extends, as `ui.\(c.name) { … }` sets them.\n"
            out += "---@class \(c.name).fields" + (c.parent.map { ": \($0).fields" } ?? "") + "\n"
            for field in writable {
                let type = field.type.hasSuffix("?") ? String(field.type.dropLast()) : field.type
                out += "---@field \(field.name)? \(type)\n"
            }
            out += "\n"
        }
    }
}
