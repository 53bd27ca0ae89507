import Testing
import Foundation

/// The limits as the command applies them: the same flags on every command that runs a game,
/// defaults on, and exit codes 1 (script) and 2 (usage). Limits are small so each run is quick.
@Suite("Limits on the command line", .serialized)
struct LimitCommandTests {
    /// A game file in a fresh folder; the folder goes when the test ends.
    final class Game {
        let folder: String
        let path: String
        init(_ source: String, name: String = "game.lua") throws {
            folder = "/tmp/mk-limits-\(UUID().uuidString.prefix(8))"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            path = folder + "/" + name
            try source.write(toFile: path, atomically: true, encoding: .utf8)
        }
        func file(_ name: String, _ source: String) throws -> String {
            try source.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            return folder + "/" + name
        }
        deinit { try? FileManager.default.removeItem(atPath: folder) }
    }

    static let loopingApp = """
        local ui = require "moonkit"
        local G = ui.ViewController:extend "G"
        function G:loadView() self.view = ui.View() end
        function G:viewDidAppear() ui.after(0.5, function() while true do end end) end
        return ui.App { root = G }
        """

    @Test("run, sim, check, snapshot and play all take --instruction-budget and stop the loop")
    func everyCommandTakesTheLimitFlags() throws {
        let game = try Game(Self.loopingApp)
        let bot = try game.file("bot.lua", "return function(game) game:wait(1) end")
        let budget = ["--instruction-budget", "1000"]
        let message = "\(game.path):4: instruction budget of 1000 exceeded"
        let run = try Command.run(["run", game.path, "--quiet"] + budget)
        #expect(run.status == 1 && run.errors.contains("[0.500s] error in timer: " + message))
        let sim = try Command.run(["sim", game.path, "--bot", bot, "--games", "2", "--json"] + budget)
        // sim fails only for games that could not be played; a handler's error is counted.
        #expect(sim.status == 0 && sim.output.contains("\"errors\":1"))
        let check = try Command.run(["check", game.path] + budget)
        #expect(check.status == 1 && check.output.contains(message))
        let snapshot = try Command.run(["snapshot", game.path, "--at", "1", "-o", game.folder + "/x.svg"] + budget)
        // The picture is written, and the error makes the exit code 1, as for run.
        #expect(snapshot.status == 1 && snapshot.errors.contains(message))
        let play = try Command.run(["play", game.path] + budget, input: "wait 1\nquit\n")
        #expect(play.status == 0 && play.output.contains("error: error in timer: " + message))
        for command in ["run", "sim", "check", "snapshot", "play"] {
            let help = try Command.run([command, "--help"])
            for flag in ["--instruction-budget", "--memory-limit", "--instant-limit", "--time-limit", "--watchdog"] {
                #expect(help.output.contains(flag), "\(command) --help lacks \(flag)")
            }
        }
    }

    @Test("a tap handler that loops is stopped by the instruction budget, which counts work: the same in run and sim")
    func loopingTapHandlerMeetsTheBudget() throws {
        let game = try Game("""
            local ui = require "moonkit"
            local G = ui.ViewController:extend "G"
            function G:loadView()
              self.view = ui.View()
              local go = ui.Button { title = "GO" }
              go.frame = { x = 10, y = 10, width = 100, height = 40 }
              go:on("touchUpInside", function() while true do end end)
              self.view:addSubview(go)
            end
            return ui.App { root = G }
            """)
        let bot = try game.file("bot.lua", "return function(game) game:tap('GO') game:wait(1) end\n")
        // The default limits: the budget ends the handler long before the watchdog would.
        let run = try Command.run(["run", game.path, "--bot", bot, "--quiet"])
        #expect(run.status == 1)
        #expect(run.output == "ran 1.000s of virtual time, 1 taps, 1 errors\n")
        #expect(run.errors.hasPrefix("[0.000s] error in touchUpInside handler: \(game.path):7: instruction budget of 100000000 exceeded\n"))
        #expect(!run.errors.contains("--"))
        let sim = try Command.run(["sim", game.path, "--bot", bot, "--games", "2", "--json"])
        #expect(sim.status == 0)
        #expect(sim.output == #"{"errors":1,"figures":{},"game":0,"problems":0,"seed":1,"taps":1,"time":1}"# + "\n"
                + #"{"errors":1,"figures":{},"game":1,"problems":0,"seed":2,"taps":1,"time":1}"# + "\n")
    }

