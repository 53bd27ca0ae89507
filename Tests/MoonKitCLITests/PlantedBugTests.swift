import Foundation
import Testing

/// A bug planted in a copy of a shipped game (Tests/Fixtures/planted/GAME.txt): the copy is
/// written by tools/planted_bugs.py, which holds the one reader of those files.
struct PlantedBug: CustomStringConvertible {
    /// `GAME/BUG`, as the tool names it.
    let id: String
    /// Whether explore finds it in seconds in a debug build, so that the tests explore it too.
    let quick: Bool
    /// The failure explore reports: `script error at scripts/counter.lua:10: attempt to …`.
    let failure: String

    var description: String { id }
    var game: String { String(id.prefix { $0 != "/" }) }
    var script: String { "scripts/\(game).lua" }
    /// The shrunk bot kept for it, which replays it.
    var shrunkBot: String { Command.repository + "/Tests/Fixtures/planted/" + id.replacingOccurrences(of: "/", with: "_") + ".lua" }

    /// What `moonkit run` prints of the error, after the handler it happened in: `FILE:LINE:
    /// MESSAGE`, where an assertion's message starts with `assertion failed: `.
    var placeAndMessage: String {
        let kind = String(failure.prefix { $0 != " " })
        let rest = String(failure.split(separator: " at ", maxSplits: 1)[1])
        guard kind == "assertion" else { return rest }
        let parts = rest.split(separator: ": ", maxSplits: 1)
        return "\(parts[0]): assertion failed: \(parts[1])"
    }

    /// Every planted bug, as `tools/planted_bugs.py list --fields` lists them.
    static let all: [PlantedBug] = {
        let listed = (try? tool(["list", "--fields"])) ?? ""
        return listed.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
            return PlantedBug(id: fields[0], quick: fields[1] == "yes", failure: fields[2])
        }
    }()

    /// A fresh copy of the game's folder with the bug planted (scripts/ and levels/), removed
    /// when the returned folder is.
    func prepare() throws -> HostileInputCommandTests.Folder {
        let folder = try HostileInputCommandTests.Folder([:])
        _ = try Self.tool(["prepare", id, folder.path + "/game"])
        return folder
    }

    /// Runs tools/planted_bugs.py with `arguments`; its standard output, or an error with what
    /// it printed when it fails.
    static func tool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Command.repository + "/tools/planted_bugs.py"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        let problem = String(decoding: err.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailure(description: "tools/planted_bugs.py \(arguments.joined(separator: " ")): \(problem)")
        }
        return text
    }

    struct ToolFailure: Error, CustomStringConvertible { let description: String }

    /// The actions of a bot file explore wrote (one statement a line inside its function).
    static func actions(of bot: String) -> Int {
        bot.split(separator: "\n").filter { $0.hasPrefix("  game:") }.count
    }

    /// The seed a bot file explore wrote was found with (its first line names it).
    static func seed(of bot: String) -> String? {
        guard let first = bot.split(separator: "\n").first, let range = first.range(of: ", seed ") else { return nil }
        return String(first[range.upperBound...].prefix { $0.isNumber })
    }
}

/// The bugs planted in copies of the shipped games (issue 34; docs/testing.md, "Planted bugs"):
/// each one's shrunk bot, kept beside its description, replays to its error at its file:line in
/// at most 10 actions; those explore finds in seconds are explored here too, at its defaults.
/// The figures (CPU seconds to find each one, in the release build) are tools/planted_bugs.py's.
@Suite("Planted bugs", .serialized)
struct PlantedBugTests {
    @Test("there are planted bugs of the three kinds in each of the games")
    func listed() throws {
        let games = ["cat_breeds", "counter", "flag_quiz", "hangman", "letter_hunt", "meow", "nav_demo", "photo_grid",
                     "psychic_tester", "scroll_list", "settings", "sky_viewer", "swifty_words", "table_list", "todo_list"]
        for game in games {
            #expect(PlantedBug.all.filter { $0.game == game }.count == 3, "\(game)")
        }
    }

