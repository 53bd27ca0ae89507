import ArgumentParser
import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonBots
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
            --shard K/M plays only the games with i mod M = K − 1, so M machines (a job array on any
            cluster scheduler) can split a run and their JSON lines be merged.

            Examples:
              moonkit sim scripts/psychic_tester.lua --bot random --games 100000 --seed 1
              moonkit sim scripts/hangman.lua --bot frequency --games 10000 --json
            """
    )

    @Argument(help: "The game script.")
    var script: String

    @Option(help: "The bot that plays each game.")
    var bot: String

    @Option(parsing: .unconditional, help: "How many games.")
    var games: Int = 100

    @Option(parsing: .unconditional, help: "The seed of game 0; game i uses seed + i.", transform: NumberOptions.seed)
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "Worker threads (default: one per core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(parsing: .unconditional, help: "Play only shard K of M (K/M, 1-based).")
    var shard: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("A global for the bot, as NAME=VALUE (repeatable).", valueName: "NAME=VALUE"))
    var botGlobals: [String] = []

    @Option(help: "Override the device the game asks for.")
    var device: String?

    @OptionGroup(title: "Limits (docs/limits.md)")
    var limits: LimitOptions

    @Flag(help: "One JSON object per game on standard output, no summary.")
    var json = false

    @Flag(help: "No progress bar.")
    var quiet = false

    func validate() throws {
        guard games > 0 else { throw ValidationError("--games must be at least 1") }
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
        if let shard, Self.parseShard(shard) == nil {
            throw ValidationError("--shard takes K/M with 1 ≤ K ≤ M, e.g. --shard 2/8")
        }
        try Run.validateBotGlobals(botGlobals)
        try DeviceOption.validate(device)
        try BotLocator.validate(bot, for: script)
    }

    static func parseShard(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let m = Int(parts[1]), m >= 1, k >= 1, k <= m else { return nil }
        return (k, m)
    }

    func run() throws {
        let (k, m) = shard.flatMap(Self.parseShard) ?? (1, 1)
        let indices = ShardGames(games: games, shard: k - 1, shards: m)
        // One game per engine unless told otherwise: bots that play several read GAMES or ROUNDS.
        var globals = [("GAMES", LuaValue.int(1)), ("ROUNDS", LuaValue.int(1))]
        globals += botGlobals.compactMap(Run.botGlobal)
        let plan = SimulationPlan(script: script, bot: BotLocator.resolve(bot, for: script), seed: seed,
                                  device: device.flatMap(DeviceProfile.named), globals: globals, limits: limits.game, watched: true)
        let progress = ProgressBar(total: indices.count, enabled: !json && !quiet && isatty(2) != 0)
        let threads = min(jobs, max(1, indices.count))
        if json {
            // Each line as soon as the games before it are done, in game order: a long run shows
            // its lines as it goes, and holds only the results that wait for an earlier game.
            let failed = Mutex(false)
            _ = SimulationRunner.run(plan, indices: indices, threads: threads, progress: { _ in }) { result in
                print(result.jsonLine)
                fflush(nil)  // every stream: the line goes out now, also into a pipe
                if result.failure != nil { failed.withLock { $0 = true } }
            }
            if failed.withLock({ $0 }) { throw ExitCode(1) }
            return
        }
        let results = SimulationRunner.run(plan, indices: indices, threads: threads) { done in
            progress.update(done)
        }
        progress.finish()
        print(SimulationSummary(results: results).table)
        if results.contains(where: { $0.failure != nil }) { throw ExitCode(1) }
    }
}

/// What every game of a simulation shares.
struct SimulationPlan: Sendable {
    let script: String
    let bot: String
    let seed: UInt64
    let device: DeviceProfile?
    let globals: [(String, LuaValue)]
    var limits = GameLimits.default
    /// Whether the process's watchdog watches the games (the command; not tests, which must not exit).
    var watched = false
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

/// One game's outcome.
struct GameResult: Sendable {
    let index: Int
    let seed: UInt64
    var figures: [String: Double] = [:]
    var taps = 0
    var time = 0.0
    var errors = 0
    /// Problems the game handled itself and told of with `ui.report`: counted, not failures.
    var problems = 0
    var failure: String?

    /// One JSON object. Figures that are not finite numbers (a bot's 0/0) are written as the
    /// strings "NaN", "Infinity" and "-Infinity", which JSON numbers cannot hold: the line is
    /// never lost to them.
    var jsonLine: String {
        let figures = self.figures.mapValues { value -> Any in
            if value.isNaN { return "NaN" }
            if value.isInfinite { return value > 0 ? "Infinity" : "-Infinity" }
            return value
        }
        var object: [String: Any] = ["game": index, "seed": seed, "figures": figures, "taps": taps,
                                     "time": ClockText.rounded(time), "errors": errors, "problems": problems]
        if let failure { object["failure"] = failure }
        do {
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        } catch {
            // Nothing above can fail to encode; should it ever, the game is still accounted for.
            return "{\"failure\":\"cannot encode the result as JSON\",\"game\":\(index),\"seed\":\(seed)}"
        }
    }
}

/// Plays games on threads of their own: an engine's main queue must not run on a Dispatch
/// thread, because its background work waits for those.
enum SimulationRunner {
    /// Plays the games at `indices` on `threads` threads. Without `stream`, returns the results
    /// in game order; with it, hands each result to `stream` in game order as soon as those
    /// before it are done (on the thread that finished the last of them), keeps none, and
    /// returns none.
    static func run(_ plan: SimulationPlan, indices: some RandomAccessCollection<Int> & Sendable, threads: Int,
                    progress: @escaping @Sendable (Int) -> Void,
                    stream: (@Sendable (GameResult) -> Void)? = nil) -> [GameResult] {
        let next = Mutex(0)
        let results = Mutex<[GameResult]>([])
        let inOrder = Mutex(StreamOrder())
        let done = DispatchGroup()
        for _ in 0..<threads {
            done.enter()
            let thread = Thread {
                while true {
                    let position: Int? = next.withLock { n in
                        guard n < indices.count else { return nil }
                        defer { n += 1 }
                        return n
                    }
                    guard let position else { break }
                    let result = play(plan, index: indices[indices.index(indices.startIndex, offsetBy: position)])
                    if let stream {
                        // Under the lock, so that lines go out in order whichever thread hands them.
                        let count = inOrder.withLock { order in
                            order.waiting[position] = result
                            while let ready = order.waiting.removeValue(forKey: order.nextPosition) {
                                stream(ready)
                                order.nextPosition += 1
                            }
                            return order.nextPosition
                        }
                        progress(count)
                        continue
                    }
                    let count = results.withLock { all in
                        all.append(result)
                        return all.count
                    }
                    progress(count)
                }
                done.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        done.wait()
        return results.withLock { $0 }.sorted { $0.index < $1.index }
    }

    /// The results that wait for an earlier game before they can be streamed, by position.
    private struct StreamOrder {
        var waiting: [Int: GameResult] = [:]
        var nextPosition = 0
    }

    static func play(_ plan: SimulationPlan, index: Int) -> GameResult {
        let seed = plan.seed &+ UInt64(index)
        var result = GameResult(index: index, seed: seed)
        var game: GameRuntime?
        var runner: BotRunner?
        do {
            let started = try GameRuntime(script: plan.script, seed: seed, device: plan.device, limits: plan.limits,
                                          print: { _ in })
            if plan.watched { LimitOptions.watch(started) }
            game = started
            started.onError = { _ in }
            started.onReportedProblem = { _ in }
            guard try started.start() else {
                result.failure = "\(plan.script) returned no app"
                return result
            }
            let bot = try BotRunner(bot: plan.bot, runtime: started, print: { _ in })
            if plan.watched { LimitOptions.watch(bot) }
            runner = bot
            for (name, value) in plan.globals { bot.lua.setGlobal(name, value) }
            try bot.run()
        } catch {
            result.failure = String(describing: error)
        }
        // Kept when the bot failed too: what it reported up to then is part of the account.
        if let runner {
            result.figures = runner.session.figures
            result.taps = runner.session.taps
        }
        if let game {
            result.time = game.engine.now
            result.errors = game.errorCount
            result.problems = game.reportedProblemCount
        }
        return result
    }
}

/// Means with 95 % intervals of each figure over the games.
struct SimulationSummary {
    let results: [GameResult]

    var table: String {
        let played = results.filter { $0.failure == nil }
        var lines = ["\(results.count) games, \(played.count) played to the end, "
            + "\(results.reduce(0) { $0 + $1.errors }) script errors" + Run.reported(results.reduce(0) { $0 + $1.problems })]
        for failure in results.compactMap({ r in r.failure.map { "game \(r.index) (seed \(r.seed)): \($0)" } }).prefix(5) {
            lines.append("  failed: " + failure)
        }
        var names = Set<String>()
        for r in played { names.formUnion(r.figures.keys) }
        // The bot's own figures, then what the engine counted (unless the bot reported it already).
        var rows: [(String, [Double])] = names.sorted().map { name in (name, played.compactMap { $0.figures[name] }) }
        if !names.contains("taps") { rows.append(("taps", played.map { Double($0.taps) })) }
        rows.append(("virtual seconds", played.map(\.time)))
        // A bot may report inf or nan (1/0, 0/0): no mean includes those. They are left out, the
        // games column counts the values averaged, and a note says how many were left out.
        var notes: [String] = []
        let cells: [[String]] = [["figure", "mean", "95 % interval", "games"]] + rows.filter { !$0.1.isEmpty }.map {
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
            return [$0.0, String(format: "%.5g", mean), String(format: "[%.5g, %.5g]", mean - half, mean + half),
                    String(finite.count)]
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

    /// The mean and the half-width of its 95 % confidence interval (normal approximation).
    static func meanInterval(_ values: [Double]) -> (Double, Double) {
        let n = Double(values.count)
        let mean = values.reduce(0, +) / n
        guard values.count > 1 else { return (mean, 0) }
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
        return (mean, 1.96 * (variance / n).squareRoot())
    }
}

/// A progress bar on standard error, for terminals only.
final class ProgressBar: Sendable {
    private let total: Int
    private let enabled: Bool
    private let shown = Mutex(-1)

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled
    }

    func update(_ done: Int) {
        guard enabled, total > 0 else { return }
        let percent = done * 100 / total
        let changed = shown.withLock { last -> Bool in
            guard percent != last else { return false }
            last = percent
            return true
        }
        guard changed else { return }
        let filled = percent * 30 / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 30 - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(percent)% (\(done)/\(total))".utf8))
    }

    func finish() {
        if enabled { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