    @Test("the watchdog stops C-level backtracking, names the callback and exits 1")
    func watchdogStopsPatternMatching() throws {
        let game = try Game("local s = ('a'):rep(40)\nprint(s:find(('a*'):rep(40) .. 'b'))\n")
        let result = try Command.run(["run", game.path, "--watchdog", "0.3"])
        #expect(result.status == 1)
        #expect(result.errors == "game: \(game.path) (main chunk) has run for more than 0.3 s of machine time without returning: "
                + "stopped by the watchdog (machine time); --watchdog SECONDS sets this last resort, 0 turns it off\n")
    }

    @Test("the instant limit's error names the limit; the command adds the flag that changes it")
    func instantLimitNamesItsFlag() throws {
        let game = try Game("""
            local ui = require "moonkit"
            local G = ui.ViewController:extend "G"
            function G:loadView()
              self.view = ui.View()
              local function again() ui.after(0, again) end
              again()
            end
            return ui.App { root = G }
            """)
        let result = try Command.run(["run", game.path, "--instant-limit", "10", "--quiet"])
        #expect(result.status == 1)
        #expect(result.errors == "[0.000s] error in the main queue: \(game.path):5: this callback keeps scheduling work: 10 callbacks "
                + "ran at the virtual instant t = 0.000 s without time moving on (dispatch.main:async, ui.after(0, …) or a "
                + "zero-length animation that starts itself again?), the game's instant limit of 10 callbacks; what was still "
                + "due then was dropped (1 item) (--instant-limit N changes it)\n")
    }

    @Test("the watchdog names the script's hook, not the engine's code around it")
    func watchdogNamesTheHook() throws {
        let game = try Game("""
            local ui = require "moonkit"
            local G = ui.ViewController:extend "G"
            function G:loadView() self.view = ui.View() end
            function G:viewDidAppear()
              local s = ('a'):rep(40)
              return s:find(('a*'):rep(40) .. 'b')
            end
            return ui.App { root = G }
            """)
        let result = try Command.run(["run", game.path, "--watchdog", "0.3"])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("game: \(game.path):4 has run for more than 0.3 s of machine time"))
    }

    @Test("the watchdog watches background jobs too: the main queue would wait for them for ever")
    func watchdogWatchesWorkers() throws {
        let game = try Game("""
            local ui = require "moonkit"
            local G = ui.ViewController:extend "G"
            function G:loadView() self.view = ui.View() end
            function G:viewDidAppear()
              ui.dispatch.global:async(function(s)
                return s:find(('a*'):rep(40) .. 'b')
              end, ('a'):rep(40), print)
            end
            return ui.App { root = G }
            """)
        let result = try Command.run(["run", game.path, "--watchdog", "0.3"])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("worker: \(game.path):5 has run for more than 0.3 s of machine time"))
    }

    @Test("huge durations are usage errors past the virtual time limit; play refuses such a wait")
    func hugeDurations() throws {
        let game = try Game("return 1")
        let run = try Command.run(["run", game.path, "--for", "1e12"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Error: --for 1000000000000 goes past the virtual time limit of 604800 s (--time-limit SECONDS raises it)"))
        let snapshot = try Command.run(["snapshot", game.path, "--at", "1e9", "-o", game.folder + "/x.svg"])
        #expect(snapshot.status == 2)
        #expect(snapshot.errors.hasPrefix("Error: --at 1000000000 goes past the virtual time limit of 604800 s"))
        let counter = try Command.run(["play", "scripts/counter.lua"], input: "wait 1e300\nwait 10\n")
        #expect(counter.status == 0)
        #expect(counter.output.contains("  cannot: wait 1e300 would take the clock past the virtual time limit of 604800 s "
                                        + "(t = 0.000 s; --time-limit SECONDS raises it)"))
        #expect(counter.output.contains("t = 10.000 s"))
        let bad = try Command.run(["run", game.path, "--watchdog=-1"])
        #expect(bad.status == 2 && bad.errors.contains("--watchdog takes a number of seconds, 0 or more"))
    }

    @Test("a game that keeps itself busy through a bot's wait is stopped by the turn's work budget, the same on every run")
    func turnWorkBudget() throws {
        let game = try Game("""
            local ui = require "moonkit"
            local G = ui.ViewController:extend "G"
            function G:loadView() self.view = ui.View() end
            function G:viewDidAppear()
              ui.every(0.1, function() for _ = 1, 1000000 do end end)
            end
            return ui.App { root = G }
            """)
        let bot = try game.file("bot.lua", "return function(game)\n  game:wait(1000)\nend\n")
        let arguments = ["run", game.path, "--bot", bot, "--instruction-budget", "10000000", "--quiet"]
        let first = try Command.run(arguments), second = try Command.run(arguments)
        #expect(first.status == 1)
        #expect(first.errors.hasPrefix("bot: \(bot):2: game:wait(1000): the game's callbacks ran past this turn's work budget "
                                       + "of 100000000 instructions (ten times the instruction budget) at t = "))
        #expect(first.errors.contains("s: does the game keep itself busy?"))
        #expect(first.output == second.output && first.errors == second.errors)
    }

    @Test("a bot that waits for ever stops at the time limit with exit 1")
    func botTimeLimit() throws {
        let game = try Game("return require('moonkit').App { root = require('moonkit').ViewController }")
        let bot = try game.file("bot.lua", "return function(game)\n  while true do game:wait(1) end\nend\n")
        let result = try Command.run(["run", game.path, "--bot", bot, "--time-limit", "50", "--quiet"])
        #expect(result.status == 1)
        #expect(result.errors == "bot: \(bot):2: game:wait(1) would take the game's clock past the virtual time limit of 50 s "
                + "(it is at 50.000 s): does the bot ever stop? (--time-limit SECONDS changes the limit)\n"
                + "stack traceback:\n\t[C]: in method 'wait'\n\t\(bot):2: in function <\(bot):1>\n")
    }
}
