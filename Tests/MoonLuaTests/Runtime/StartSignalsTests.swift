import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// Signals and sounds raised while a game starts — its main chunk, `loadView`, `viewDidLoad`,
/// `viewDidAppear` — happen before a bot or `moonkit run` can observe anything (issue 32): the
/// runtime keeps them for observers that come once the game has started.
@Suite("What a game raises while it starts reaches bots and observers")
struct StartSignalsTests {
    static let game = """
        local ui = require "moonkit"
        ui.signal("chunk", 1)
        local Game = ui.ViewController:extend "Game"
        function Game:loadView()
          ui.signal("loadView", 2)
          self.view = ui.View()
        end
        function Game:viewDidLoad() ui.signal("viewDidLoad", 3) end
        function Game:viewDidAppear() ui.signal("viewDidAppear", 4); ui.sound.play("meow") end
        ui.after(1, function() ui.signal("later", 5) end)
        return ui.App { root = Game }
        """

    static func folder(bot: String) throws -> ScriptFolder {
        let folder = try ScriptFolder(["game.lua": game, "bot.lua": bot])
        try FileManager.default.createDirectory(atPath: folder.path("sounds"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.path("scripts/sounds/meow.wav"), toPath: folder.path("sounds/meow.wav"))
        return folder
    }

    @Test("a bot's first game:signals() and game:sounds() hold what the game raised while it started")
    func botsSeeThem() throws {
        let folder = try Self.folder(bot: """
            return function(game)
              local function names(list)
                local out = {}
                for _, s in ipairs(list) do out[#out + 1] = s.name .. "@" .. s.time end
                return table.concat(out, " ")
              end
              game:log(names(game:signals()))
              game:log(names(game:sounds()))
              game:wait(2)
              game:log(names(game:signals()))
            end
            """)
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        var observed: [String] = []
        runtime.observeSignals { observed.append($0.name) }
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: runtime, print: { _ in })
        try bot.run()
        #expect(bot.session.log == ["chunk@0.0 loadView@0.0 viewDidLoad@0.0 viewDidAppear@0.0", "meow@0.0", "later@1.0"])
        #expect(bot.session.signalsDropped == 0)
        #expect(observed == ["chunk", "loadView", "viewDidLoad", "viewDidAppear", "later"])
        #expect(runtime.errors.isEmpty)
    }

    @Test("past the kept number, the oldest are dropped and a bot is told how many")
    func manyAtStart() throws {
        let folder = try ScriptFolder(["game.lua": app("for i = 1, 25000 do ui.signal('n', i) end"), "bot.lua": """
            return function(game)
              local seen = game:signals()
              game:log(#seen .. " " .. seen[1].value .. " " .. seen[#seen].value .. " dropped " .. tostring(seen.dropped))
            end
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        #expect(runtime.startSignals.count == GameRuntime.keptStartSignals)
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: runtime, print: { _ in })
        try bot.run()
        #expect(bot.session.log == ["10000 15001 25000 dropped 15000"])
        #expect(bot.session.signalsDropped == 15_000)
    }
}
