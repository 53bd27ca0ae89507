/// A reference to an object that does not keep it alive, for what the object's own parts hold:
/// a Lua state's handles, a layout engine's nodes and constraints, a game runtime's closures and
/// controllers. The object opens its link once it is set up and cuts it first thing in its
/// `deinit`; from then on the link reads nil (a new object at the same address has a new link).
///
/// A `weak` reference would do the same, but gives its target a side table, after which every
/// retain and release of the target takes the runtime's slow path, and these targets are
/// reached all the time (the figure: docs/performance.md, "Measured choices"). (`ItemLink` is
/// the same for views and layout guides, one per item.)
///
/// Safe as long as each target cuts its link first thing in its `deinit` and is a `final`
/// class (no subclass deinit runs before the cut): true of `MainQueue`, `Animator`,
/// `LayoutEngine`, MoonLua's `LuaState` and `GameRuntime`, the only targets. Tests:
/// ItemLinkTests (`aNodesEngineReadsNilOnceTheEngineIsFreed`,
/// `aWindowsQueueAndAnimatorReadNilOnceFreed`).
public final class UnownedLink<Target: AnyObject> {
    /// The object, from `open` until `cut`.
    public var target: Target? { targetStorage }
    // Private, and set only by `open` and `cut`: the compiler then proves every access
    // exclusive, where a public stored property is checked at run time on each read (a plain
    // release build; docs/performance.md, "Measured choices").
    private unowned(unsafe) var targetStorage: Target?

    /// A link that reads nil until its object opens it.
    public init() {}

    /// Called once the object is set up: holders reach it from now on.
    public func open(_ target: Target) {
        targetStorage = target
    }

    /// Called first thing in the object's `deinit`: holders see nil from now on.
    public func cut() {
        targetStorage = nil
    }
}
