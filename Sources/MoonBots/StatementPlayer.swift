import LuaBridge
import MoonLua

/// Plays a game one bot statement at a time (`game:tap("OK")`, `game:wait(0.5)`), for a host
/// that decides what to do next by looking at the screen (`moonkit explore`) and writes what it
/// did as a bot file. Each statement runs in a bot's own state, on a bot's session, exactly as
/// the same line inside a bot's function would: the file written replays the same game.
///
/// ```swift
/// let player = try StatementPlayer(runtime: game)
/// try player.perform(#"game:tap("START")"#)
/// try player.perform("game:wait(1)")
/// ```
public final class StatementPlayer {
    /// The session the statements play through.
    public let session: BotSession
    /// The state the statements run in.
    public let lua: LuaState
    /// The game played, kept alive while it is played.
    public let runtime: GameRuntime

    /// A player of the started game `runtime`, with a bot's limits (`BotRunner`).
    public init(runtime: GameRuntime, print: @escaping (String) -> Void = { Swift.print($0) }) throws(LuaError) {
        self.runtime = runtime
        session = BotRunner.session(for: runtime)
        lua = try BotRunner.state(for: runtime, root: runtime.gameFolder ?? ".", print: print)
        // As a bot's function begins: the game's work is counted from here.
        session.beginTurn()
    }

    /// Runs one statement with `game` bound to the session; the bot's error is thrown.
    public func perform(_ statement: String) throws(LuaError) {
        let chunk = try lua.load("local game = ...; " + statement, name: "explore")
        try chunk.run(LuaObject(session))
    }
}
