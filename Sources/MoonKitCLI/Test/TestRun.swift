import Foundation
import LuaBridge
import MoonBots
import MoonKit
import MoonLua

/// What came of one test: passed, or failed and why, with what the game and the test printed.
struct TestOutcome: Sendable {
    /// The test file, as the command names it.
    let file: String
    /// The test's name, or nil for a file that could not be read (its tests never ran).
    let name: String?
    /// Why it failed (`file:line: message`), nil when it passed.
    let failure: String?
    /// The lines the game and the test printed, shown with a failure.
    let output: [String]
    /// The machine time it took, for the JUnit report (never for the verdict).
    let seconds: Double

    var passed: Bool { failure == nil }
}

/// How `moonkit test` runs each test.
struct TestRunOptions: Sendable {
    /// The limits of each test's game and state (the command's limit flags).
    let limits: GameLimits
    /// Whether snapshot assertions write their goldens rather than compare.
    let updateSnapshots: Bool
}

/// Runs one test of a test file: a fresh game of the file's script with the test's seed, the
/// file run again in a fresh bot state beside it (so no test sees what another left), then the
/// test's function with the bot's `game`. The test fails on the first expectation that fails,
/// on an error in the test, and on any error the game raised while the test ran.
enum TestRun {
    static func run(_ plan: TestFilePlan, index: Int, options: TestRunOptions) -> TestOutcome {
        let test = plan.tests[index]
        let started = Date()
        let printed = PrintedLines()
        let failure = failure(of: plan, index: index, options: options, printed: printed)
        return TestOutcome(file: plan.file, name: test.name, failure: failure, output: printed.lines,
                           seconds: Date().timeIntervalSince(started))
    }

    /// Nil when the test passes, else why it failed.
    private static func failure(of plan: TestFilePlan, index: Int, options: TestRunOptions,
                                printed: PrintedLines) -> String? {
        let test = plan.tests[index]
        var gameErrors: [ScriptError] = []
        do {
            let runtime = try GameRuntime(script: plan.game, seed: test.seed, limits: options.limits,
                                          print: { printed.append($0) })
            runtime.onError = { gameErrors.append($0) }
            guard try runtime.start() else { return "\(plan.game) returned no app: a test plays a game" }
            if let first = gameErrors.first { return "the game failed as it started: \(first.description)" }
            let (session, lua) = try BotRunner.stage(folder: PathText.folder(of: plan.file), runtime: runtime,
                                                     print: { printed.append("test: " + $0) })
            defer { lua.close() }
            if options.limits.watchdogSeconds > 0 {
                Watchdog.shared(seconds: options.limits.watchdogSeconds).watch(lua, as: "test")
            }
            let snapshots = SnapshotAssertion(testFile: plan.file, update: options.updateSnapshots)
            guard let host = lua.newTable(), let snapshot = lua.function({ [unowned engine = runtime.engine] call in
                let name = try call.string(1), tolerance = try call.int(2)
                do {
                    call.push(try snapshots.check(engine, name: name, tolerance: tolerance))
                } catch {
                    throw LuaError("toMatchSnapshot: \(error)")
                }
            }) else { return "the test's Lua state is closed" }
            host.setField("snapshot", snapshot)
            let library = try TestLibrary.install(in: lua, host: host)
            try lua.load(file: plan.file).run()
            guard let run = library.field("run") else { return "the test library did not load" }
            session.beginTurn()
            try run.run(index + 1, LuaObject(session))
        } catch {
            // An error the game raised first is likely the cause: it is named too.
            guard let first = gameErrors.first else { return error.located }
            return error.located + "\n" + gameError(first, count: gameErrors.count)
        }
        return gameErrors.first.map { gameError($0, count: gameErrors.count) }
    }

    /// `the game raised an error: CONTEXT: file:line: message`, and how many more it raised.
    private static func gameError(_ first: ScriptError, count: Int) -> String {
        let more = count > 1 ? " (and \(count - 1) more)" : ""
        return "the game raised an error\(more): \(first.context): \(first.error.located)"
    }
}

/// The lines a test's game and state print, kept to be shown with its failure: the first
/// `kept`, as a game may print for ever, then how many more there were.
private final class PrintedLines {
    static let kept = 200
    private var kept: [String] = []
    private var dropped = 0
    func append(_ line: String) {
        if kept.count < Self.kept { kept.append(line) } else { dropped += 1 }
    }
    var lines: [String] { dropped == 0 ? kept : kept + ["(\(dropped) more lines)"] }
}
