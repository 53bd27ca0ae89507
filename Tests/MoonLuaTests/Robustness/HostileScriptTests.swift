import Foundation
import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// Issue 20's reproducers that reach the runtime from a script: each gives a clear error with
/// the script's file:line, or bounded, correct behaviour.
@Suite("Hostile scripts")
struct HostileScriptTests {
    /// The errors a game reported while it started, as `context: file:line: message`.
    private func errors(of runtime: GameRuntime) -> [String] {
        runtime.errors.map { "\($0.context): \($0.error.located)" }
    }

    @Test("text that is not UTF-8 is refused with the place of the bad byte, not altered")
    func invalidUTF8() throws {
        let (runtime, folder) = try runGame(app("""
              local l = ui.Label { text = "kept" }
              view:addSubview(l)
              pcall(function() l.text = "a\\255b" end)
              LABEL = l.text
              l.text = "a\\255b"
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.global("LABEL") == "kept")
        #expect(errors(of: runtime) == [
            "loadView: \(folder.path("game.lua")):11: bad value for property 'text' of Label "
                + "(string is not valid UTF-8 (byte 2 is \\255); text must be UTF-8)",
        ])
    }

    @Test("titles, identifiers, alert actions and signal names refuse bytes that are not UTF-8 too")
    func invalidUTF8Everywhere() throws {
        let (runtime, folder) = try runGame(app("""
              local b = ui.Button {}
              local function try(f) local ok, e = pcall(f); return (e:gsub("^.-:%d+: ", "")) end
              WHY = {
                try(function() b:setTitle("x\\255", "normal") end),
                try(function() b.identifier = "\\200" end),
                try(function() ui.signal("s\\255", 1) end),
                try(function() ui.Alert("t", "m"):addAction("o\\255", nil, "default") end),
              }
            """))
        defer { withExtendedLifetime(folder) {} }
        let utf8 = "(string is not valid UTF-8 (byte 2 is \\255); text must be UTF-8)"
        #expect(try runtime.lua.global("WHY") == .array([
            .string("bad argument #1 to 'setTitle' " + utf8),
            .string("bad value for property 'identifier' of View (string is not valid UTF-8 (byte 1 is \\200); text must be UTF-8)"),
            .string("bad argument #1 to 'signal' " + utf8),
            .string("bad argument #1 to 'addAction' " + utf8),
        ]))
        #expect(runtime.errors.isEmpty)
    }

    @Test("a constructor called as Class(…) names the class and the script's line in its argument errors")
    func constructorArgumentErrors() throws {
        let (runtime, folder) = try runGame(app("""
              local function try(f) local ok, e = pcall(f); return e end
              local A = ui.Alert
              WHY = {
                try(function() ui.Alert("t\\255", "m") end),
                try(function() A("t", "\\255") end),
                try(function() ui.Button(5) end),
                try(function() ui.Alert.new("t\\255") end),
              }
            """))
        defer { withExtendedLifetime(folder) {} }
        let game = folder.path("game.lua")
        #expect(try runtime.lua.global("WHY") == .array([
            .string("\(game):10: bad argument #1 to 'Alert' (string is not valid UTF-8 (byte 2 is \\255); text must be UTF-8)"),
            .string("\(game):11: bad argument #2 to 'A' (string is not valid UTF-8 (byte 1 is \\255); text must be UTF-8)"),
            .string("\(game):12: bad argument #1 to 'Button' ('5' is not one of custom, system)"),
            .string("\(game):13: bad argument #1 to 'new' (string is not valid UTF-8 (byte 2 is \\255); text must be UTF-8)"),
        ]))
    }

    @Test("an error raised in a __gc metamethod is reported with its file:line")
    func finalizerError() throws {
        let (runtime, folder) = try runGame(app("""
              setmetatable({}, { __gc = function() error("boom in gc") end })
              collectgarbage()
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(errors(of: runtime) == ["__gc metamethod: \(folder.path("game.lua")):7: boom in gc"])
        // Later ones too, from finalizers the collector runs on its own schedule.
        try runtime.lua.run("for i = 1, 3 do setmetatable({}, { __gc = function() error('again ' .. i) end }) end")
        runtime.lua.collectGarbage()
        #expect(errors(of: runtime).dropFirst() == [
            "__gc metamethod: string:1: again 3", "__gc metamethod: string:1: again 2", "__gc metamethod: string:1: again 1",
        ])
        // A script's own warnings stay off, as in stock Lua.
        try runtime.lua.run("warn('@on'); warn('just a warning')")
        #expect(runtime.errorCount == 4)
    }

