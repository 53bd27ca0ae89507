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
            --no-shrink. The exit code is 1 when something failed. docs/testing.md describes
            the report.

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
        var explorer = SeedExplorer(settings: settings, coverage: ExploreCoverage(countsLines: !noLines))
        var found = FoundFailures()
        var performed = 0
        for offset in 0..<UInt64(seeds) {
            let outcome = explorer.explore(seed: seed &+ offset)
            guard outcome.isGame else {
                FileHandle.standardError.write(Data("\(script) is not a game (it returns no ui.App): there is no screen to explore\n".utf8))
                throw ExitCode(1)
            }
            performed += outcome.actions
            if let failure = outcome.failure { found.add(failure) }
        }
        let base = ((script as NSString).lastPathComponent as NSString).deletingPathExtension
        let shrinking = ExploreShrinking(script: script, root: root, device: settings.device, limits: settings.limits,
                                         maxRuns: 2000, jobs: jobs)
        for (index, failure) in found.failures.enumerated() {
            let path = (out as NSString).appendingPathComponent("\(base)-\(index + 1).lua")
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            let text = failure.botFile(script: script, path: path)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let seeds = found.seedCounts[index]
            print("failure \(index + 1): \(failure.summary)")
            print("  seed \(failure.seed), \(failure.actions.count) action\(failure.actions.count == 1 ? "" : "s")"
                  + (seeds > 1 ? " (found by \(seeds) seeds)" : "") + ": \(path)")
            guard !noShrink, !failure.actions.isEmpty else { continue }
            let shrunkPath = String(path.dropLast(4)) + ".shrunk.lua"
            switch shrinking.shrink(text, path: path, failure: failure, shrunkPath: shrunkPath) {
            case .shrunk(let shrunk, let kept):
                try shrunk.write(toFile: shrunkPath, atomically: true, encoding: .utf8)
                print("  shrunk \(failure.actions.count) → \(kept) action\(kept == 1 ? "" : "s"): \(shrunkPath)")
            case .notShrunk(let why):
                print("  not shrunk: \(why)")
            }
        }
        let failureCount = found.failures.count
        print("explored \(seeds) seed\(seeds == 1 ? "" : "s"), \(performed) actions: "
              + "\(failureCount) failure\(failureCount == 1 ? "" : "s")")
        for line in explorer.coverage.reportLines { print(line) }
        if failureCount > 0 { throw ExitCode(1) }
    }
}

/// The distinct failures found, each kept with its shortest trace (the first found among
/// equals), and how many seeds found it.
struct FoundFailures {
    private(set) var failures: [ExploreFailure] = []
    private(set) var seedCounts: [Int] = []

    mutating func add(_ failure: ExploreFailure) {
        guard let index = failures.firstIndex(where: { $0.key == failure.key }) else {
            failures.append(failure)
            seedCounts.append(1)
            return
        }
        seedCounts[index] += 1
        if failure.actions.count < failures[index].actions.count { failures[index] = failure }
    }
}
