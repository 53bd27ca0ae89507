import Testing
import Foundation
import MoonSim
@testable import MoonKitCLI

/// The rough edges a game author met (issue 24), each through the built command.
@Suite("The game author's rough edges", .serialized)
struct AuthorWorkflowTests {
    typealias Folder = HostileInputCommandTests.Folder

    /// A game that tells of a problem it handled, once loaded (line 4), and a bot that waits.
    static let reporting = """
        local ui = require "moonkit"
        local G = ui.ViewController:extend "G"
        function G:loadView() self.view = ui.View() end
        function G:viewDidAppear() ui.report("level 7 has no answers, skipped") end
        return ui.App { root = G }
        """
    static let waitingBot = """
        return function(game)
          for _ = 1, 200 do game:wait(0.1) end
          game:report("waited", 1)
        end
        """

    @Test("ui.report is shown by run, sim, check and snapshot, and fails none of them")
    func reportIsNotAnError() throws {
        let folder = try Folder(["g.lua": Self.reporting, "bot.lua": Self.waitingBot])
        let game = folder["g.lua"]
        let run = try Command.run(["run", game, "--quiet"])
        #expect(run.status == 0)
        #expect(run.errors == "[0.000s] problem reported: \(game):4: level 7 has no answers, skipped\n")
        #expect(run.output == "ran 0.000s of virtual time, 0 taps, 0 errors, 1 problem reported\n")

        let sim = try Command.run(["sim", game, "--bot", folder["bot.lua"], "--games", "2", "--json"])
        #expect(sim.status == 0)
        #expect(sim.output.split(separator: "\n").map(String.init) == [
            #"{"errors":0,"figures":{"waited":1},"game":0,"problems":1,"seed":1,"taps":0,"time":20}"#,
            #"{"errors":0,"figures":{"waited":1},"game":1,"problems":1,"seed":2,"taps":0,"time":20}"#])
        let table = try Command.run(["sim", game, "--bot", folder["bot.lua"], "--games", "2"])
        #expect(table.status == 0)
        #expect(table.output.hasPrefix("2 games, 2 played to the end, 0 script errors, 2 problems reported\n"))

        let check = try Command.run(["check", game])
        #expect(check.status == 0)
        #expect(check.output == "problem reported: \(game):4: level 7 has no answers, skipped\n\(game): ok\n")
        let quietCheck = try Command.run(["check", game, "--quiet"])
        #expect(quietCheck.status == 0)
        #expect(quietCheck.output == "problem reported: \(game):4: level 7 has no answers, skipped\n")

        let play = try Command.run(["play", game], input: "quit\n")
        #expect(play.status == 0)
        #expect(play.output.contains("problem reported: \(game):4: level 7 has no answers, skipped\n"))

        let snapshot = try Command.run(["snapshot", game, "-o", folder["shot.svg"]])
        #expect(snapshot.status == 0)
        #expect(snapshot.errors == "problem reported: \(game):4: level 7 has no answers, skipped\n")
    }

    @Test("times print rounded to the clock's resolution: text and JSON")
    func roundedTimes() throws {
        var sum = 0.0
        for _ in 0..<200 { sum += 0.1 }
        #expect(sum != 20)  // the noise this rounds away: 20.000000000000014
        #expect(ClockText.rounded(sum) == 20)
        #expect(ClockText.rounded(13.99999999999998) == 14)
        #expect(ClockText.rounded(0.0015) == 0.002)
        #expect(ClockText.rounded(1e300) == 1e300)
        var result = GameResult(index: 0, seed: 1)
        result.time = sum
        #expect(result.jsonLine == #"{"errors":0,"figures":{},"game":0,"problems":0,"seed":1,"taps":0,"time":20}"#)
        let folder = try Folder(["g.lua": Self.reporting, "bot.lua": Self.waitingBot])
        let run = try Command.run(["run", folder["g.lua"], "--bot", folder["bot.lua"], "--quiet"])
        #expect(run.output.hasSuffix("ran 20.000s of virtual time, 0 taps, 0 errors, 1 problem reported\n"))
    }
}

@Suite("Help text", .serialized)
struct HelpTextTests {
    @Test("piped help keeps a long example command on one line")
    func pipedHelpIsNotWrapped() throws {
        let help = try Command.run(["run", "--help"], environment: ["COLUMNS": nil])
        #expect(help.status == 0)
        let example = "  moonkit run scripts/swifty_words.lua --bot scripts/bots/swifty_words_solver.lua"
        #expect(example.count > 80)
        #expect(help.output.split(separator: "\n").map(String.init).contains(example))
        // COLUMNS still decides when set: at 60 the same example is split.
        let narrow = try Command.run(["run", "--help"], environment: ["COLUMNS": "60"])
        #expect(!narrow.output.split(separator: "\n").map(String.init).contains(example))
    }
}

@Suite("snapshot after a bot", .serialized)
struct SnapshotBotTests {
    @Test("snapshot takes --bot and --set, and passes the script's and the bot's print through")
    func botAndSet() throws {
        let folder = try HostileInputCommandTests.Folder([
            "g.lua": """
                local ui = require "moonkit"
                local G = ui.ViewController:extend "G"
                function G:loadView()
                  self.view = ui.View()
                  local taps = 0
                  local b = ui.Button { title = "TAP", frame = { x = 10, y = 10, width = 100, height = 40 } }
                  b:on("touchUpInside", function() taps = taps + 1; print("tapped " .. taps) end)
                  self.view:addSubview(b)
                  print("loaded")
                end
                return ui.App { root = G }
                """,
            "bot.lua": """
                return function(game)
                  for _ = 1, TIMES do game:tap("TAP") end
                  print("bot done")
                end
                """])
        let svg = folder["shot.svg"]
        let result = try Command.run(["snapshot", folder["g.lua"], "--bot", folder["bot.lua"], "--set", "TIMES=2", "-o", svg])
        #expect(result.errors == "")
        #expect(result.status == 0)
        #expect(result.output == "loaded\ntapped 1\ntapped 2\nbot: bot done\nwrote \(svg) (ipad, t = 0.000 s)\n")
        let noBot = try Command.run(["snapshot", folder["g.lua"], "--set", "TIMES=2", "-o", svg])
        #expect(noBot.status == 2)
        #expect(noBot.errors.hasPrefix("Error: --set gives globals to a bot: add --bot\n"))
    }
}
