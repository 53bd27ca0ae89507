import LuaBridge

/// What a game's scripts may use before the engine stops them: on by default, so that no
/// script hangs or eats the machine, each with a clear error naming the script's file:line.
/// `docs/limits.md` describes each, its default, and how to change it (the `moonkit` flags).
///
/// ```swift
/// var limits = GameLimits.default
/// limits.memoryLimit = 64 << 20
/// let game = try GameRuntime(script: "scripts/hangman.lua", limits: limits)
/// ```
///
/// `GameRuntime` applies every field itself, with errors that name the limit ("the game's
/// virtual-time limit of 604800 s"), never a command-line flag: a host gets the same limits as
/// the `moonkit` command, which only adds its flags' names where it prints the errors.
public struct GameLimits: Sendable, Equatable {
    /// VM instructions one callback may run (a handler, a timer, a completion, a `didSet`, the
    /// main chunk, a background job; a bot's turn); 0: no limit.
    public var instructionBudget: Int
    /// Bytes the game's state may hold, counting the engine objects its script makes (views,
    /// view controllers, alerts, constraints and their texts); 0: no limit.
    public var memoryLimit: Int
    /// Items the main queue may run at one virtual instant; 0: no limit.
    public var instantLimit: Int
    /// Virtual seconds a game's clock may run, from 0: how far a bot may wait, and the most a
    /// command may ask for (`run --for`, `snapshot --at`, `play`'s `wait`); 0: no limit.
    public var virtualTimeLimit: Double
    /// Wall-clock seconds one callback may run before the watchdog stops it (see `Watchdog`;
    /// `GameRuntime.onWatchdog(_:)` may do something else, as the `moonkit` command ends the
    /// process); 0: no watchdog. A last resort, far above what the instruction budget lets a callback run, so that a game's
    /// outcome does not depend on how busy the machine is: the budgets count work, not time.
    public var watchdogSeconds: Double

    /// Limits from their numbers; 0 turns a limit off (`GameLimits.default` has the usual ones).
    public init(instructionBudget: Int, memoryLimit: Int, instantLimit: Int, virtualTimeLimit: Double,
                watchdogSeconds: Double) {
        self.instructionBudget = instructionBudget
        self.memoryLimit = memoryLimit
        self.instantLimit = instantLimit
        self.virtualTimeLimit = virtualTimeLimit
        self.watchdogSeconds = watchdogSeconds
    }

    /// The limits every game runs with unless told otherwise. Each is far above what the shipped
    /// games use (docs/limits.md gives their figures) and low enough to stop a runaway in seconds.
    public static let `default` = GameLimits(instructionBudget: 100_000_000, memoryLimit: 1 << 30,
                                             instantLimit: 100_000, virtualTimeLimit: 604_800,
                                             watchdogSeconds: 60)

    /// The game's work one bot turn may cause (`game:wait` running the game's callbacks), in
    /// Lua instructions of the game's state: ten callbacks' budgets, so that a game that keeps
    /// itself busy is stopped by what it did, not by how long the machine took; 0: no limit.
    public var turnWorkBudget: Int {
        instructionBudget.multipliedReportingOverflow(by: 10).overflow ? Int.max : instructionBudget * 10
    }

    /// No limit at all.
    public static let none = GameLimits(instructionBudget: 0, memoryLimit: 0, instantLimit: 0,
                                        virtualTimeLimit: 0, watchdogSeconds: 0)

    /// One of the limits, as an error names what stopped it (`ScriptError.limit`).
    public enum Limit: String, Sendable, Equatable, CaseIterable {
        /// A callback ran more VM instructions than `instructionBudget` allows.
        case instructionBudget
        /// The game's state grew past `memoryLimit` bytes.
        case memoryLimit
        /// The main queue ran more items at one virtual instant than `instantLimit` allows.
        case instantLimit
        /// The game's clock reached `virtualTimeLimit`.
        case virtualTimeLimit
        /// A callback ran longer in wall-clock time than `watchdogSeconds`, and the watchdog fired.
        case watchdog

        /// The limit behind an error of `kind`, when the kind is one's (a stop by the host is not).
        public init?(_ kind: LuaError.Kind) {
            switch kind {
            case .instructionBudget: self = .instructionBudget
            case .memoryLimit: self = .memoryLimit
            default: return nil
            }
        }
    }

    /// Whether `seconds` of virtual time from `now` stay within `virtualTimeLimit`.
    public func allows(virtualSeconds seconds: Double, from now: Double) -> Bool {
        virtualTimeLimit == 0 || now + seconds <= virtualTimeLimit
    }
}
