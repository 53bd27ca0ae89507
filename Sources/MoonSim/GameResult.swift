/// One game's outcome in a simulation: what the bot reported, what the engine counted, and, for
/// a game that did not finish, why.
public struct GameResult: Sendable {
    /// The game's number (0-based).
    public let index: Int
    /// The seed it played with (`SimulationPlan.seed(ofGame:)`).
    public let seed: UInt64
    /// The figures the bot reported with `game:report(name, value)`.
    public var figures: [String: Double] = [:]
    /// Taps the bot made.
    public var taps = 0
    /// Virtual seconds the game's clock reached, rounded to the millisecond.
    public var time = 0.0
    /// Script errors the game raised and the engine reported.
    public var errors = 0
    /// Problems the game handled itself and told of with `ui.report`: counted, not failures.
    public var problems = 0
    /// Why the game did not play to the end (a script or bot error, a limit, a dead worker), or `nil`.
    public var failure: String?
    /// How a game that never finished ended when played in a worker process; `nil` for a game
    /// that returned, whatever its `failure`.
    public var outcome: Outcome?

    /// A result with no figures yet.
    public init(index: Int, seed: UInt64, figures: [String: Double] = [:], taps: Int = 0, time: Double = 0,
                errors: Int = 0, problems: Int = 0, failure: String? = nil, outcome: Outcome? = nil) {
        self.index = index
        self.seed = seed
        self.figures = figures
        self.taps = taps
        self.time = time
        self.errors = errors
        self.problems = problems
        self.failure = failure
        self.outcome = outcome
    }

    /// How a game whose worker process could not go on ended. Every outcome a line may name is
    /// read back by `init(jsonLine:)`, which lists them all when a line names another.
    public enum Outcome: String, Sendable, CaseIterable {
        /// It timed out: the watchdog stopped it (`GameLimits.watchdogSeconds`), and its process
        /// could not go on. Named for what it counts, the machine's time: unlike the budgets, it
        /// depends on how busy the machine is.
        case stoppedByWatchdog = "stopped by the watchdog (machine time)"
        /// Its process died: a signal (a trap, SIGSEGV, the kernel's OOM killer) or an exit.
        case crashed
    }

    /// How every result line starts (its first key is "errors"): what tells a line cut short
    /// by a kill from other bytes at a results file's end.
    public static let lineStart = "{\"errors\":"

    /// One JSON object, keys in order (what `moonkit sim --json` prints). Figures that are not
    /// finite numbers (a bot's 0/0) are written as the strings "NaN", "Infinity" and
    /// "-Infinity", which JSON numbers cannot hold: the line is never lost to them.
    public var jsonLine: String {
        let figures = self.figures.sorted { $0.key < $1.key }.map { name, value in
            let text = if value.isNaN { JSONText.string("NaN") }
                else if value.isInfinite { JSONText.string(value > 0 ? "Infinity" : "-Infinity") }
                else { JSONText.number(value) }
            return (name, text)
        }
        var fields = [("errors", String(errors)), ("figures", JSONText.object(figures)), ("game", String(index)),
                      ("problems", String(problems)), ("seed", String(seed)), ("taps", String(taps)),
                      ("time", JSONText.number(ClockText.rounded(time)))]
        if let failure { fields.append(("failure", JSONText.string(failure))) }
        if let outcome { fields.append(("outcome", JSONText.string(outcome.rawValue))) }
        return JSONText.object(fields.sorted { $0.0 < $1.0 })
    }
}