    @Test("signals are not kept by the game; a bot keeps the newest unread ones and says how many it dropped")
    func boundedSignals() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              for i = 1, 25000 do ui.signal("s", i) end
            """), "bot.lua": """
            return function(game)
              local seen = game:signals()
              game:log(#seen .. " " .. seen[1].value .. " " .. seen[#seen].value .. " dropped " .. seen.dropped)
              game:log(#game:signals() .. " new, dropped " .. tostring(game:signals().dropped))
            end
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: runtime, print: { _ in })
        try runtime.start()
        try bot.run()
        #expect(bot.session.log == ["10000 15001 25000 dropped 15000", "0 new, dropped nil"])
        #expect(bot.session.signalsDropped == 15000)
    }

    @Test("a game keeps its first 100 errors and reported problems and counts them all")
    func boundedErrors() throws {
        let (runtime, folder) = try runGame(app("""
              for i = 1, 1000 do ui.report("problem " .. i) end
              for i = 1, 1000 do ui.after(i, function() error("error " .. i) end) end
            """))
        defer { withExtendedLifetime(folder) {} }
        runtime.engine.step(1000)
        // ui.report tells of problems the game handled: they are kept apart from errors.
        #expect(runtime.reportedProblemCount == 1000)
        #expect(runtime.reportedProblems.count == GameRuntime.keptErrors)
        #expect(runtime.reportedProblems.last?.message == "problem 100")
        #expect(runtime.errorCount == 1000)
        #expect(runtime.errors.count == GameRuntime.keptErrors)
        #expect(runtime.errors.last?.error.message.hasSuffix("error 100") == true)
    }

    @Test("an emitter with a huge rate or an endless lifetime gives its newest 10 000 particles")
    func floodedEmitter() throws {
        let (runtime, folder) = try runGame(app("""
              COUNTS = { #ui.EmitterView { birthRate = 1e300, lifetime = 5 }:particles() }
              local endless = ui.EmitterView { lifetime = math.huge, birthRate = 1 }
              endless.startTime = -1e6
              COUNTS[2] = #endless:particles()
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.global("COUNTS") == [1, 10_000])
    }

    @Test("image names obey the script root: no '..', no absolute path, no link out of the folder")
    func imageSandbox() throws {
        let png = try Data(contentsOf: URL(fileURLWithPath: Repository.path("scripts/images/card_star.png")))
        let folder = try ScriptFolder(["game.lua": app("""
              local function try(name)
                local ok, e = pcall(function() ui.ImageView { image = name } end)
                return ok and "loaded" or (e:gsub("^.-:%d+: ", ""))
              end
              WHY = { try("star"), try("../secret/secret.png"), try("images/../star.png"), try("/etc/passwd"),
                      try("outside/secret.png"), try("nothing") }
            """)])
        let base = (folder.root as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: base + "/secret", withIntermediateDirectories: true)
        try png.write(to: URL(fileURLWithPath: base + "/secret/secret.png"))
        try FileManager.default.createDirectory(atPath: folder.path("images"), withIntermediateDirectories: true)
        try png.write(to: URL(fileURLWithPath: folder.path("images/star.png")))
        try FileManager.default.createSymbolicLink(atPath: folder.path("outside"), withDestinationPath: base + "/secret")
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        let bad = "bad value for property 'image' of ImageView"
        #expect(try runtime.lua.global("WHY") == .array([
            "loaded",
            .string("\(bad) (image: '../secret/secret.png' goes up with '..'; paths must stay inside the game's folder)"),
            .string("\(bad) (image: 'images/../star.png' goes up with '..'; paths must stay inside the game's folder)"),
            .string("\(bad) (image: '/etc/passwd' is an absolute path; paths are relative to the game's folder)"),
            .string("\(bad) (image: 'outside/secret.png' leads outside the game's folder (through a symbolic link))"),
            .string("\(bad) (no image named 'nothing' in \(folder.root)/images or \(folder.root) "
                    + "(tried 'nothing.png', 'nothing@2x.png', 'nothing@3x.png', 'nothing.jpg', 'nothing@2x.jpg', 'nothing@3x.jpg', 'nothing.jpeg', 'nothing@2x.jpeg', 'nothing@3x.jpeg', 'nothing'))"),
        ]))
    }
}
