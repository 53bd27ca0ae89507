import ArgumentParser
import Foundation
import LuaBridge
import MoonKit
import MoonLua

/// `moonkit explore GAME.lua`: plays a game without knowing it, seed after seed, reports what
/// went wrong (each failure written as a bot file that replays it) and how much it reached.
struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a game without knowing it, and report what breaks it and how much was reached.",
        discussion: """
            For each seed a fresh game is played by reading its screen and picking among what a
            person could do there: tap a control or a tappable view, answer an alert, go back,
            switch tabs, scroll, swipe, poke anywhere, wait. Actions not yet tried on a screen
            are picked more often. The same seed explores the same way.

            A failure ends its seed: a script error, an assertion (`ui.assert`), a problem the
            game reported (`ui.report`), a hang (instruction or work budget), the memory limit,
            a layout conflict, or a stuck screen (nothing to do, and waiting changes nothing).
            Each distinct failure is written to --out as a bot file that replays it:
              moonkit run GAME.lua --bot explore-failures/GAME-1.lua --seed S
            and shrunk as `moonkit shrink` does, beside it (GAME-1.shrunk.lua), unless
            --no-shrink; each is printed as soon as it is found. On a terminal a progress line
            is drawn on standard error. Ctrl-C stops after the seed being played, with what was
            found written and summed up (exit code 130). The exit code is 1 when something
            failed. docs/testing.md describes the report.

            Examples:
              moonkit explore scripts/hangman.lua
              moonkit explore scripts/swifty_words.lua --seeds 200 --actions 100
            """
    )

    @Argument(help: "The game's Lua script.")
    var script: String

    @Option(help: "How many seeds to explore, each a fresh game.")
    var seeds: Int = 20

    @Option(help: "The actions at most in each seed's game.")
    var actions: Int = 200

    @Option(name: .customLong("time"), parsing: .unconditional,
            help: ArgumentHelp("Seconds of the game's virtual time at most in each seed's game.", valueName: "T"))
    var seconds: Double = 600

    @Option(parsing: .unconditional, help: "The first seed; the others follow it.", transform: NumberOptions.seed)
    var seed: UInt64 = 1

    @Option(help: "Where each failure's replaying bot file is written.")
    var out = "explore-failures"

    @Option(help: "Override the device the game asks for (ipad, ipad-pro-12.9, iphone; add -portrait).")
    var device: String?

    @Option(help: "The folder modules are required from (default: the script's folder).")
    var root: String?

    @Flag(help: "Count no Lua lines (the line hook costs time).")
    var noLines = false

    @Flag(help: "Write each failure's whole trace only, without shrinking it.")
    var noShrink = false

    @Option(help: "Threads that replay versions of a trace while shrinking (default: one per core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup(title: "Limits (docs/limits.md)")
    var limits: LimitOptions

    func validate() throws {
        guard seeds >= 1 else { throw ValidationError("--seeds takes a number of seeds, 1 or more") }
        guard actions >= 1 else { throw ValidationError("--actions takes a number of actions, 1 or more") }
        try NumberOptions.validateJobs(jobs)
        try NumberOptions.validateSeconds(seconds, option: "--time", example: "600")
        try limits.validateDuration(seconds, flag: "--time")
        try DeviceOption.validate(device)
    }

    func run() throws {
        let settings = ExploreSettings(script: script, root: root, device: device.flatMap(DeviceProfile.named),
                                       limits: limits.game, actions: actions, seconds: seconds)
        print("exploring \(script): \(seeds) seed\(seeds == 1 ? "" : "s") from \(seed), up to \(actions) actions and "
              + "\(LimitOptions.text(seconds)) s of game time each")
        fflush(nil)  // every stream: the lines go out now, also into a pipe
        Interruption.catchFirst()
        var explorer = SeedExplorer(settings: settings, coverage: ExploreCoverage(countsLines: !noLines))
        explorer.shouldStop = { Interruption.isRequested }
        let progress = isatty(2) != 0 ? ProgressLine(total: seeds, unit: "seeds") : nil
        var found = FoundFailures()
        var performed = 0, explored = 0
        for offset in 0..<UInt64(seeds) {
            if Interruption.isRequested { break }
            let outcome = explorer.explore(seed: seed &+ offset)
            guard outcome.isGame else {
                progress?.erase()
                FileHandle.standardError.write(Data("\(script) is not a game (it returns no ui.App): there is no screen to explore\n".utf8))
                throw ExitCode(1)
            }
            performed += outcome.actions
            // A seed cut short by Ctrl-C is not counted as explored, but what it did and found is.
            if !Interruption.isRequested { explored += 1 }
            if let failure = outcome.failure, found.add(failure) {
                progress?.erase()
                try report(failure, number: found.failures.count)
            }
            progress?.gameFinished(failed: outcome.failure != nil)
        }
        progress?.finish()
        let failureCount = found.failures.count
        let stopped = Interruption.isRequested ? " (stopped by Ctrl-C before seed \(seed &+ UInt64(explored)))" : ""
        print("explored \(explored) seed\(explored == 1 ? "" : "s"), \(performed) actions: "
              + "\(failureCount) failure\(failureCount == 1 ? "" : "s")" + stopped)
        for (index, count) in found.seedCounts.enumerated() where count > 1 {
            print("  failure \(index + 1) was found by \(count) seeds")
        }
        for line in explorer.coverage.reportLines { print(line) }
        // 130, as a shell reports a command Ctrl-C ended: the run is not whole.
        if Interruption.isRequested { throw ExitCode(130) }
        if failureCount > 0 { throw ExitCode(1) }
    }

    /// Writes a failure found for the first time as a bot file, shrinks it beside it (unless
    /// --no-shrink), and prints its lines of the report at once.
    private func report(_ failure: ExploreFailure, number: Int) throws {
        let base = ((script as NSString).lastPathComponent as NSString).deletingPathExtension
        let path = (out as NSString).appendingPathComponent("\(base)-\(number).lua")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let text = failure.botFile(script: script, path: path)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        print("failure \(number): \(failure.summary)")
        print("  seed \(failure.seed), \(failure.actions.count) action\(failure.actions.count == 1 ? "" : "s"): \(path)")
        fflush(nil)  // every stream: the lines go out now, also into a pipe
        guard !noShrink, !failure.actions.isEmpty else { return }
        let shrinking = ExploreShrinking(script: script, root: root, device: device.flatMap(DeviceProfile.named),
                                         limits: limits.game, maxRuns: 2000, jobs: jobs, shouldStop: { Interruption.isRequested })
        let shrunkPath = String(path.dropLast(4)) + ".shrunk.lua"
        switch shrinking.shrink(text, path: path, failure: failure, shrunkPath: shrunkPath) {
        case .shrunk(let shrunk, let kept, let whole):
            try shrunk.write(toFile: shrunkPath, atomically: true, encoding: .utf8)
            print("  shrunk \(failure.actions.count) → \(kept) action\(kept == 1 ? "" : "s"): \(shrunkPath)"
                  + (whole ? "" : " (stopped by Ctrl-C: a shorter trace may still fail the same way)"))
        case .notShrunk(let why):
            print("  not shrunk: \(why)")
        }
        fflush(nil)  // every stream: the lines go out now, also into a pipe
    }
}

/// The distinct failures found, each kept with the trace of the first seed that found it (it
/// is reported and shrunk as soon as it is found), and how many seeds found it.
struct FoundFailures {
    private(set) var failures: [ExploreFailure] = []
    private(set) var seedCounts: [Int] = []

    /// Notes a failure a seed found; true when it is a new one.
    mutating func add(_ failure: ExploreFailure) -> Bool {
        guard let index = failures.firstIndex(where: { $0.key == failure.key }) else {
            failures.append(failure)
            seedCounts.append(1)
            return true
        }
        seedCounts[index] += 1
        return false
    }
}
