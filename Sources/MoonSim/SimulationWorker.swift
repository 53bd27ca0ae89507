import Foundation
import LuaBridge
import Synchronization

/// The worker side of `SimulationIsolation.workerProcesses`: a process a simulation starts to
/// play some of its games, so that one that hangs in C or crashes takes down only this process.
///
/// A program becomes able to serve as its own worker with one line, first thing in `main`
/// (before it parses its arguments or prints anything):
///
/// ```swift
/// SimulationWorker.runIfRequested()
/// ```
///
/// The call returns at once, doing nothing, unless a simulation started the process; then it
/// plays the games it is handed and ends the process. `moonkit` makes the same call, so the
/// `moonkit` executable can serve any host as its worker too (`SimulationWorkerExecutable(path:)`).
///
/// The protocol is lines of text. The parent sets `MOONKIT_SIMULATION_WORKER=1` in the worker's
/// environment and writes the plan (one line of JSON) and then game numbers on its standard
/// input, one a line (several may wait there); the worker plays each in turn on a fresh engine
/// (`Simulation.play`, as a thread would) and answers with the game's result on standard output
/// (`GameResult.jsonLine`) before it reads the next number. At the end of its input it exits
/// with 0. When the watchdog stops a game (`GameLimits.watchdogSeconds`), the worker answers for
/// it with the outcome `stoppedByWatchdog` and exits with 1 (the entry that hangs cannot be
/// stopped, only its process); when the worker dies without answering, the parent reports the
/// game it held as crashed and starts another worker.
///
/// Test-only: `MOONKIT_TEST_TRAP_GAME=N` in its environment makes the worker trap (Swift's
/// `fatalError`) as it starts game N. No script can make the engine trap — that is the point
/// of the engine's checks — so the tests of how a simulation survives a crash need this door;
/// nothing else reads the variable.
public enum SimulationWorker {
    /// The environment variable that tells a process it is a worker, and its value.
    static let environmentKey = "MOONKIT_SIMULATION_WORKER"
    static let environmentValue = "1"

    /// Plays the games a simulation hands this process and exits, when a simulation started it;
    /// else returns at once. Call it first thing in `main`.
    public static func runIfRequested() {
        guard ProcessInfo.processInfo.environment[environmentKey] == environmentValue else { return }
        // Whatever this process starts is not a worker.
        unsetenv(environmentKey)
        exit(serve())
    }

    /// The worker's life: returns its exit status.
    private static func serve() -> Int32 {
        // The parent ignores SIGPIPE and its children inherit that: a worker whose parent is gone
        // should die as it writes, as a pipeline's processes do.
        signal(SIGPIPE, SIG_DFL)
        // The answers go to a copy of standard output; whatever else writes to standard output
        // (nothing should) lands on standard error instead of in the middle of a result line.
        let answers = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        endWithParent()
        guard let line = readLine() else { return 0 }
        var plan: SimulationPlan
        do {
            plan = try PlanWire.plan(fromLine: line)
        } catch {
            note("simulation worker: \(error.description)")
            return 2
        }
        let trapGame = ProcessInfo.processInfo.environment["MOONKIT_TEST_TRAP_GAME"].flatMap { Int($0) }
        // The game being played: the watchdog's thread answers for it when it stops the process.
        let held = Mutex<Int?>(nil)
        let seed = plan.seed
        if plan.limits.watchdogSeconds > 0 {
            let watchdog = Watchdog(seconds: plan.limits.watchdogSeconds) { line in
                held.withLock { game in
                    if let game {
                        let result = GameResult(index: game, seed: seed &+ UInt64(game), failure: line,
                                                outcome: .stoppedByWatchdog)
                        _ = DescriptorWriting.write(result.jsonLine + "\n", to: answers)
                    } else {
                        note(line)
                    }
                }
                _exit(1)
            }
            plan.watch = { state, label in watchdog.watch(state, as: label) }
        }
        let status = Mutex<Int32>(0)
        let ended = DispatchSemaphore(value: 0)
        let player = Thread { [plan] in
            defer { ended.signal() }
            while let line = readLine() {
                guard let game = Int(line), game >= 0 else {
                    note("simulation worker: expected a game number on a line of its own, got '\(line)'")
                    status.withLock { $0 = 2 }
                    return
                }
                held.withLock { $0 = game }
                if game == trapGame {
                    fatalError("MOONKIT_TEST_TRAP_GAME=\(game): the worker traps as it starts game \(game) (a test-only hook)")
                }
                let result = Simulation.play(plan, game: game)
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
        player.stackSize = Simulation.threadStackSize
        player.start()
        ended.wait()
        return status.withLock { $0 }
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
        thread.name = "moonkit simulation worker parent watch"
        thread.start()
    }

    private static func note(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
