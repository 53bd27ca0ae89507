import TestSupport
import Testing
import Foundation
import MoonKit
import MoonRender

/// The built `moonkit` executable, run as a person would run it.
enum Command {
    static let repository: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `moonkit` beside the test bundle (SwiftPM builds it with the tests).
    static let executable: String = {
        var url = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        while url.path != "/" && !FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("moonkit").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("moonkit").path
    }()

    /// Runs `moonkit arguments…` in the repository's folder (or `directory`) with `input` on
    /// standard input. `environment` sets (or, with nil, removes) variables of the test's own
    /// environment.
    static func run(_ arguments: [String], input: String = "", in directory: String? = nil,
                    environment: [String: String?] = [:]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            for (name, value) in environment { variables[name] = value }
            process.environment = variables
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? repository)
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readToEndRetryingInterrupts()
        let err = stderr.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}

@Suite("The built command", .serialized)
struct CommandTests {
    @Test("run: Swifty Words with its bot gives a short account")
    func run() throws {
        let result = try Command.run(["run", "scripts/swifty_words.lua", "--bot", "solver", "--quiet"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines == (1...8).map { "bot: level \($0): no wrong guess" } + [
            "bot: You solved all 8 levels with a score of 56.",
            "bot reports levels = 8",
            "bot reports wrong guesses = 0",
            "bot reports score = 56",
            "bot reports taps = 223",
            "ran 14.000s of virtual time, 223 taps, 0 errors",
        ])
    }

    @Test("play: piped commands reach the level-up alert")
    func play() throws {
        let answers = "ELE PHA NT|GI RA FFE|PEN GU IN|KAN GAR OO|DOL PH IN|TOR TO ISE|BEA VER"
        var input = ""
        for answer in answers.split(separator: "|") {
            for group in answer.split(separator: " ") { input += "tap \(group)\n" }
            input += "tap SUBMIT\nwait 0.5\n"
        }
        let result = try Command.run(["play", "scripts/swifty_words.lua", "--seed", "3"], input: input)
        #expect(result.status == 0)
        #expect(result.output.contains("  alert \"Well done!\" — Level 1 is solved. Ready for the next one? [Let's go!]"))
        #expect(result.output.contains("  score: 6 → 7"))
    }

    @Test("sim: JSON lines parse; shards 1/2 and 2/2 cover the whole run's seeds")
    func sim() throws {
        func seeds(_ extra: [String]) throws -> [Int] {
            let result = try Command.run(["sim", "scripts/psychic_tester.lua", "--bot", "random", "--games", "10",
                                          "--seed", "4", "--json"] + extra)
            #expect(result.status == 0)
            return try result.output.split(separator: "\n").map { line in
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                return try #require(object["seed"] as? Int)
            }
        }
        let whole = try seeds([])
        #expect(whole == Array(4..<14))
        #expect(try (seeds(["--shard", "1/2"]) + seeds(["--shard", "2/2"])).sorted() == whole)
        let summary = try Command.run(["sim", "scripts/psychic_tester.lua", "--bot", "random", "--games", "10", "--seed", "4"])
        #expect(summary.output.hasPrefix("10 games, 10 played to the end, 0 script errors"))
    }

    @Test("check: clean files pass; a broken level fails with its file and line; usage errors exit 2")
    func check() throws {
        #expect(try Command.run(["check", "scripts/swifty_words.lua", "levels/level1.txt"]).status == 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmd-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("levels"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scripts/words"), withIntermediateDirectories: true)
        // The game that reads the level and its reader (check asks the game: issue 20).
        for file in ["words/level.lua", "swifty_words.lua"] {
            try FileManager.default.copyItem(atPath: Command.repository + "/scripts/" + file, toPath: folder.path + "/scripts/" + file)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let level = folder.path + "/levels/level1.txt"
        try "AB|CD: one\nEF GH two\n".write(toFile: level, atomically: true, encoding: .utf8)
        let broken = try Command.run(["check", level])
        #expect(broken.status == 1)
        #expect(broken.output.contains(level + ":2: missing ': ' between the answer and the clue"))
        #expect(try Command.run(["check"]).status == 2)
    }

    @Test("snapshot: SVG and PNG of the device's size, with the expected colours where they belong")
    func snapshot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shot-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Command.run(["snapshot", "scripts/swifty_words.lua", "--at", "0.5", "-o", folder.path + "/sw.svg"]).status == 0)
        let svg = try String(contentsOfFile: folder.path + "/sw.svg", encoding: .utf8)
        #expect(svg.contains("width=\"1024\" height=\"768\""))
        #expect(try Command.run(["snapshot", "scripts/swifty_words.lua", "--at", "0.5", "-o", folder.path + "/sw.png"]).status == 0)
        let words = try CairoCanvas(png: folder.path + "/sw.png")
        #expect(words.width == 1024 && words.height == 768)
        // Inside the SUBMIT title (system blue), between titles (white), on the container's border (light grey).
        var blue = 0
        for y in 370..<402 { for x in 383..<441 where words.pixel(x: x, y: y).map({ $0.blue > 0.9 && $0.red < 0.3 }) == true { blue += 1 } }
        #expect(blue > 20)
        #expect(words.pixel(x: 512, y: 300) == .white)
        #expect(words.pixel(x: 137, y: 600).map { abs($0.red - 2.0 / 3) < 0.02 && $0.red == $0.blue } == true)
        #expect(try Command.run(["snapshot", "scripts/psychic_tester.lua", "--at", "1", "-o", folder.path + "/pt.png"]).status == 0)
        let cards = try CairoCanvas(png: folder.path + "/pt.png")
        #expect(cards.width == 844 && cards.height == 390)
        // A card back (deep blue) at the first card's centre, inside the 480×320 container at (182, 35).
        #expect(cards.pixel(x: 182 + 75, y: 35 + 85 - 40).map { $0.blue > $0.red && $0.blue > 0.3 } == true)
    }
}
