/// A host that keeps the errors it is told of, for a state with no game of its own to report
/// to: a worker's, whose errors raised in `__gc` metamethods go back with its job's outcome and
/// are reported on the main queue (a worker state must not touch the game).
package final class CollectedErrors: LuaHost {
    package private(set) var errors: [LuaError] = []

    package init() {}

    package func report(_ error: LuaError, in context: String) {
        errors.append(error)
    }
}
