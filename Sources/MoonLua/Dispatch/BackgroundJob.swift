import CMoonLua

/// One call of a background function: everything that crosses to the worker thread.
struct BackgroundJob: Sendable {
    /// The function to run.
    let function: BackgroundFunction
    /// Its arguments, copied out of the main state.
    let arguments: PlainData
    /// The main state's limits at the time of the call; the worker applies the same.
    let instructionBudget: Int
    let memoryLimit: Int
    /// `math.randomseed(sequence, seed)` before the call: the job's random numbers depend
    /// on its place in dispatch order, not on which worker happens to run it.
    let sequence: lua_Integer
    let seed: lua_Integer
}

/// What a background job hands back to the main queue.
struct BackgroundOutcome: Sendable {
    enum Result: Sendable {
        /// The function's results.
        case values(PlainData)
        /// `scripts/x.lua:12: message`, with the worker's traceback when there is one.
        case failure(message: String, traceback: String?)
    }

    var result: Result
    /// What the function printed, shown on the main state (in dispatch order) before
    /// its completion runs.
    var printed: [String] = []
}
