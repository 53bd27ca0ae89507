import LuaBridge
import MoonKit
import MoonLua

/// What every game of a simulation shares: the game and the bot that plays it, the seeds, the
/// bot's globals, the device and the limits. Game `i` plays on a fresh engine with seed
/// `seed + i` (wrapping), so any game can be replayed alone with that seed.
///
/// The script and the bot are files: a worker process (`SimulationIsolation.workerProcesses`)
/// is handed the plan as data and loads them itself, so the paths must be readable from it.
public struct SimulationPlan: Sendable {
    /// The game script's path.
    public var script: String
    /// The bot's path: a Lua file that returns the function that plays (see `BotRunner`).
    public var bot: String
    /// The seed of game 0; game `i` plays with `seed &+ i`.
    public var seed: UInt64
    /// The device every game is given, or `nil` for the one each script asks for.
    public var device: DeviceProfile?
    /// Globals set in the bot's state before it plays, in order (a later one with the same
    /// name wins). `sim` sets `GAMES = 1` and `ROUNDS = 1` here, so that bots written to play
    /// several games per engine play one.
    public var globals: [(String, LuaValue)]
    /// The limits of each game and its bot. A worker process also applies `watchdogSeconds`
    /// as a last resort: a game still inside one callback after that many seconds of machine
    /// time (a script stuck in C code, such as a backtracking `string.find`) ends its worker and
    /// is reported as `GameResult.Outcome.stoppedByWatchdog`.
    public var limits: GameLimits

    /// A plan with the default limits and no globals.
    public init(script: String, bot: String, seed: UInt64 = 1, device: DeviceProfile? = nil,
                globals: [(String, LuaValue)] = [], limits: GameLimits = .default) {
        self.script = script
        self.bot = bot
        self.seed = seed
        self.device = device
        self.globals = globals
        self.limits = limits
    }

    /// Puts a game's state (labelled "game") and its bot's ("bot") under a watchdog as each
    /// game begins: the worker process's own, or the command's in `sim --no-isolate`. Not
    /// part of the plan a worker is handed: each process decides for itself.
    package var watch: (@Sendable (LuaState, String) -> Void)?

    /// The seed game `index` plays with.
    public func seed(ofGame index: Int) -> UInt64 {
        seed &+ UInt64(index)
    }
}
