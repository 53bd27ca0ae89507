import CMoonLua
import Dispatch
import Foundation
import MoonKit

/// Builds the `dispatch` table of Grand Central Dispatch for scripts run by `state`,
/// whose completions run on `queue` (the engine's main queue). Returns nil once the
/// state is closed.
///
/// - `dispatch.global:async(fn, args…, completion)` runs `fn(args…)` in a worker Lua
///   state on a global Dispatch queue, in parallel; `completion(results…)` then runs on
///   `queue`, in dispatch order, or `completion(nil, "file:line: message")` when `fn`
///   failed. `fn` may use its arguments, globals, `require` and `files`, but no upvalue
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
///   - workers: the most worker states (and background functions running at once);
///     the default is one per core.
///   - randomSeed: each background call starts with `math.randomseed(n, randomSeed)`,
///     `n` its place in dispatch order, so its random numbers do not depend on timing.
///
/// ```swift
/// let dispatch = makeDispatchTable(for: lua, queue: engine.queue) { print($0) }
/// moonkitModule.setField("dispatch", dispatch)
/// ```
public func makeDispatchTable(for state: LuaState, queue: MainQueue, filesRoot: String? = nil,
                              workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                              randomSeed: Int = 0,
                              onError: @escaping (LuaError) -> Void) -> LuaReference? {
    LuaDispatch(state: state, queue: queue, filesRoot: filesRoot, workers: workers, seed: lua_Integer(randomSeed),
                onError: onError)
        .makeTable()
}

/// The Swift side of the `dispatch` table of one main state. Its Lua functions keep it
/// alive; it does not keep the state alive, so it makes no cycle through the state.
final class LuaDispatch {
    private var state: LuaState? { stateLink.target }
    private let stateLink: UnownedLink<LuaState>
    private let queue: MainQueue
    private let pool: WorkerPool
    private let seed: lua_Integer
    private let onError: (LuaError) -> Void
    /// Background calls made so far: the place of the next one in dispatch order.
    private var calls: lua_Integer = 0

    init(state: LuaState, queue: MainQueue, filesRoot: String?, workers: Int, seed: lua_Integer,
         onError: @escaping (LuaError) -> Void) {
        self.stateLink = state.link
        self.queue = queue
        self.pool = WorkerPool(root: state.root?.display, filesRoot: filesRoot, capacity: workers)
        self.seed = seed
        self.onError = onError
    }

    /// `{ main = {async, after}, global = <default queue> }`; the global queues share a
    /// metatable whose `__call` picks a queue by QoS name from its `queues` field.
    func makeTable() -> LuaReference? {
        guard let state, let L = state.L, lua_checkstack(L, 8) != 0 else { return nil }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }

        lua_createtable(L, 0, 2)  // dispatch
        lua_createtable(L, 0, 2)  // dispatch.main
        setFunction(L, "async") { [self] call in try mainAsync(&call) }
        setFunction(L, "after") { [self] call in try mainAfter(&call) }
        setField(L, "main")

