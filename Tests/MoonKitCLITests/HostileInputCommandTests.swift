import Testing
import Foundation
import MoonKit
import MoonSim
@testable import MoonKitCLI

/// Issue 20's reproducers run through the command line: each ends with a clear message and exit
/// code (1 for a script's errors, 2 for usage), or behaves correctly; none crashes.
@Suite("Hostile input on the command line", .serialized)
struct HostileInputCommandTests {
    /// A fresh folder holding `files` (game scripts, bots); removed when the test is done.
    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString.prefix(8))").path
        init(_ files: [String: String]) throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        }
        subscript(name: String) -> String { path + "/" + name }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// `GAME{ body }` of the issue, with an optional device.
    static func game(_ body: String, device: String? = nil) -> String {
        """
        local ui = require "moonkit"
        local G = ui.ViewController:extend "G"
        function G:loadView()
          self.view = ui.View()
          \(body)
        end
        return ui.App { root = G\(device.map { ", device = \"\($0)\"" } ?? "") }
        """
    }

    @Test("play draws a screen holding a NaN frame or a frame at x = 1e300")
    func playFarFrames() throws {
        for x in ["0/0", "1e300", "-1e300"] {
            let folder = try Folder(["g.lua": Self.game("""
                local l = ui.Label { text = "FAR" }
                self.view:addSubview(l)
                l.frame = { x = \(x), y = 10, width = 100, height = 20 }
                local b = ui.View { borderWidth = 1 }
                self.view:addSubview(b)
                b.frame = { x = 10, y = 10, width = \(x), height = 50 }
                """)])
            let result = try Command.run(["play", folder["g.lua"], "--columns", "40"], input: "show\n")
            #expect(result.status == 0, "x = \(x)")
            #expect(result.output.hasPrefix("+" + String(repeating: "-", count: 40) + "+\n"), "x = \(x)")
            #expect(result.output.hasSuffix("t = 0.000 s\n"), "x = \(x)")
        }
    }

    @Test("play refuses a width it cannot draw with a usage error")
    func playColumns() throws {
        for columns in ["1000000000", "9223372036854775807", "19", "0"] {
            let result = try Command.run(["play", "scripts/counter.lua", "--columns", columns])
            #expect(result.status == 2, "\(columns)")
            #expect(result.errors.hasPrefix("Error: --columns must be between 20 and 1000\n"), "\(columns)")
        }
        #expect(try Command.run(["play", "scripts/counter.lua", "--columns", "1000"], input: "quit\n").status == 0)
    }

    @Test("sim works out each shard's game numbers when asked: a trillion games are not listed up front")
    func simIndices() {
        let trillion = ShardGames(games: 1_000_000_000_000, shard: 2, shards: 3)
        #expect(trillion.count == 333_333_333_333)
        #expect(trillion.prefix(3).map { $0 } == [2, 5, 8] && trillion.last == 999_999_999_998)
        let most = ShardGames(games: Int.max, shard: 0, shards: Int.max)
        #expect(most.count == 1 && most.first == 0)
        for (n, m) in [(10, 1), (10, 3), (1, 2), (7, 7), (5, 8)] {
            for k in 0..<m {
                #expect(Array(ShardGames(games: n, shard: k, shards: m)) == (0..<n).filter { $0 % m == k }, "\(k)/\(m) of \(n)")
            }
        }
    }

    @Test("sim --json writes a NaN or infinite figure as a string and keeps the line")
    func jsonNonFinite() throws {
        var result = GameResult(index: 3, seed: 4)
        result.figures = ["nan": .nan, "inf": .infinity, "-inf": -.infinity, "one": 1]
        result.taps = 2
        #expect(result.jsonLine == #"{"errors":0,"figures":{"-inf":"-Infinity","inf":"Infinity","nan":"NaN","one":1},"game":3,"problems":0,"seed":4,"taps":2,"time":0}"#)
    }

    static let failingBot = """
        return function(game)
          game:tap("TAP ME")
          game:log("tapped once")
          game:report("x", 0/0)
          game:report("seen", 1)
          error("the bot gives up")
        end
        """

    @Test("a bot that fails keeps what it logged and reported, in run and in sim --json")
    func failingBot() throws {
        let folder = try Folder(["bot.lua": Self.failingBot])
        let run = try Command.run(["run", "scripts/counter.lua", "--bot", folder["bot.lua"], "--quiet"])
        #expect(run.status == 1)
        // Reports in the order the bot made them (issue 24; they were sorted by name).
        #expect(run.output == "bot: tapped once\nbot reports x = nan\nbot reports seen = 1\n"
                + "ran 0.000s of virtual time, 1 taps, 0 errors\n")
        #expect(run.errors.hasPrefix("bot: \(folder["bot.lua"]):6: the bot gives up\n"))
        // Not quiet, the screen as the bot left it comes before the summary (issue 24).
        let shown = try Command.run(["run", "scripts/counter.lua", "--bot", folder["bot.lua"]])
        #expect(shown.status == 1)
        #expect(shown.output.hasSuffix("""
            screen when the bot failed:
            <Window frame=(0, 0, 844, 390) background=black device=iphone>
               | <View frame=(0, 0, 844, 390) background=white>
               |    | <Label 'count' frame=(365.5, 136, 113, 38) text='1 taps' font=DejaVuSans-Bold 32pt>
               |    | <Button frame=(394.5, 194, 55, 18) title='TAP ME' type=system>
               |    |    | <Label frame=(0, 0, 55, 18) text='TAP ME' font=DejaVuSans 15pt align=center>
            ran 0.000s of virtual time, 1 taps, 0 errors

            """))
        let sim = try Command.run(["sim", "scripts/counter.lua", "--bot", folder["bot.lua"], "--games", "2", "--json"])
        #expect(sim.status == 1)
        let lines = sim.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        for (i, line) in lines.enumerated() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["game"] as? Int == i)
            #expect(object["taps"] as? Int == 1)
            let figures = try #require(object["figures"] as? [String: Any])
            #expect(figures["x"] as? String == "NaN" && figures["seen"] as? Double == 1)
            #expect((object["failure"] as? String)?.hasPrefix("\(folder["bot.lua"]):6: the bot gives up") == true)
        }
    }

    @Test("an error raised in __gc is reported from a bot's state and from a worker's")
    func finalizerErrorsOfBotsAndWorkers() throws {
        let folder = try Folder([
            "bot.lua": """
                return function(game)
                  setmetatable({}, { __gc = function() error("in the bot's gc") end })
                  collectgarbage()
                  game:wait(1)
                end
                """,
            "g.lua": """
                local ui = require "moonkit"
                local G = ui.ViewController:extend "G"
                function G:loadView() self.view = ui.View() end
                function G:viewDidAppear()
                  ui.dispatch.global:async(function()
                    setmetatable({}, { __gc = function() error("in the worker's gc") end })
                    collectgarbage()
                  end, nil)
                end
                return ui.App { root = G }
                """,
        ])
        let bot = try Command.run(["run", "scripts/counter.lua", "--bot", folder["bot.lua"], "--quiet"])
        #expect(bot.status == 1)
        #expect(bot.errors == "[1.000s] error in __gc metamethod: \(folder["bot.lua"]):2: in the bot's gc\n")
        let worker = try Command.run(["run", folder["g.lua"], "--for", "1", "--quiet"])
        #expect(worker.status == 1)
        #expect(worker.errors.hasPrefix("[0.000s] error in dispatch: \(folder["g.lua"]):6: in the worker's gc\n"))
    }

    @Test("a bot's log keeps the newest 10 000 lines, and run says how many it dropped")
    func boundedBotLog() throws {
        let folder = try Folder(["bot.lua": "return function(game) for i = 1, 25000 do game:log('line ' .. i) end end\n"])
        let result = try Command.run(["run", "scripts/counter.lua", "--bot", folder["bot.lua"], "--quiet"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        let logged = lines.filter { $0.hasPrefix("bot: ") }
        #expect(logged.count == 10_001)
        #expect(logged.first == "bot: 15000 earlier lines of the log were dropped (a bot keeps the newest 10000)")
        #expect(logged[1] == "bot: line 15001" && logged.last == "bot: line 25000")
    }

    @Test("snapshot writes the picture of a game that reported errors, and exits with 1 as run does")
    func snapshotOfAFailingGame() throws {
        let folder = try Folder(["g.lua": Self.game(#"self.view:addSubview(ui.ImageView { image = "../../secret.png" })"#)])
        let result = try Command.run(["snapshot", folder["g.lua"], "-o", folder["g.svg"]])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("error in loadView: \(folder["g.lua"]):5: bad value for property 'image' of ImageView "))
        #expect(result.output == "wrote \(folder["g.svg"]) (ipad, t = 0.000 s)\n")
        #expect(FileManager.default.fileExists(atPath: folder["g.svg"]))
    }

    static let conflict = """
        local a = ui.View()
          self.view:addSubview(a)
          ui.activate { a.width:eq(100), a.width:eq(200) }
        """

    @Test("check reports a conflict made in loadView on a game that asks for an iPhone")
    func checkOnIPhone() throws {
        let folder = try Folder(["g.lua": Self.game(Self.conflict, device: "iphone")])
        let found = Check.checkScript(folder["g.lua"]).joined(separator: "\n")
        #expect(found.contains("Unable to simultaneously satisfy constraints."))
        #expect(found.contains("\"<LayoutConstraint View[0.0].width == 100 (required) at \(folder["g.lua"]):7>\""))
        let result = try Command.run(["check", folder["g.lua"]])
        #expect(result.status == 1)
        #expect(!result.output.contains(": ok"))
    }

    @Test("run shows the conflicts made in loadView and the first layout")
    func runShowsEarlyConflicts() throws {
        let folder = try Folder(["g.lua": Self.game(Self.conflict)])
        let result = try Command.run(["run", folder["g.lua"], "--for", "0", "--quiet"])
        #expect(result.status == 0)
        #expect(result.errors.hasPrefix("[0.000s] Unable to simultaneously satisfy constraints.\n"))
        #expect(result.errors.contains("Recovering by breaking constraint\n<LayoutConstraint View[0.0].width == 200 (required) at \(folder["g.lua"]):7>"))
    }
}
