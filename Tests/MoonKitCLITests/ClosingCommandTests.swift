import Testing
import Foundation

/// Closing a game's, a bot's and a worker's Lua state runs the scripts' finalizers under the
/// limits: one that loops is stopped and named in a warning, and the command ends with the
/// exit code the game earned.
@Suite("Closing the states", .serialized)
struct ClosingCommandTests {
    typealias Game = LimitCommandTests.Game

    static let game = """
        local ui = require "moonkit"
        keep = setmetatable({}, { __gc = function() while true do end end })
        local G = ui.ViewController:extend "G"
        function G:loadView()
          self.view = ui.View()
          ui.dispatch.global:async(function()
            held = setmetatable({}, { __gc = function() while true do end end })
          end, function() end)
        end
        return ui.App { root = G }
        """

    static let bot = """
        return function(game)
          keep = setmetatable({}, { __gc = function() while true do end end })
          game:wait(1)
          game:report("played", 1)
        end
        """

    /// The warnings, in the order the states close, which threads may change.
    static func warnings(_ errors: String) -> [String] {
        errors.split(separator: "\n").map(String.init).sorted()
    }

    static func stopped(_ site: String) -> String {
        "warning: \(site): a finalizer ran past the instruction budget of 1000000 while closing; it was stopped"
    }

    @Test("run, check and sim end when finalizers loop at close, with the game's own exit code")
    func loopingFinalizers() throws {
        let game = try Game(Self.game)
        let bot = try game.file("bot.lua", Self.bot)
        let budget = ["--instruction-budget", "1000000"]
        let all = [Self.stopped(game.path + ":7"), Self.stopped(bot + ":2"), Self.stopped(game.path + ":2")].sorted()

        let run = try Command.run(["run", game.path, "--bot", bot, "--quiet"] + budget)
        #expect(run.status == 0)
        #expect(run.output == "bot reports played = 1\nran 1.000s of virtual time, 0 taps, 0 errors\n")
        #expect(Self.warnings(run.errors) == all)

        let check = try Command.run(["check", game.path] + budget)
        #expect(check.status == 0)
        #expect(check.output == "\(game.path): ok\n")
        #expect(Self.warnings(check.errors) == [Self.stopped(game.path + ":2"), Self.stopped(game.path + ":7")])

        for isolation in ["--isolate", "--no-isolate"] {
            let sim = try Command.run(["sim", game.path, "--bot", bot, "--games", "1", "--json", isolation] + budget)
            #expect(sim.status == 0)
            #expect(sim.output == #"{"errors":0,"figures":{"played":1},"game":0,"problems":0,"seed":1,"taps":0,"time":1}"# + "\n")
            #expect(Self.warnings(sim.errors) == all)
        }
    }

    @Test("a game's error still fails the run when a finalizer also loops at close")
    func exitCodeIsTheGames() throws {
        let game = try Game("""
            keep = setmetatable({}, { __gc = function() while true do end end })
            error("the game's own error")
            """)
        let run = try Command.run(["run", game.path, "--instruction-budget", "1000000"])
        #expect(run.status == 1)
        #expect(run.errors.hasSuffix(Self.stopped(game.path + ":1") + "\n"))
        #expect(run.errors.contains("\(game.path):2: the game's own error"))
    }
}
