import ArgumentParser
import Foundation
import MoonSim
import MoonKit
import LuaBridge
import MoonLua
import MoonBots

/// `moonkit run SCRIPT`: runs a game (or a plain script) headless and prints what happened.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a game headless, optionally played by a bot, and print what happened.",
        discussion: """
            A game script returns `ui.App { … }`: it is shown on its device, played by --bot if
            given (else left to run for --for seconds of virtual time), and the events a person
            cares about are printed: score changes, alerts, sounds, errors; then the final screen
            (or, when the bot fails, the screen as it left it).
            A plain script (returning nothing) simply runs.

            `require` finds modules only inside the script's folder (or --root).
            Errors print with file:line and traceback on stderr; the exit code is then 1.

            Examples:
              moonkit run scripts/hello.lua
              moonkit run scripts/swifty_words.lua --bot scripts/bots/swifty_words_solver.lua
              moonkit run scripts/psychic_tester.lua --for 30 --seed 4
            """
    )

    @Argument(help: "The Lua script to run.")
    var script: String

    @Option(help: "A bot script that plays the game through the screen.")
    var bot: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("A global for the bot, as NAME=VALUE (repeatable), e.g. --set GAMES=100.",
                                                          valueName: "NAME=VALUE"))
    var botGlobals: [String] = []

    @Option(name: .customLong("for"), parsing: .unconditional, help: "Seconds of virtual time to run (default: until idle, at most an hour).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "The seed of every random draw.", transform: NumberOptions.seed)
    var seed: UInt64 = 1

    @Option(help: AppearanceOption.help)
    var appearance: Appearance = .light

    @Option(help: "Override the device the game asks for (ipad, ipad-pro-12.9, iphone; add -portrait, e.g. iphone-portrait).")
    var device: String?

    @Option(help: "The folder modules are required from (default: the script's folder).")
    var root: String?

    @OptionGroup(title: "Limits (docs/limits.md)")
    var limits: LimitOptions

    @Flag(help: "Print only errors, what the bot reports, and the summary line.")
    var quiet = false

    @Flag(help: "Pace the virtual clock to the wall clock (by default it jumps from one scheduled moment to the next).")
    var realtime = false

    func validate() throws {
        try NumberOptions.validateSeconds(duration, option: "--for", example: "10")
        if let duration { try limits.validateDuration(duration, flag: "--for") }
        try DeviceOption.validate(device)
        try Self.validateBotGlobals(botGlobals)
        if !botGlobals.isEmpty && bot == nil { throw ValidationError("--set gives globals to a bot: add --bot") }
        try BotLocator.validate(bot, for: script)
    }

    /// Every `--set NAME=VALUE` well formed, or a usage error naming the one that is not.
    static func validateBotGlobals(_ assignments: [String]) throws {
        for assignment in assignments where botGlobal(assignment) == nil {
            throw ValidationError("--set takes NAME=VALUE with a Lua name, e.g. --set GAMES=100 (got '\(assignment)')")
        }
    }

    /// `NAME=VALUE` as a Lua global: an integer, a number, true/false, or else a string.
    static func botGlobal(_ assignment: String) -> (String, LuaValue)? {
        guard let eq = assignment.firstIndex(of: "=") else { return nil }
        let name = String(assignment[..<eq]), text = String(assignment[assignment.index(after: eq)...])
        guard let first = name.first, first == "_" || first.isLetter,
              name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }), name.allSatisfy(\.isASCII) else { return nil }
        if let i = Int(text) { return (name, .int(i)) }
        if let d = Double(text) { return (name, .double(d)) }
        if text == "true" || text == "false" { return (name, .bool(text == "true")) }
        return (name, .string(text))
    }

    func run() throws {
        let out = TerminalOutput(quiet: quiet)
        let runtime: GameRuntime
        do {
            runtime = try GameRuntime(script: script, root: root, seed: seed, device: device.flatMap(DeviceProfile.named),
                                      limits: limits.game, print: { out.line($0) })
            runtime.engine.window.appearance = appearance
            LimitOptions.watch(runtime)
        } catch {
            out.error(error.description)
            throw ExitCode(1)
        }
        let engine = runtime.engine
        if realtime { engine.queue.pacing = .realTime(speed: 1) }
        runtime.onError = { out.error("[\(Self.clock(engine.now))] \(LimitOptions.described($0))") }
        runtime.onReportedProblem = { out.error("[\(Self.clock(engine.now))] \(GameRuntime.describe(reported: $0))") }
        runtime.onPropertyChange = { name, old, new in
            out.event("[\(Self.clock(engine.now))] \(name): \(Self.text(old)) → \(Self.text(new))")
        }
        // Before the script runs: conflicts made in loadView and the first layout are shown too.
        engine.window.onLog = { out.error("[\(Self.clock(engine.now))] \($0)") }
        // Quiet, nothing is shown, so no alert is described (a bot's run presents hundreds). Set
        // before the script runs, so that an alert presented as the game starts is shown too.
        if !quiet {
            engine.window.onPresent = { presented in
                guard let alert = presented as? Alert else { return }
                out.event("[\(Self.clock(engine.now))] alert " + AlertText.describe(alert))
            }
        }
        let isGame: Bool
        out.hold()
        do {
            isGame = try runtime.start()
        } catch {
            out.release()
            out.error(error.description)
            throw ExitCode(1)
        }
        guard isGame else {
            // A plain script has no screen, but its clock runs as a game's does: `ui.after` and
            // `ui.every` fire (for --for seconds, else until nothing is left to run).
            out.release()
            if let duration { engine.step(duration) } else { engine.runUntilIdle(limit: limits.idleRunSeconds) }
            if runtime.errorCount > 0 { throw ExitCode(1) }
            return
        }
        runtime.observeSignals { signal in
            out.event("[\(Self.clock(signal.time))] signal \(signal.name) = \(Self.text(signal.value))")
        }
        runtime.observeSound { played in
            out.event("[\(Self.clock(played.time))] sound \(played.sound.name) (\(Sound.seconds(played.sound.duration)) s)")
        }
        out.release(after: quiet ? nil : "\(script) on \(engine.window.device.name) (\(engine.window.device.size)), seed \(seed)")

        var taps = 0
        // A bot that leaves the game on a screen where nothing can be done is told so at the
        // end, by the rule explore uses; a game whose first screen offers nothing (it takes
        // touches anywhere) is never stuck.
        let offeredAtStart = bot != nil && StuckWatch.offersSomething(engine)
        if let bot {
            var runner: BotRunner?
            var failure: LuaError?
            do {
                let made = try BotRunner(bot: BotLocator.resolve(bot, for: script), runtime: runtime,
                                         print: { out.line("bot: " + $0) })
                LimitOptions.watch(made)
                runner = made
                for assignment in botGlobals {
                    if let (name, value) = Self.botGlobal(assignment) { made.lua.setGlobal(name, value) }
                }
                try made.run()
            } catch {
                failure = error
            }
            // What the bot logged and reported is printed even when it failed afterwards.
            if let session = runner?.session {
                taps = session.taps
                if session.logDropped > 0 {
                    out.line("bot: \(session.logDropped) earlier lines of the log were dropped (a bot keeps the newest \(BotSession.keptLogLines))")
                }
                for line in session.log { out.line("bot: " + line) }
                for name in session.figureNames {
                    out.line("bot reports \(name) = \(Self.text(.double(session.figures[name] ?? .nan)))")
                }
                if session.signalsDropped > 0 {
                    out.line("bot: \(session.signalsDropped) signals were dropped unread (a bot keeps the newest \(BotSession.keptSignals))")
                }
            }
            if let failure {
                // The screen as the bot left it is what an author needs to see why it failed.
                printEnd(of: runtime, taps: taps, out: out, title: "screen when the bot failed:")
                out.error("bot: " + failure.description)
                throw ExitCode(1)
            }
        }
        if let duration { engine.step(duration) } else if bot == nil { engine.runUntilIdle(limit: limits.idleRunSeconds) }
        if bot != nil, let screen = StuckWatch.afterLastAction(of: runtime, offeredBefore: offeredAtStart) {
            out.error("[\(Self.clock(engine.now))] stuck after the bot's last action: " + StuckWatch.message(for: screen))
        }
        printEnd(of: runtime, taps: taps, out: out, title: "final screen:")
        // What the game reported it handled (`ui.report`) is shown, not failed on.
        if runtime.errorCount > 0 { throw ExitCode(1) }
    }

    /// The screen's tree under `title` (unless quiet) and the summary line.
    private func printEnd(of runtime: GameRuntime, taps: Int, out: TerminalOutput, title: String) {
        let engine = runtime.engine
        if !quiet {
            out.line(title)
            engine.window.layoutIfNeeded()
            out.line(engine.window.recursiveDescription)
        }
        out.line("ran \(Self.clock(engine.now)) of virtual time, \(taps) taps, \(runtime.errorCount) errors"
                 + Self.reported(runtime.reportedProblemCount))
    }

    /// `, 2 problems reported` for a summary line, or nothing when the game reported none.
    static func reported(_ count: Int) -> String {
        count == 0 ? "" : ", \(count) problem\(count == 1 ? "" : "s") reported"
    }

    static func clock(_ seconds: Double) -> String {
        ClockText.seconds(seconds)
    }

    /// A value as an event line shows it: as Lua writes it (`"text"`, `{1, 2, a = true}`), but
    /// whole floats without their `.0`, as a score reads.
    static func text(_ value: LuaValue) -> String {
        if case .double(let d) = value, d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return value.description
    }
}

/// Where `run` writes: events and the screen to stdout (unless quiet), errors to stderr.
final class TerminalOutput {
    let quiet: Bool
    init(quiet: Bool) { self.quiet = quiet }

    /// Lines kept back while the game loads, so that what its scripts print comes after the
    /// run's header, which names the device the game chose only once it has loaded.
    private var held: [String]?

    func line(_ text: String) {
        if held != nil { held!.append(text) } else { print(text) }
    }
    /// An event line; not even formatted when quiet (a bot's run shows hundreds of alerts).
    func event(_ text: @autoclosure () -> String) { if !quiet { line(text()) } }
    /// Keeps standard output's lines back until `release()`.
    func hold() { held = held ?? [] }
    /// Prints `header`, if any, then what was kept back, and from now on prints at once.
    func release(after header: String? = nil) {
        let lines = held ?? []
        held = nil
        if let header { print(header) }
        for text in lines { print(text) }
    }
    func error(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
}
