/// A reference to a state that does not keep it alive, for handles the state's own objects hold
/// (`LuaReference`, the dispatch table): the state cuts it in its `deinit`.
///
/// A `weak` reference would do the same, but gives the state a side table, after which every
/// retain and release of it takes the runtime's slow path, and handles reach their state on
/// every call.
final class LuaStateLink {
    /// The state, until it goes away.
    fileprivate(set) unowned(unsafe) var state: LuaState?

    init(_ state: LuaState? = nil) {
        self.state = state
    }
}

extension LuaState {
    /// Called first thing in `deinit`: handles see no state from now on.
    func cutLink() {
        link.state = nil
    }

    /// Called once the state is set up: handles made from now on reach it.
    func openLink() {
        link.state = self
    }
}