        lua_createtable(L, 0, 3)  // the global queues' metatable
        setFunction(L, "__call") { [self] call in try globalQueue(&call) }
        lua_pushboolean(L, 0)
        setField(L, "__metatable")
        lua_createtable(L, 0, Int32(DispatchQoS.QoSClass.luaNames.count))  // queues by name
        for (name, qos) in DispatchQoS.QoSClass.luaNames {
            lua_createtable(L, 0, 2)
            setFunction(L, "async") { [self] call in try globalAsync(&call, qos: qos) }
            LuaStack.push(L, string: name)
            setField(L, "qos")
            lua_pushvalue(L, -3)
            lua_setmetatable(L, -2)
            setField(L, name)
        }
        LuaStack.push(L, string: "default")
        lua_rawget(L, -2)
        setField(L, "global", in: -4)  // dispatch.global = queues.default
        setField(L, "queues")
        moon_pop(L, 1)
        return LuaReference(state: state, L: L, index: -1)
    }

    // MARK: Building tables (raw sets: nothing here can raise)

    /// Pops the top value into `table[name]`, the table being at `index` (just below the value by default).
    private func setField(_ L: OpaquePointer, _ name: String, in index: Int32 = -2) {
        let table = lua_absindex(L, index)
        LuaStack.push(L, string: name)
        lua_rotate(L, -2, 1)  // [..., name, value]
        lua_rawset(L, table)
    }

    private func setFunction(_ L: OpaquePointer, _ name: String, _ body: @escaping LuaSwiftFunction) {
        LuaFunctions.push(L, body)
        setField(L, name)
    }

    // MARK: dispatch.global

    /// `dispatch.global(qos)`: `__call(queue, qos)`.
    private func globalQueue(_ call: inout LuaCall) throws {
        let L = call.L
        let name: String
        switch lua_type(L, 2) {
        case LUA_TNONE, LUA_TNIL: name = "default"
        case LUA_TSTRING: name = try call.string(2)
        default: throw LuaError("dispatch.global: the quality of service must be a name such as \"userInitiated\" (got \(LuaStack.typeName(L, 2)))")
        }
        guard DispatchQoS.QoSClass(luaName: name) != nil else {
            throw LuaError("dispatch.global: unknown quality of service '\(name)' (expected \(DispatchQoS.QoSClass.luaNameList))")
        }
        guard lua_getmetatable(L, 1) != 0 else { throw LuaError("dispatch.global: not a dispatch queue") }
        LuaStack.push(L, string: "queues")
        guard lua_rawget(L, -2) == LUA_TTABLE else { throw LuaError("dispatch.global: not a dispatch queue") }
        LuaStack.push(L, string: name)
        lua_rawget(L, -2)
        call.results = 1
    }

    /// `queue:async(fn, args…, completion)` on a global queue.
    private func globalAsync(_ call: inout LuaCall, qos: DispatchQoS.QoSClass) throws {
        let L = call.L
        let count = call.argumentCount
        let prefix = "dispatch.global:async"
        guard lua_type(L, 1) == LUA_TTABLE else {
            throw LuaError("\(prefix): call it with a colon: dispatch.global:async(fn, ..., completion)")
        }
        guard count >= 3 else {
            throw LuaError("\(prefix): expected the background function, its arguments and a completion (nil for none)")
        }
        let state = LuaState.from(L)
        let function: BackgroundFunction
        do {
            function = try BackgroundFunction.prepare(state, L, at: 2)
        } catch {
            throw LuaError("\(prefix): \(error.message)")
        }
        let arguments: PlainData
        do {
            arguments = try PlainData(L, first: 3, count: count - 3, subject: { "argument #\($0)" },
                                      direction: .toBackground)
        } catch {
            throw LuaError("\(prefix): \(error.message)")
        }
        let completion: LuaReference?
        switch lua_type(L, count) {
        case LUA_TFUNCTION: completion = try call.function(count)
        case LUA_TNIL: completion = nil
        default:
            throw LuaError("\(prefix): the last argument must be the completion function, or nil for none (got \(LuaStack.typeName(L, count)))")
        }
        calls += 1
        let job = BackgroundJob(function: function, arguments: arguments,
                                instructionBudget: state.instructionBudget, memoryLimit: state.memoryLimit,
                                sequence: calls, seed: seed)
        let pool = self.pool
        queue.background(qos: qos, { pool.run(job) }, completion: { [weak self] outcome in
            self?.deliver(outcome, to: completion)
        })
    }

    /// On the main queue: what the worker printed, then the completion.
    private func deliver(_ outcome: BackgroundOutcome, to completion: LuaReference?) {
        guard let state, !state.isClosed else { return }
        for line in outcome.printed { state.print(line) }
        switch outcome.result {
        case .values(let values):
            guard let completion else { return }
            report { () throws(LuaError) in
                try state.callIgnoringResults(completion, argumentCount: values.count) { L in values.push(to: L) }
            }
        case .failure(let message, let traceback):
            guard let completion else {
                return onError(LuaError(luaMessage: message, traceback: traceback))
            }
            report { () throws(LuaError) in
                try state.callIgnoringResults(completion, argumentCount: 2) { L in
                    lua_pushnil(L)
                    LuaStack.push(L, string: message)
                }
            }
        }
    }

    // MARK: dispatch.main

    /// `dispatch.main:async(fn)`.
    private func mainAsync(_ call: inout LuaCall) throws {
        let L = call.L
        guard lua_type(L, 1) == LUA_TTABLE else {
            throw LuaError("dispatch.main:async: call it with a colon: dispatch.main:async(fn)")
        }
        guard lua_type(L, 2) == LUA_TFUNCTION else {
            throw LuaError("dispatch.main:async: the argument must be a function (got \(LuaStack.typeName(L, 2)))")
        }
        let function = try call.function(2)
        queue.async { [weak self] in self?.runOnMain(function) }
    }

    /// `dispatch.main:after(seconds, fn)`.
    private func mainAfter(_ call: inout LuaCall) throws {
        let L = call.L
        guard lua_type(L, 1) == LUA_TTABLE else {
            throw LuaError("dispatch.main:after: call it with a colon: dispatch.main:after(seconds, fn)")
        }
        guard lua_type(L, 2) == LUA_TNUMBER else {
            throw LuaError("dispatch.main:after: the delay must be a number of seconds (got \(LuaStack.typeName(L, 2)))")
        }
        guard lua_type(L, 3) == LUA_TFUNCTION else {
            throw LuaError("dispatch.main:after: the second argument must be a function (got \(LuaStack.typeName(L, 3)))")
        }
        let seconds = lua_tonumberx(L, 2, nil)
        let function = try call.function(3)
        queue.after(seconds) { [weak self] in self?.runOnMain(function) }
    }

    private func runOnMain(_ function: LuaReference) {
        guard let state, !state.isClosed else { return }
        report { () throws(LuaError) in try state.callIgnoringResults(function, argumentCount: 0) { _ in } }
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
