import Testing
import Foundation
import MoonSim
@testable import MoonKitCLI

/// `sim` at scale (issue 23), through the built command: games that hang or crash are reported
/// and the run goes on (`--isolate`), results that survive a kill (`--out`, `--resume`), and a
/// run split over a cluster's job array (`--shard auto`, `summarize`).
@Suite("sim at scale: isolation, results that survive, shards", .serialized)
struct SimAtScaleTests {
    /// The cheapest game there is: a label showing the engine's seed (read through an emitter,
    /// which is seeded with it), so that a bot can tell which game it plays.
    static let tinyGame = """
        local ui = require "moonkit"
        local seed = ui.EmitterView {}.seed
        local Tiny = ui.ViewController:extend "Tiny"
        function Tiny:loadView()
          self.view = ui.View {}
          self.view:addSubview(ui.Label { identifier = "seed", text = tostring(seed) })
        end
        return ui.App { root = Tiny }
        """

    /// Reports the seed and a die roll (the engine's seeded draws). With --seed 1, game 500 has
    /// seed 501: there the bot backtracks inside string.find, C code the instruction budget's
    /// count hook never interrupts, so only the watchdog can stop it.
    static let tinyBot = """
        return function(game)
          local seed = tonumber(game:text("seed"))
          if seed == 501 then ("a"):rep(40):find(("a*"):rep(40) .. "b") end
          game:report("seed", seed)
          game:report("roll", math.random(6))
        end
        """

    /// The same without the hang.
    static let rollingBot = """
        return function(game)
          game:report("seed", tonumber(game:text("seed")))
          game:report("roll", math.random(6))
        end
        """

    static func tinyFolder() throws -> HostileInputCommandTests.Folder {
        try HostileInputCommandTests.Folder(["tiny.lua": tinyGame, "bot.lua": tinyBot, "roll.lua": rollingBot])
    }

    /// Game numbers of the lines in a results file, as read back.
    static func games(in file: String) throws -> [Int] {
        try ResultLines(path: file).results.map(\.result.index)
    }

    /// The signal a Swift trap raises on this machine.
    #if arch(x86_64)
    static let trap = "signal 4 (SIGILL)"
    #else
    static let trap = "signal 5 (SIGTRAP)"
    #endif