    @Test("a shrunk bot replays its bug's error at its file:line, in at most 10 actions", arguments: PlantedBug.all)
    func shrunkBotReplays(_ bug: PlantedBug) throws {
        let folder = try bug.prepare()
        defer { withExtendedLifetime(folder) {} }
        let bot = try String(contentsOfFile: bug.shrunkBot, encoding: .utf8)
        #expect(bot.hasPrefix("-- moonkit explore: \(bug.script), seed "))
        #expect(bot.split(separator: "\n")[0].hasSuffix("; failed: " + bug.failure))
        #expect(PlantedBug.actions(of: bot) <= 10)
        try bot.write(toFile: folder.path + "/game/shrunk.lua", atomically: true, encoding: .utf8)
        let seed = try #require(PlantedBug.seed(of: bot))
        let run = try Command.run(["run", bug.script, "--bot", "shrunk.lua", "--seed", seed, "--quiet"], in: folder.path + "/game")
        #expect(run.status == 1)
        let first = try #require(run.errors.split(separator: "\n").first.map(String.init))
        #expect(first.hasSuffix(": " + bug.placeAndMessage), "\(run.errors)")
    }

    @Test("explore at its defaults finds a quick bug and shrinks it to a bot that replays it",
          arguments: PlantedBug.all.filter(\.quick))
    func exploreFinds(_ bug: PlantedBug) throws {
        let folder = try bug.prepare()
        defer { withExtendedLifetime(folder) {} }
        let game = folder.path + "/game"
        let result = try Command.run(["explore", bug.script, "--out", "found"], in: game)
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("failure ") && $0.hasSuffix(": " + bug.failure) },
                                 "\(result.output)")
        let shrunk = lines[index + 2]
        let path = try #require(shrunk.split(separator: ": ").last.map(String.init), "\(shrunk)")
        let bot = try String(contentsOfFile: game + "/" + path, encoding: .utf8)
        #expect(shrunk.contains(" → \(PlantedBug.actions(of: bot)) action"))
        #expect(PlantedBug.actions(of: bot) <= 10)
        let seed = try #require(PlantedBug.seed(of: bot))
        let run = try Command.run(["run", bug.script, "--bot", path, "--seed", seed, "--quiet"], in: game)
        #expect(run.status == 1)
        #expect(run.errors.split(separator: "\n").first.map { $0.hasSuffix(": " + bug.placeAndMessage) } == true,
                "\(run.errors)")
    }

    @Test("a bug whose anchor is not in the game exactly once is refused, naming the file and line")
    func anchorChecked() throws {
        let folder = try HostileInputCommandTests.Folder([:])
        let broken = Command.repository + "/Tests/Fixtures/planted/counter.txt"
        let text = try String(contentsOfFile: broken, encoding: .utf8)
        // The tool reads only Tests/Fixtures/planted; a copy of the repository's tools folder
        // beside a fixture folder of our own stands in for it.
        try FileManager.default.createDirectory(atPath: folder.path + "/tools", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/Tests/Fixtures/planted", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/scripts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Command.repository + "/tools/planted_bugs.py", toPath: folder.path + "/tools/planted_bugs.py")
        try FileManager.default.copyItem(atPath: Command.repository + "/scripts/counter.lua", toPath: folder.path + "/scripts/counter.lua")
        try text.replacingOccurrences(of: "| local Counter = ui.ViewController:extend \"Counter\"", with: "| local Counter = nil")
            .write(toFile: folder.path + "/Tests/Fixtures/planted/counter.txt", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [folder.path + "/tools/planted_bugs.py", "prepare", "counter/cheers", folder.path + "/copy"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let problem = String(decoding: err.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(problem == "Tests/Fixtures/planted/counter.txt:10: counter/cheers: the anchor 'local Counter = nil\\n' "
                + "does not occur in scripts/counter.lua; it must occur exactly once (did the game change?)\n")
    }
}
