import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// The three tutorial apps ported as UIKit code is (docs/porting-from-uikit.md): each laid out
/// where UIKit's rules put it, on a portrait iPhone (390 × 844, the status bar's 47 points, a
/// 44-point navigation bar, the home indicator's 34).
@Suite("The tutorial ports: flag quiz, letter hunt and sky viewer, frame by frame")
struct TutorialPortsTests {
    static func onScreen(_ view: View) -> Rect { view.convert(view.bounds, to: nil) }

    static func started(_ script: String, seed: UInt64 = 1) throws -> GameRuntime {
        let game = try GameRuntime(script: Repository.path("scripts/\(script)"), seed: seed, print: { _ in })
        try game.start()
        game.engine.window.layoutIfNeeded()
        return game
    }

    static func bar(_ game: GameRuntime) throws -> NavigationBar {
        try #require(game.engine.driver.views(ofType: NavigationBar.self).first)
    }

    @Test("flag_quiz.lua: a navigation controller as the root; three 200 × 100 flag buttons 36 points under the bar, 30 apart")
    func flagQuizLayout() throws {
        let game = try Self.started("flag_quiz.lua")
        #expect(try Self.bar(game).frame == Rect(x: 0, y: 47, width: 390, height: 44))
        let buttons = try (1...3).map { try #require(try game.engine.driver.view(identifier: "flag\($0)") as? Button) }
        // Each button is as big as its flag (400 × 200 pixels at @2x), centred: (390 − 200) / 2.
        #expect(buttons.map(Self.onScreen) == [127.0, 257, 387].map { Rect(x: 95, y: $0, width: 200, height: 100) })
        for button in buttons {
            // A custom button with only an image: the image view fills it, as UIKit's does.
            let picture = try #require(button.imageView)
            #expect(Self.onScreen(picture) == Self.onScreen(button))
            #expect(button.currentImage?.size == Size(width: 200, height: 100))
            #expect(button.layer.borderWidth == 1)
        }
        #expect(Set(buttons.compactMap { $0.currentImage?.name }).count == 3)
        let score = try #require(try game.engine.driver.view(identifier: "score") as? Label)
        #expect(score.text == "Score: 0 · 0 of 10 asked")
        #expect(Self.onScreen(score).minY == 517)
        #expect(Self.onScreen(score).midX == 195)
        #expect(game.errors.map(\.description) == [])
    }

    @Test("flag_quiz.lua: a finger on a flag's picture taps its button, and the alert follows")
    func flagQuizTapOnPicture() throws {
        let game = try Self.started("flag_quiz.lua")
        let country = try Self.bar(game).titleLabel.text ?? ""
        let buttons = try (1...3).map { try #require(try game.engine.driver.view(identifier: "flag\($0)") as? Button) }
        let right = try #require(buttons.first { $0.currentImage?.name == "flag_" + country.lowercased() })
        let picture = try #require(right.imageView)
        let centre = Self.onScreen(picture)
        #expect(game.engine.driver.tap(at: Point(x: centre.midX, y: centre.midY)) === right)
        game.engine.step(0.5)
        let alert = try #require(game.engine.driver.alert)
        #expect(alert.title == "Correct")
        #expect(alert.message == "That is the flag of \(country). Your score is 1.")
        #expect(game.errors.map(\.description) == [])
    }

    @Test("flag_quiz.lua to a bot: a button's description names its image; a navigation bar's gives its title; a tap on the picture taps the button")
    func flagQuizToABot() throws {
        let folder = try ScriptFolder(["bot.lua": """
            return function(game)
              local bar = game:find { type = "NavigationBar" }
              game:log(bar.title)
              for n = 1, 3 do game:log(game:find({ identifier = "flag" .. n }).image) end
              local picture = game:find { type = "ImageView", inside = "flag2" }
              game:log(picture.image .. " " .. picture.frame.y .. " " .. picture.frame.height)
              game:tap(picture.id)
              game:log(game:alert().title)
            end
            """])
        let game = try GameRuntime(script: Repository.path("scripts/flag_quiz.lua"), seed: 1, print: { _ in })
        try game.start()
        let buttons = try (1...3).map { try #require(try game.engine.driver.view(identifier: "flag\($0)") as? Button) }
        let images = buttons.map { $0.currentImage?.name ?? "none" }
        let country = try Self.bar(game).titleLabel.text ?? ""
        let verdict = images[1] == "flag_" + country.lowercased() ? "Correct" : "Wrong"
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: game)
        try bot.run()
        #expect(bot.session.log == [country] + images + ["\(images[1]) 257.0 100.0", verdict])
        #expect(images.allSatisfy { $0.hasPrefix("flag_") })
        #expect(game.errors.isEmpty)
    }

    @Test("letter_hunt.lua: a table view controller's table fills the screen, inset under the bars; a word found is the top 44-point row")
    func letterHuntLayout() throws {
        let game = try Self.started("letter_hunt.lua", seed: 3)
        let driver = game.engine.driver
        #expect(try Self.bar(game).titleLabel.text == "teardrop")
        let table = try #require(try driver.view(identifier: "words") as? TableView)
        // The whole screen, under the bars as UIKit's table view controller's table is; its
        // content inset makes room for the status and navigation bars (91) and the home
        // indicator (34), so the rows start where a table pinned to the safe area had them.
        #expect(Self.onScreen(table) == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(table.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(table.numberOfRows(inSection: 0) == 0)
        try driver.tap(driver.barButton(systemItem: "add"))
        game.engine.step(0.5)
        let alert = try #require(game.engine.driver.alert)
        #expect(alert.title == "Enter a word" && alert.textFields.count == 1)
        alert.textFields[0].text = "adore"
        try driver.tap(title: "Submit")
        game.engine.step(0.5)
        #expect(table.numberOfRows(inSection: 0) == 1)
        let row = try driver.row(in: table, text: "adore")
        #expect(Self.onScreen(row) == Rect(x: 0, y: 91, width: 390, height: 44))
        #expect(game.errors.map(\.description) == [])
    }

    @Test("letter_hunt.lua: Submit with nothing typed is no answer; a text field's text is \"\" as UIKit's, never nil")
    func letterHuntEmptyAnswer() throws {
        let game = try Self.started("letter_hunt.lua", seed: 3)
        let driver = game.engine.driver
        try driver.tap(driver.barButton(systemItem: "add"))
        try driver.tap(title: "Submit")
        game.engine.step(0.5)
        #expect(driver.alert == nil)
        let table = try #require(try driver.view(identifier: "words") as? TableView)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(try game.lua.run("""
            local field = require("moonkit").TextField()
            local fresh = field.text
            field.text = "moon"
            field.text = nil
            return fresh, field.text
            """) == [.string(""), .string("")])
        #expect(game.errors.map(\.description) == [])
    }

    @Test("sky_viewer.lua: ten pictures listed from the folder; a row pushes its picture fitted whole, centred on the screen; back, the row is deselected")
    func skyViewerLayout() throws {
        let game = try Self.started("sky_viewer.lua")
        let driver = game.engine.driver
        let table = try #require(try driver.view(identifier: "pictures") as? TableView)
        #expect(Self.onScreen(table) == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(table.contentOffset == Point(x: 0, y: -91))
        #expect(table.numberOfRows(inSection: 0) == 10)
        let third = try driver.row(in: table, text: "sky_dusk.jpg")
        #expect(Self.onScreen(third) == Rect(x: 0, y: 91 + 2 * 44, width: 390, height: 44))
        try driver.tapRow(in: table, text: "sky_dusk.jpg")
        game.engine.step(0.5)
        let bar = try Self.bar(game)
        #expect(bar.titleLabel.text == "Picture 3 of 10")
        #expect(!bar.backButton.isHidden && bar.backButton.currentTitle == "‹ Sky Viewer")
        let picture = try #require(try driver.view(identifier: "picture") as? ImageView)
        #expect(picture.image?.name == "sky_dusk.jpg")
        // The whole screen, under the bars as UIKit's view is; 480 × 320 fitted to 390 wide is
        // 260 high, centred: (844 − 260) / 2.
        #expect(Self.onScreen(picture) == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(picture.imageRect == Rect(x: 0, y: 292, width: 390, height: 260))
        // The row stays selected under the picture, and is deselected as the list comes back.
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        try driver.tap(bar.backButton)
        game.engine.step(0.5)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(try driver.row(in: table, text: "sky_dusk.jpg").isSelected == false)
        #expect(game.errors.map(\.description) == [])
    }
}
