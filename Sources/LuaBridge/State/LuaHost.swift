/// The program that runs a Lua state (a game runtime, a test), as the bridge sees it.
///
/// Lua code that Swift runs on its own schedule (a timer's body, an animation's completion, a
/// background job's completion) has no Swift caller to throw to: its errors go to the host.
public protocol LuaHost: AnyObject {
    /// An error raised while running `context` (`timer`, `animation completion`, …); the
    /// program goes on.
    func report(_ error: LuaError, in context: String)
}
