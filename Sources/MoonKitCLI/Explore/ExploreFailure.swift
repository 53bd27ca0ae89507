import LuaBridge
import MoonLua

/// Something that went wrong while exploring a game, with the actions that led to it.
struct ExploreFailure {
    /// What kind of failure, as the report names it.
    enum Kind: String {
        /// An error a script raised (in a handler, a timer, loading).
        case scriptError = "script error"
        /// An error raised by the game's own check, `ui.assert`.
        case assertion = "assertion failed"
        /// A problem the game told of with `ui.report`.
        case reportedProblem = "problem reported"
        /// A callback that ran past the instruction budget, or a turn past its work budget.
        case hang = "hang"
        /// The game's state grew past the memory limit.
        case memoryLimit = "memory limit"
        /// Another limit stopped the game: the instant limit, the virtual time limit, the host.
        case limit = "limit reached"
        /// Auto Layout could not satisfy the constraints, or lost them.
        case layout = "layout conflict"
        /// The window warned of another misuse (presenting on a controller already presenting).
        case windowWarning = "UI warning"
        /// Nothing could be done on the screen and waiting changed nothing.
        case stuck = "stuck"
    }

    var kind: Kind
    /// Where, when known: the script's `file:line`.
    var file: String?
    var line: Int?
    /// What went wrong, in one line.
    var message: String
    /// The seed explored.
    var seed: UInt64
    /// The statements performed, the last one being where it failed.
    var actions: [String]

    /// Failures that are the same bug: the same kind at the same place with the same message.
    var key: String { "\(kind.rawValue)|\(place ?? "")|\(message)" }

    /// `file:line`, when known.
    var place: String? {
        guard let file, let line else { return nil }
        return "\(file):\(line)"
    }

    /// `script error at game.lua:12: attempt to index a nil value`.
    var summary: String {
        kind.rawValue + (place.map { " at \($0)" } ?? "") + (message.isEmpty ? "" : ": " + message)
    }

    /// How the message of `ui.assert`'s error begins (as does that of Lua's own `assert`).
    static let assertionPrefix = "assertion failed"

    /// A failure from an error the game's script raised while the engine ran it.
    init(_ error: ScriptError, seed: UInt64, actions: [String]) {
        self.init(error.error, limit: error.limit, seed: seed, actions: actions)
    }

    /// A failure from a Lua error: its kind from the limit or error kind, else from its message.
    init(_ error: LuaError, limit: GameLimits.Limit? = nil, seed: UInt64, actions: [String]) {
        switch (limit, error.kind) {
        case (.instructionBudget, _), (_, .instructionBudget): kind = .hang
        case (.memoryLimit, _), (_, .memoryLimit): kind = .memoryLimit
        case (.some, _), (_, .stopped): kind = .limit
        default: kind = error.message.hasPrefix(Self.assertionPrefix) ? .assertion : .scriptError
        }
        file = error.file
        line = error.line
        message = Self.firstLine(error.message)
        // `assertion failed at game.lua:12: the counter missed a tap`: the kind says it once.
        if kind == .assertion {
            message = String(message.dropFirst(Self.assertionPrefix.count))
            if message.hasPrefix(": ") { message.removeFirst(2) }
        }
        self.seed = seed
        self.actions = actions
    }

    init(kind: Kind, message: String, seed: UInt64, actions: [String], file: String? = nil, line: Int? = nil) {
        self.kind = kind
        self.message = Self.firstLine(message)
        self.seed = seed
        self.actions = actions
        self.file = file
        self.line = line
    }

    /// A failure from an error a bot statement raised, when it is the game's doing: the game's
    /// callbacks kept a wait busy past its work budget (a hang), or the clock reached the time
    /// limit. Nil for what a finger could not do, which is not the game's failure.
    init?(botError error: LuaError, seed: UInt64) {
        if error.kind == .instructionBudget || error.message.contains("work budget") {
            kind = .hang
        } else if error.kind == .memoryLimit {
            kind = .memoryLimit
        } else if error.kind == .stopped || error.message.contains("virtual time limit") {
            kind = .limit
        } else {
            return nil
        }
        message = Self.firstLine(error.message)
        self.seed = seed
        actions = []
    }

    /// The kind of a line the window logged: a layout conflict, or another warning.
    static func kind(ofWindowLog line: String) -> Kind {
        line.hasPrefix("Attempt to present") ? .windowWarning : .layout
    }

    /// The constraint a layout conflict's log broke, as the log describes it (the line after
    /// `Recovering by breaking constraint`), or nil when the line is no such log.
    static func brokenConstraint(inLog line: String) -> String? {
        let lines = line.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(of: "Recovering by breaking constraint"), index + 1 < lines.count else { return nil }
        return String(lines[index + 1])
    }

    /// A window's log in one line: a layout conflict's first line and the constraint it broke
    /// (`Unable to simultaneously satisfy constraints; broke <…>`), another warning's first line.
    static func windowLogSummary(_ line: String) -> String {
        guard let broken = brokenConstraint(inLog: line) else { return firstLine(line) }
        let first = firstLine(line)
        return (first.hasSuffix(".") ? String(first.dropLast()) : first) + "; broke " + broken
    }

    static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }

    /// The failure as a bot file that `moonkit run SCRIPT --bot FILE --seed SEED` replays: a
    /// header of comments naming the game, seed and failure, then one statement per action.
    func botFile(script: String, path: String) -> String {
        var lines = [
            "-- moonkit explore: \(script), seed \(seed), \(actions.count) actions; failed: \(summary)",
            "-- replay: moonkit run \(script) --bot \(path) --seed \(seed)",
            "return function(game)",
        ]
        lines += actions.map { "  " + $0 }
        lines.append("end")
        return lines.joined(separator: "\n") + "\n"
    }
}
