import ArgumentParser
import Foundation
import Synchronization

/// `moonkit sim-worker SCRIPT --bot BOT …` (hidden): a child process of `sim --isolate`, which
/// plays the games its parent hands it so that one that hangs in C or crashes takes down only
/// this process.
///
/// The protocol is lines of text. The parent writes game numbers on standard input, one a line
/// (several may wait there); the worker plays each in turn on a fresh engine
/// (`SimulationRunner.play`, as `sim` does in-process) and answers with the game's result on
/// standard output — the very line `sim --json` prints — before it reads the next number. At the end of its input it exits with 0. When the watchdog stops a
/// game, the worker answers for it with `"outcome":"stopped by the watchdog (machine time)"` and exits with 1 (the entry that
/// hangs cannot be stopped, only its process); when the worker dies without answering, the parent
/// reports the game it held as crashed and starts another worker.
///
/// Test-only: `MOONKIT_TEST_TRAP_GAME=N` in its environment makes the worker trap (Swift's
/// `fatalError`) as it starts game N. No script can make the engine trap — that is the point
/// of the engine's checks — so the tests of how `sim` survives a crash need this door; nothing
/// else reads the variable.
struct SimWorker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sim-worker",
        abstract: "Play the games numbered on standard input, one result line each (what sim --isolate runs).",
        shouldDisplay: false
    )

    @OptionGroup var options: SimulationOptions

    func run() throws {
        // The parent ignores SIGPIPE and its children inherit that: a worker whose parent is gone
        // should die as it writes, as a pipeline's processes do.
        signal(SIGPIPE, SIG_DFL)
        // The answers go to a copy of standard output; whatever else writes to standard output
        // (nothing should) lands on standard error instead of in the middle of a result line.
        let answers = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        Self.endWithParent()
        let plan = options.plan(watched: true)
        let trapGame = ProcessInfo.processInfo.environment["MOONKIT_TEST_TRAP_GAME"].flatMap { Int($0) }
        // The game being played: the watchdog's thread answers for it when it stops the process.
        let held = Mutex<Int?>(nil)
        LimitOptions.watchdogReport.withLock { report in
            report = { line in
                held.withLock { game in
                    guard let game else {
                        FileHandle.standardError.write(Data((line + "\n").utf8))
                        return
                    }
                    var result = GameResult(index: game, seed: plan.seed &+ UInt64(game))
                    result.failure = line
                    result.outcome = .stoppedByWatchdog
                    _ = DescriptorWriting.write(result.jsonLine + "\n", to: answers)
                }
            }
        }
        // The games run on a thread made as `sim --no-isolate` makes its threads (the same stack
        // size, whatever the shell's limit for the main thread), so a game meets the same limits
        // in either.
        let status = Mutex<Int32>(0)
        let ended = DispatchSemaphore(value: 0)
        let player = Thread {
            defer { ended.signal() }
            while let line = readLine() {
                guard let game = Int(line), game >= 0 else {
                    FileHandle.standardError.write(Data("sim-worker: expected a game number on a line of its own, got '\(line)'\n".utf8))
                    status.withLock { $0 = 2 }
                    return
                }
                held.withLock { $0 = game }
                if game == trapGame {
                    fatalError("MOONKIT_TEST_TRAP_GAME=\(game): the worker traps as it starts game \(game) (a test-only hook)")
                }
                let result = SimulationRunner.play(plan, index: game)
                let failed = held.withLock { held in
                    held = nil
                    return DescriptorWriting.write(result.jsonLine + "\n", to: answers)
                }
                if failed != nil {  // the parent is gone
                    status.withLock { $0 = 1 }
                    return
                }
            }
        }
        player.stackSize = 8 << 20
        player.start()
        ended.wait()
        let code = status.withLock { $0 }
        if code != 0 { throw ExitCode(code) }
    }

    /// Ends this process soon after its parent is gone (killed, say), also in the middle of a
    /// game that hangs where the watchdog is off: otherwise it would spin on alone. Linux gives
    /// a dead parent's children to another process, so a new parent ID says the old one died.
    private static func endWithParent() {
        let parent = getppid()
        let thread = Thread {
            while getppid() == parent { Thread.sleep(forTimeInterval: 0.5) }
            _exit(1)
        }
        thread.name = "moonkit sim-worker parent watch"
        thread.start()
    }
}
