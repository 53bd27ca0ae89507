import ArgumentParser
import Foundation
import MoonKit
import LuaBridge
import MoonSim

/// What decides how each game of a simulation plays: the game, the bot, the seeds, the bot's
/// globals, the device and the limits. `sim` takes these flags and makes a `SimulationPlan` of
/// them; with `--isolate` its worker processes are handed the plan itself (`SimulationWorker`).
struct SimulationOptions: ParsableArguments {
    @Argument(help: "The game script.")
    var script: String

    @Option(help: "The bot that plays each game.")
    var bot: String

    @Option(parsing: .unconditional, help: "The seed of game 0; game i uses seed + i.", transform: NumberOptions.seed)
    var seed: UInt64 = 1

    @Option(name: .customLong("set"), help: ArgumentHelp("A global for the bot, as NAME=VALUE (repeatable).", valueName: "NAME=VALUE"))
    var botGlobals: [String] = []

    @Option(help: "Override the device the game asks for.")
    var device: String?

    @OptionGroup(title: "Limits (docs/limits.md)")
    var limits: LimitOptions

    func validate() throws {
        try Run.validateBotGlobals(botGlobals)
        try DeviceOption.validate(device)
        try BotLocator.validate(bot, for: script)
    }

    /// The plan every game shares. `watched`: under the process's watchdog, which ends the
    /// process when a game hangs (`sim --no-isolate`; a worker process has a watchdog of its own).
    func plan(watched: Bool) -> SimulationPlan {
        // One game per engine unless told otherwise: bots that play several read GAMES or ROUNDS.
        var globals = [("GAMES", LuaValue.int(1)), ("ROUNDS", LuaValue.int(1))]
        globals += botGlobals.compactMap(Run.botGlobal)
        var plan = SimulationPlan(script: script, bot: BotLocator.resolve(bot, for: script), seed: seed,
                                  device: device.flatMap(DeviceProfile.named), globals: globals, limits: limits.game)
        if watched {
            let seconds = limits.watchdog
            plan.watch = { state, label in LimitOptions.watch(state, as: label, seconds: seconds) }
        }
        return plan
    }
}
