import LuaBridge
import Dispatch
import Foundation
import MoonKit

/// Builds the `dispatch` table of Grand Central Dispatch for scripts run by `state`,
/// whose completions run on `queue` (the engine's main queue). Returns nil once the
/// state is closed.
///
/// - `dispatch.global:async(fn, args…, completion)` runs `fn(args…)` in a worker Lua
///   state on a global Dispatch queue, in parallel; `completion(results…)` then runs on
///   `queue`, in dispatch order, or `completion(nil, "file:line: message", failure)` when
///   `fn` failed, `failure` the error's parts (`LuaError.table`: message, file, line, …). `fn` may use its arguments, globals, `require` and `files`, but no upvalue
///   other than `_ENV`; arguments and results must be plain data (nil, booleans,
///   numbers, strings, tables of those). Pass nil as the completion for none (an
///   error of `fn` then goes to `onError`).
/// - `dispatch.global(qos)` is the queue of a quality of service: `background`,
///   `utility`, `default` (`dispatch.global` itself), `userInitiated`, `userInteractive`.
/// - `dispatch.main:async(fn)` runs `fn()` on `queue` after what is already queued;
///   `dispatch.main:after(seconds, fn)` runs it `seconds` of (virtual) time later.
///
/// An error raised by a completion or a main-queue function goes to `onError` (with
/// file:line and traceback) and the queue goes on.
///
/// - Parameters:
///   - state: the state whose scripts get the table; background functions are copied out of it.
///   - queue: the engine's main queue, where completions and `dispatch.main` functions run.
///   - filesRoot: the folder a worker's `files` reads from, or `nil` for no `files` in workers.
///   - workers: the most worker states (and background functions running at once);
///     the default is one per core.
///   - randomSeed: each background call starts with `math.randomseed(n, randomSeed)`,
///     `n` its place in dispatch order, so its random numbers do not depend on timing.
///   - onError: told of an error that a completion or a main-queue function raised.
///
/// ```swift
/// let dispatch = makeDispatchTable(for: lua, queue: engine.queue) { print($0) }
/// moonkitModule.setField("dispatch", dispatch)
/// ```
public func makeDispatchTable(for state: LuaState, queue: MainQueue, filesRoot: String? = nil,
                              workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                              randomSeed: Int = 0,
                              onError: @escaping (LuaError) -> Void) -> LuaReference? {
    LuaDispatch(state: state, queue: queue, filesRoot: filesRoot, workers: workers, seed: Int64(randomSeed),
                onError: onError)
        .makeTable()
}

/// The Swift side of the `dispatch` table of one main state. Its Lua functions keep it
/// alive; it does not keep the state alive, so it makes no cycle through the state.
final class LuaDispatch {
    private var state: LuaState? { stateLink.target }
    private let stateLink: LuaStateLink
    private let queue: MainQueue
    /// The worker pool (tests read how many jobs it ran at once).
    let pool: WorkerPool
    private let seed: Int64
    private let onError: (LuaError) -> Void
    /// Background calls made so far: the place of the next one in dispatch order.
    private var calls: Int64 = 0

    init(state: LuaState, queue: MainQueue, filesRoot: String?, workers: Int, seed: Int64,
         onError: @escaping (LuaError) -> Void) {
        self.stateLink = state.link
        self.queue = queue
        self.pool = WorkerPool(root: state.root, filesRoot: filesRoot, capacity: workers)
        self.seed = seed
        self.onError = onError
    }

    /// The queue tables by QoS name, for `dispatch.global(qos)`.
    private var queueTables: [String: LuaReference] = [:]

    /// `{ main = {async, after}, global = <default queue> }`; the global queues share a
    /// metatable whose `__call` picks a queue by QoS name.
    func makeTable() -> LuaReference? {
        guard let state, let dispatch = state.newTable(), let main = state.newTable(),
              let queueMetatable = state.newTable() else { return nil }
        main.setField("async", state.function(.method("(fn: fun())")) { [self] call in try mainAsync(&call) })
        main.setField("after", state.function(.method("(seconds: number, fn: fun())")) { [self] call in try mainAfter(&call) })
        dispatch.setField("main", main)

        queueMetatable.setField("__call", state.function { [self] call in try globalQueue(&call) })
        queueMetatable.setField("__metatable", false)
        for (name, qos) in DispatchQoS.QoSClass.luaNames {
            guard let queue = state.newTable() else { return nil }
            queue.setField("async", state.function(.method("(fn: function, ...: any)")) { [self] call in
                try globalAsync(&call, qos: qos)
            })
            queue.setField("qos", name)
            queue.setMetatable(queueMetatable)
            queueTables[name] = queue
        }
        dispatch.setField("global", queueTables["default"])
        return dispatch
    }

    // MARK: dispatch.global

    /// `dispatch.global(qos)`: `__call(queue, qos)`.
    private func globalQueue(_ call: inout LuaCall) throws {
        let name: String
        if call.isNil(2) {
            name = "default"
        } else if call.isString(2) {
            name = try call.string(2)
        } else {
            throw LuaError("dispatch.global: the quality of service must be a name such as \"userInitiated\" (got \(call.typeName(2)))")
        }
        guard DispatchQoS.QoSClass(luaName: name) != nil, let queue = queueTables[name] else {
            throw LuaError("dispatch.global: unknown quality of service \(LuaText.quoted(name)) (expected \(DispatchQoS.QoSClass.luaNameList))")
        }
        call.push(queue)
    }

