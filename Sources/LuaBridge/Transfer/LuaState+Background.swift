import CMoonLua

extension LuaState {
    /// Runs a background job in this worker state and copies its results out. The state is
    /// meant for this one job (see `WorkerPool`): whatever the job leaves in it is not cleared.
    package func runBackground(_ job: BackgroundJob) -> BackgroundOutcome {
        guard let L else {
            return BackgroundOutcome(result: .failure(message: "the worker state is closed", traceback: nil))
        }
        if instructionBudget != job.instructionBudget { instructionBudget = job.instructionBudget }
        if memoryLimit != job.memoryLimit { memoryLimit = job.memoryLimit }
        let printed = PrintedLines()
        print = { printed.lines.append($0) }
        defer { print = { _ in } }
        let collected = CollectedErrors()
        let formerHost = host
        host = collected
        defer { host = formerHost }
        var outcome = runJob(L, job, printed: printed)
        outcome.finalizerErrors = collected.errors
        return outcome
    }

    private func runJob(_ L: OpaquePointer, _ job: BackgroundJob, printed: PrintedLines) -> BackgroundOutcome {
        do throws(LuaError) {
            guard lua_checkstack(L, job.arguments.count + 5) != 0 else {
                throw LuaError("too many arguments for a background function", kind: .host)
            }
            try seedRandom(L, job)
            // The function twice: one copy kept below the call to locate a refusal of its
            // results, one to call.
            let top = lua_gettop(L)
            defer { lua_settop(L, top) }
            try job.function.push(onto: L)
            let function = lua_gettop(L)
            return try protected(L, results: MOON_LUA_MULTRET, { () throws(LuaError) -> Int32 in
                lua_pushvalue(L, function)
                guard job.arguments.push(to: L) == job.arguments.count else {
                    throw LuaError("the arguments could not be copied", kind: .host)
                }
                return job.arguments.count
            }, read: { first in
                do throws(PlainDataRefusal) {
                    let results = try PlainData(L, first: first, count: lua_gettop(L) - first + 1,
                                                subject: { "result #\($0)" }, direction: .fromBackground)
                    return BackgroundOutcome(result: .values(results), printed: printed.lines)
                } catch {
                    let message = Self.definition(L, function) + ": " + error.message
                    return BackgroundOutcome(result: .failure(message: message, traceback: nil), printed: printed.lines)
                }
            })
        } catch {
            let failure = BackgroundOutcome.Result.failure(message: error.located, traceback: error.traceback)
            return BackgroundOutcome(result: failure, printed: printed.lines)
        }
    }

    /// `math.randomseed(sequence, seed)`, unless the script replaced `math`.
    private func seedRandom(_ L: OpaquePointer, _ job: BackgroundJob) throws(LuaError) {
        rawGetGlobal(L, "math")
        defer { moon_pop(L, 1) }
        guard lua_type(L, -1) == LUA_TTABLE else { return }
        let math = lua_gettop(L)
        LuaStack.push(L, string: "randomseed")
        let type = lua_rawget(L, math)
        moon_pop(L, 1)
        guard type == LUA_TFUNCTION else { return }
        try protected(L, results: 0, { () throws(LuaError) -> Int32 in
            LuaStack.push(L, string: "randomseed")
            lua_rawget(L, math)
            lua_pushinteger(L, job.sequence)
            lua_pushinteger(L, job.seed)
            return 2
        }, read: { _ in })
    }

    /// `scripts/x.lua:12`: where the function at `index` was defined.
    private static func definition(_ L: OpaquePointer, _ index: Int32) -> String {
        var info = lua_Debug()
        lua_pushvalue(L, index)
        guard lua_getinfo(L, ">S", &info) != 0 else { return "(background function)" }
        let source = withUnsafeBytes(of: &info.short_src) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return "\(source):\(info.linedefined)"
    }
}

/// Lines a background function printed, collected on its worker thread.
private final class PrintedLines {
    package var lines: [String] = []
}
