import Foundation
import LuaBridge
import MoonLua

/// The first thing that went wrong when a trace was replayed: what kind of failure, where, and
/// how `moonkit run` words it. Two runs fail the same way when their signatures are equal.
struct TraceFailure: Equatable, Sendable {
    /// What makes two failures the same one: the kind and the place, not the whole message (a
    /// message may hold values that differ from one run to the next, as a score does).
    struct Signature: Hashable, Sendable, CustomStringConvertible {
        /// `script error`, `bot error`, `problem reported`, `stopped by the instruction budget`,
        /// `layout conflict`, `stuck`, …
        let kind: String
        /// `scripts/game.lua:12`; for an error the trace itself raised, its action's text (a
        /// line number in the trace changes as actions are taken out).
        let place: String

        var description: String { "\(kind) at \(place)" }
    }

    let signature: Signature
    /// The failure's first line as `moonkit run` prints it: `error in touchUpInside handler:
    /// scripts/game.lua:12: attempt to index a nil value`.
    let description: String

    /// An error the game raised while the engine ran it (a handler, a timer, its start).
    init(game error: ScriptError) {
        let kind = error.limit.map(Self.stop) ?? (error.error.kind == .stopped ? Self.stop(.watchdog) : "script error")
        signature = Signature(kind: kind, place: Self.place(error.error))
        description = Self.firstLine(LimitOptions.described(error))
    }

    /// An error that stopped the game as it loaded (a syntax error, an error in its main chunk).
    init(start error: LuaError) {
        signature = Signature(kind: "script error", place: Self.place(error))
        description = Self.firstLine(error.description)
    }

    /// An error the bot raised: in the trace (an action that could not be done), in what it
    /// requires, or a limit that stopped it. `traceName` is the name the trace's errors cite and
    /// `traceLines` its lines, to tell which action failed.
    init(bot error: LuaError, traceName: String, traceLines: [Substring]) {
        let kind = switch error.kind {
        case .instructionBudget: "bot " + Self.stop(.instructionBudget)
        case .memoryLimit: "bot " + Self.stop(.memoryLimit)
        case .stopped: "bot " + Self.stop(.watchdog)
        default: "bot error"
        }
        if error.file == traceName, let line = error.line, (1...traceLines.count).contains(line) {
            let action = traceLines[line - 1].trimmingCharacters(in: .whitespacesAndNewlines)
            signature = Signature(kind: kind, place: "the trace's action `\(action)`")
        } else {
            signature = Signature(kind: kind, place: Self.place(error))
        }
        description = "bot: " + Self.firstLine(error.description)
    }

    /// A problem the game handled and told of with `ui.report`.
    init(reported problem: LuaError) {
        signature = Signature(kind: "problem reported", place: Self.place(problem))
        description = Self.firstLine(GameRuntime.describe(reported: problem))
    }

    /// A line the window logged: a layout conflict, known by the constraint Auto Layout broke
    /// (the conflicting set may list views by places that move), or another warning, known by
    /// its text.
    init(windowLog line: String) {
        let kind = ExploreFailure.kind(ofWindowLog: line)
        let broken = kind == .layout ? ExploreFailure.brokenConstraint(inLog: line) : nil
        signature = Signature(kind: kind.rawValue, place: broken.map { "the constraint broken, \($0)" } ?? Self.firstLine(line))
        description = kind.rawValue + ": " + ExploreFailure.windowLogSummary(line)
    }

    /// A game stuck on `screen` after the trace's last action (`StuckWatch`): known by that
    /// screen's signature, its structure.
    init(stuck screen: ScreenReading) {
        signature = Signature(kind: ExploreFailure.Kind.stuck.rawValue,
                              place: "the screen " + String(screen.signature, radix: 16))
        description = "stuck: " + StuckWatch.message(for: screen)
    }

    /// How a failure stopped by a limit is kinded: `stopped by the instruction budget`.
    private static func stop(_ limit: GameLimits.Limit) -> String {
        switch limit {
        case .instructionBudget: "stopped by the instruction budget"
        case .memoryLimit: "stopped by the memory limit"
        case .instantLimit: "stopped by the instant limit"
        case .virtualTimeLimit: "stopped by the virtual-time limit"
        case .watchdog: "stopped by the watchdog"
        }
    }

    /// `file:line`, the file alone, or `no place` for an error Lua gave no position.
    private static func place(_ error: LuaError) -> String {
        switch (error.file, error.line) {
        case let (file?, line?): "\(file):\(line)"
        case let (file?, nil): file
        default: "no place"
        }
    }

    private static func firstLine(_ text: String) -> String {
        String(text.prefix(while: { $0 != "\n" }))
    }
}
