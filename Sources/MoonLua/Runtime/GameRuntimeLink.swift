/// A reference to a game runtime that does not keep it alive, for what the runtime's own
/// objects hold (the closures it gives the engine and Lua, its script controllers, its state):
/// the runtime cuts it in its `deinit`, and from then on it reads nil.
///
/// A `weak` reference would do the same, but gives the runtime a side table, after which every
/// retain and release of it takes the runtime's slow path, and bindings reach their runtime on
/// every image, timer and animation.
final class GameRuntimeLink {
    /// The runtime, until it goes away.
    fileprivate(set) unowned(unsafe) var runtime: GameRuntime?
}

extension GameRuntime {
    /// Called once the runtime is set up enough to be reached.
    func openLink() {
        link.runtime = self
    }

    /// Called first thing in `deinit`.
    func cutLink() {
        link.runtime = nil
    }
}
