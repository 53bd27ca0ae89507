import MoonKit

/// What `GameRuntime.observe` returns: `cancel()` stops the observer for good.
///
/// Dropping the token does not cancel the observer (an observer usually lasts as long as its
/// game, and is written without keeping anything): it lasts until `cancel()` or until the
/// runtime goes away.
public final class PropertyObservation {
    private let runtime: UnownedLink<GameRuntime>
    /// The observed property's name.
    public let name: String
    private let id: Int

    init(runtime: UnownedLink<GameRuntime>, name: String, id: Int) {
        self.runtime = runtime
        self.name = name
        self.id = id
    }

    /// Stops the observer: from now on it is not called. Cancelling again does nothing.
    public func cancel() {
        runtime.target?.stopObserving(name, id: id)
    }
}
