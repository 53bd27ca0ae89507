import ArgumentParser
import Foundation
import MoonKit
import LuaBridge

/// What decides how each game of a simulation plays: the game, the bot, the seeds, the bot's
/// globals, the device and the limits. `sim` takes these flags, and so does the hidden
/// `sim-worker` it starts (`--isolate`), which is handed them back by `workerArguments`: both
/// build the same `SimulationPlan` from them, so a game plays the same in either process.
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

    /// The plan every game shares. `watched`: under the process's watchdog (the commands, not tests).
    func plan(watched: Bool) -> SimulationPlan {
        // One game per engine unless told otherwise: bots that play several read GAMES or ROUNDS.
        var globals = [("GAMES", LuaValue.int(1)), ("ROUNDS", LuaValue.int(1))]
        globals += botGlobals.compactMap(Run.botGlobal)
        return SimulationPlan(script: script, bot: BotLocator.resolve(bot, for: script), seed: seed,
                              device: device.flatMap(DeviceProfile.named), globals: globals, limits: limits.game,
                              watched: watched)
    }

    /// These options as `sim-worker`'s command line: the bot already found, every limit spelled out.
    var workerArguments: [String] {
        var arguments = ["sim-worker", "--bot", BotLocator.resolve(bot, for: script), "--seed", String(seed)]
        for assignment in botGlobals { arguments += ["--set", assignment] }
        if let device { arguments += ["--device", device] }
        for (flag, value) in limits.arguments { arguments += [flag, value] }
        return arguments + ["--", script]  // after "--": a script named "-x.lua" is not taken for a flag
    }
}
