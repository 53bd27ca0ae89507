import LuaBridge
import MoonBots
import MoonLua

/// Lua language server definitions (`---@meta` files) of everything a MoonKit script reaches:
/// `moonkit.lua` for the `moonkit` module and `files`, `bot.lua` for a bot's `game`, `test.lua`
/// for the globals of a test file (`TestLibraryTypes`, the one file written by hand).
///
/// They are made from the engine itself, never written by hand: the bound classes and the types
/// their bindings declare (`LuaClassBuilder`), the names a walk of a real module finds with the
/// types `ModuleTypes` gives them, and the descriptions of docs/lua-api.md. A member without a
/// type, a module name without one, or a type given for a name that does not exist stops the
/// generation with the list of them, so the definitions cannot drift from the engine.
public struct LuaDefinitions {
    /// The files, in order: (`moonkit.lua`, text), (`bot.lua`, text), (`test.lua`, text).
    public let files: [(name: String, text: String)]
    /// Every name a script reaches, as the reference writes it with dots (`Label.text`,
    /// `ui.after`, `game.tap`, `anchor.__add`), with the type the definitions give it.
    public let types: [String: String]

    /// Generates the definitions; `reference` is the text of docs/lua-api.md (descriptions are
    /// left out without it).
    public static func generate(reference: String?) throws -> LuaDefinitions {
        let api = try ScriptAPI.collect()
        let descriptions = ReferenceDescriptions(markdown: reference ?? "")
        var builder = DefinitionModel(descriptions: descriptions)
        builder.addBound(api.classes, game: api.game)
        builder.addModule(api)
        guard builder.problems.isEmpty else { throw DefinitionError(problems: builder.problems.sorted()) }
        return LuaDefinitions(files: [("moonkit.lua", builder.moduleFile()), ("bot.lua", builder.botFile()),
                                      ("test.lua", TestLibraryTypes.file)],
                              types: builder.types)
    }
}
