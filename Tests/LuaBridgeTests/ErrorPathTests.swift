import LuaBridge
import TestSupport
import Testing

/// Lua cuts a file name longer than 59 characters to `...` and its last 56; a `LuaError` names
/// the file whole, and relative to the state's script root.
@Suite struct ErrorPathTests {
    static let longFolder = "levels_of_a_game_whose_folder_name_is_longer_than_lua_keeps"

    @Test func aLongFileNameIsKeptWholeAndRelativeToTheRoot() throws {
        let name = Self.longFolder + "/start.lua"
        let folder = try ScriptFolder([name: "local x = nil\nreturn x.field\n"])
        let lua = try LuaState(root: folder.root)
        let error = try #require(luaError { try lua.run(file: folder.path(name)) })
        #expect(error.file == folder.path(name))
        #expect(error.relativeFile == name)
        #expect(error.line == 2)
        #expect(error.located == "\(folder.path(name)):2: attempt to index a nil value (local 'x')")
    }

    @Test func aModuleErrorAndASyntaxErrorNameTheWholeFile() throws {
        let module = Self.longFolder + "/rules.lua"
        let broken = Self.longFolder + "/broken.lua"
        let folder = try ScriptFolder([
            module: "return { check = function() error('rule 3 is wrong') end }\n",
            broken: "return {\n",
            "main.lua": "return require('\(Self.longFolder).rules').check()\n",
        ])
        let lua = try LuaState(root: folder.root)
        let error = try #require(luaError { try lua.run(file: folder.path("main.lua")) })
        #expect(error.located == "\(folder.path(module)):1: rule 3 is wrong")
        #expect(error.relativeFile == module)
        let syntax = try #require(luaError { _ = try lua.load(file: folder.path(broken)) })
        #expect(syntax.kind == .syntax)
        #expect(syntax.file == folder.path(broken))
        #expect(syntax.relativeFile == broken)
        #expect(syntax.line == 2)
    }

    @Test func aShortNameIsRelativeToTheRootAndAnAmbiguousEndStaysAsLuaWroteIt() throws {
        // Two files whose last 56 characters are the same: the cut name could be either.
        let same = "/an_ending_that_two_files_share_for_more_than_fifty_six_characters.lua"
        let folder = try ScriptFolder([
            "game.lua": "error('short')\n",
            "one" + same: "error('first')\n",
            "two" + same: "return 1\n",
        ])
        let lua = try LuaState(root: folder.root)
        let short = try #require(luaError { try lua.run(file: folder.path("game.lua")) })
        #expect(short.file == folder.path("game.lua"))
        #expect(short.relativeFile == "game.lua")
        _ = try lua.load(file: folder.path("two" + same))
        let cut = try #require(luaError { try lua.run(file: folder.path("one" + same)) })
        #expect(cut.file == "..." + String(same.suffix(56)))
        #expect(cut.relativeFile == nil)
        #expect(cut.message == "first")
    }
}
