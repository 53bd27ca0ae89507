import Testing
import Foundation
@testable import LuaBridge
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// Swifty Words end to end: bad level files, a whole game played by the bot, determinism.
@Suite("Swifty Words")
struct SwiftyWordsTests {
    /// The game and its parser copied into a fresh folder with `levels/` holding `files`.
    final class Playground {
        let root: String
        init(levels: [String: String]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("sw-\(UUID().uuidString.prefix(8))").path
            let fm = FileManager.default
            for folder in ["scripts/words", "scripts/bots", "levels"] {
                try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            }
            for file in ["scripts/swifty_words.lua", "scripts/words/level.lua"] {
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

    @Test("the bot completes every shipped level; the same seed plays the same game")
    func wholeGame() throws {
        let first = try Self.playThrough(seed: 1)
        #expect(first.figures["levels"] == 8)
        #expect(first.log.last?.hasPrefix("You solved all 8 levels with a score of ") == true)
        let score = try #require(first.figures["score"]), taps = try #require(first.figures["taps"])
        print("Swifty Words, seed 1: 8 levels, score \(Int(score)), \(Int(taps)) taps, \(first.time) s of virtual time")
        let again = try Self.playThrough(seed: 1)
        #expect(again.figures == first.figures && again.buttons == first.buttons && again.time == first.time)
        let other = try Self.playThrough(seed: 2)
        #expect(other.buttons != first.buttons)
        #expect(other.figures["levels"] == 8)
    }
}
