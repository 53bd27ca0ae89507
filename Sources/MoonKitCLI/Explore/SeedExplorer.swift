import LuaBridge
import MoonBots
import MoonKit
import MoonLua

/// What `explore` is told: the game, and how far to play each seed.
struct ExploreSettings {
    var script: String
    var root: String?
    var device: DeviceProfile?
    var limits: GameLimits
    /// Actions per seed at most.
    var actions: Int
    /// Virtual seconds of play per seed at most.
    var seconds: Double
}

/// What one seed's exploration found.
struct SeedOutcome {
    var seed: UInt64
    /// The failure that ended it, if one did.
    var failure: ExploreFailure?
    /// The statements performed.
    var actions: Int
    /// False when the script is not a game (it returned no `ui.App`): nothing to explore.
    var isGame = true
}

/// Explores one seed: a fresh game, played by reading its screen and picking among what a
/// person could do, weighted toward what was not yet tried on that screen, until a failure,
/// the action budget or the time budget. Every choice comes from the seed, so the same seed
/// explores the same way, and the statements performed, run as a bot, replay the same game.
struct SeedExplorer {
    let settings: ExploreSettings
    /// What all seeds reached so far, added to.
    var coverage: ExploreCoverage
    /// Told of the game after each action performed (tests read its state through it).
    var onAction: ((GameRuntime) -> Void)?
    /// Asked before each action: true ends the seed there, with no failure (Ctrl-C).
    var shouldStop: () -> Bool = { false }

    /// The share of choices that let time pass when the screen offers something.
    static let waitShare = 0.15

    mutating func explore(seed: UInt64) -> SeedOutcome {
        var pending: [ExploreFailure] = []
        var trace: [String] = []
        let runtime: GameRuntime
        do {
            runtime = try GameRuntime(script: settings.script, root: settings.root, seed: seed, device: settings.device,
                                      limits: settings.limits, print: { _ in })
        } catch {
            return SeedOutcome(seed: seed, failure: ExploreFailure(error, seed: seed, actions: []), actions: 0)
        }
        LimitOptions.watch(runtime)
        runtime.onError = { pending.append(ExploreFailure($0, seed: seed, actions: [])) }
        runtime.onReportedProblem = { problem in
            pending.append(ExploreFailure(kind: .reportedProblem, message: problem.message, seed: seed, actions: [],
                                          file: problem.file, line: problem.line))
        }
        runtime.engine.window.onLog = { line in
            pending.append(ExploreFailure(kind: ExploreFailure.kind(ofWindowLog: line), message: ExploreFailure.windowLogSummary(line),
                                          seed: seed, actions: []))
        }
        if coverage.countsLines { runtime.lua.startLineCoverage() }
        defer { if coverage.countsLines { coverage.addLines(runtime.lua.linesRun()) } }
        let isGame: Bool
        do {
            isGame = try runtime.start()
        } catch {
            return SeedOutcome(seed: seed, failure: ExploreFailure(error, seed: seed, actions: []), actions: 0)
        }
        if var first = pending.first {
            first.actions = []
            return SeedOutcome(seed: seed, failure: first, actions: 0)
        }
        guard isGame else { return SeedOutcome(seed: seed, actions: 0, isGame: false) }
        let player: StatementPlayer
        do {
            player = try StatementPlayer(runtime: runtime, print: { _ in })
        } catch {
            return SeedOutcome(seed: seed, failure: ExploreFailure(error, seed: seed, actions: []), actions: 0)
        }

        var random = SeededChoice(seed: seed)
        var tries: [UInt64: [String: Int]] = [:]
        var stuck = StuckWatch()
        var attempts = 0
        let engine = runtime.engine
        /// Runs one statement and writes it to the trace; false when the game failed.
        func perform(_ statement: String) -> Bool {
            trace.append(statement)
            do {
                try player.perform(statement)
            } catch {
                if let failure = ExploreFailure(botError: error, seed: seed) {
                    pending.append(failure)
                } else {
                    // What a finger could not do after all (the screen moved under it): nothing
                    // happened, so the statement is left out of the trace.
                    trace.removeLast()
                }
            }
            return pending.isEmpty
        }
        explore: while trace.count < settings.actions, engine.now < settings.seconds, attempts < 2 * settings.actions, !shouldStop() {
            attempts += 1
            // A person lets a push finish sliding before tapping what it brought.
            var settling = ScreenSettling()
            while let wait = settling.nextWait(on: engine) {
                guard perform(wait.statement) else { break explore }
                guard trace.count < settings.actions, engine.now < settings.seconds else { break explore }
            }
            var reader = ScreenReader(engine: engine, random: random)
            let screen = reader.read()
            random = reader.random
            coverage.add(screen)
            // Reading lays the screen out: a conflict it logs is the last action's doing.
            if !pending.isEmpty { break }
            let action: ExploreAction
            if stuck.isStuck(on: screen) {
                pending.append(ExploreFailure(kind: .stuck, message: StuckWatch.message(for: screen), seed: seed, actions: []))
                break
            }
            if screen.offersSomething {
                action = Self.choose(from: screen, tried: tries[screen.signature] ?? [:], random: &random)
            } else {
                // Nothing to work: wait, or poke at the screen as a person would (after a while
                // with no change, the watch above finds the game stuck).
                action = random.unit() < 0.5 ? ExploreAction(kind: .wait, statement: "game:wait(1)", aim: "wait 1")
                                             : screen.actions.first { $0.kind == .poke }!
            }
            let performed = perform(action.statement)
            tries[screen.signature, default: [:]][action.aim, default: 0] += 1
            if let control = action.control { coverage.exercised(control) }
            onAction?(runtime)
            if !performed { break }
        }
        guard var first = pending.first else { return SeedOutcome(seed: seed, actions: trace.count) }
        first.actions = trace
        return SeedOutcome(seed: seed, failure: first, actions: trace.count)
    }

    /// An action of `screen`: a wait `waitShare` of the time, else a control, gesture or poke,
    /// each weighed down by how often what it aims at was tried on this screen.
    static func choose(from screen: ScreenReading, tried: [String: Int], random: inout SeededChoice) -> ExploreAction {
        let waits = screen.actions.filter { $0.kind == .wait }
        let others = screen.actions.filter { $0.kind != .wait }
        if random.unit() < waitShare { return waits[random.index(weights: waits.map { _ in 1 })] }
        let weights = others.map { action -> Double in
            let base: Double = switch action.kind {
            case .control: 1
            case .gesture: 0.3
            case .poke, .wait: 0.1
            }
            let times = Double(tried[action.aim] ?? 0)
            return base / ((1 + times) * (1 + times))
        }
        return others[random.index(weights: weights)]
    }
}
