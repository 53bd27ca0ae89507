import CMoonLua

/// One call of a background function: everything that crosses to the worker thread.
package struct BackgroundJob: Sendable {
    /// The function to run.
    package let function: BackgroundFunction
    /// Its arguments, copied out of the main state.
    package let arguments: PlainData
    /// The main state's limits at the time of the call; the worker applies the same.
    package let instructionBudget: Int
    package let memoryLimit: Int
    /// `math.randomseed(sequence, seed)` before the call: the job's random numbers depend
    /// on its place in dispatch order, not on which worker happens to run it.
    package let sequence: lua_Integer
    package let seed: lua_Integer

    package init(function: BackgroundFunction, arguments: PlainData, instructionBudget: Int, memoryLimit: Int,
                 sequence: lua_Integer, seed: lua_Integer) {
        self.function = function
        self.arguments = arguments
        self.instructionBudget = instructionBudget
        self.memoryLimit = memoryLimit
        self.sequence = sequence
        self.seed = seed
    }
}

/// What a background job hands back to the main queue.
package struct BackgroundOutcome: Sendable {
    package enum Result: Sendable {
        /// The function's results.
        case values(PlainData)
        /// `scripts/x.lua:12: message`, with the worker's traceback when there is one.
        case failure(message: String, traceback: String?)
    }

    package var result: Result
    /// What the function printed, shown on the main state (in dispatch order) before
    /// its completion runs.
    package var printed: [String] = []
    /// Errors raised in `__gc` metamethods while the function ran (a worker has no host to
    /// report them to), reported on the main queue before the completion runs.
    package var finalizerErrors: [LuaError] = []

    package init(result: Result, printed: [String] = []) {
        self.result = result
        self.printed = printed
    }
}
