import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonDefinitions

@Suite("The Lua language server definitions (lua/defs)")
struct DefinitionsTests {
    static let reference = (try? String(contentsOfFile: Repository.path("docs/lua-api.md"), encoding: .utf8)) ?? ""

    @Test("the shipped files are what the bindings give now (moonkit lua-defs lua/defs)")
    func shippedFilesAreFresh() throws {
        let definitions = try LuaDefinitions.generate(reference: Self.reference)
        #expect(definitions.files.map(\.name) == ["moonkit.lua", "bot.lua", "test.lua"])
        for (name, text) in definitions.files {
            let shipped = try String(contentsOfFile: Repository.path("lua/defs/" + name), encoding: .utf8)
            #expect(shipped == text, "lua/defs/\(name) is out of date: run moonkit lua-defs lua/defs")
        }
    }

    @Test("every matcher of the test library (test.lua) has its editor type in lua/defs/test.lua")
    func everyMatcherIsTyped() throws {
        let source = try String(contentsOfFile: Repository.path("Sources/MoonLuaPrelude/test.lua"), encoding: .utf8)
        let matchers = source.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("function matchers."), let open = line.firstIndex(of: "(") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: "function matchers.".count)..<open])
        }
        #expect(matchers == ["toBe", "toEqual", "toBeNil", "toContain", "toBeCloseTo", "toShow", "toMatchSnapshot"])
        for name in matchers {
            #expect(TestLibraryTypes.file.contains("function Expectation.\(name)("), "\(name) has no type in test.lua's definitions")
        }
    }

    @Test("every name a script reaches has a type, and `any` only where values are truly any")
    func everyBoundNameIsTyped() throws {
        let definitions = try LuaDefinitions.generate(reference: Self.reference)
        let bound = try BoundNames.collect()
        #expect(bound.all.subtracting(definitions.types.keys).sorted() == [], "bound but without a type")
        #expect(bound.all.count > 400)
        let dynamic = Set(ModuleTypes.dynamicNames.map(ReferenceDescriptions.key))
        let untyped = definitions.types.filter { name, type in
            type.range(of: #"\bany\b"#, options: .regularExpression) != nil && !dynamic.contains(name)
        }
        #expect(untyped.keys.sorted() == [])
        // Methods and functions carry their arguments and results.
        #expect(definitions.types["View.addSubview"] == "(view: View)")
        #expect(definitions.types["View.viewWithTag"] == "(tag: integer): View?")
        #expect(definitions.types["Label.text"] == "string?")               // inferred from the Swift type
        #expect(definitions.types["View.superview"] == "View?")             // an object property, inferred
        #expect(definitions.types["Button.titleLabel"] == "Label")          // declared: never nil
        #expect(definitions.types["game.tryTap"] == "(target: ViewTarget): boolean, string?")
        #expect(definitions.types["ui.after"] == "(seconds: number, fn: fun()): Timer")
        #expect(definitions.types["Screen.touchesBegan"] == "(touches: Touch[])")
    }

    @Test("every type the definitions use is declared in them or built into the language server")
    func typesAreDeclared() throws {
        let definitions = try LuaDefinitions.generate(reference: Self.reference)
        let text = definitions.files.map(\.text).joined()
        var declared: Set<String> = ["any", "boolean", "fun", "function", "integer", "nil", "number", "string", "table"]
        for line in text.split(separator: "\n") where line.hasPrefix("---@class ") || line.hasPrefix("---@alias ") {
            declared.insert(String(line.split(separator: " ")[1].split(separator: ":")[0]))
        }
        var unknown: Set<String> = []
        for (name, type) in definitions.types {
            // Leave out string literals ("system") and the names of a function type's parameters.
            let bare = type.replacingOccurrences(of: #""[^"]*""#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"(\.\.\.|\w+)\??:"#, with: "", options: .regularExpression)
            for word in bare.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) {
                if !declared.contains(String(word)) { unknown.insert("\(name): \(word)") }
            }
        }
        #expect(unknown.sorted() == [])
    }

    @Test("members are written as the language server reads them, with the reference's descriptions")
    func membersAreWritten() throws {
        let definitions = try LuaDefinitions.generate(reference: Self.reference)
        let module = definitions.files[0].text, bot = definitions.files[1].text
        // Both are Lua that compiles (the language server reads them as Lua).
        let lua = try LuaState()
        for (name, text) in definitions.files { _ = try lua.load(text, name: "=" + name) }
        #expect(module.hasPrefix("---@meta moonkit\n"))
        #expect(module.hasSuffix("\nreturn ui\n"))
        #expect(module.contains("""
            ---Adds a view on top of the others (removing it from its old superview). Adding a view to itself or to a view inside it, or adding a window (`view.window`), is an error.
            ---@param view View
            function View:addSubview(view) end
            """))
        #expect(module.contains("""
            ---@class Button: Control
            ---@overload fun(fields: Button.fields): Button
            ---@overload fun(type?: ButtonType): Button
            """))
        #expect(module.contains("---@field superview View? The parent view, or `nil`. (read-only)\n"))
        #expect(module.contains("---@class Label.fields: View.fields\n---@field text? string\n"))
        #expect(module.contains("---@operator add(number): AnchorExpression\n"))
        // An enumeration's alias, from its cases, declared once before the classes.
        #expect(module.contains("\n---@alias TextAlignment \"center\"|\"justified\"|\"left\"|\"natural\"|\"right\"\n"))
        #expect(module.contains("---@alias ButtonType \"custom\"|\"system\"\n"))
        #expect(module.contains("""
            ---@param seconds number
            ---@param fn fun()
            ---@return Timer
            function ui.after(seconds, fn) end
            """))
        #expect(module.contains("---@field View View\n"))
        #expect(module.contains("---@overload fun(qos: QoS): moonkit.GlobalQueue\n"))
        #expect(bot.contains("""
            ---@param target ViewTarget
            ---@return boolean
            ---@return string?
            function Game:tryTap(target) end
            """))
    }

    @Test("a member without a type stops the generation, named")
    func missingTypesAreRefused() {
        var model = DefinitionModel(descriptions: ReferenceDescriptions(markdown: ""))
        let thing = LuaBoundClass(name: "Thing", parent: "Object", getters: ["size", "name"], methods: ["grow"],
                                  types: ["name": "string", "grow": "not a signature"])
        model.addBound([thing], game: LuaBoundClass(name: "Game", parent: "Object"))
        #expect(model.problems == [
            "Thing.size: no type (declare it where Thing binds it)",
            "Thing.grow: 'not a signature' is not a signature '(name: type, …): result'",
        ])
    }

    @Test("bindings' types: inferred from Swift types, objects by their class, methods with their parameters' names")
    func bindingTypes() throws {
        let lua = try LuaState()
        lua.register(WrapTestButton.self)
        let classes = Dictionary(uniqueKeysWithValues: lua.boundClasses.map { ($0.name, $0) })
        #expect(classes["View"]?.types == ["tag": "integer", "superview": "View?", "subviewCount": "integer", "new": "()",
                                           "addSubview": "(view: View)", "kind": "(): string"])
        #expect(classes["Button"]?.types == ["title": "string", "new": "()", "describe": "(): string", "kind": "(): string"])
    }

    @Test("signatures are read as the language server writes them")
    func signatures() {
        let signature = LuaSignature("(fn: fun(a: number, b: string): boolean, opts?: table<string, any>, ...: View): integer, string?")
        #expect(signature?.parameters == [
            .init(name: "fn", type: "fun(a: number, b: string): boolean", isOptional: false),
            .init(name: "opts", type: "table<string, any>", isOptional: true),
            .init(name: "...", type: "View", isOptional: false),
        ])
        #expect(signature?.results == ["integer", "string?"])
        #expect(signature?.parameterList == "fn, opts, ...")
        #expect(LuaSignature("()")?.functionType == "fun()")
        #expect(LuaSignature("(number): Expression")?.parameters == [.init(name: "", type: "number", isOptional: false)])
        #expect(LuaSignature("string?") == nil)
        #expect(LuaSignature("(a: number") == nil)
        #expect(LuaSignature("(a: number) extra") == nil)
    }
}
