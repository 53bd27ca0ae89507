import Testing
import Foundation
import MoonSim
@testable import MoonKitCLI

/// Issue 20, "unclear or wrong messages", on the command line: usage errors exit with 2 and
/// say what a flag takes; script errors exit with 1 and name the file.
@Suite("The command's messages", .serialized)
struct MessageCommandTests {
    @Test("negative numbers reach every numeric flag's own range check (exit 2), never 'Missing value'")
    func negativeFlagValues() throws {
        let cases: [[String]] = [
            ["run", "scripts/hello.lua", "--for", "-1"],
            ["run", "scripts/hello.lua", "--seed", "-1"],
            ["run", "scripts/hello.lua", "--instruction-budget", "-1"],
            ["run", "scripts/hello.lua", "--memory-limit", "-1"],
            ["play", "scripts/counter.lua", "--seed", "-1"],
            ["sim", "scripts/counter.lua", "--bot", "tapper", "--games", "-1"],
            ["sim", "scripts/counter.lua", "--bot", "tapper", "--seed", "-1"],
            ["sim", "scripts/counter.lua", "--bot", "tapper", "--jobs", "-1"],
            ["snapshot", "scripts/counter.lua", "-o", "/tmp/x.png", "--at", "-1"],
            ["snapshot", "scripts/counter.lua", "-o", "/tmp/x.png", "--seed", "-1"],
            ["snapshot", "scripts/counter.lua", "-o", "/tmp/x.png", "--scale", "-1"],
            ["check", "scripts/counter.lua", "--seed", "-1"],
            ["bench", "count", "bridge-call", "--times", "-1"],
        ]
        for arguments in cases {
            let result = try Command.run(arguments)
            let flag = arguments[arguments.count - 2]
            #expect(result.status == 2, "\(arguments)")
            #expect(!result.errors.contains("Missing value"), "\(arguments)")
            #expect(result.errors.contains(flag), "\(arguments): \(result.errors)")
        }
        let duration = try Command.run(["run", "scripts/hello.lua", "--for", "-1"])
        #expect(duration.errors.hasPrefix("Error: --for must be a number of seconds ≥ 0, e.g. --for 10 (got -1)\n"))
        let seed = try Command.run(["run", "scripts/hello.lua", "--seed", "-1"])
        #expect(seed.errors.hasPrefix("Error: The value '-1' is invalid for '--seed <seed>': "
                                      + "a seed is a whole number from 0 to 18446744073709551615, e.g. --seed 4\n"))
        let at = try Command.run(["snapshot", "scripts/counter.lua", "-o", "/tmp/x.png", "--at", "-1"])
        #expect(at.errors.hasPrefix("Error: --at must be a number of seconds ≥ 0, e.g. --at 1.5 (got -1)\n"))
    }

    @Test("--jobs past 4 per core is a usage error naming the cap (exit 2), rather than thousands of workers")
    func jobsCap() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let machine = cores == 1 ? "1 core" : "\(cores) cores"
        for jobs in [0, 4 * cores + 1, 10_000] {
            let result = try Command.run(["sim", "scripts/counter.lua", "--bot", "tapper", "--games", "2", "--jobs", String(jobs)])
            #expect(result.status == 2, "--jobs \(jobs)")
            #expect(result.errors.hasPrefix("Error: --jobs must be between 1 and \(4 * cores), 4 per core of this machine's \(machine) (got \(jobs))\n"),
                    "\(result.errors)")
            #expect(result.output == "")
        }
        let most = try Command.run(["sim", "scripts/counter.lua", "--bot", "tapper", "--games", "2", "--jobs", String(4 * cores), "--json"])
        #expect(most.status == 0, "\(most.errors)")
        #expect(most.output.split(separator: "\n").count == 2)
        // The words for a one-core machine, which this one may not be.
        do {
            try NumberOptions.validateJobs(5, cores: 1)
            Issue.record("--jobs 5 passed on one core")
        } catch {
            #expect("\(error)" == "--jobs must be between 1 and 4, 4 per core of this machine's 1 core (got 5)")
        }
        #expect(throws: Never.self) { try NumberOptions.validateJobs(4, cores: 1) }
    }

    @Test("times print with fixed decimals, huge ones in exponent form")
    func clockText() throws {
        #expect(ClockText.seconds(13.99999999999998) == "14.000s")
        #expect(ClockText.seconds(119.75) == "119.750s")
        #expect(ClockText.seconds(1e300) == "1e+300s")
        #expect(ClockText.seconds(13.99999999999998, unit: " s") == "14.000 s")
        // With the virtual time limit lifted (its default, a week, refuses --for 1e300).
        let result = try Command.run(["run", "scripts/counter.lua", "--for", "1e300", "--time-limit", "0", "--quiet"])
        #expect(result.status == 0)
        // Before: a 300-digit number of seconds.
        #expect(result.output == "ran 1e+300s of virtual time, 0 taps, 0 errors\n")
    }

    @Test("a --bot that names no file is a usage error listing where it was looked for (found by .ci/fuzz)")
    func missingBot() throws {
        let missing = try Command.run(["run", "scripts/counter.lua", "--bot", "nosuch"])
        #expect(missing.status == 2)
        #expect(missing.errors.hasPrefix("Error: --bot: no bot script 'nosuch' (looked for it as a path and as "
                                         + "'scripts/bots/counter_nosuch.lua', 'scripts/bots/nosuch.lua', 'scripts/bots/nosuch')\n"))
        let empty = try Command.run(["sim", "scripts/psychic_tester.lua", "--bot", ""])
        #expect(empty.status == 2)
        #expect(empty.errors.hasPrefix("Error: --bot takes a bot script's path or short name, e.g. --bot random\n"))
        // Before: exit 1, "cannot open 1.5", after the game had started.
        let folder = try Command.run(["snapshot", "scripts/psychic_tester.lua", "--bot", "scripts", "-o", "/tmp/never.png"])
        #expect(folder.status == 2)
    }

    @Test("a picture that cannot be written says which path and why")
    func pictureDestination() throws {
        let missing = try Command.run(["snapshot", "scripts/counter.lua", "-o", "/missing/dir/x.png"])
        #expect(missing.status == 2)
        // Before: "error while writing to output stream", exit 1, after running the game.
        #expect(missing.errors.hasPrefix("Error: -o: cannot write /missing/dir/x.png: the folder /missing/dir does not exist\n"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pic-\(UUID().uuidString.prefix(8)).png").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let isFolder = try Command.run(["snapshot", "scripts/counter.lua", "-o", folder])
        #expect(isFolder.status == 2)
        #expect(isFolder.errors.hasPrefix("Error: -o: cannot write \(folder): it is a folder\n"))
        // play's snapshot command: before, a raw NSError (SVG) or the Cairo status (PNG).
        let play = try Command.run(["play", "scripts/counter.lua"], input: "snapshot /missing/dir/x.svg\n")
        #expect(play.status == 0)
        #expect(play.output.contains("  cannot: cannot write /missing/dir/x.svg: the folder /missing/dir does not exist\n"))
    }

    @Test("sim leaves inf and nan out of a figure's mean, and says so")
    func simNonFiniteFigures() {
        let results = [
            GameResult(index: 0, seed: 1, figures: ["score": 2, "speed": .infinity], taps: 1, time: 1),
            GameResult(index: 1, seed: 2, figures: ["score": 4, "speed": .nan], taps: 1, time: 1),
            GameResult(index: 2, seed: 3, figures: ["score": .nan, "speed": -.infinity], taps: 1, time: 1),
        ]
        let table = SimulationSummary(results: results).table
        let lines = table.split(separator: "\n").map(String.init)
        // Before: means of inf and -nan.
        #expect(lines.filter { !$0.hasPrefix("note:") }.allSatisfy { !$0.contains("inf") && !$0.contains("nan") })
        #expect(lines.contains("score              3.0      [1.0, 5.0]       2"), "\(table)")
        #expect(lines.contains { $0.hasPrefix("speed ") && $0.contains("none") && $0.hasSuffix("   0") })
        #expect(lines.contains("note: score: 1 of 3 values are not finite numbers (inf or nan) and are left out of the mean"))
        #expect(lines.contains("note: speed: 3 of 3 values are not finite numbers (inf or nan) and are left out of the mean"))
    }

    @Test("check on several files names the one that returned no app")
    func checkNamesTheScript() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("msg-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "return 5\n".write(toFile: folder + "/five.lua", atomically: true, encoding: .utf8)
        let result = try Command.run(["check", "scripts/counter.lua", folder + "/five.lua"])
        #expect(result.status == 1)
        #expect(result.output == "scripts/counter.lua: ok\n\(folder)/five.lua must return an app, e.g. "
                                 + "return ui.App { device = \"ipad\", root = Game } (it returned a number)\n1 problem found\n")
    }
}