    @Test("1 000 games: game 500 hangs inside string.find, game 600's process traps; 998 results, two failures reported")
    func hangAndTrap() throws {
        let folder = try Self.tinyFolder()
        let out = folder["results.jsonl"]
        let environment: [String: String?] = ["MOONKIT_TEST_TRAP_GAME": "600"]   // honoured by a worker process only (SimulationWorker)
        let started = Date()
        let result = try Command.run(["sim", folder["tiny.lua"], "--bot", folder["bot.lua"], "--games", "1000", "--seed", "1",
                                      "--watchdog", "1", "--out", out, "--quiet"], environment: environment)
        let seconds = Date().timeIntervalSince(started)
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 8, "\(result.output)")
        #expect(lines[0] == "1000 games, 998 played to the end, 0 script errors, 1 stopped by the watchdog (machine time), 1 crashed")
        #expect(lines[1] == "  stopped by the watchdog (machine time): game 500 (seed 501): bot: \(folder["bot.lua"]):1 has run "
                + "for more than 1 s of machine time without returning: stopped by the watchdog (machine time); "
                + "--watchdog SECONDS sets this last resort, 0 turns it off")
        #expect(lines[2].hasPrefix("  crashed: game 600 (seed 601): the worker process playing it was killed by \(Self.trap); "
                                   + "it said: "))
        #expect(lines[2].hasSuffix("Fatal error: MOONKIT_TEST_TRAP_GAME=600: the worker traps as it starts game 600 (a test-only hook)"))
        // The mean seed of the 998 games played: seeds 1…1000 but 501 and 601, 500.4 ± 17.9,
        // printed to the interval's precision.
        let seedRow = try #require(lines.first { $0.hasPrefix("seed ") })
        #expect(seedRow.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[1...2] == ["500", "[482,"])
        #expect(seedRow.hasSuffix(" 998"))
        // Every game has its line in the file, the two failures with how they ended.
        let read = try ResultLines(path: out)
        #expect(read.results.map(\.result.index).sorted() == Array(0..<1000))
        let byGame = Dictionary(uniqueKeysWithValues: read.results.map { ($0.result.index, $0.result) })
        #expect(byGame[500]?.outcome == .stoppedByWatchdog && byGame[500]?.seed == 501)
        #expect(byGame[600]?.outcome == .crashed && byGame[600]?.seed == 601)
        #expect(byGame[599]?.outcome == nil && byGame[599]?.figures["seed"] == 600)
        print("sim at scale: 1 000 isolated games with a hang and a trap took \(String(format: "%.1f", seconds)) s")
    }

    @Test("a worker process plays each game exactly as a thread of sim does: the same lines, byte for byte")
    func isolatedEqualsInProcess() throws {
        for (script, bot) in [("scripts/psychic_tester.lua", "random"), ("scripts/counter.lua", "tapper")] {
            let common = ["sim", script, "--bot", bot, "--games", "24", "--seed", "9", "--json"]
            let isolated = try Command.run(common + ["--isolate", "--jobs", "2"])
            let threads = try Command.run(common + ["--no-isolate", "--jobs", "2"])
            #expect(isolated.status == 0 && threads.status == 0)
            #expect(isolated.output.split(separator: "\n").count == 24)
            #expect(isolated.output == threads.output, "\(script)")
        }
    }

    @Test("10 000 games with --out killed by SIGKILL at a random moment, then --resume: the summary and lines of an uninterrupted run")
    func killAndResume() throws {
        let folder = try Self.tinyFolder()
        let games = 10_000
        let arguments = ["sim", folder["tiny.lua"], "--bot", folder["roll.lua"], "--games", String(games), "--seed", "7", "--quiet"]
        let started = Date()
        let whole = try Command.run(arguments + ["--out", folder["whole.jsonl"]])
        #expect(whole.status == 0)
        #expect(whole.output.hasPrefix("10000 games, 10000 played to the end, 0 script errors\n"))

        // The same run, killed once its file holds a random number of lines.
        let killedAt = Int.random(in: 1...(games * 9 / 10))
        let killed = Process()
        killed.executableURL = URL(fileURLWithPath: Command.executable)
        killed.arguments = arguments + ["--out", folder["resumed.jsonl"]]
        killed.standardOutput = FileHandle.nullDevice
        try killed.run()
        var lines = 0
        while killed.isRunning && lines < killedAt {
            Thread.sleep(forTimeInterval: 0.005)
            lines = (try? Data(contentsOf: URL(fileURLWithPath: folder["resumed.jsonl"])))?.count { $0 == UInt8(ascii: "\n") } ?? 0
        }
        #expect(killed.isRunning, "the run ended before it was killed")
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        #expect(killed.terminationReason == .uncaughtSignal && killed.terminationStatus == SIGKILL)
        let before = try Self.games(in: folder["resumed.jsonl"]).count
        #expect(before >= killedAt - 1 && before < games)  // the header is one of the lines counted

        let resumed = try Command.run(arguments + ["--out", folder["resumed.jsonl"], "--resume"])
        #expect(resumed.status == 0)
        #expect(resumed.output == whole.output)
        #expect(resumed.errors.contains("sim: \(before) of 10000 games are in \(folder["resumed.jsonl"]) already; "
                                        + "playing the other \(games - before)"))
        // The same lines, perhaps in another order (each game's line is written as it ends).
        let wholeLines = try String(contentsOfFile: folder["whole.jsonl"], encoding: .utf8).split(separator: "\n").sorted()
        let resumedLines = try String(contentsOfFile: folder["resumed.jsonl"], encoding: .utf8).split(separator: "\n").sorted()
        #expect(wholeLines.count == games + 1 && resumedLines == wholeLines)  // the header and a line per game
        print("sim at scale: killed after \(before) of 10 000 games and resumed; both runs took "
              + "\(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    @Test("--resume drops a last line cut short, plays its game again, and ends with the uninterrupted run's lines")
    func resumeAfterTornLine() throws {
        let folder = try Self.tinyFolder()
        let arguments = ["sim", folder["tiny.lua"], "--bot", folder["roll.lua"], "--games", "40", "--seed", "3", "--jobs", "1"]
        let whole = try Command.run(arguments + ["--out", folder["whole.jsonl"]])
        #expect(whole.status == 0)
        // With one worker the lines are in game order: keep the header and 19 games, and half of the 20th.
        let text = try String(contentsOfFile: folder["whole.jsonl"], encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let torn = lines[..<20].map { $0 + "\n" }.joined() + lines[20].prefix(lines[20].count / 2)
        try torn.write(toFile: folder["torn.jsonl"], atomically: true, encoding: .utf8)
        let resumed = try Command.run(arguments + ["--out", folder["torn.jsonl"], "--resume"])
        #expect(resumed.status == 0)
        #expect(resumed.errors.hasPrefix("\(folder["torn.jsonl"]):21: an unfinished last line (the run was killed while "
                                         + "writing it) is dropped; its game is played again\n"))
        #expect(resumed.output == whole.output)
        #expect(try String(contentsOfFile: folder["torn.jsonl"], encoding: .utf8) == text)
    }

    @Test("--out refuses a file with results unless --resume; --resume refuses lines of another run, naming file:line")
    func resultsFileErrors() throws {
        let folder = try Self.tinyFolder()
        let arguments = ["sim", folder["tiny.lua"], "--bot", folder["roll.lua"], "--games", "6", "--seed", "3"]
        #expect(try Command.run(arguments + ["--out", folder["r.jsonl"]]).status == 0)
        let again = try Command.run(arguments + ["--out", folder["r.jsonl"]])
        #expect(again.status == 2)
        #expect(again.errors.hasPrefix("Error: --out \(folder["r.jsonl"]) already holds results: --resume continues that run; "
                                       + "remove the file to start again\n"))
        let noOut = try Command.run(arguments + ["--resume"])
        #expect(noOut.status == 2 && noOut.errors.hasPrefix("Error: --resume continues the file of --out FILE: add --out\n"))
        // Another seed: the header says 3.
        let otherSeed = try Command.run(["sim", folder["tiny.lua"], "--bot", folder["roll.lua"], "--games", "6", "--seed", "4",
                                         "--out", folder["r.jsonl"], "--resume"])
        #expect(otherSeed.status == 1)
        #expect(otherSeed.errors == "\(folder["r.jsonl"]):1: another run wrote this file: its \"seed\" is 3, this run's is 4; "
                + "the file is left as it is (--out another file, or --resume with the command that wrote it)\n")
        // A line twice (the header is line 1).
        let text = try String(contentsOfFile: folder["r.jsonl"], encoding: .utf8)
        try (text + text.split(separator: "\n")[3] + "\n").write(toFile: folder["twice.jsonl"], atomically: true, encoding: .utf8)
        let twice = try Command.run(arguments + ["--out", folder["twice.jsonl"], "--resume"])
        #expect(twice.status == 1)
        #expect(twice.errors == "\(folder["twice.jsonl"]):8: game \(try Self.games(in: folder["r.jsonl"])[2]) is already on line 4\n")
        // A line that is no result, and a line of a game the header's run does not play.
        try (text + "{\"game\": 1}\n").write(toFile: folder["bad.jsonl"], atomically: true, encoding: .utf8)
        let bad = try Command.run(arguments + ["--out", folder["bad.jsonl"], "--resume"])
        #expect(bad.status == 1)
        #expect(bad.errors == "\(folder["bad.jsonl"]):8: a game's result has a \"seed\" field, this line has none\n")
        try (text + "{\"game\":6,\"seed\":9}\n").write(toFile: folder["bad.jsonl"], atomically: true, encoding: .utf8)
        let beyond = try Command.run(arguments + ["--out", folder["bad.jsonl"], "--resume"])
        #expect(beyond.status == 1)
        #expect(beyond.errors == "\(folder["bad.jsonl"]):8: game 6 with seed 9 is not one of the games of the file's header "
                + "(--games 6 --seed 3 --shard 1/1)\n")
    }

    /// Changes to this process's environment: every job-array variable it has removed, then
    /// `variables` set.
    static func environment(_ variables: [String: String]) -> [String: String?] {
        var changes: [String: String?] = [:]
        for name in ProcessInfo.processInfo.environment.keys
        where name.hasPrefix("SLURM_") || name == "JOB_COMPLETION_INDEX" || name == "MOONKIT_SHARD_COUNT" {
            changes[name] = .some(nil)
        }
        for (name, value) in variables { changes[name] = value }
        return changes
    }

    @Test("summarize over 4 shards run with --shard auto, under Slurm's variables and under Kubernetes', equals the single run's summary")
    func shardsUnderSchedulers() throws {
        let folder = try Self.tinyFolder()
        let arguments = ["sim", folder["tiny.lua"], "--bot", folder["roll.lua"], "--games", "203", "--seed", "11"]
        let single = try Command.run(arguments, environment: Self.environment([:]))
        #expect(single.status == 0)
        #expect(single.output.hasPrefix("203 games, 203 played to the end, 0 script errors\n"))
        let schedulers: [(name: String, variables: (Int) -> [String: String])] = [
            // An array that starts at 5 (sbatch --array=5-8): the task's place is ID − MIN.
            ("slurm", { task in ["SLURM_ARRAY_TASK_ID": String(5 + task), "SLURM_ARRAY_TASK_MIN": "5",
                                 "SLURM_ARRAY_TASK_MAX": "8", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_JOB_ID": "77"] }),
            ("kubernetes", { task in ["JOB_COMPLETION_INDEX": String(task), "MOONKIT_SHARD_COUNT": "4"] }),
        ]
        for scheduler in schedulers {
            var files: [String] = []
            for task in 0..<4 {
                let file = folder["\(scheduler.name)-\(task).jsonl"]
                files.append(file)
                let shard = try Command.run(arguments + ["--shard", "auto", "--out", file], environment: Self.environment(scheduler.variables(task)))
                #expect(shard.status == 0, "\(scheduler.name) \(task): \(shard.errors)")
                #expect(shard.errors.hasPrefix("sim: shard \(task + 1)/4 ("), "\(shard.errors)")
                #expect(try Self.games(in: file).sorted() == Array(stride(from: task, to: 203, by: 4)))
            }
            let merged = try Command.run(["summarize"] + files)
            #expect(merged.status == 0)
            #expect(merged.errors.isEmpty)
            #expect(merged.output == single.output, "\(scheduler.name)")
        }
    }

    @Test("summarize: an unusable line names file:line; a game twice is counted once if the same, else an error; gaps are noted")
    func summarizeErrors() throws {
        let folder = try Self.tinyFolder()
        #expect(try Command.run(["sim", folder["tiny.lua"], "--bot", folder["roll.lua"], "--games", "8", "--seed", "2",
                                 "--out", folder["all.jsonl"], "--jobs", "1"]).status == 0)
        let all = try String(contentsOfFile: folder["all.jsonl"], encoding: .utf8).split(separator: "\n").map { $0 + "\n" }
        // The header, and the games' lines after it.
        let (header, lines) = (all[0], Array(all[1...]))
        let summary = try Command.run(["summarize", folder["all.jsonl"]])
        #expect(summary.status == 0 && summary.output.hasPrefix("8 games, 8 played to the end, 0 script errors\n"))
        // Two files holding the same game with the same result (a shard run twice): counted once.
        try (header + lines[..<5].joined()).write(toFile: folder["a.jsonl"], atomically: true, encoding: .utf8)
        try (header + lines[3...].joined()).write(toFile: folder["b.jsonl"], atomically: true, encoding: .utf8)
        #expect(try Command.run(["summarize", folder["a.jsonl"], folder["b.jsonl"]]).output == summary.output)
        // The same game with another result: an error naming both places.
        let other = lines[4].replacingOccurrences(of: "\"errors\":0", with: "\"errors\":1")
        try (header + lines[3] + other).write(toFile: folder["c.jsonl"], atomically: true, encoding: .utf8)
        let differ = try Command.run(["summarize", folder["a.jsonl"], folder["c.jsonl"]])
        #expect(differ.status == 1)
        #expect(differ.errors == "\(folder["c.jsonl"]):3: game 4 is also at \(folder["a.jsonl"]):6, with another result "
                + "(files of different runs?)\n")
        // Lines that are no game's result.
        for (bad, reason) in [("not json\n", "not a game's result: not a JSON object"),
                              ("\n", "an empty line, not a game's result"),
                              ("{\"game\":\"x\",\"seed\":1}\n", "\"game\" has the wrong type or an impossible value"),
                              ("{\"game\":-2,\"seed\":1}\n", "\"game\" is -2; game numbers start at 0"),
                              ("{\"game\":1,\"seed\":1,\"outcome\":\"lost\"}\n", "\"outcome\" is \"lost\"; it is \"stopped by the watchdog (machine time)\" or \"crashed\"")] {
            try (header + lines[0] + bad).write(toFile: folder["bad.jsonl"], atomically: true, encoding: .utf8)
            let result = try Command.run(["summarize", folder["bad.jsonl"]])
            #expect(result.status == 1)
            #expect(result.errors == "\(folder["bad.jsonl"]):3: \(reason)\n")
        }
        try (header + lines[0] + lines[1].dropLast(9)).write(toFile: folder["cut.jsonl"], atomically: true, encoding: .utf8)
        let cut = try Command.run(["summarize", folder["cut.jsonl"]])
        #expect(cut.status == 1)
        #expect(cut.errors == "\(folder["cut.jsonl"]):3: the last line is cut short (its run was killed while writing it); "
                + "`moonkit sim … --out \(folder["cut.jsonl"]) --resume` finishes that run\n")
        let missing = try Command.run(["summarize", folder["nowhere.jsonl"]])
        #expect(missing.status == 1 && missing.errors == "cannot read \(folder["nowhere.jsonl"]): No such file or directory\n")
        // A shard missing: games 1, 3, 5 and 7 only.
        try (header + [1, 3, 5, 7].map { lines[$0] }.joined()).write(toFile: folder["odd.jsonl"], atomically: true, encoding: .utf8)
        let odd = try Command.run(["summarize", folder["odd.jsonl"]])
        #expect(odd.status == 0 && odd.output.hasPrefix("4 games, 4 played to the end"))
        #expect(odd.errors == "note: 4 of games 0…7 are in none of the files (the first: game 0)\n")
        #expect(try Command.run(["summarize"]).status == 2)
    }
}
