import Testing
import Foundation
import Synchronization
import MoonKit
import MoonSim
@testable import MoonKitCLI

/// The repository's own folders, found from this file.
private func repository(_ relative: String) -> String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path + "/" + relative
}

@Suite("moonkit sim")
struct SimTests {
    let plan = SimulationPlan(script: repository("scripts/psychic_tester.lua"),
                              bot: repository("scripts/bots/psychic_random.lua"), seed: 5, device: nil,
                              globals: [("ROUNDS", .int(1))])

    @Test("--json hands on each game's result as soon as the games before it are done, in game order")
    func streamsInOrder() {
        let seen = Mutex<[Int]>([])
        let returned = Simulation.run(plan, games: Array(0..<12), jobs: 2, inOrder: { result in
            seen.withLock { $0.append(result.index) }
        })
        #expect(returned.isEmpty)
        #expect(seen.withLock { $0 } == Array(0..<12))
        // On one thread, game 0's result goes out before game 1 is played.
        let events = Mutex<[String]>([])
        _ = Simulation.run(plan, games: Array(0..<3), jobs: 1, progress: { n in events.withLock { $0.append("done \(n)") } },
                           inOrder: { result in events.withLock { $0.append("line \(result.index)") } })
        #expect(events.withLock { $0 } == ["line 0", "done 1", "line 1", "done 2", "line 2", "done 3"])
    }

