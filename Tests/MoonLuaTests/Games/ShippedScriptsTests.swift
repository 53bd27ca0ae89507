import Testing
import Foundation
@testable import LuaBridge
@testable import MoonLua
@testable import MoonBots
import MoonKit
import TestSupport

/// The repository's own folders, found from this file.
enum Repository {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()
    static func path(_ relative: String) -> String { root + "/" + relative }
}

@Suite("The shipped scripts")
struct ShippedScriptsTests {
    @Test("the README's counter: its bot taps five times; Swift sees each change")
    func counter() throws {
        let game = try GameRuntime(script: Repository.path("scripts/counter.lua"), seed: 7, print: { _ in })
        var changes: [String] = []
        game.observe("taps") { old, new in changes.append("\(old) → \(new)") }
        try game.start()
        #expect(game.engine.window.device == .iPhone)
        let bot = try BotRunner(bot: Repository.path("scripts/bots/counter_tapper.lua"), runtime: game, print: { _ in })
        try bot.run()
        #expect(bot.session.log == ["the label says 5 taps"])
        #expect(bot.session.figures == ["taps": 5])
        #expect(changes.count == 5)
        #expect(changes.last == "4 → 5")
        #expect(game.engine.now == 1.25)
        #expect(game.errors.isEmpty)
    }

    @Test("the README's Swift example runs the counter")
    func embedding() throws {
        let game = try GameRuntime(script: Repository.path("scripts/counter.lua"), seed: 7, print: { _ in })
        var seen: [LuaValue] = []
        game.observe("taps") { _, new in seen.append(new) }
        try game.start()
        try game.engine.driver.tap(title: "TAP ME")
        game.engine.step(1)
        #expect(seen == [.int(1)])

        // The README's typed access, its errors and a cancelled observer.
        let root = try #require(game.root)
        let taps = try root.value("taps", as: Int.self)
        try root.setValue(taps + 1, for: "taps")
        #expect(try game.engine.driver.view(identifier: "count") is Label)
        #expect(Driver.shownText(of: try game.engine.driver.view(identifier: "count")) == "2 taps")
        #expect(luaError { _ = try root.value("tapz", as: Int.self) }?.located == "Counter has no property 'tapz'")
        #expect(luaError { _ = try root.value("taps", as: String.self) }?.located
                == "property 'taps' of Counter is 2, not a UTF-8 string")
        var watched: [String] = []
        let watch = game.observe("taps") { object, old, new in watched.append("\(object.className) \(old) → \(new)") }
        try game.engine.driver.tap(title: "TAP ME")
        watch.cancel()
        try game.engine.driver.tap(title: "TAP ME")
        #expect(watched == ["Counter 2 → 3"])
        #expect(seen == [1, 2, 3, 4])
    }

    @Test("Swifty Words loads level 1 in the background and scores a right answer")
    func swiftyWordsFirstAnswer() throws {
        let game = try GameRuntime(script: Repository.path("scripts/swifty_words.lua"), seed: 3, print: { _ in })
        try game.start()
        let driver = game.engine.driver
        // Loading runs on a global queue; its completion fills the screen on the main queue.
        #expect((try driver.view(identifier: "answer") as? TextField)?.placeholder == "Loading level 1…")
        game.engine.step(0)
        #expect((try driver.view(identifier: "answer") as? TextField)?.placeholder == "Tap letters to guess")
        let answers = try #require(Driver.shownText(of: try driver.view(identifier: "answers")))
        #expect(answers.split(separator: "\n").sorted() == ["6 letters", "7 letters", "7 letters", "7 letters",
                                                             "8 letters", "8 letters", "8 letters"])
        for group in ["ELE", "PHA", "NT"] { try driver.tap(title: group) }
        #expect((try driver.view(identifier: "answer") as? TextField)?.text == "ELEPHANT")
        try driver.tap(title: "SUBMIT")
        #expect(Driver.shownText(of: try driver.view(identifier: "score")) == "Score: 1")
        #expect(try Driver.shownText(of: driver.view(identifier: "answers"))?.contains("ELEPHANT") == true)
        // A wrong answer costs a point, says so, and gives the letters back.
        game.engine.step(1)
        for group in ["GI", "RA"] { try driver.tap(title: group) }
        try driver.tap(title: "SUBMIT")
        #expect(driver.alert?.title == "That's not it")
        try driver.answerAlert("OK")
        game.engine.step(1)
        #expect(Driver.shownText(of: try driver.view(identifier: "score")) == "Score: 0")
        #expect(try driver.button(title: "GI").isHidden == false)
        #expect(game.errors.isEmpty)
    }
}
