import ArgumentParser
import Foundation
import MoonSim
import MoonKit
import LuaBridge
import MoonLua
import MoonBots
import MoonRender

/// `moonkit snapshot SCRIPT -o shot.png`: a picture of the screen at a moment of virtual time.
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Take a picture of a game's screen (SVG or PNG) at a virtual time.",
        discussion: """
            The picture shows what is on screen at that moment: animations mid-flight, particles,
            alerts. The format follows the file's extension.

            Examples:
              moonkit snapshot scripts/swifty_words.lua --at 1 -o swifty.png
              moonkit snapshot scripts/psychic_tester.lua --at 2.35 -o cards.svg --debug
              moonkit snapshot scripts/hangman.lua --bot frequency --set GAMES=1 -o hangman.png
            """
    )

    @Argument(help: "The game script.")
    var script: String

    @Option(name: .shortAndLong, help: "The picture file: .svg or .png.")
    var output: String

    @Option(parsing: .unconditional, help: "Seconds of virtual time to run before the picture (after the bot, if any).")
    var at: Double = 0

    @Option(help: "A bot script that plays before the picture is taken.")
    var bot: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("A global for the bot, as NAME=VALUE (repeatable), e.g. --set GAMES=100.",
                                                          valueName: "NAME=VALUE"))
    var botGlobals: [String] = []

    @Option(parsing: .unconditional, help: "The seed of every random draw.", transform: NumberOptions.seed)
    var seed: UInt64 = 1

    @Option(help: AppearanceOption.help)
    var appearance: Appearance = .light

    @Option(help: "Override the device the game asks for (ipad, ipad-pro-12.9, iphone; add -portrait, e.g. iphone-portrait).")
    var device: String?

    @Option(parsing: .unconditional, help: "Pixels per point for PNG pictures.")
    var scale: Double = 1

    @OptionGroup(title: "Limits (docs/limits.md)")
    var limits: LimitOptions

    @Flag(help: "Outline every view and write its type and identifier.")
    var debug = false

    @Flag(help: "Print nothing when the picture is written.")
    var quiet = false

    func validate() throws {
        try NumberOptions.validateSeconds(at, option: "--at", example: "1.5")
        try limits.validateDuration(at, flag: "--at")
        guard (try? ScreenPicture.Format(path: output)) != nil else {
            throw ValidationError("cannot tell the format of '\(output)': name it .svg or .png")
        }
        // Found before the game runs, not after: a wrong -o is the command line's mistake.
        if let problem = PictureDestination.problem(output) {
            throw ValidationError("-o: cannot write \(output): \(problem)")
        }
        try DeviceOption.validate(device)
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
        try Run.validateBotGlobals(botGlobals)
        if !botGlobals.isEmpty && bot == nil { throw ValidationError("--set gives globals to a bot: add --bot") }
        try BotLocator.validate(bot, for: script)
    }

    func run() throws {
        let stderr = FileHandle.standardError
        do {
            let runtime = try GameRuntime(script: script, seed: seed, device: device.flatMap(DeviceProfile.named),
                                          limits: limits.game, print: { print($0) })
            runtime.engine.window.appearance = appearance
            LimitOptions.watch(runtime)
            runtime.onError = { stderr.write(Data((LimitOptions.described($0) + "\n").utf8)) }
            guard try runtime.start() else {
                stderr.write(Data("\(script) returned no app: nothing to take a picture of\n".utf8))
                throw ExitCode(1)
            }
            if let bot {
                let runner = try BotRunner(bot: BotLocator.resolve(bot, for: script), runtime: runtime,
                                           print: { print("bot: " + $0) })
                LimitOptions.watch(runner)
                for assignment in botGlobals {
                    if let (name, value) = Run.botGlobal(assignment) { runner.lua.setGlobal(name, value) }
                }
                try runner.run()
            }
            // --at counts from when the bot stopped: it too must stay within the time limit.
            guard runtime.limits.allows(virtualSeconds: at, from: runtime.engine.now) else {
                stderr.write(Data("--at \(at) from t = \(ClockText.seconds(runtime.engine.now, unit: " s")) goes past the virtual time limit of \(limits.timeLimit) s (--time-limit SECONDS raises it)\n".utf8))
                throw ExitCode(1)
            }
            runtime.engine.step(at)
            try runtime.engine.writePicture(to: output, scale: scale, debug: debug)
            if !quiet { print("wrote \(output) (\(runtime.engine.window.device.name), t = \(ClockText.seconds(runtime.engine.now, unit: " s")))") }
            // The picture shows what the game drew; its errors make this a failed run all the
            // same, as they do for `run` (problems it handled, `ui.report`, do not).
            if runtime.errorCount > 0 { throw ExitCode(1) }
        } catch let error as ExitCode {
            throw error
        } catch {
            stderr.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