    @Test("JSON lines parse, and the summary's means are theirs")
    func jsonAndSummary() throws {
        let results = Simulation.run(plan, games: Array(0..<24), jobs: 2)
        #expect(results.map(\.index) == Array(0..<24))
        #expect(results.map(\.seed) == (0..<24).map { 5 + UInt64($0) })
        var hits = 0.0
        for result in results {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.jsonLine.utf8)) as? [String: Any])
            let figures = try #require(object["figures"] as? [String: Double])
            hits += figures["hits"] ?? .nan
            #expect(object["taps"] as? Int == 1)
        }
        let table = SimulationSummary(results: results).table
        let mean = hits / 24
        #expect(table.contains("24 games, 24 played to the end, 0 script errors"))
        #expect(table.contains(String(format: "%.5g", mean)))
    }

    @Test("shards 1/2 and 2/2 together play exactly the games of the whole run, with the same results")
    func shards() throws {
        func indices(_ k: Int, _ m: Int, _ n: Int) -> [Int] { (0..<n).filter { $0 % m == k - 1 } }
        let whole = Simulation.run(plan, games: indices(1, 1, 10), jobs: 2)
        let first = Simulation.run(plan, games: indices(1, 2, 10), jobs: 1)
        let second = Simulation.run(plan, games: indices(2, 2, 10), jobs: 1)
        let merged = (first + second).sorted { $0.index < $1.index }
        #expect(merged.map(\.seed) == whole.map(\.seed))
        #expect(merged.map(\.figures) == whole.map(\.figures))
        #expect(try Shard.resolve("2/8", count: nil, environment: [:]) == Shard(index: 1, count: 8))
        #expect(try Shard.resolve(nil, count: nil, environment: [:]) == .all)
        for bad in ["0/2", "3/2", "x", "1/", "/2", "1/2/3"] {
            #expect(usageError { try Shard.resolve(bad, count: nil, environment: [:]) }
                    == "--shard takes K/M with 1 ≤ K ≤ M, e.g. --shard 2/8, or auto (docs/cluster.md)", "\(bad)")
        }
    }

    /// The message of the usage error `body` throws.
    private func usageError(_ body: () throws -> Shard) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return Moonkit.message(for: error)
        }
    }

    @Test("--shard auto: Slurm's array variables (any first task ID, steps) and Kubernetes' index with a count")
    func shardAuto() throws {
        let slurm = ["SLURM_ARRAY_TASK_ID": "12", "SLURM_ARRAY_TASK_MIN": "10", "SLURM_ARRAY_TASK_COUNT": "4"]
        #expect(try Shard.resolve("auto", count: nil, environment: slurm)
                == Shard(index: 2, count: 4, source: "SLURM_ARRAY_TASK_ID=12, SLURM_ARRAY_TASK_MIN=10, SLURM_ARRAY_TASK_COUNT=4"))
        var stepped = slurm
        stepped["SLURM_ARRAY_TASK_STEP"] = "2"
        #expect(try Shard.resolve("auto", count: nil, environment: stepped).index == 1)
        stepped["SLURM_ARRAY_TASK_ID"] = "13"
        #expect(usageError { try Shard.resolve("auto", count: nil, environment: stepped) }
                == "--shard auto: SLURM_ARRAY_TASK_ID=13 is not one of 4 tasks from SLURM_ARRAY_TASK_MIN=10 in steps of 2: "
                   + "the array must be a range such as --array=0-99 or --array=1-100:1, not a list")
        #expect(usageError { try Shard.resolve("auto", count: nil, environment: ["SLURM_ARRAY_TASK_ID": "3"]) }
                == "--shard auto: SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_MIN is not")
        #expect(usageError { try Shard.resolve("auto", count: 5, environment: slurm) }
                == "--shard-count 5 disagrees with SLURM_ARRAY_TASK_COUNT=4")

        let kubernetes = ["JOB_COMPLETION_INDEX": "3", "MOONKIT_SHARD_COUNT": "8"]
        #expect(try Shard.resolve("auto", count: nil, environment: kubernetes)
                == Shard(index: 3, count: 8, source: "JOB_COMPLETION_INDEX=3, MOONKIT_SHARD_COUNT=8"))
        #expect(try Shard.resolve("auto", count: 4, environment: ["JOB_COMPLETION_INDEX": "3"])
                == Shard(index: 3, count: 4, source: "JOB_COMPLETION_INDEX=3, --shard-count 4"))
        #expect(usageError { try Shard.resolve("auto", count: nil, environment: ["JOB_COMPLETION_INDEX": "3"]) }
                == "--shard auto: a Kubernetes Indexed Job gives no shard count: set MOONKIT_SHARD_COUNT to the Job's "
                   + "completions, or pass --shard-count")
        #expect(usageError { try Shard.resolve("auto", count: 3, environment: ["JOB_COMPLETION_INDEX": "3"]) }
                == "--shard auto: JOB_COMPLETION_INDEX=3 is not below the shard count 3")
        #expect(usageError { try Shard.resolve("auto", count: nil, environment: ["JOB_COMPLETION_INDEX": "three", "MOONKIT_SHARD_COUNT": "4"]) }
                == "--shard auto: JOB_COMPLETION_INDEX is 'three', not a number 0 or more")

        #expect(usageError { try Shard.resolve("auto", count: nil, environment: [:]) }
                == "--shard auto: this process is not in a job array: neither SLURM_ARRAY_TASK_ID (Slurm) nor "
                   + "JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) is set; --shard K/M names a shard by hand")
        #expect(usageError { try Shard.resolve("auto", count: nil, environment: slurm.merging(kubernetes) { a, _ in a }) }
                == "--shard auto: both SLURM_ARRAY_TASK_ID and JOB_COMPLETION_INDEX are set: name the shard with --shard K/M")
        #expect(usageError { try Shard.resolve("2/4", count: 4, environment: [:]) }
                == "--shard-count goes with --shard auto (--shard 2/4 gives the count)")
    }

    @Test("--out takes any file name, one letter or bytes that are not UTF-8 too (NSString's folder of those traps)")
    func outNames() throws {
        for name in ["x", ".", "\u{FFFD}", "a/x"] {
            let message = usageError { try ResultsFile.validate(name, resume: true); return .all }
            #expect(message == (name == "." ? "--out: cannot write .: it is a folder"
                                : name == "a/x" ? "--out: cannot write a/x: there is no folder a" : nil), "\(name)")
        }
    }

    @Test("--resume plays the games of the shard that are not in the file, in order, worked out when asked for")
    func remainingGames() {
        for (games, shard, shards) in [(10, 0, 1), (17, 2, 3), (5, 0, 8)] {
            let all = ShardGames(games: games, shard: shard, shards: shards)
            for done in [[], Array(all), Array(all.prefix(2)), all.enumerated().filter { $0.offset % 3 == 1 }.map(\.element),
                         Array(all.suffix(1))] {
                let remaining = RemainingGames(all: all, done: done.shuffled())
                #expect(Array(remaining) == all.filter { !done.contains($0) }, "\(games) \(shard)/\(shards) done \(done)")
            }
        }
        let trillion = RemainingGames(all: ShardGames(games: 1_000_000_000_000, shard: 1, shards: 2), done: [1, 5, 7])
        #expect(trillion.count == 499_999_999_997 && trillion.prefix(3).map { $0 } == [3, 9, 11] && trillion.last == 999_999_999_999)
    }

    @Test("result lines are the text JSONSerialization writes for the same values")
    func jsonLinesAsJSONSerialization() throws {
        // The encoding sim used before (JSONSerialization), as the reference.
        func reference(_ r: GameResult) throws -> String {
            let figures = r.figures.mapValues { value -> Any in
                if value.isNaN { return "NaN" }
                if value.isInfinite { return value > 0 ? "Infinity" : "-Infinity" }
                return value
            }
            var object: [String: Any] = ["game": r.index, "seed": r.seed, "figures": figures, "taps": r.taps,
                                         "time": ClockText.rounded(r.time), "errors": r.errors, "problems": r.problems]
            if let failure = r.failure { object["failure"] = failure }
            if let outcome = r.outcome { object["outcome"] = outcome.rawValue }
            return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        }
        // Figure names of lower-case letters and spaces, as the bots' are: JSONSerialization sorts
        // keys by the machine's collation, JSONText by code point, and for these the orders agree.
        var random = SeededRandom(seed: 23)
        let specials: [Double] = [0, -0.0, 1, 2.4, 1e15, 1e16, 9007199254740992 + 2, 1e-7, .leastNonzeroMagnitude, 1.7976931348623157e308, .nan, .infinity, -.infinity]
        let characters = Array("abc xyz_-09/\\\"\n\r\t\u{8}\u{c}\u{1}\u{1f}\u{7f}é😀\u{2028}:.")
        for _ in 0..<3000 {
            var result = GameResult(index: Int.random(in: 0...Int.max, using: &random), seed: random.next())
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let name = String((0..<Int.random(in: 1...8, using: &random)).map { _ in "abcdefgh ".randomElement(using: &random)! })
                result.figures[name] = Bool.random(using: &random) ? specials.randomElement(using: &random)!
                    : Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random(using: &random) ? 1 : -1)
            }
            result.taps = Int.random(in: 0...1_000_000, using: &random)
            result.time = Bool.random(using: &random) ? Double(Int.random(in: 0...600, using: &random)) / 4 : Double.random(in: 0..<1e6, using: &random)
            result.errors = Int.random(in: 0...3, using: &random)
            if Bool.random(using: &random) {
                result.failure = String((0..<Int.random(in: 0...40, using: &random)).map { _ in characters.randomElement(using: &random)! })
                result.outcome = [nil, .stoppedByWatchdog, .crashed].randomElement(using: &random)!
            }
            #expect(result.jsonLine == (try reference(result)), "\(result)")
            #expect(try GameResult(jsonLine: result.jsonLine) == result)
        }
    }

    @Test("a result line reads back as the same result: NaN and infinite figures, failures, how a game ended")
    func resultLinesReadBack() throws {
        var result = GameResult(index: 12, seed: UInt64.max)
        result.figures = ["third": 1.0 / 3, "nan": .nan, "inf": .infinity, "-inf": -.infinity, "tiny": .leastNonzeroMagnitude, "big": 1e300]
        result.taps = 3
        result.time = 2.4
        result.errors = 1
        result.failure = "bot: b.lua:3 has run for more than 10 s"
        result.outcome = .stoppedByWatchdog
        let back = try GameResult(jsonLine: result.jsonLine)
        #expect(back == result && back.jsonLine == result.jsonLine)
        #expect(back.figures["third"] == 1.0 / 3 && back.figures["nan"]!.isNaN && back.seed == UInt64.max && back.outcome == .stoppedByWatchdog)
        #expect(result.jsonLine.hasSuffix(#""game":12,"outcome":"stopped by the watchdog (machine time)","problems":0,"seed":18446744073709551615,"taps":3,"time":2.4}"#))
        let played = GameResult(index: 0, seed: 1)
        #expect(try GameResult(jsonLine: played.jsonLine) == played)
        #expect(!played.jsonLine.contains("outcome"))
    }

    @Test("the summary counts games the watchdog stopped or that crashed, lists the first five failures and says how many more")
    func failuresInSummary() {
        var results = (0..<9).map { GameResult(index: $0, seed: 10 + UInt64($0)) }
        for (i, outcome) in [(1, GameResult.Outcome.stoppedByWatchdog), (2, .crashed), (4, .crashed), (5, nil), (6, nil), (7, nil), (8, nil)] {
            results[i].failure = "reason \(i)"
            results[i].outcome = outcome
        }
        let lines = SimulationSummary(results: results).table.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(7)) == [
            "9 games, 2 played to the end, 0 script errors, 1 stopped by the watchdog (machine time), 2 crashed",
            "  stopped by the watchdog (machine time): game 1 (seed 11): reason 1",
            "  crashed: game 2 (seed 12): reason 2",
            "  crashed: game 4 (seed 14): reason 4",
            "  failed: game 5 (seed 15): reason 5",
            "  failed: game 6 (seed 16): reason 6",
            "  … and 2 more failed games (--json and --out give every game's line)",
        ])
    }

    @Test("the 95 % interval of a mean")
    func interval() {
        let (mean, half) = SimulationSummary.meanInterval([1, 0, 0, 0])
        #expect(mean == 0.25)
        #expect(abs(half - 1.96 * (0.25 / 4).squareRoot()) < 1e-12)   // sample variance 0.25
    }
}
