import Testing
import Foundation
@testable import MoonKitCLI

/// `moonkit shrink` on the fixture games of Tests/Fixtures/shrink, each with a trace that fails it
/// after actions that have nothing to do with the bug (issue 34). Each test plays in a copy of
/// the folder, so that the shrunk files are written there.
@Suite("moonkit shrink", .serialized)
struct ShrinkCommandTests {
    /// The fixture folder copied to a temporary one, plus `extra` files.
    static func fixtures(_ extra: [String: String] = [:]) throws -> HostileInputCommandTests.Folder {
        let source = Command.repository + "/Tests/Fixtures/shrink"
        var files = extra
        for name in try FileManager.default.contentsOfDirectory(atPath: source) where name.hasSuffix(".lua") {
            files[name] = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
        }
        return try HostileInputCommandTests.Folder(files)
    }

    /// Shrinks `trace` on `game` in `folder` with `flags` (limits, which the replay needs too),
    /// checks what it prints and writes, and that `run` replays the written bot to the same
    /// error at the same file:line.
    static func expectShrinks(_ trace: String, on game: String, in folder: HostileInputCommandTests.Folder,
                              flags: [String] = [], from before: Int, to after: Int, runs: Int, error: String,
                              body: [String]) throws {
        let shrunk = String(trace.dropLast(4)) + ".shrunk.lua"
        let result = try Command.run(["shrink", game, "--bot", trace] + flags, in: folder.path)
        #expect(result.errors == "")
        #expect(result.status == 0)
        let replay = (["moonkit run", game, "--bot", shrunk, "--seed", "1"] + flags).joined(separator: " ")
        #expect(result.output == """
            \(trace) (\(before) actions) fails: \(error)
            shrunk \(before) → \(after) action\(after == 1 ? "" : "s") in \(runs) runs
            the error: \(error)
            wrote \(shrunk); replay it: \(replay)

            """)
        let written = try String(contentsOfFile: folder[shrunk], encoding: .utf8)
        #expect(written == ([
            "-- moonkit shrink: \(game), seed 1, shrunk from \(before) to \(after) action\(after == 1 ? "" : "s"); failed: \(error)",
            "-- replay: " + replay,
            "return function(game)",
        ] + body + ["end", ""]).joined(separator: "\n"))
        // The shrunk bot, replayed as a person would: the same error at the same file:line.
        let run = try Command.run(["run", game, "--bot", shrunk, "--quiet"] + flags, in: folder.path)
        #expect(run.status == 1)
        #expect(run.errors.split(separator: "\n").first.map(String.init) == "[0.000s] " + error)
    }

    @Test("a nil access after three specific taps: 40 actions shrink to those 3, comments kept")
    func threeDoors() throws {
        let folder = try Self.fixtures()
        try Self.expectShrinks("three_doors_trace.lua", on: "three_doors.lua", in: folder, from: 40, to: 3, runs: 29,
                               error: "error in touchUpInside handler: three_doors.lua:32: attempt to index a nil value (field 'prize')",
                               body: ["  -- the doors, tried at random", "", "  game:tap(\"Red\")", "  game:tap(\"Green\")",
                                      "  game:tap(\"Blue\")"])
    }

    @Test("an alert whose button handler errors: 18 actions shrink to the tap and the answer")
    func alertHandler() throws {
        let folder = try Self.fixtures()
        try Self.expectShrinks("alert_trace.lua", on: "alert_answer.lua", in: folder, from: 18, to: 2, runs: 19,
                               error: "error in alert action 'Sure': alert_answer.lua:29: attempt to call a nil value (method 'celebrate')",
                               body: ["  game:tap(\"Ask\")", "  game:answerAlert(\"Sure\")"])
    }

    @Test("a counter that asserts after five taps: 32 actions with taps that undo shrink to five taps")
    func counter() throws {
        let folder = try Self.fixtures()
        try Self.expectShrinks("counter_trace.lua", on: "counter_assert.lua", in: folder, from: 32, to: 5, runs: 50,
                               error: "error in touchUpInside handler: counter_assert.lua:29: the counter reached 5",
                               body: ["  -- halfway"] + Array(repeating: "  game:tap(\"Plus\")", count: 5))
    }

    @Test("a version that hangs is another failure than a nil access; a trace that hangs shrinks to what hangs")
    func hangs() throws {
        let folder = try Self.fixtures()
        // Without "Arm", "Fire" loops for ever: those versions are stopped by the budget and dropped.
        try Self.expectShrinks("armed_trace.lua", on: "armed.lua", in: folder, flags: ["--instruction-budget", "100000"],
                               from: 10, to: 2, runs: 21,
                               error: "error in touchUpInside handler: armed.lua:24: attempt to index a nil value (field 'target')",
                               body: ["  game:tap(\"Arm\")", "  game:tap(\"Fire\")"])
        try Self.expectShrinks("armed_hang_trace.lua", on: "armed.lua", in: folder, flags: ["--instruction-budget", "100000"],
                               from: 7, to: 1, runs: 6,
                               error: "error in touchUpInside handler: armed.lua:27: instruction budget of 100000 exceeded",
                               body: ["  game:tap(\"Fire\")"])
    }

    @Test("a shipped game with a planted bug three screens deep: a 48-action walk shrinks to 4 actions")
    func shippedGame() throws {
        // A copy of scripts/nav_demo.lua whose Like button reads a missing field once the screens
        // shown last were Bengal's, the credits, then Bengal's again (Tests/Fixtures/planted).
        let bug = try #require(PlantedBug.all.first { $0.id == "nav_demo/bengal-credits-bengal" })
        let folder = try bug.prepare()
        defer { withExtendedLifetime(folder) {} }
        let root = folder.path + "/game"
        try FileManager.default.copyItem(atPath: Command.repository + "/Tests/Fixtures/shrink/nav_demo_walk.lua",
                                         toPath: root + "/walk.lua")

        let result = try Command.run(["shrink", "scripts/nav_demo.lua", "--bot", "walk.lua"], in: root)
        #expect(result.status == 0)
        let error = "error in bar button item 'Like' action: scripts/nav_demo.lua:31: attempt to index a nil value (field 'prize')"
        #expect(result.output == """
            walk.lua (48 actions) fails: \(error)
            shrunk 48 → 4 actions in 168 runs
            the error: \(error)
            wrote walk.shrunk.lua; replay it: moonkit run scripts/nav_demo.lua --bot walk.shrunk.lua --seed 1

            """)
        #expect(try String(contentsOfFile: root + "/walk.shrunk.lua", encoding: .utf8) == """
            -- moonkit shrink: scripts/nav_demo.lua, seed 1, shrunk from 48 to 4 actions; failed: \(error)
            -- replay: moonkit run scripts/nav_demo.lua --bot walk.shrunk.lua --seed 1
            return function(game)
              game:tap("Bengal")
              game:tab("About")
              game:tab("Breeds")
              game:tap("Like")
            end

            """)
        let run = try Command.run(["run", "scripts/nav_demo.lua", "--bot", "walk.shrunk.lua", "--quiet"], in: root)
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("[0.000s] \(error)\n"))
    }

    @Test("the same trace shrinks to the same bytes on one thread or several")
    func deterministic() throws {
        let folder = try Self.fixtures()
        let one = try Command.run(["shrink", "counter_assert.lua", "--bot", "counter_trace.lua", "--jobs", "1", "-o", "one.lua"],
                                  in: folder.path)
        let three = try Command.run(["shrink", "counter_assert.lua", "--bot", "counter_trace.lua", "--jobs", "3", "-o", "three.lua"],
                                    in: folder.path)
        #expect(one.status == 0 && three.status == 0)
        #expect(one.output.replacingOccurrences(of: "one.lua", with: "three.lua") == three.output)
        // Byte for byte, but for the replay line, which names the file written.
        #expect(try String(contentsOfFile: folder["one.lua"], encoding: .utf8).replacingOccurrences(of: "one.lua", with: "three.lua")
                == String(contentsOfFile: folder["three.lua"], encoding: .utf8))
    }

    @Test("--max-runs stops with the shortest failing trace found so far, and says so")
    func maxRuns() throws {
        let folder = try Self.fixtures()
        let result = try Command.run(["shrink", "counter_assert.lua", "--bot", "counter_trace.lua", "--max-runs", "10"],
                                     in: folder.path)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[1] == "shrunk 32 → 8 actions in 10 runs")
        #expect(lines[2] == "stopped at --max-runs 10: a shorter trace may still fail the same way (raise --max-runs to look further)")
        let replay = try Command.run(["run", "counter_assert.lua", "--bot", "counter_trace.shrunk.lua", "--quiet"], in: folder.path)
        #expect(replay.errors.hasPrefix("[0.000s] error in touchUpInside handler: counter_assert.lua:29: the counter reached 5\n"))
    }

    @Test("an action the bot cannot do is a failure too, named by the action, whatever its line")
    func botError() throws {
        let folder = try Self.fixtures([
            "missing_button.lua": "return function(game)\n  game:tap(\"Note\")\n  game:wait(1)\n  game:tap(\"Nope\")\n  game:tap(\"Plus\")\nend\n",
        ])
        let result = try Command.run(["shrink", "counter_assert.lua", "--bot", "missing_button.lua"], in: folder.path)
        #expect(result.status == 0)
        let message = "no view matches button title 'Nope' (buttons on screen: 'Plus', 'Minus', 'Reset', 'Note')"
        #expect(result.output.hasPrefix("""
            missing_button.lua (4 actions) fails: bot: missing_button.lua:4: \(message)
            shrunk 4 → 1 action in 4 runs
            the error: bot: missing_button.shrunk.lua:4: \(message)

            """))
        #expect(try String(contentsOfFile: folder["missing_button.shrunk.lua"], encoding: .utf8) == """
            -- moonkit shrink: counter_assert.lua, seed 1, shrunk from 4 to 1 action; failed: bot: missing_button.lua:4: \(message)
            -- replay: moonkit run counter_assert.lua --bot missing_button.shrunk.lua --seed 1
            return function(game)
              game:tap("Nope")
            end

            """)
    }

    @Test("every version plays with the seed given: the game's random draws decide how far the trace must go")
    func seed() throws {
        let folder = try HostileInputCommandTests.Folder([
            "game.lua": """
                local ui = require "moonkit"
                local Game = ui.ViewController:extend "Game"
                function Game:loadView()
                  self.view = ui.View { backgroundColor = "white" }
                  self.limit = math.random(2, 6)
                  self.taps = 0
                  local button = ui.Button { title = "Tap" }
                  button.frame = { x = 20, y = 50, width = 200, height = 40 }
                  button:on("touchUpInside", function()
                    self.taps = self.taps + 1
                    assert(self.taps < self.limit, "tapped " .. self.taps .. " times")
                  end)
                  self.view:addSubview(button)
                end
                return ui.App { device = "iphone", root = Game }
                """,
            "trace.lua": "return function(game)\n  game:tap(\"Tap\")\n  game:wait(1)\n  game:tap(\"Tap\")\n  game:tap(\"Tap\")\n"
                + "  game:wait(1)\n  game:tap(\"Tap\")\nend\n",
        ])
        // Seed 3 draws a limit of 2 taps, seed 5 one of 3; seed 4 draws 5, which the trace never reaches.
        for (seed, taps) in [("3", 2), ("5", 3)] {
            let result = try Command.run(["shrink", "game.lua", "--bot", "trace.lua", "--seed", seed, "-o", "s\(seed).lua"],
                                         in: folder.path)
            #expect(result.status == 0)
            #expect(result.output.contains("the error: error in touchUpInside handler: game.lua:11: tapped \(taps) times\n"))
            let written = try String(contentsOfFile: folder["s\(seed).lua"], encoding: .utf8)
            #expect(written.components(separatedBy: "game:tap(\"Tap\")").count - 1 == taps)
            #expect(!written.contains("game:wait"))
            #expect(try Command.run(["run", "game.lua", "--bot", "s\(seed).lua", "--seed", seed, "--quiet"], in: folder.path).status == 1)
        }
        let never = try Command.run(["shrink", "game.lua", "--bot", "trace.lua", "--seed", "4"], in: folder.path)
        #expect(never.status == 2)
        #expect(never.errors.hasPrefix("trace.lua does not fail: replayed on game.lua with seed 4, it played its 6 actions"))
    }

    @Test("the watchdog stops a version that loops with no budget; one stuck in C code ends shrink with its line")
    func watchdog() throws {
        let folder = try HostileInputCommandTests.Folder([
            "game.lua": """
                local ui = require "moonkit"
                local Game = ui.ViewController:extend "Game"
                function Game:loadView()
                  self.view = ui.View { backgroundColor = "white" }
                  for index, title in ipairs { "Match", "Loop", "Fail" } do
                    local button = ui.Button { title = title }
                    button.frame = { x = 20, y = 50 * index, width = 200, height = 40 }
                    button:on("touchUpInside", function()
                      if title == "Match" then return ("a"):rep(40):find(("a*"):rep(40) .. "b") end
                      if title == "Loop" then while true do end end
                      error("failed on purpose")
                    end)
                    self.view:addSubview(button)
                  end
                end
                return ui.App { device = "iphone", root = Game }
                """,
            "loop.lua": "return function(game)\n  game:tap(\"Loop\")\n  game:tap(\"Fail\")\nend\n",
            "match.lua": "return function(game)\n  game:tap(\"Fail\")\n  game:tap(\"Match\")\nend\n",
        ])
        let stop = "stopped by the watchdog: this callback ran past the watchdog limit of 1 s of machine time"
        let loop = try Command.run(["shrink", "game.lua", "--bot", "loop.lua", "--instruction-budget", "0", "--watchdog", "1"],
                                   in: folder.path)
        #expect(loop.errors == "")
        #expect(loop.output == """
            loop.lua (2 actions) fails: error in touchUpInside handler: game.lua:10: \(stop)
            shrunk 2 → 1 action in 2 runs
            the error: error in touchUpInside handler: game.lua:10: \(stop)
            wrote loop.shrunk.lua; replay it: moonkit run game.lua --bot loop.shrunk.lua --seed 1 --instruction-budget 0 --watchdog 1

            """)
        // The whole trace, after its error, sticks in string.find, which no stop reaches: shrink
        // ends with the watchdog's line one period after the stop, instead of waiting for ever.
        let match = try Command.run(["shrink", "game.lua", "--bot", "match.lua", "--watchdog", "1"], in: folder.path)
        #expect(match.status == 1)
        #expect(match.output == "")
        #expect(match.errors == "a version of the trace could not be stopped: game: game.lua:8 has run for more than 1 s of "
                + "machine time without returning: stopped by the watchdog (machine time); --watchdog SECONDS sets this last "
                + "resort, 0 turns it off\n")
    }

    @Test("a problem the game only reported is a failure too, when nothing raised an error")
    func reportedProblem() throws {
        let folder = try HostileInputCommandTests.Folder([
            "game.lua": """
                local ui = require "moonkit"
                local Game = ui.ViewController:extend "Game"
                function Game:loadView()
                  self.view = ui.View { backgroundColor = "white" }
                  self.checks = 0
                  for index, title in ipairs { "Check", "Skip" } do
                    local button = ui.Button { title = title }
                    button.frame = { x = 20, y = 50 * index, width = 200, height = 40 }
                    button:on("touchUpInside", function()
                      if title == "Check" then self.checks = self.checks + 1 end
                      if self.checks == 2 then ui.report("checked twice") end
                    end)
                    self.view:addSubview(button)
                  end
                end
                return ui.App { device = "iphone", root = Game }
                """,
            "trace.lua": "return function(game)\n" + ["Skip", "Check", "Skip", "Skip", "Check", "Skip"]
                .map { "  game:tap(\"\($0)\")\n" }.joined() + "end\n",
        ])
        let result = try Command.run(["shrink", "game.lua", "--bot", "trace.lua"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("""
            trace.lua (6 actions) fails: problem reported: game.lua:11: checked twice
            shrunk 6 → 2 actions in 14 runs

            """))
        #expect(try String(contentsOfFile: folder["trace.shrunk.lua"], encoding: .utf8).hasSuffix("""
            return function(game)
              game:tap("Check")
              game:tap("Check")
            end

            """))
        // `run` shows the problem and succeeds: it is no error.
        let run = try Command.run(["run", "game.lua", "--bot", "trace.shrunk.lua", "--quiet"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.errors == "[0.000s] problem reported: game.lua:11: checked twice\n")
    }

    @Test("a trace with Windows line ends, at a path longer than Lua keeps in a name, is read and named whole")
    func crlfAndLongPath() throws {
        let folder = try Self.fixtures()
        let deep = "a folder whose name is long enough/to pass the sixty characters Lua keeps"
        try FileManager.default.createDirectory(atPath: folder[deep], withIntermediateDirectories: true)
        let trace = deep + "/missing button.lua"
        try "return function(game)\r\n  game:tap(\"Plus\")\r\n  game:tap(\"Nope\")\r\n  game:tap(\"Note\")\r\nend\r\n"
            .write(toFile: folder[trace], atomically: true, encoding: .utf8)
        let result = try Command.run(["shrink", "counter_assert.lua", "--bot", trace], in: folder.path)
        #expect(result.errors == "")
        #expect(result.status == 0)
        let message = "no view matches button title 'Nope' (buttons on screen: 'Plus', 'Minus', 'Reset', 'Note')"
        #expect(result.output.hasPrefix("""
            \(trace) (3 actions) fails: bot: \(trace):3: \(message)
            shrunk 3 → 1 action in 4 runs
            the error: bot: \(deep)/missing button.shrunk.lua:4: \(message)
            wrote \(deep)/missing button.shrunk.lua; replay it: moonkit run counter_assert.lua --bot '\(deep)/missing button.shrunk.lua' --seed 1

            """))
        #expect(try String(contentsOfFile: folder[deep + "/missing button.shrunk.lua"], encoding: .utf8).hasSuffix("""
            return function(game)
              game:tap("Nope")
            end

            """))
    }

    @Test("the replay line quotes what a shell would split or expand")
    func shellWords() {
        #expect(Shrink.shellWord("scripts/game.lua") == "scripts/game.lua")
        #expect(Shrink.shellWord("my traces/it's.lua") == "'my traces/it'\\''s.lua'")
        #expect(Shrink.shellWord("$HOME") == "'$HOME'")
        #expect(Shrink.shellWord("") == "''")
    }

    @Test("the rewritten trace takes the new header in place of explore's, and drops the old replay line")
    func rewritten() throws {
        let trace = try ActionTrace(text: """
            -- moonkit explore: game.lua, seed 4, 3 actions; failed: boom
            -- replay: moonkit run game.lua --bot failure-4.lua --seed 4
            -- found on a Tuesday
            return function(game)
              game:tap("A")
              -- between
              game:tap("B")
              game:wait(1)
            end

            """, path: "failure-4.lua")
        #expect(trace.count == 3)
        #expect(trace.rewritten(header: "-- moonkit shrink: …\n-- replay: moonkit run game.lua --bot out.lua --seed 4",
                                keeping: [1]) == """
            -- moonkit shrink: …
            -- replay: moonkit run game.lua --bot out.lua --seed 4
            -- found on a Tuesday
            return function(game)
              -- between
              game:tap("B")
            end

            """)
    }

    @Test("bad input: each gets a clear message naming the file and line, and no shrinking")
    func badInput() throws {
        let folder = try Self.fixtures([
            "broken.lua": "return function(game)\n  game:tap(\"Plus\"\nend\n",
            "spread.lua": "-- a trace\nreturn function(game)\n  game:tap(\"Plus\")\n  game:tap(game:find {\n    title = \"Plus\" })\nend\n",
            "nofunction.lua": "game:tap(\"Plus\")\n",
            "noend.lua": "return function(game)\n  game:tap(\"Plus\")\nend)\n",
            "passing.lua": "return function(game)\n  game:tap(\"Plus\")\n  game:tap(\"Note\")\nend\n",
            "plain.lua": "print('no app')\n",
        ])
        func shrink(_ arguments: String...) throws -> (status: Int32, output: String, errors: String) {
            try Command.run(["shrink"] + arguments, in: folder.path)
        }
        let broken = try shrink("counter_assert.lua", "--bot", "broken.lua")
        #expect(broken.status == 1)
        #expect(broken.errors == "broken.lua is not a Lua file: broken.lua:3: ')' expected (to close '(' at line 2) near 'end'\n")
        let spread = try shrink("counter_assert.lua", "--bot", "spread.lua")
        #expect(spread.status == 1)
        #expect(spread.errors == "spread.lua:4: not a whole statement by itself (a trace has one action a line, each a single "
                + "statement): unexpected symbol near <eof>\n")
        let noFunction = try shrink("counter_assert.lua", "--bot", "nofunction.lua")
        #expect(noFunction.status == 1)
        #expect(noFunction.errors == "nofunction.lua:1: no `return function(game)` line: a trace is a bot file that returns a "
                + "function with one action a line (docs/testing.md, \"Shrinking a failure\")\n")
        let noEnd = try shrink("counter_assert.lua", "--bot", "noend.lua")
        #expect(noEnd.status == 1)
        #expect(noEnd.errors.hasPrefix("noend.lua is not a Lua file: noend.lua:3: "))
        let passing = try shrink("counter_assert.lua", "--bot", "passing.lua")
        #expect(passing.status == 2)
        #expect(passing.output == "")
        #expect(passing.errors == "passing.lua does not fail: replayed on counter_assert.lua with seed 1, it played its 2 "
                + "actions to the end with no error; shrink needs a trace that fails (the same --seed, --device and limits "
                + "as the run that failed?)\n")
        let plain = try shrink("plain.lua", "--bot", "passing.lua")
        #expect(plain.status == 1)
        #expect(plain.errors == "plain.lua returned no app: there is no game for the trace to play\n")
        let missingGame = try shrink("missing.lua", "--bot", "passing.lua")
        #expect(missingGame.status == 2)
        #expect(missingGame.errors.hasPrefix("Error: no game script 'missing.lua'\n"))
        let missingTrace = try shrink("counter_assert.lua", "--bot", "missing.lua")
        #expect(missingTrace.status == 2)
        #expect(missingTrace.errors.hasPrefix("Error: no trace 'missing.lua'\n"))
        let folderTrace = try shrink("counter_assert.lua", "--bot", ".")
        #expect(folderTrace.errors.hasPrefix("Error: the trace . is a folder, not a file\n"))
        let overTrace = try shrink("counter_assert.lua", "--bot", "counter_trace.lua", "-o", "./counter_trace.lua")
        #expect(overTrace.status == 2)
        #expect(overTrace.errors.hasPrefix("Error: -o ./counter_trace.lua is the trace itself: write the shrunk bot to another file\n"))
        let noRuns = try shrink("counter_assert.lua", "--bot", "counter_trace.lua", "--max-runs", "0")
        #expect(noRuns.errors.hasPrefix("Error: --max-runs takes a number of runs, 1 or more, e.g. --max-runs 500\n"))
        // Nothing was written for any of them.
        #expect(!FileManager.default.fileExists(atPath: folder["counter_trace.shrunk.lua"]))
        #expect(!FileManager.default.fileExists(atPath: folder["passing.shrunk.lua"]))
    }
}