    /// `queue:async(fn, args…, completion)` on a global queue.
    private func globalAsync(_ call: inout LuaCall, qos: DispatchQoS.QoSClass) throws {
        let count = call.argumentCount
        let prefix = "dispatch.global:async"
        guard call.isTable(1) else {
            throw LuaError("\(prefix): call it with a colon: dispatch.global:async(fn, ..., completion)")
        }
        guard count >= 3 else {
            throw LuaError("\(prefix): expected the background function, its arguments and a completion (nil for none)")
        }
        let state = call.state
        let function: BackgroundFunction
        do {
            function = try BackgroundFunction.prepare(call, at: 2)
        } catch {
            throw LuaError("\(prefix): \(error.message)")
        }
        let arguments: PlainData
        do {
            arguments = try PlainData(call, first: 3, count: count - 3, subject: { "argument #\($0)" },
                                      direction: .toBackground)
        } catch {
            throw LuaError("\(prefix): \(error.message)")
        }
        let completion: LuaReference?
        if call.isFunction(count) {
            completion = try call.function(count)
        } else if call.isNil(count) {
            completion = nil
        } else {
            throw LuaError("\(prefix): the last argument must be the completion function, or nil for none (got \(call.typeName(count)))")
        }
        calls += 1
        let job = BackgroundJob(function: function, arguments: arguments,
                                instructionBudget: state.instructionBudget, memoryLimit: state.memoryLimit,
                                sequence: calls, seed: seed)
        let pool = self.pool
        // A job stuck where no hook reaches (C code) would stall the main queue, which waits for
        // its result: the main state's watchdog watches the workers too.
        let watchdog = state.watchdog
        let watchdogAction = state.watchdogAction
        // The job's function and arguments wait in Swift until its completion has run (a script
        // may queue jobs faster than the workers take them): charged until then.
        let charge = LuaMemoryCharge(state, bytes: ScriptMemory.backgroundJobBytes + function.chunk.count + arguments.byteCount)
        queue.background(qos: qos, { pool.run(job, watchdog: watchdog, action: watchdogAction) }, completion: { [weak self] outcome in
            withExtendedLifetime(charge) { self?.deliver(outcome, to: completion) }
        })
    }

    /// On the main queue: what the worker printed, then the completion.
    private func deliver(_ outcome: BackgroundOutcome, to completion: LuaReference?) {
        guard let state, !state.isClosed else { return }
        for line in outcome.printed { state.print(line) }
        for error in outcome.finalizerErrors { onError(error) }
        switch outcome.result {
        case .values(let values):
            guard let completion else { return }
            report { () throws(LuaError) in
                try completion.run(argumentCount: values.count) { values.push(to: $0) }
            }
        case .failure(let message, let traceback):
            // The worker's message names the file as Lua cut it: the main state knows its name.
            let error = state.locating(LuaError(luaMessage: message, traceback: traceback))
            guard let completion else { return onError(error) }
            report { () throws(LuaError) in
                try completion.run(argumentCount: 3) { top in
                    top.pushNil()
                    top.push(error.located)
                    top.push(error.table)
                }
            }
        }
    }

    // MARK: dispatch.main

    /// `dispatch.main:async(fn)`.
    private func mainAsync(_ call: inout LuaCall) throws {
        guard call.isTable(1) else {
            throw LuaError("dispatch.main:async: call it with a colon: dispatch.main:async(fn)")
        }
        guard call.isFunction(2) else {
            throw LuaError("dispatch.main:async: the argument must be a function (got \(call.typeName(2)))")
        }
        let function = try call.function(2)
        queue.async { [weak self] in self?.runOnMain(function) }
    }

    /// `dispatch.main:after(seconds, fn)`.
    private func mainAfter(_ call: inout LuaCall) throws {
        guard call.isTable(1) else {
            throw LuaError("dispatch.main:after: call it with a colon: dispatch.main:after(seconds, fn)")
        }
        guard call.isNumber(2) else {
            throw LuaError("dispatch.main:after: the delay must be a number of seconds (got \(call.typeName(2)))")
        }
        guard call.isFunction(3) else {
            throw LuaError("dispatch.main:after: the second argument must be a function (got \(call.typeName(3)))")
        }
        let seconds = try call.double(2)
        guard !seconds.isNaN else {
            throw LuaError("dispatch.main:after: the delay is NaN, not a number of seconds (0/0 somewhere?)")
        }
        let function = try call.function(3)
        queue.after(seconds) { [weak self] in self?.runOnMain(function) }
    }

    private func runOnMain(_ function: LuaReference) {
        guard let state, !state.isClosed else { return }
        report { () throws(LuaError) in try function.run(argumentCount: 0) { _ in } }
    }

    /// Runs a call into the main state; its error goes to `onError`, and the queue goes on.
    private func report(_ body: () throws(LuaError) -> Void) {
        do {
            try body()
        } catch {
            onError(error)
        }
    }
}
