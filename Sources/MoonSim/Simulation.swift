import Foundation
import MoonBots
import MoonLua
import Synchronization

/// Plays many games of one plan with a bot, each on a fresh engine, on several threads or in
/// worker processes, and hands back each game's result: what `moonkit sim` does, for a host.
///
/// ```swift
/// let plan = SimulationPlan(script: "game.lua", bot: "bot.lua", seed: 1)
/// let results = Simulation.run(plan, games: 0..<200, jobs: 4, isolation: .workerProcesses(.thisProgram))
/// ```
///
/// The same plan and game numbers give the same results, byte for byte (`GameResult.jsonLine`),
/// whatever the isolation, the number of jobs or how busy the machine is — except for games the
/// watchdog stops, which depend on the machine's time. A run is resumed by running the games
/// it had not finished: each game depends only on the plan and its number.
public enum Simulation {
    /// Plays `games` (game numbers, each at least 0) on `jobs` threads of this process, or with
    /// `jobs` worker processes, and returns the results in game order.
    ///
    /// - `finished` is handed each result as soon as its game ends, in the order games end (to
    ///   append it to a file: a run that is killed keeps every game it finished).
    /// - `progress` is handed the number of games done so far.
    /// - With `inOrder`, each result is handed to it in game order as soon as those before it
    ///   are done (on the thread that finished the last of them), none is kept, and the returned
    ///   array is empty: a long run streams its results in bounded memory.
    ///
    /// Workers ignore SIGPIPE in this process while they run (a worker that dies must not take
    /// the host with it as a game is written to it), and leave it ignored.
    public static func run(_ plan: SimulationPlan, games: some RandomAccessCollection<Int> & Sendable, jobs: Int,
                           isolation: SimulationIsolation = .threads,
                           finished: (@Sendable (GameResult) -> Void)? = nil,
                           progress: @escaping @Sendable (Int) -> Void = { _ in },
                           inOrder: (@Sendable (GameResult) -> Void)? = nil) -> [GameResult] {
        let threads = max(1, min(jobs, games.count))
        switch isolation {
        case .threads:
            return run(plan, games: games, threads: threads, batch: 1, players: nil, finished: finished,
                       progress: progress, inOrder: inOrder)
        case .workerProcesses(let executable):
            // Several games to a worker at a time, when there are many, so that a worker starts
            // its next game without waiting for this process to read its last result. At least
            // 16 batches a worker, so that the workers end together.
            // (count / 16 / threads is count / (threads × 16) without a product that can overflow.)
            let batch = max(1, min(16, games.count / 16 / threads))
            signal(SIGPIPE, SIG_IGN)
            let wire = PlanWire(plan).line
            return run(plan, games: games, threads: threads, batch: batch,
                       players: { WorkerProcess(executable: executable, plan: wire, seed: plan.seed) },
                       finished: finished, progress: progress, inOrder: inOrder)
        }
    }

    /// Plays game `index` of `plan` on the calling thread, in this process. The thread should
    /// not be one of Dispatch's: an engine's main queue waits there for its background work.
    public static func play(_ plan: SimulationPlan, game index: Int) -> GameResult {
        var result = GameResult(index: index, seed: plan.seed(ofGame: index))
        var game: GameRuntime?
        var runner: BotRunner?
        do {
            let started = try GameRuntime(script: plan.script, seed: result.seed, device: plan.device, limits: plan.limits,
                                          print: { _ in })
            plan.watch?(started.lua, "game")
            game = started
            started.onError = { _ in }
            started.onReportedProblem = { _ in }
            guard try started.start() else {
                result.failure = "\(plan.script) returned no app"
                return result
            }
            let bot = try BotRunner(bot: plan.bot, runtime: started, print: { _ in })
            plan.watch?(bot.lua, "bot")
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
            // Rounded to the clock's resolution here, not when written: a line read back
            // (`--resume`, `summarize`, a worker's answer) then sums to the same summary.
            result.time = ClockText.rounded(game.engine.now)
            result.errors = game.errorCount
            result.problems = game.reportedProblemCount
        }
        return result
    }

    /// Plays the games on threads of their own (an engine's main queue must not run on a
    /// Dispatch thread, because its background work waits for those), each with a player that
    /// `players` makes (by default in this process); a thread claims `batch` games at a time.
    static func run(_ plan: SimulationPlan, games: some RandomAccessCollection<Int> & Sendable, threads: Int,
                            batch: Int, players: (@Sendable () -> any GamePlayer)?,
                            finished: (@Sendable (GameResult) -> Void)?,
                            progress: @escaping @Sendable (Int) -> Void,
                            inOrder: (@Sendable (GameResult) -> Void)?) -> [GameResult] {
        let next = Mutex(0)
        let results = Mutex<[GameResult]>([])
        let order = Mutex(StreamOrder())
        let done = DispatchGroup()
        for _ in 0..<threads {
            done.enter()
            let thread = Thread {
                let player = players?() ?? InProcessPlayer(plan: plan)
                while true {
                    let claimed: Range<Int>? = next.withLock { n in
                        guard n < games.count else { return nil }
                        let claimed = n..<min(n + batch, games.count)
                        n = claimed.upperBound
                        return claimed
                    }
                    guard let claimed else { break }
                    let numbers = claimed.map { games[games.index(games.startIndex, offsetBy: $0)] }
                    player.play(numbers) { place, result in
                        finished?(result)
                        if let inOrder {
                            // Under the lock, so that results go out in order whichever thread hands them.
                            let count = order.withLock { order in
                                order.waiting[claimed.lowerBound + place] = result
                                while let ready = order.waiting.removeValue(forKey: order.nextPosition) {
                                    inOrder(ready)
                                    order.nextPosition += 1
                                }
                                return order.nextPosition
                            }
                            progress(count)
                            return
                        }
                        let count = results.withLock { all in
                            all.append(result)
                            return all.count
                        }
                        progress(count)
                    }
                }
                player.finish()
                done.leave()
            }
            thread.stackSize = Self.threadStackSize
            thread.start()
        }
        done.wait()
        return results.withLock { $0 }.sorted { $0.index < $1.index }
    }

    /// The stack of every thread that plays games, in this process or in a worker (whatever
    /// the shell's limit for a main thread), so that a game meets the same limits in either.
    static let threadStackSize = 8 << 20

    /// The results that wait for an earlier game before they can be handed on, by position.
    private struct StreamOrder {
        var waiting: [Int: GameResult] = [:]
        var nextPosition = 0
    }
}

/// Plays the games one of `Simulation`'s threads claims, in order: in this process
/// (`InProcessPlayer`) or in a worker process (`WorkerProcess`).
protocol GamePlayer {
    /// Plays `games` in order, handing each result to `finished` with the game's place in
    /// `games` as soon as the game ends.
    func play(_ games: [Int], finished: (Int, GameResult) -> Void)
    /// The thread has no more games.
    func finish()
}

/// Plays each game on a fresh engine in this process, on the calling thread.
struct InProcessPlayer: GamePlayer {
    let plan: SimulationPlan

    func play(_ games: [Int], finished: (Int, GameResult) -> Void) {
        for (place, game) in games.enumerated() { finished(place, Simulation.play(plan, game: game)) }
    }

    func finish() {}
}
