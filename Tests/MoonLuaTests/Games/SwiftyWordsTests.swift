import Testing
import Foundation
@testable import LuaBridge
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// Swifty Words end to end: bad level files, a whole game played by the bot, levels the bot has
/// never seen, determinism.
@Suite("Swifty Words")
struct SwiftyWordsTests {
    /// The game and its parser (and, with `solver`, the solver bot and its modules) copied into a
    /// fresh folder with `levels/` holding `levels`.
    final class Playground {
        let root: String
        init(levels: [String: String], solver: Bool = false) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("sw-\(UUID().uuidString.prefix(8))").path
            let fm = FileManager.default
            for folder in ["scripts/words", "scripts/bots", "levels"] {
                try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            }
            var copied = ["scripts/swifty_words.lua", "scripts/words/level.lua"]
            if solver { copied += ["scripts/bots/swifty_words_solver.lua", "scripts/bots/swifty_words"] }
            for file in copied {
                try fm.copyItem(atPath: Repository.path(file), toPath: root + "/" + file)
            }
            for (name, text) in levels { try write(name, text) }
        }
        func write(_ name: String, _ text: String) throws {
            try text.write(toFile: root + "/levels/" + name, atomically: true, encoding: .utf8)
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    static let goodLevel = try! String(contentsOfFile: Repository.path("levels/level1.txt"), encoding: .utf8)

    @Test("each broken level file gives an alert naming file and line, an error, and the game stays playable",
          arguments: [
            ("", "levels/level1.txt: no such level file"),
            ("AB|CD|EF: one\nGH|IJ|KL two\n", "levels/level1.txt:2: missing ': ' between the answer and the clue"),
            (String(goodLevel.split(separator: "\n").prefix(6).joined(separator: "\n")),
             "levels/level1.txt:6: 6 lines, but a level has exactly 7"),
            (goodLevel.replacingOccurrences(of: "BEA|VER:", with: "BEAVER:"),
             "levels/level1.txt:7: letter group 'BEAVER' must have 2 or 3 letters"),
            (goodLevel.replacingOccurrences(of: "GI|RA|FFE:", with: "GIRA|FFE:"),
             "levels/level1.txt:2: letter group 'GIRA' must have 2 or 3 letters"),
            (goodLevel.replacingOccurrences(of: "PEN|GU|IN:", with: "PEN||GU|IN:"),
             "levels/level1.txt:3: empty letter group in 'PEN||GU|IN'"),
            (goodLevel.replacingOccurrences(of: "BEA|VER:", with: "BE|AV|ER:"),
             "levels/level1.txt:7: 21 letter groups, but a level has exactly 20"),
          ])
    func brokenLevels(content: String, message: String) throws {
        let playground = try Playground(levels: content.isEmpty ? [:] : ["level1.txt": content])
        let game = try GameRuntime(script: playground.root + "/scripts/swifty_words.lua", print: { _ in })
        game.onError = { _ in }
        game.onReportedProblem = { _ in }
        try game.start()
        game.engine.step(0)
        let alert = try #require(game.engine.driver.alert)
        #expect(alert.title == "Level 1 could not be loaded")
        #expect(alert.message == message)
        // A problem the game handled (ui.report), not an error.
        #expect(game.errors.isEmpty)
        #expect(game.reportedProblems.map(\.message) == ["level 1 could not be loaded: " + message])
        // Fixed on disk, "Try again" loads it.
        try playground.write("level1.txt", Self.goodLevel)
        try game.engine.driver.answerAlert("Try again")
        game.engine.step(0)
        #expect(game.engine.driver.alert == nil)
        let field = try #require(try game.engine.driver.view(identifier: "answer") as? TextField)
        #expect(field.placeholder == "Tap letters to guess")
        #expect(try game.engine.driver.button(title: "ELE").isEnabled)
    }

    /// Plays the shipped game with the shipped bot and returns what it reported and saw.
    static func playThrough(seed: UInt64) throws -> (figures: [String: Double], log: [String], buttons: [String], time: Double) {
        let game = try GameRuntime(script: Repository.path("scripts/swifty_words.lua"), seed: seed, print: { _ in })
        try game.start()
        game.engine.step(0)
        let buttons = try game.engine.driver.view(identifier: "letters").subviews.compactMap { ($0 as? Button)?.currentTitle }
        let bot = try BotRunner(bot: Repository.path("scripts/bots/swifty_words_solver.lua"), runtime: game, print: { _ in })
        try bot.run()
        #expect(game.errors.isEmpty)
        return (bot.session.figures, bot.session.log, buttons, game.engine.now)
    }

    @Test("the bot completes every shipped level with no wrong guess; the same seed plays the same game")
    func wholeGame() throws {
        let first = try Self.playThrough(seed: 1)
        #expect(first.figures == ["levels": 8, "wrong guesses": 0, "score": 56, "taps": 223])
        #expect(first.log == (1...8).map { "level \($0): no wrong guess" } + ["You solved all 8 levels with a score of 56."])
        #expect(first.time == 14)
        let again = try Self.playThrough(seed: 1)
        #expect(again.figures == first.figures && again.buttons == first.buttons && again.time == first.time)
        let other = try Self.playThrough(seed: 2)
        #expect(other.buttons != first.buttons)
        #expect(other.figures["levels"] == 8)
    }

    /// The levels in Tests/Fixtures/swifty_words_held_out: new words and clues, written for this
    /// test, none of them an answer of the shipped levels.
    static func heldOutLevels() throws -> [String: String] {
        let folder = Repository.path("Tests/Fixtures/swifty_words_held_out")
        var levels: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".txt") {
            levels[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return levels
    }

    /// A level file's answers: the groups of each line joined.
    static func answers(_ level: String) -> [String] {
        level.split(separator: "\n").compactMap { $0.split(separator: ":").first?.replacingOccurrences(of: "|", with: "") }
    }

    @Test("the bot solves levels it has never seen, with only the game in its folder")
    func heldOut() throws {
        let levels = try Self.heldOutLevels()
        #expect(levels.keys.sorted() == ["level1.txt", "level2.txt", "level3.txt"])
        var shipped: Set<String> = []
        for n in 1...8 {
            shipped.formUnion(Self.answers(try String(contentsOfFile: Repository.path("levels/level\(n).txt"), encoding: .utf8)))
        }
        #expect(levels.values.flatMap(Self.answers).filter(shipped.contains).isEmpty)
        // The bot's folder holds the game, the bot and these levels: no shipped level to read.
        let playground = try Playground(levels: levels, solver: true)
        let game = try GameRuntime(script: playground.root + "/scripts/swifty_words.lua", seed: 1, print: { _ in })
        try game.start()
        let bot = try BotRunner(bot: playground.root + "/scripts/bots/swifty_words_solver.lua", runtime: game, print: { _ in })
        try bot.run()
        #expect(game.errors.isEmpty)
        #expect(bot.session.figures["levels"] == 3)
        // Level 3's TIRAMISU, FALAFEL and KIMCHI are not in the bot's word list: it spells them
        // by letter statistics, and CARAMEL and PILAF, words it knows, are tried on the way.
        #expect(bot.session.log == ["level 1: no wrong guess", "level 2: no wrong guess",
                                    "level 3: 28 wrong guesses: CARAMEL, PILAF, HIKIEL, FATIMC, HITIMC, …",
                                    "You solved all 3 levels with a score of -7."])
        #expect(bot.session.figures["wrong guesses"] == 28)
    }
}
