import ArgumentParser
import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonBots
import MoonSim
import Synchronization

/// `moonkit sim SCRIPT --bot BOT --games N`: many independent games on all cores, with the
/// statistics the bot reports.
struct Sim: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play many games with a bot on all cores and summarise what the bot reports.",
        discussion: """
            Game i (0-based) runs on its own engine with seed = --seed + i, so any game can be
            replayed alone with `moonkit run … --seed`. Bots that play several games or rounds per
            engine are given GAMES = 1 and ROUNDS = 1 unless --set says otherwise, so --games counts
            games. --bot takes a path or a short name (`--bot frequency` finds
            scripts/bots/hangman_frequency.lua). Each game's figures (game:report in the bot)
            are summarised as means with 95 % intervals. --json prints one line per game instead,
            in game order, each as soon as the games before it are done.

            Each game is played in a worker process (--isolate, the default; --no-isolate plays
            them in threads of this process): a game the watchdog stops (a bot stuck in C code,
            --watchdog) is reported as stopped by the watchdog (machine time), apart from the
            games' own results, one whose process dies (a trap, a crash) as crashed, each with its
            game number and seed, and the other games go on.

            --out FILE starts FILE with a header line saying what plays the games (the script
            and the bot with their SHA-256, the seed, --games, --shard, --set, the device, the
            limits, the engine's version), then appends each game's JSON line as soon as it ends
            (in the order games end), so a run that is killed keeps every game it finished; run
            the same command with --resume to play only the games not in FILE. --resume refuses a
            file another run wrote, naming the field that differs, and changes nothing in a file
            but an unfinished last line. The summary covers all of FILE's games.

            --shard K/M plays only the games with i mod M = K − 1, so M machines can split a run;
            --shard auto reads K and M from a Slurm job array (SLURM_ARRAY_TASK_ID,
            SLURM_ARRAY_TASK_MIN, SLURM_ARRAY_TASK_COUNT) or a Kubernetes Indexed Job
            (JOB_COMPLETION_INDEX, with the count from --shard-count or MOONKIT_SHARD_COUNT).
            `moonkit summarize` merges the shards' --out files into the summary one run prints
            (docs/cluster.md).

            Examples:
              moonkit sim scripts/psychic_tester.lua --bot random --games 100000 --seed 1
              moonkit sim scripts/hangman.lua --bot frequency --games 10000 --json
              moonkit sim scripts/psychic_tester.lua --bot random --games 1000000 --out r.jsonl --resume
              moonkit sim scripts/psychic_tester.lua --bot random --games 1000000 --shard auto --out r-$SLURM_ARRAY_TASK_ID.jsonl
            """
    )

    @OptionGroup var game: SimulationOptions

    @Option(parsing: .unconditional, help: "How many games.")
    var games: Int = 100

    @Option(parsing: .unconditional, help: "Games played at once: worker processes, or threads with --no-isolate (default: one per core; at most 4 per core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(inversion: .prefixedNo, help: "Play each game in a worker process, so that one that hangs in C or crashes is reported and the run goes on.")
    var isolate = true

    @Option(help: ArgumentHelp("Append each game's JSON line to FILE as it ends.", valueName: "FILE"))
    var out: String?

    @Flag(help: "Continue the run whose lines --out FILE holds: play only the games not in it.")
    var resume = false

    @Option(parsing: .unconditional, help: "Play only shard K of M (K/M, 1-based: the games i with i mod M = K − 1), or auto: the shard of a Slurm or Kubernetes job array.")
    var shard: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --shard auto in a Kubernetes Indexed Job: how many shards (default: $MOONKIT_SHARD_COUNT).",
                                                     valueName: "M"))
    var shardCount: Int?

    @Flag(help: "One JSON object per game on standard output, no summary.")
    var json = false

    @Flag(help: "No progress line (games done, games/s, time left, failures; drawn only on a terminal).")
    var quiet = false

    func validate() throws {
        guard games > 0 else { throw ValidationError("--games must be at least 1") }
        try NumberOptions.validateJobs(jobs)
        if resume && out == nil { throw ValidationError("--resume continues the file of --out FILE: add --out") }
        _ = try Shard.resolve(shard, count: shardCount, environment: ProcessInfo.processInfo.environment)
        if let out { try ResultsFile.validate(out, resume: resume) }
    }

    func run() throws {
        let shard = try Shard.resolve(self.shard, count: shardCount, environment: ProcessInfo.processInfo.environment)
        if let source = shard.source { Self.note("sim: shard \(shard.text) (\(source))") }
        let all = ShardGames(games: games, shard: shard.index, shards: shard.count)
        let plan = game.plan(watched: !isolate)
        var earlier: [GameResult] = []
        var file: ResultsFile?
        if let out {
            let header = try ResultsHeader(run: game, games: games, shard: shard)
            do {
                (file, earlier) = try ResultsFile.open(out, header: header, resume: resume, note: Self.note)
            } catch let error as ResultsFileError {
                Self.note(error.description)
                throw ExitCode(1)
            }
            if resume && !earlier.isEmpty {
                Self.note("sim: \(earlier.count) of \(all.count) games are in \(out) already; playing the other \(all.count - earlier.count)")
            }
        }
        let indices = RemainingGames(all: all, done: earlier.map(\.index))
        // On a terminal only, and not over JSON lines that go to that same terminal.
        let showsProgress = !quiet && isatty(2) != 0 && !(json && isatty(1) != 0) && !indices.isEmpty
        let progress = showsProgress ? ProgressLine(total: indices.count) : nil
        // A worker is this very program, which becomes one at the top of `Moonkit.main`.
        let isolation: SimulationIsolation = isolate ? .workerProcesses(.thisProgram) : .threads
        // What the engine says names the limit; the command adds the flag that sets it.
        var finished: (@Sendable (GameResult) -> Void)?
        if file != nil || progress != nil {
            let results = file
            finished = { result in
                results?.append(LimitOptions.withFlags(result))
                progress?.gameFinished(failed: result.failure != nil)
            }
        }
        if json {
            // Each line as soon as the games before it are done, in game order: a long run shows
            // its lines as it goes, and holds only the results that wait for an earlier game.
            let failed = Mutex(false)
            _ = Simulation.run(plan, games: indices, jobs: jobs, isolation: isolation, finished: finished, inOrder: { result in
                print(LimitOptions.withFlags(result).jsonLine)
                fflush(nil)  // every stream: the line goes out now, also into a pipe
                if result.failure != nil { failed.withLock { $0 = true } }
            })
            progress?.finish()
            try closeResults(file)
            if failed.withLock({ $0 }) || earlier.contains(where: { $0.failure != nil }) { throw ExitCode(1) }
            return
        }
        let played = Simulation.run(plan, games: indices, jobs: jobs, isolation: isolation, finished: finished)
            .map(LimitOptions.withFlags)
        progress?.finish()
        try closeResults(file)
        let results = earlier.isEmpty ? played : (earlier + played).sorted { $0.index < $1.index }
        print(SimulationSummary(results: results).table)
        if results.contains(where: { $0.failure != nil }) { throw ExitCode(1) }
    }

    private func closeResults(_ file: ResultsFile?) throws {
        do {
            try file?.close()
        } catch {
            Self.note(error.description)
            throw ExitCode(1)
        }
    }

    /// A line on standard error: what the run is doing, apart from its results.
    static func note(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// The games one shard plays (i mod `shards` = `shard`, 0-based), each worked out when asked
/// for: `--games 1000000000000` must not list them all before the first is played.
struct ShardGames: RandomAccessCollection, Sendable {
    let games: Int
    let shard: Int
    let shards: Int

    var startIndex: Int { 0 }
    /// How many there are; written so that no sum passes `games` (which may be Int.max).
    var endIndex: Int { games > shard ? (games - shard - 1) / shards + 1 : 0 }
    subscript(position: Int) -> Int { shard + position * shards }
}

/// The games of a shard not yet in the results file (`--resume`): `all` without those at the
/// positions `done`, each worked out when asked for, as `ShardGames` are.
struct RemainingGames: RandomAccessCollection, Sendable {
    let all: ShardGames
    /// The positions in `all` of the games already played, sorted.
    let done: [Int]

    init(all: ShardGames, done games: [Int]) {
        self.all = all
        self.done = games.map { ($0 - all.shard) / all.shards }.sorted()
    }

    var startIndex: Int { 0 }
    var endIndex: Int { all.count - done.count }

    /// The position-th game not yet played: before `done[j]` come `done[j] − j` such games, so
    /// the game is `position` plus the number of `j` with `done[j] − j ≤ position` (a binary search).
    subscript(position: Int) -> Int {
        var low = 0, high = done.count
        while low < high {
            let middle = (low + high) / 2
            if done[middle] - middle <= position { low = middle + 1 } else { high = middle }
        }
        return all[position + low]
    }
}

/// Means with 95 % intervals of each figure over the games.
struct SimulationSummary {
    let results: [GameResult]

    var table: String {
        let played = results.filter { $0.failure == nil }
        // Counts read back from files (`--resume`, `summarize`) may be any size: their sums are checked.
        var head = "\(results.count) games, \(played.count) played to the end, "
            + "\(Self.total(results.map(\.errors)).map(String.init) ?? "more than \(Int.max)") script errors"
        if let problems = Self.total(results.map(\.problems)) {
            head += Run.reported(problems)
        } else {
            head += ", more than \(Int.max) problems reported"
        }
        // Games whose process could not go on (`sim --isolate`), counted only when there are some.
        for outcome in GameResult.Outcome.allCases {
            let count = results.count { $0.outcome == outcome }
            if count > 0 { head += ", \(count) \(outcome.rawValue)" }
        }
        var lines = [head]
        let failures = results.filter { $0.failure != nil }
        for r in failures.prefix(5) {
            lines.append("  \(r.outcome?.rawValue ?? "failed"): game \(r.index) (seed \(r.seed)): \(r.failure ?? "")")
        }
        if failures.count > 5 {
            lines.append("  … and \(failures.count - 5) more failed games (--json and --out give every game's line)")
        }
        // A bot may report inf or nan (1/0, 0/0): no mean includes those. They are left out, the
        // games column counts the values averaged, and a note says how many were left out.
        var notes: [String] = []
        let cells: [[String]] = [["figure", "mean", "95 % interval", "games"]] + figureRows.map {
            let finite = $0.1.filter(\.isFinite)
            if finite.count < $0.1.count {
                notes.append("note: \($0.0): \($0.1.count - finite.count) of \($0.1.count) values are not finite numbers "
                             + "(inf or nan) and are left out of the mean")
            }
            guard !finite.isEmpty else { return [$0.0, "none", "-", "0"] }
            let (mean, half) = Self.meanInterval(finite)
            guard mean.isFinite, half.isFinite else {
                notes.append("note: \($0.0): the values are too large to average in double precision")
                return [$0.0, "too large", "-", String(finite.count)]
            }
            let precision = IntervalText(value: mean, half: half)
            return [$0.0, precision.text(mean), precision.interval(mean, half: half), String(finite.count)]
        }
        let widths = (0..<4).map { column in cells.map { $0[column].count }.max() ?? 0 }
        for row in cells {
            lines.append(row.enumerated().map { column, text in
                let pad = String(repeating: " ", count: widths[column] - text.count)
                return column == 0 ? text + pad : pad + text
            }.joined(separator: "   "))
        }
        return (lines + notes).joined(separator: "\n")
    }

    /// Each figure the table reports, with its value in every game played to the end that has
    /// one: the bot's own figures by name, then what the engine counted (taps, unless the bot
    /// reported its own, and virtual seconds). Figures no game reported are left out.
    var figureRows: [(name: String, values: [Double])] {
        let played = results.filter { $0.failure == nil }
        var names = Set<String>()
        for r in played { names.formUnion(r.figures.keys) }
        var rows: [(name: String, values: [Double])] = names.sorted().map { name in (name, played.compactMap { $0.figures[name] }) }
        if !names.contains("taps") { rows.append(("taps", played.map { Double($0.taps) })) }
        rows.append(("virtual seconds", played.map(\.time)))
        return rows.filter { !$0.values.isEmpty }
    }

    /// The sum of `counts`, or `nil` when it is more than `Int.max`.
    static func total(_ counts: [Int]) -> Int? {
        var sum = 0
        for count in counts {
            let (next, overflow) = sum.addingReportingOverflow(count)
            if overflow { return nil }
            sum = next
        }
        return sum
    }

    /// The mean and the half-width of its 95 % confidence interval (normal approximation).
    static func meanInterval(_ values: [Double]) -> (Double, Double) {
        let n = Double(values.count)
        let mean = compensatedSum(values) / n
        guard values.count > 1 else { return (mean, 0) }
        let variance = compensatedSum(values.lazy.map { ($0 - mean) * ($0 - mean) }) / (n - 1)
        return (mean, 1.96 * (variance / n).squareRoot())
    }

    /// The sum with Neumaier's compensation: the rounding error of each addition is kept and
    /// added back, so the sum is the exact one correctly rounded in all but extreme cases. A
    /// plain sum drifts: 10 000 games of 2.4 virtual seconds averaged to 2.4000000000003 and
    /// 2 000 to 2.4, and `summarize --against` reported a difference of −2.9e-13 "that differs".
    static func compensatedSum<Values: Sequence<Double>>(_ values: Values) -> Double {
        var sum = 0.0, lost = 0.0
        for value in values {
            let next = sum + value
            lost += abs(sum) >= abs(value) ? (sum - next) + value : (value - next) + sum
            sum = next
        }
        return sum + lost
    }
}
