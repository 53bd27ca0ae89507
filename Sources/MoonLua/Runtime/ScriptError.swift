import LuaBridge
/// An error a game script raised while the engine ran it: in a tap handler, a timer, an
/// animation completion, a lifecycle method. The engine reports it and keeps running.
public struct ScriptError: Error, CustomStringConvertible, Sendable {
    /// What was running: `touchUpInside handler`, `timer`, `viewDidLoad`, …
    public var context: String
    /// The Lua error, with its file:line and traceback.
    public var error: LuaError
    /// The limit that stopped the work, if one did: how a command adds the flag that changes it.
    public var limit: GameLimits.Limit?

    /// An error raised while running `context`; `limit`, when a limit stopped it.
    public init(context: String, error: LuaError, limit: GameLimits.Limit? = nil) {
        self.context = context
        self.error = error
        self.limit = limit
    }

    /// `error in CONTEXT: file:line: message`, then the traceback when there is one.
    public var description: String {
        var text = "error in \(context): \(error.located)"
        if let traceback = error.traceback, !traceback.isEmpty { text += "\n" + traceback }
        return text
    }
}
