import Foundation
import MoonKit
import LuaBridge
import TestSupport
import MoonLua

/// A main state with `dispatch` installed as a global, its main queue, and the errors
/// reported through `onError`; scripts live in a fresh folder that is the script root.
final class DispatchHarness {
    /// Errors reported by completions and main-queue functions, in order.
    final class ErrorLog {
        var errors: [LuaError] = []
    }

    let folder: ScriptFolder
    let lua: LuaState
    let queue = MainQueue()
    let log = ErrorLog()
    var printed: [String] = []

    init(files: [String: String] = [:], workers: Int = 2, seed: Int = 0,
         instructionBudget: Int = 0, memoryLimit: Int = 0) throws {
        // Always one file, so that the root folder exists.
        folder = try ScriptFolder(files.merging(["main.lua": "return true"]) { mine, _ in mine })
        let printed = PrintLog()
        lua = try LuaState(root: folder.root, instructionBudget: instructionBudget, memoryLimit: memoryLimit,
                           print: { printed.lines.append($0) })
        printLog = printed
        let log = self.log
        let dispatch = makeDispatchTable(for: lua, queue: queue, workers: workers, randomSeed: seed) {
            log.errors.append($0)
        }
        lua.setGlobal("dispatch", dispatch)
    }

    private final class PrintLog {
        var lines: [String] = []
    }

    private var printLog: PrintLog?

    /// What the main state printed (worker output included, delivered before each completion).
    var lines: [String] { printLog?.lines ?? [] }

    /// Runs a chunk named `scripts/x.lua`, then the main queue until it is idle, on a
    /// thread of its own (see `onOwnThread`).
    @discardableResult
    func run(_ source: String, name: String = "scripts/x.lua") async throws -> [LuaValue] {
        try await onOwnThread { [self] in
            let results = try lua.run(source, name: name)
            queue.runUntilIdle()
            return results
        }
    }

    /// Runs the main queue for `seconds` of virtual time on a thread of its own.
    func step(_ seconds: Double) async throws {
        try await onOwnThread { [self] in queue.step(seconds) }
    }

    /// The error a chunk raised at once (before any queue ran), as `file:line: message`.
    func refusal(_ source: String) -> String? {
        luaError { try lua.run(source, name: "scripts/x.lua") }?.located
    }
}

/// The refusal every non-plain value gets, after its place.
let onlyPlainData = "only plain data (nil, booleans, numbers, strings, tables of those) can cross to a background queue"

/// Carries a value to another thread while its sender waits: one thread at a time uses it.
struct Handoff<Value>: @unchecked Sendable {
    let value: Value
}

/// Runs `body` on a thread of its own and waits for it without holding a thread of
/// the shared pool. The main queue blocks while a completion's background work is
/// still running; a test blocking a Swift-concurrency thread that way would hold one
/// of the threads the background work itself needs (on Linux they share Dispatch's
/// pool), and the work would wait until Dispatch notices and adds a thread. The
/// engine runs its queue on a thread of its own, as this does.
func onOwnThread<T>(_ body: @escaping () throws -> T) async throws -> T {
    let work = Handoff(value: body)
    let result: Handoff<Result<T, any Error>> = await withCheckedContinuation { continuation in
        let thread = Thread {
            continuation.resume(returning: Handoff(value: Result { try work.value() }))
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    return try result.value.get()
}
