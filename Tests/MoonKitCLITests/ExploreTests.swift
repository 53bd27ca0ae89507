import Foundation
import MoonLua
import Testing
@testable import MoonKitCLI

/// `moonkit explore`: a bot that plays any game by reading its screen, its failures written as
/// bot files that replay them, and its coverage.
@Suite("moonkit explore", .serialized)
struct ExploreTests {
    typealias Folder = HostileInputCommandTests.Folder

    /// A game with a counter label and a PLUS button, on an iPhone.
    static let plusGame = """
        local ui = require "moonkit"
        local G = ui.ViewController:extend "G"
        function G:loadView()
          self.view = ui.View { backgroundColor = "white" }
          local count = 0
          local label = ui.Label { identifier = "count", text = "0" }
          label.frame = { x = 10, y = 60, width = 100, height = 30 }
          local plus = ui.Button { title = "PLUS" }
          plus.frame = { x = 10, y = 100, width = 100, height = 44 }
          plus:on("touchUpInside", function()
            count = count + 1
            label.text = tostring(count)
          end)
          self.view:addSubview(label)
          self.view:addSubview(plus)
        end
        return ui.App { device = "iphone", root = G }
        """

    /// The trace path a report names for its failure `n` (`  seed 4, 9 actions: PATH`).
    static func tracePath(in output: String, failure n: Int = 1) throws -> String {
        let lines = output.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("failure \(n): ") })
        let detail = lines[index + 1]
        return String(try #require(detail.split(separator: ": ").last))
    }

    @Test("the report: what was explored, failures, actions, screens, controls and lines, exactly")
    func report() throws {
        let folder = try Folder(["game.lua": Self.plusGame])
        let result = try Command.run(["explore", folder["game.lua"], "--seeds", "2", "--actions", "6"])
        #expect(result.status == 0)
        #expect(result.errors == "")
        // Every one of the game's 17 lines runs: the handler too, since PLUS was tapped.
        #expect(result.output == """
            exploring \(folder["game.lua"]): 2 seeds from 1, up to 6 actions and 600 s of game time each
            explored 2 seeds, 12 actions: 0 failures
            coverage: 1 screen, 1 of 1 controls exercised
              \(folder["game.lua"]): 17 lines run

            """)
        let quiet = try Command.run(["explore", folder["game.lua"], "--seeds", "2", "--actions", "6", "--no-lines"])
        #expect(quiet.output.hasSuffix("coverage: 1 screen, 1 of 1 controls exercised\n"))
    }

    @Test("a collection view's items are tapped as a table's rows are, at their centres")
    func collectionItems() throws {
        // One 40-point item at (0, 100): a poke lands on it rarely, and never exactly at its centre.
        let folder = try Folder(["game.lua": """
            local ui = require "moonkit"
            local G = ui.ViewController:extend "G"
            function G:loadView()
              self.view = ui.View { backgroundColor = "white" }
              local layout = ui.CollectionViewFlowLayout()
              layout.itemSize = { width = 40, height = 40 }
              local grid = ui.CollectionView(layout)
              grid.frame = { x = 0, y = 100, width = 390, height = 40 }
              grid:register("cell")
              grid.dataSource = self
              grid.delegate = self
              self.view:addSubview(grid)
            end
            function G:numberOfItemsInSection() return 1 end
            function G:cellForItemAt(grid, indexPath) return grid:dequeueReusableCell("cell", indexPath) end
            function G:didSelectItemAt() ui.report("the item was picked") end
            return ui.App { device = "iphone", root = G }
            """])
        let result = try Command.run(["explore", folder["game.lua"], "--seeds", "1", "--actions", "20", "--no-shrink",
                                      "--out", folder.path])
        #expect(result.status == 1)
        #expect(result.output.contains("failure 1: problem reported at \(folder["game.lua"]):16: the item was picked\n"),
                "\(result.output)")
        let trace = try String(contentsOfFile: try Self.tracePath(in: result.output), encoding: .utf8)
        #expect(trace.hasSuffix("  game:tapAt(20, 120)\nend\n"), "\(trace)")
    }

    /// Runs explore at its defaults on a fixture with an injected bug, checks the one failure it
    /// reports, and replays the trace with `moonkit run`: the same error at the same place (run
    /// exits with `replayStatus`: 1 for an error, 0 for what it only shows). Returns the shrunk
    /// file's actions.
    @discardableResult
    func findAndReplay(_ fixture: String, failure expected: String, replayed: String, shrunkTo: Int,
                       replayStatus: Int32 = 1) throws -> [String] {
        let out = try Folder([:])
        let script = "Tests/Fixtures/explore/\(fixture).lua"
        let result = try Command.run(["explore", script, "--out", out.path])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("failure ") } == ["failure 1: " + expected])
        let trace = try Self.tracePath(in: result.output)
        #expect(trace == out.path + "/\(fixture)-1.lua")
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(text.hasPrefix("-- moonkit explore: \(script), seed "))
        #expect(text.split(separator: "\n")[0].hasSuffix("; failed: " + expected))
        let seed = try #require(text.split(separator: ",")[1].split(separator: " ").last.map(String.init))
        let replay = try Command.run(["run", script, "--bot", trace, "--seed", seed, "--quiet"])
        #expect(replay.status == replayStatus)
        #expect(replay.errors.contains(replayed), "\(replay.errors)")
        // Shrunk by delta debugging to a few actions, which replay to the same error too.
        let whole = try #require(text.split(separator: ",")[2].split(separator: " ").first.flatMap { Int($0) })
        let shrunk = out.path + "/\(fixture)-1.shrunk.lua"
        #expect(lines.contains("  shrunk \(whole) → \(shrunkTo) actions: \(shrunk)"), "\(result.output)")
        let shrunkText = try String(contentsOfFile: shrunk, encoding: .utf8)
        #expect(shrunkText.hasPrefix("-- moonkit explore: \(script), seed \(seed), shrunk from \(whole) to \(shrunkTo) actions; "
                                     + "failed: \(expected)\n-- replay: moonkit run \(script) --bot \(shrunk) --seed \(seed)\n"))
        let actions = shrunkText.split(separator: "\n").filter { $0.hasPrefix("  game:") }.map(String.init)
        #expect(actions.count == shrunkTo)
        let shrunkReplay = try Command.run(["run", script, "--bot", shrunk, "--seed", seed, "--quiet"])
        #expect(shrunkReplay.status == replayStatus)
        #expect(shrunkReplay.errors.contains(replayed), "\(shrunkReplay.errors)")
        return actions
    }

    @Test("a nil access reached only after three specific screens is found, and its trace replays it")
    func threeScreens() throws {
        let file = "Tests/Fixtures/explore/nav_three_screens.lua"
        try findAndReplay("nav_three_screens",
                          failure: "script error at \(file):80: attempt to index a nil value (field 'Chartreux')",
                          replayed: "error in viewDidAppear: \(file):80: attempt to index a nil value (field 'Chartreux')",
                          shrunkTo: 6)
    }

    @Test("an alert whose button's handler errors is found, and its trace replays it")
    func alertHandler() throws {
        let file = "Tests/Fixtures/explore/hangman_alert.lua"
        try findAndReplay("hangman_alert",
                          failure: "script error at \(file):173: attempt to call a nil value (method 'nextWord')",
                          replayed: "error in alert action 'New word': \(file):173: attempt to call a nil value (method 'nextWord')",
                          shrunkTo: 8)
    }

    @Test("a control that stops responding is caught by the game's ui.assert, and its trace replays it")
    func stopsResponding() throws {
        let file = "Tests/Fixtures/explore/counter_stops.lua"
        try findAndReplay("counter_stops",
                          failure: "assertion failed at \(file):19: the counter missed a tap",
                          replayed: "error in touchUpInside handler: \(file):19: assertion failed: the counter missed a tap",
                          shrunkTo: 6)
    }

    @Test("a game that dead-ends after three taps is found stuck, shrunk to those taps, and run says it is stuck")
    func deadEnd() throws {
        let message = "nothing can be done on this screen and waiting changes nothing (it shows 'A wall on every side')"
        let actions = try findAndReplay("dead_end", failure: "stuck: " + message,
                                        replayed: "stuck after the bot's last action: " + message, shrunkTo: 3, replayStatus: 0)
        #expect(actions == [#"  game:tap("Left")"#, #"  game:tap("Right")"#, #"  game:tap("Up")"#])
    }

    @Test("a layout conflict made by a sequence of taps is found, shrunk to the sequence, and run shows the conflict")
    func layoutConflict() throws {
        let file = "Tests/Fixtures/explore/layout_sequence.lua"
        let broken = "<LayoutConstraint box.width == 300 (required) at \(file):34>"
        let actions = try findAndReplay("layout_sequence",
                                        failure: "layout conflict: Unable to simultaneously satisfy constraints; broke \(broken)",
                                        replayed: "\nRecovering by breaking constraint\n\(broken)\n", shrunkTo: 3, replayStatus: 0)
        #expect(actions == [#"  game:tap("Red")"#, #"  game:tap("Green")"#, #"  game:tap("Blue")"#])
    }

    @Test("a bug only typing reaches is found: explore taps the field, types digits and presses return")
    func typing() throws {
        let file = "Tests/Fixtures/explore/cat_age.lua"
        let actions = try findAndReplay("cat_age",
                                        failure: "script error at \(file):39: attempt to index a nil value (local 'stage')",
                                        replayed: "error in primaryActionTriggered handler: \(file):39: attempt to index a nil value (local 'stage')",
                                        shrunkTo: 3)
        #expect(actions == [#"  game:tap(game:find { identifier = "age" })"#, #"  game:type("42")"#,
                            #"  game:type("", { submit = true })"#])
    }

    @Test("a push is let settle before the screen is read: the wait is in the trace, and Like under the bar is tapped")
    func settles() throws {
        // Like is the pushed screen's bar button, which cannot be tapped while the push slides in.
        let folder = try Folder(["game.lua": """
            local ui = require "moonkit"
            local Detail = ui.ViewController:extend "Detail"
            function Detail:loadView()
              self.view = ui.View { backgroundColor = "white" }
              self.navigationItem.rightBarButtonItem = ui.BarButtonItem {
                title = "Like",
                action = function() ui.report("liked") end,
              }
            end
            local List = ui.ViewController:extend "List"
            function List:loadView()
              self.view = ui.View { backgroundColor = "white" }
              local open = ui.Button { title = "Open" }
              open.frame = { x = 10, y = 300, width = 100, height = 44 }
              open:on("touchUpInside", function() self.navigationController:pushViewController(Detail(), true) end)
              self.view:addSubview(open)
            end
            return ui.App { device = "iphone", root = ui.NavigationController(List()) }
            """])
        let result = try Command.run(["explore", folder["game.lua"], "--seeds", "1", "--actions", "40", "--no-shrink",
                                      "--out", folder.path])
        #expect(result.status == 1)
        #expect(result.output.contains("failure 1: problem reported at \(folder["game.lua"]):7: liked\n"), "\(result.output)")
        let trace = try String(contentsOfFile: try Self.tracePath(in: result.output), encoding: .utf8)
        #expect(trace.contains("  game:tap(\"Open\")\n  game:wait(0.35)\n"), "\(trace)")
        #expect(trace.hasSuffix("  game:tap(\"Like\")\nend\n"), "\(trace)")
    }

    @Test("moonkit shrink takes a stuck trace: it replays it, waits as explore does, and keeps what still gets stuck")
    func shrinkStuckTrace() throws {
        let folder = try Folder(["trace.lua": """
            -- moonkit explore: Tests/Fixtures/explore/dead_end.lua, seed 1, 6 actions; failed: stuck: …
            return function(game)
              game:tap("Up")
              game:tap("Left")
              game:wait(3)
              game:tap("Right")
              game:tapAt(400, 300)
              game:tap("Up")
            end

            """])
        let result = try Command.run(["shrink", "Tests/Fixtures/explore/dead_end.lua", "--bot", folder["trace.lua"], "--jobs", "1"])
        #expect(result.status == 0, "\(result.errors)")
        let stuck = "stuck: nothing can be done on this screen and waiting changes nothing (it shows 'A wall on every side')"
        #expect(result.output.hasPrefix("\(folder["trace.lua"]) (6 actions) fails: \(stuck)\nshrunk 6 → 3 actions in "))
        let shrunk = try String(contentsOfFile: folder["trace.shrunk.lua"], encoding: .utf8)
        #expect(shrunk.hasSuffix("""
            return function(game)
              game:tap("Left")
              game:tap("Right")
              game:tap("Up")
            end

            """))
    }

    @Test("Ctrl-C stops exploring cleanly: the failures found so far are written, and the summary is printed")
    func interrupted() throws {
        let out = try Folder([:])
        let script = "Tests/Fixtures/explore/counter_stops.lua"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Command.executable)
        process.arguments = ["explore", script, "--seeds", "1000000", "--out", out.path, "--no-lines", "--jobs", "1"]
        process.currentDirectoryURL = URL(fileURLWithPath: Command.repository)
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Read until the first failure is reported and shrunk: explore is then past setting up
        // its handler, and far from the end of a million seeds. No clock is involved.
        var text = ""
        while !text.contains(".shrunk.lua\n") {
            let data = stdout.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        kill(process.processIdentifier, SIGINT)
        text += String(decoding: stdout.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130)
        let lines = text.split(separator: "\n").map(String.init)
        try #require(lines.count >= 6, "\(text)")
        #expect(Array(lines[0..<4]) == [
            "exploring \(script): 1000000 seeds from 1, up to 200 actions and 600 s of game time each",
            "failure 1: assertion failed at \(script):19: the counter missed a tap",
            "  seed 1, 8 actions: \(out.path)/counter_stops-1.lua",
            "  shrunk 8 → 6 actions: \(out.path)/counter_stops-1.shrunk.lua",
        ])
        let explored = try #require(lines[4].split(separator: " ").dropFirst().first.flatMap { Int($0) })
        #expect(lines[4].hasPrefix("explored \(explored) seed"))
        #expect(lines[4].hasSuffix(": 1 failure (stopped by Ctrl-C before seed \(explored + 1))"))
        // Every seed finds the failure, the one Ctrl-C cut short perhaps too; the count is
        // printed when more than one seed found it.
        let rest = Array(lines[5...])
        if let foundBy = rest.first(where: { $0.hasPrefix("  failure 1 was found by ") }) {
            #expect(foundBy == "  failure 1 was found by \(explored) seeds" || foundBy == "  failure 1 was found by \(explored + 1) seeds")
            #expect(rest.count == 2)
        } else {
            #expect(explored <= 1 && rest.count == 1)
        }
        #expect(rest.last == "coverage: 1 screen, 1 of 1 controls exercised")
        #expect(FileManager.default.fileExists(atPath: out.path + "/counter_stops-1.lua"))
        #expect(FileManager.default.fileExists(atPath: out.path + "/counter_stops-1.shrunk.lua"))
    }

    @Test("the same seed explores the same way: the same trace, byte for byte")
    func deterministic() throws {
        let first = try Folder([:]), second = try Folder([:])
        let script = "Tests/Fixtures/explore/nav_three_screens.lua"
        let a = try Command.run(["explore", script, "--seed", "7", "--seeds", "1", "--out", first.path])
        let b = try Command.run(["explore", script, "--seed", "7", "--seeds", "1", "--out", second.path])
        #expect(a.status == 1)
        #expect(a.output.replacingOccurrences(of: first.path, with: "OUT") == b.output.replacingOccurrences(of: second.path, with: "OUT"))
        let traceA = try String(contentsOfFile: first.path + "/nav_three_screens-1.lua", encoding: .utf8)
        let traceB = try String(contentsOfFile: second.path + "/nav_three_screens-1.lua", encoding: .utf8)
        #expect(traceA.replacingOccurrences(of: first.path, with: "OUT") == traceB.replacingOccurrences(of: second.path, with: "OUT"))
    }

    @Test("a screen where nothing can be done any more is reported stuck")
    func stuck() throws {
        let folder = try Folder(["game.lua": """
            local ui = require "moonkit"
            local G = ui.ViewController:extend "G"
            function G:loadView()
              self.view = ui.View { backgroundColor = "white" }
              local done = ui.Button { title = "THE END" }
              done.frame = { x = 10, y = 100, width = 100, height = 44 }
              done:on("touchUpInside", function() done:removeFromSuperview() end)
              self.view:addSubview(done)
            end
            return ui.App { device = "iphone", root = G }
            """])
        let result = try Command.run(["explore", folder["game.lua"], "--seeds", "1", "--out", folder.path])
        #expect(result.status == 1)
        #expect(result.output.contains("failure 1: stuck: nothing can be done on this screen and waiting changes nothing (it shows no text)\n"))
        // Replayed, the trace gets stuck the same way after its one tap that matters.
        #expect(result.output.contains("  shrunk 11 → 1 action: \(folder.path)/game-1.shrunk.lua\n"), "\(result.output)")
    }

    @Test("errors a game reports and errors at load are failures too; a plain script is not a game")
    func otherFailures() throws {
        let folder = try Folder([
            "reports.lua": HostileInputCommandTests.game("""
              local b = ui.Button { title = "GO" }
              b.frame = { x = 10, y = 100, width = 100, height = 44 }
              b:on("touchUpInside", function() ui.report("went") end)
              self.view:addSubview(b)
            """),
            "broken.lua": HostileInputCommandTests.game("local x = nil; x.y = 1"),
            "plain.lua": "print('hello')\n",
        ])
        let reports = try Command.run(["explore", folder["reports.lua"], "--seeds", "1", "--out", folder.path])
        #expect(reports.output.contains("failure 1: problem reported at \(folder["reports.lua"]):7: went\n"))
        let broken = try Command.run(["explore", folder["broken.lua"], "--seeds", "2", "--out", folder.path])
        #expect(broken.output.contains("failure 1: script error at \(folder["broken.lua"]):5: attempt to index a nil value (local 'x')\n"
                                       + "  seed 1, 0 actions: \(folder.path)/broken-1.lua\n"
                                       + "explored 2 seeds, 0 actions: 1 failure\n  failure 1 was found by 2 seeds\n"))
        let plain = try Command.run(["explore", folder["plain.lua"]])
        #expect(plain.status == 1)
        #expect(plain.errors == "\(folder["plain.lua"]) is not a game (it returns no ui.App): there is no screen to explore\n")
    }

    @Test("every shipped game explores with no failure (a few seeds here; the issue's 200 were run by hand)")
    func shippedGames() throws {
        let games = ["counter", "hangman", "nav_demo", "cat_breeds", "meow", "psychic_tester", "scroll_list", "settings",
                     "swifty_words", "table_list", "todo_list"]
        for game in games {
            let result = try Command.run(["explore", "scripts/\(game).lua", "--seeds", "2", "--actions", "100", "--no-lines"])
            #expect(result.status == 0, "\(game): \(result.output)")
            #expect(result.output.contains("explored 2 seeds, 200 actions: 0 failures\n"), "\(game): \(result.output)")
        }
    }

    @Test("Swifty Words: exploring reaches level 1's screen and plays it, but no level after it (see the comment)")
    func swiftyWordsLevels() throws {
        // A level is left only by finding all seven of its answers, each two to four of the
        // twenty letter groups in the right order, then SUBMIT. A guess at random is rarely one
        // of them (for three groups: 7 of the 20 · 19 · 18 = 6 840 ordered triples), and all
        // seven are needed, so within the action budget the explorer plays level 1 (it submits
        // guesses and answers the "That's not it" alert) but never solves it: level 2 onwards
        // are out of its reach. Solving is the solver bot's job (scripts/bots/swifty_words_solver.lua).
        let settings = ExploreSettings(script: Command.repository + "/scripts/swifty_words.lua", root: nil, device: nil,
                                       limits: .default, actions: 200, seconds: 600)
        var explorer = SeedExplorer(settings: settings, coverage: ExploreCoverage(countsLines: false))
        var levels = Set<Int>()
        explorer.onAction = { runtime in
            if let level = try? runtime.root?.value("level", as: Int.self) { levels.insert(level) }
        }
        for seed: UInt64 in 1...5 {
            #expect(explorer.explore(seed: seed).failure == nil)
        }
        #expect(levels == [1])
        #expect(explorer.coverage.controlsExercised.isSuperset(of: ["Button 'SUBMIT'", "Button 'CLEAR'", "alert button 'OK'"]))
    }
}
