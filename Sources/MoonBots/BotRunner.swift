import LuaBridge
import MoonLua
import Foundation
import MoonKit

/// Plays a game with a bot script: the bot runs in its own Lua state (it sees the screen only
/// through `game`, never the game's variables) and returns a function that plays.
///
/// ```lua
/// -- scripts/bots/tapper.lua
/// return function(game)
///   game:tap("START")
///   game:wait(1)
///   game:report("score", 1)
/// end
/// ```
public final class BotRunner {
    /// The session the bot plays through.
    public let session: BotSession
    /// The bot's state.
    public let lua: LuaState
    /// The game played, kept alive while the bot plays it (its Lua state runs the handlers).
    public let runtime: GameRuntime
    private let play: LuaReference

    /// Loads the bot at `path` against a started game.
    public init(bot path: String, runtime: GameRuntime, instructionBudget: Int = 0,
                print: @escaping (String) -> Void = { Swift.print($0) }) throws(LuaError) {
        let folder = PathText.folder(of: path)
        self.runtime = runtime
        session = BotSession(engine: runtime.engine)
        runtime.observeSignals { [weak session] in session?.receive($0) }
        lua = try LuaState(root: folder.isEmpty ? "." : folder, instructionBudget: instructionBudget, print: print)
        lua.register(WrapBotSession.self)
        // Public data (word lists) in the game's folder, read-only; never the game's variables.
        if let files = makeFilesTable(for: lua, root: runtime.dataFolder) { lua.setGlobal("files", files) }
        // The bot's own draws follow the engine's seed too: the same seed, the same play.
        try lua.run("math.randomseed(\(Int64(bitPattern: runtime.engine.seed)))", name: "seed")
        guard let play = try lua.load(file: path).callForReference(), play.typeName == "function" else {
            throw LuaError("\(path) must return a function that plays: return function(game) … end", file: path)
        }
        self.play = play
    }

    /// Plays until the bot's function returns; an error in the bot is thrown.
    public func run() throws(LuaError) {
        try play.call(LuaObject(session))
    }
}
