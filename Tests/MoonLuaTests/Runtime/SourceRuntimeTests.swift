import Testing
import Foundation
import LuaBridge
import TestSupport
import MoonLua
import MoonKit

/// Games given as text rather than as a file: the name they are given is the one their errors cite.
@Suite("Games given as a source string")
struct SourceRuntimeTests {
    @Test("A game from a string runs, is driven and observed like one from a file")
    func runs() throws {
        let runtime = try GameRuntime(source: app("""
                local button = ui.Button { title = "TAP" }
                button.frame = { x = 10, y = 10, width = 80, height = 40 }
                button:on("touchUpInside", function() self.taps = self.taps + 1 end)
                view:addSubview(button)
            """, extra: "Game.taps = ui.property(0)"), name: "tapper.lua")
        var seen: [LuaValue] = []
        runtime.observe("taps") { _, new in seen.append(new) }
        #expect(try runtime.start())
        try runtime.engine.driver.tap(title: "TAP")
        try runtime.engine.driver.tap(title: "TAP")
        #expect(seen == [.int(1), .int(2)])
        #expect(runtime.scriptPath == "tapper.lua")
        #expect(runtime.gameFolder == nil && runtime.dataFolder == nil)
    }

    @Test("Syntax and runtime errors cite the given name and line")
    func errorsNameTheName() throws {
        let syntax = try GameRuntime(source: "local ui = require \"moonkit\"\nlocal x = = 1\n", name: "tapper.lua")
        let thrown = luaError { try syntax.start() }
        #expect(thrown?.located == "tapper.lua:2: unexpected symbol near '='")
        #expect(thrown?.file == "tapper.lua" && thrown?.line == 2)

        let failing = try GameRuntime(source: "local ui = require \"moonkit\"\n\nerror(\"no lamp\")\n", name: "tapper.lua")
        #expect(luaError { try failing.start() }?.located == "tapper.lua:3: no lamp")

        let handler = try GameRuntime(source: app("""
                local button = ui.Button { title = "TAP" }
                button.frame = { x = 10, y = 10, width = 80, height = 40 }
                button:on("touchUpInside", function() local n = nil; return n + 1 end)
                view:addSubview(button)
            """), name: "tapper.lua")
        var reported: [String] = []
        handler.onError = { reported.append($0.error.located) }
        try handler.start()
        try handler.engine.driver.tap(title: "TAP")
        #expect(reported == ["tapper.lua:9: attempt to perform arithmetic on a nil value (local 'n')"])
    }

    @Test("Without a root there is no folder: require, images and sounds say so")
    func noFolder() throws {
        func failure(_ statement: String) throws -> String? {
            let runtime = try GameRuntime(source: "local ui = require \"moonkit\"\n" + statement + "\n", name: "tapper.lua")
            return luaError { try runtime.start() }?.located
        }
        #expect(try failure("require \"lib.words\"")?.hasPrefix(
            "tapper.lua:2: module 'lib.words' not found: this state has no script root") == true)
        let image = try failure("ui.Image.named(\"card\")")
        #expect(image ==
            "tapper.lua:2: bad argument #1 to 'named' (no image named 'card': the game was given as a string with no folder (GameRuntime's root))")
        let sound = try failure("ui.sound.play(\"ding\")")
        #expect(sound ==
            "tapper.lua:2: bad argument #1 to 'play' (no sound named 'ding': the game was given as a string with no folder (GameRuntime's root))")
    }

    @Test("With a root, require finds modules in it, and the sandbox still refuses .. and absolute paths")
    func withRoot() throws {
        let folder = try ScriptFolder(["lib/words.lua": "return { first = \"lamp\" }\n"])
        let runtime = try GameRuntime(source: "local words = require \"lib.words\"\nprint(words.first)\nrequire \"../secret\"\n",
                                      name: "tapper.lua", root: folder.root, print: { _ in })
        #expect(runtime.gameFolder == folder.root)
        let error = luaError { try runtime.start() }
        #expect(error?.located.hasPrefix("tapper.lua:3: module '../secret' is outside the script root") == true)
    }

    @Test("A game from a string runs under the limits it is given, and its budget error names it")
    func limits() throws {
        var limits = GameLimits.default
        limits.instructionBudget = 10_000
        let runtime = try GameRuntime(source: "local ui = require \"moonkit\"\nwhile true do end\n",
                                      name: "tapper.lua", limits: limits)
        let error = luaError { try runtime.start() }
        #expect(error?.located == "tapper.lua:2: instruction budget of 10000 exceeded")
        #expect(error?.kind == .instructionBudget)
    }
}
