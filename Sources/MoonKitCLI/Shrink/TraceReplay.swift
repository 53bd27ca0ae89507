import Foundation
import LuaBridge
import MoonKit
import MoonLua
import MoonBots

/// Plays one version of a trace on a fresh engine, as `moonkit run GAME --bot TRACE` plays it
/// (the same seed, device, appearance and limits), and keeps its first failure. What a run
/// prints goes nowhere: only the failure matters.
struct TraceReplay: Sendable {
    let script: String
    let root: String?
    let seed: UInt64
    let device: DeviceProfile?
    let appearance: Appearance
    let limits: GameLimits

    /// How a replay ended.
    enum Outcome: Equatable {
        /// It failed; a script error or a stop by a limit comes before what the game only
        /// reported (`ui.report`) or the window logged (a layout conflict, a UI warning),
        /// whichever happened first; with none of these, a game stuck after the last action.
        case failed(TraceFailure)
        /// The bot played to its end with nothing wrong.
        case passed
        /// The game script returned no app: there is nothing for a bot to play.
        case noApp
    }

    /// The name a version of a trace played from text is loaded under: short, because Lua cuts
    /// a longer chunk name given with text (not a file's) to its first 59 characters, which
    /// would then not name the trace. Its errors are known by the action's text, not by name.
    static let versionName = "trace-version"

    /// Replays a version of the trace at `path`, held as `source`; its `require` reads from the
    /// trace's folder. A game that cannot be made at all (its file is gone) is thrown.
    func play(source: String, of path: String) throws(LuaError) -> Outcome {
        try play(traceName: Self.versionName, traceLines: ActionTrace.lines(of: source)) {
            runtime throws(LuaError) in
            let folder = PathText.folder(of: path)
            return try BotRunner(source: source, name: Self.versionName, root: folder.isEmpty ? "." : folder,
                                 runtime: runtime, print: { _ in })
        }
    }

    /// Replays the trace in the file at `path`, exactly as `moonkit run --bot path` loads it.
    func play(file path: String) throws(LuaError) -> Outcome {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return try play(traceName: path, traceLines: ActionTrace.lines(of: text)) {
            runtime throws(LuaError) in try BotRunner(bot: path, runtime: runtime, print: { _ in })
        }
    }

    private func play(traceName: String, traceLines: [Substring],
                      bot makeBot: (GameRuntime) throws(LuaError) -> BotRunner) throws(LuaError) -> Outcome {
        let runtime = try GameRuntime(script: script, root: root, seed: seed, device: device, limits: limits,
                                      print: { _ in })
        runtime.engine.window.appearance = appearance
        let watch = VersionWatch(seconds: limits.watchdogSeconds)
        defer { watch.end() }
        watch.watch(runtime.lua, as: "game")
        var firstError: TraceFailure?
        var firstProblem: TraceFailure?
        runtime.onError = { error in
            if firstError == nil { firstError = TraceFailure(game: error) }
        }
        runtime.onReportedProblem = { problem in
            if firstProblem == nil { firstProblem = TraceFailure(reported: problem) }
        }
        runtime.engine.window.onLog = { line in
            if firstProblem == nil { firstProblem = TraceFailure(windowLog: line) }
        }
        do {
            guard try runtime.start() else { return .noApp }
        } catch {
            return .failed(TraceFailure(start: error))
        }
        let offeredAtStart = StuckWatch.offersSomething(runtime.engine)
        do {
            let bot = try makeBot(runtime)
            // A bot that loops for ever with no instruction budget is stopped, not waited for.
            watch.watch(bot.lua, as: "bot")
            try bot.run()
        } catch {
            // The game's own error, when it came first, is what broke the run.
            if firstError == nil { firstError = TraceFailure(bot: error, traceName: traceName, traceLines: traceLines) }
        }
        // The screen the bot left, laid out as it is shown next: a conflict that its last action
        // made is logged now (explore reads, and so lays out, the screen after every action).
        runtime.engine.window.layoutIfNeeded()
        if let failure = firstError ?? firstProblem { return .failed(failure) }
        if let screen = StuckWatch.afterLastAction(of: runtime, offeredBefore: offeredAtStart) {
            return .failed(TraceFailure(stuck: screen))
        }
        return .passed
    }
}
