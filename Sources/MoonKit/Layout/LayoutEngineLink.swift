/// A reference to a layout engine that does not keep it alive, for the nodes and constraints
/// registered with it: the engine makes it and cuts it in its `deinit`, after which it reads nil
/// (a new engine at the same address has a new link).
///
/// A `weak` reference would do the same, but gives the engine a side table, after which every
/// retain and release of it takes the runtime's slow path; layout asks nodes for their engine
/// on every pass (see `ItemLink`, the same for views and guides).
final class LayoutEngineLink {
    /// The engine, until it goes away.
    fileprivate(set) unowned(unsafe) var engine: LayoutEngine?

    init() {}
}

extension LayoutEngine {
    /// Called once the engine is set up: nodes and constraints registered from now on reach it.
    func openLink() {
        link.engine = self
    }

    /// Called first thing in `deinit`: nodes and constraints see no engine from now on.
    func cutLink() {
        link.engine = nil
    }
}
