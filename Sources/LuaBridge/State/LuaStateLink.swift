/// How the handles of a state (references, bound functions) reach it without keeping it alive.
///
/// The state opens its link once it is set up and cuts it first thing in its `deinit`; from then
/// on the link reads nil. A `weak` reference would say the same, but gives the state a side table,
/// after which every retain and release of it takes the runtime's slow path, and handles reach
/// their state on every call. The state is confined to one thread, so the link never changes
/// under a reader. (MoonKit's `UnownedLink` is the same idea for engine objects; the bridge does
/// not import MoonKit, see docs/architecture.md; the figure: docs/performance.md, "Measured choices".) Scripts
/// never reach the link: they reach the state's handles, which read nil once it is cut
/// (`ValueTests.referencesOutliveTheirStateSafely`).
package final class LuaStateLink {
    /// The state, from `open` until `cut`.
    package var target: LuaState? { targetStorage }
    // Private, and set only by `open` and `cut`: the compiler then proves every access
    // exclusive, where a package stored property is checked at run time on each read (a plain
    // release build; docs/performance.md, "Measured choices").
    private unowned(unsafe) var targetStorage: LuaState?

    /// Called once the state is set up.
    func open(_ state: LuaState) { targetStorage = state }

    /// Called first thing in the state's `deinit`.
    func cut() { targetStorage = nil }
}
