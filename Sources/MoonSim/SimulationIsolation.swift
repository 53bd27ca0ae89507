import Foundation

/// Where a simulation plays its games.
public enum SimulationIsolation: Sendable {
    /// On threads of the calling process. The fastest, but a game stuck in C code (a
    /// backtracking `string.find`) holds its thread for ever, and a crash ends the process.
    case threads
    /// In worker processes, a few games at a time each: a game the watchdog stops
    /// (`GameLimits.watchdogSeconds`) or whose process dies ends only its worker, is reported
    /// as `GameResult.Outcome.stoppedByWatchdog` or `.crashed` with its seed, and the other
    /// games go on in a new worker. Each worker plays its games exactly as a thread would.
    case workerProcesses(SimulationWorkerExecutable)
}

/// The program a simulation starts as its worker processes. It must call
/// `SimulationWorker.runIfRequested()` first thing in its `main`: that call turns the process
/// into a worker when a simulation started it, and does nothing otherwise.
public struct SimulationWorkerExecutable: Sendable {
    /// The program's path.
    public let path: String

    /// A program at `path` (the `moonkit` command is one: it calls `runIfRequested` first).
    public init(path: String) {
        self.path = path
    }

    /// The program of this very process, re-entered in worker mode: the usual choice for a
    /// host, which then plays the games with the MoonKit it was built with. `/proc/self/exe`
    /// still names it when the file was replaced since it started (a rebuild during a long run).
    public static var thisProgram: SimulationWorkerExecutable {
        let proc = "/proc/self/exe"
        if FileManager.default.isExecutableFile(atPath: proc) { return SimulationWorkerExecutable(path: proc) }
        return SimulationWorkerExecutable(path: CommandLine.arguments[0])
    }
}
