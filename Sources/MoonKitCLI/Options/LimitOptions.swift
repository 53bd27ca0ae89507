import ArgumentParser
import Foundation
import LuaBridge
import MoonLua
import MoonBots
import MoonSim
import Synchronization

/// The limit flags every command that runs a game takes (`@OptionGroup var limits: LimitOptions`),
/// with the defaults of `GameLimits.default`. docs/limits.md describes each.
struct LimitOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("VM instructions one callback (or a bot's turn) may run; 0 = no limit.", valueName: "N"))
    var instructionBudget: Int = GameLimits.default.instructionBudget

    @Option(parsing: .unconditional, help: ArgumentHelp("Memory a game's script may hold, engine objects included, in MB; 0 = no limit.", valueName: "MB"))
    var memoryLimit: Int = GameLimits.default.memoryLimit >> 20

    @Option(parsing: .unconditional, help: ArgumentHelp("Callbacks that may run at one virtual instant; 0 = no limit.", valueName: "N"))
    var instantLimit: Int = GameLimits.default.instantLimit

    @Option(parsing: .unconditional, help: ArgumentHelp("Virtual seconds a game's clock may reach (bots' waits, --for, --at, wait); 0 = no limit.",
                               valueName: "SECONDS"))
    var timeLimit: Double = GameLimits.default.virtualTimeLimit

    @Option(parsing: .unconditional, help: ArgumentHelp("Wall-clock seconds one callback may run before the process stops with exit code 1, a last resort behind the instruction budget; 0 = no watchdog.",
                               valueName: "SECONDS"))
    var watchdog: Double = GameLimits.default.watchdogSeconds

    func validate() throws {
        guard instructionBudget >= 0 else { throw ValidationError("--instruction-budget takes a number of instructions, 0 or more") }
        guard (0...(1 << 20)).contains(memoryLimit) else {
            throw ValidationError("--memory-limit must be between 0 and 1048576 (MB)")
        }
        guard instantLimit >= 0 else { throw ValidationError("--instant-limit takes a number of callbacks, 0 or more") }
        guard timeLimit >= 0, timeLimit.isFinite else {
            throw ValidationError("--time-limit takes a number of virtual seconds, 0 or more, e.g. --time-limit 3600")
        }
        guard watchdog >= 0, watchdog.isFinite else {
            throw ValidationError("--watchdog takes a number of seconds, 0 or more, e.g. --watchdog 30")
        }
    }

    /// Every limit as a flag and its value, spelled out: the header of a results file (what
    /// played its games).
    var arguments: [(flag: String, value: String)] {
        [("--instruction-budget", String(instructionBudget)), ("--memory-limit", String(memoryLimit)),
         ("--instant-limit", String(instantLimit)), ("--time-limit", String(timeLimit)), ("--watchdog", String(watchdog))]
    }

    /// The limits as the engine takes them.
    var game: GameLimits {
        GameLimits(instructionBudget: instructionBudget, memoryLimit: memoryLimit << 20, instantLimit: instantLimit,
                   virtualTimeLimit: timeLimit, watchdogSeconds: watchdog)
    }

    /// A usage error when `seconds` of virtual time (asked with `flag`) pass the time limit.
    func validateDuration(_ seconds: Double, flag: String) throws {
        guard timeLimit == 0 || seconds <= timeLimit else {
            throw ValidationError("\(flag) \(Self.text(seconds)) goes past the virtual time limit of \(Self.text(timeLimit)) s "
                                  + "(--time-limit SECONDS raises it)")
        }
    }

    /// Seconds as a person writes them: 10, 0.5, 1e+12.
    static func text(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    /// How long `run` lets a game without a bot or --for run until it is idle: an hour, or less
    /// when the time limit is lower.
    var idleRunSeconds: Double { timeLimit > 0 ? min(3600, timeLimit) : 3600 }

    /// Has the game's own watchdog (`GameLimits.watchdogSeconds`, applied by the runtime) end
    /// the process with its report instead of stopping the callback: a command cannot tell a
    /// game stuck in C code, which no stop reaches, from one that will stop.
    static func watch(_ game: GameRuntime) {
        game.onWatchdog(exitWithReport)
    }

    /// Puts a bot's state under the process's watchdog: each of its turns is timed.
    static func watch(_ bot: BotRunner) {
        let seconds = bot.runtime.limits.watchdogSeconds
        guard seconds > 0 else { return }
        Watchdog.shared(seconds: seconds).watch(bot.lua, as: "bot", expired: exitWithReport)
    }

    /// Puts a state under the process's watchdog, `label` naming it ("game", "bot"), when
    /// `seconds` is more than 0: when one of its callbacks hangs, the process reports it and exits
    /// (`sim --no-isolate`, whose games share the process).
    static func watch(_ state: LuaState, as label: String, seconds: Double) {
        guard seconds > 0 else { return }
        Watchdog.shared(seconds: seconds).watch(state, as: label, expired: exitWithReport)
    }

    /// What the watchdog's line says after its own words when the command prints it.
    static let watchdogFlagHint = "; --watchdog SECONDS sets this last resort, 0 turns it off"

    /// A simulated game's result as the command prints it: a game the watchdog stopped in a
    /// worker process says which flag sets the watchdog, as `run` does.
    static func withFlags(_ result: GameResult) -> GameResult {
        guard result.outcome == .stoppedByWatchdog, let failure = result.failure, !failure.hasSuffix(watchdogFlagHint) else {
            return result
        }
        var flagged = result
        flagged.failure = failure + watchdogFlagHint
        return flagged
    }

    /// Reports what hung on standard error, with the flag that sets the limit, and exits with 1.
    private static let exitWithReport: @Sendable (String) -> Void = { line in
        fflush(nil)  // what the game printed so far, then the report
        FileHandle.standardError.write(Data((line + watchdogFlagHint + "\n").utf8))
        _exit(1)
    }

    /// A script error as the commands print it: with the flag that changes the limit that
    /// stopped it, for the limits whose message does not say so already.
    static func described(_ error: ScriptError) -> String {
        switch error.limit {
        case .instantLimit: error.description + " (--instant-limit N changes it)"
        case .virtualTimeLimit: error.description + " (--time-limit SECONDS changes it)"
        default: error.description
        }
    }
}
