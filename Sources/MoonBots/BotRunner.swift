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

    /// Loads the bot at `path` against a started game. The bot has the game's limits
    /// (`GameRuntime.limits`): the instruction budget of a callback for each turn (a turn ends
    /// when its `game:wait` moves the clock on), the memory limit for its own state, and the
    /// virtual time limit for the game's clock.
    public convenience init(bot path: String, runtime: GameRuntime,
                            print: @escaping (String) -> Void = { Swift.print($0) }) throws(LuaError) {
        let folder = PathText.folder(of: path)
        try self.init(root: folder.isEmpty ? "." : folder, name: path, runtime: runtime, print: print) { lua throws(LuaError) in
            try lua.load(file: path)
        }
    }

    /// Loads a bot a host holds as text (`moonkit shrink` plays many versions of one trace):
    /// `name` is what its errors cite (`trace.lua:7: …`), `root` the folder its `require` reads.
    /// Otherwise as `init(bot:runtime:print:)`.
    public convenience init(source: String, name: String, root: String, runtime: GameRuntime,
                            print: @escaping (String) -> Void = { Swift.print($0) }) throws(LuaError) {
        try self.init(root: root, name: name, runtime: runtime, print: print) { lua throws(LuaError) in
            try lua.load(source, name: name)
        }
    }

    private init(root: String, name path: String, runtime: GameRuntime, print: @escaping (String) -> Void,
                 load: (LuaState) throws(LuaError) -> LuaReference) throws(LuaError) {
        self.runtime = runtime
        session = Self.session(for: runtime)
        lua = try Self.state(for: runtime, root: root, print: print)
        guard let play = try load(lua).callForReference(), play.typeName == "function" else {
            throw LuaError("\(path) must return a function that plays: return function(game) … end", file: path)
        }
        self.play = play
    }

    /// A bot's session and state on a started game, with no bot file loaded yet: what
    /// `init(bot:runtime:print:)` and a test of `moonkit test` (whose file defines tests rather
    /// than returning a function) share. `require` reads from `folder` (the bot's own).
    public static func stage(folder: String, runtime: GameRuntime,
                             print: @escaping (String) -> Void) throws(LuaError) -> (BotSession, LuaState) {
        (session(for: runtime), try state(for: runtime, root: folder.isEmpty ? "." : folder, print: print))
    }

    /// A session on `runtime`'s engine with the game's limits, hearing the game's signals, as
    /// every bot's is.
    static func session(for runtime: GameRuntime) -> BotSession {
        let session = BotSession(engine: runtime.engine)
        session.virtualTimeLimit = runtime.limits.virtualTimeLimit
        session.turnWorkBudget = runtime.limits.turnWorkBudget
        session.gameWork = { [unowned runtime] in runtime.lua.instructionsCounted }
        // Those the game raised while it started come first (`GameRuntime.startSignals`).
        session.noteDropped(runtime.startSignalsDropped)
        runtime.observeSignals { [weak session] in session?.receive($0) }
        return session
    }

    /// A bot's own state for `game`, with `root` as its folder: the game's limits, `Game` bound, the
    /// game's clock and public data, and math.random seeded from the engine's seed.
    static func state(for game: GameRuntime, root: String, print: @escaping (String) -> Void) throws(LuaError) -> LuaState {
        let engine = game.engine
        let lua = try LuaState(root: root, instructionBudget: game.limits.instructionBudget,
                               memoryLimit: game.limits.memoryLimit, print: print)
        lua.register(WrapBotSession.self)
        lua.clock = { [weak engine] in engine?.now ?? 0 }
        // Errors raised in the bot's `__gc` metamethods are reported as the game's are.
        lua.host = game
        // Public data (word lists) in the game's folder, read-only; never the game's variables.
        if let files = makeFilesTable(for: lua, root: game.dataFolder) { lua.setGlobal("files", files) }
        // The bot's own draws follow the engine's seed too: the same seed, the same play.
        try lua.run("math.randomseed(\(Int64(bitPattern: engine.seed)))", name: "seed")
        return lua
    }

    /// Plays until the bot's function returns; an error in the bot is thrown.
    public func run() throws(LuaError) {
        session.beginTurn()
        try play.call(LuaObject(session))
    }
}
