import Testing
import Foundation
@testable import LuaBridge
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// Settings (`scripts/settings.lua`, issue 33) on a portrait iPhone (390 × 844, 47 points of
/// status bar) in a navigation controller that prefers large titles, as iOS's Settings is:
/// UIKit's large-title bar is 96 points (the 44-point row of buttons and a 52-point row with
/// the title in bold 34-point text at the left margin, 16 points in), so the screen's safe
/// area starts at 47 + 96 = 143 and, with no scroll view to collapse it, the title stays
/// large. The column stack view sits 20 points inside the safe area (from y = 163, 350 wide)
/// and holds rows, each a row stack view centred across. UIKit's rules give every frame: in a
/// `fill` row the view that hugs least takes the room left (the first of equal ones: the title
/// beside the switch; the slider and the progress bar, with no natural width; the titles whose
/// hugging the script lowers to 200); the column is as tall as its rows and the 16 points
/// between them.
@Suite("Settings")
struct SettingsTests {
    static func started() throws -> GameRuntime {
        let game = try GameRuntime(script: Repository.path("scripts/settings.lua"), seed: 1, print: { _ in })
        game.onError = { _ in }
        try game.start()
        game.engine.window.layoutIfNeeded()
        return game
    }

    static func onScreen(_ game: GameRuntime, _ identifier: String) throws -> Rect {
        let view = try game.engine.driver.view(identifier: identifier)
        return view.convert(view.bounds, to: nil)
    }

    @Test("every control in its row, the rows in the column, to the point")
    func frames() throws {
        let game = try Self.started()
        #expect(game.errors.isEmpty)
        let expected: [(String, Rect)] = [
            // Six rows and the summary: 31 + 34 + 32 + 32 + 26 + 20 + 35, and 6 × 16 between.
            ("column", Rect(x: 20, y: 163, width: 350, height: 306)),
            // The first row at 163: the switch at its 51 × 31 by the trailing edge.
            ("sound", Rect(x: 319, y: 163, width: 51, height: 31)),
            // 31 + 16 further: the slider takes what the 64-point title and the spacing leave.
            ("volume", Rect(x: 96, y: 210, width: 274, height: 34)),
            // 34 + 16 further: the stepper's 94 × 32 at the trailing edge, and the count
            // (11 × 20) 12 points before it, centred on the row.
            ("players", Rect(x: 276, y: 260, width: 94, height: 32)),
            ("playersCount", Rect(x: 253, y: 266, width: 11, height: 20)),
            // The segmented control is a row of its own, the column's whole width.
            ("difficulty", Rect(x: 20, y: 308, width: 350, height: 32)),
            ("theme", Rect(x: 306, y: 356, width: 64, height: 26)),
            ("themeName", Rect(x: 251, y: 359, width: 43, height: 20)),
            // The Saved row is 20 tall (its title); the 4-point bar is centred in it.
            ("saved", Rect(x: 85, y: 406, width: 285, height: 4)),
            ("summary", Rect(x: 20, y: 434, width: 350, height: 35)),
        ]
        for (identifier, rect) in expected {
            #expect(try Self.onScreen(game, identifier) == rect, "\(identifier)")
        }
        // The bar with the large title: 96 points under the status bar, the title in its lower
        // row at the 16-point margin; the middle title hides while the large one shows.
        let navigation = try #require(game.engine.window.rootViewController as? NavigationController)
        let bar = navigation.navigationBar
        #expect(bar.frame == Rect(x: 0, y: 47, width: 390, height: 96))
        #expect(bar.largeTitleLabel.text == "Settings")
        #expect(bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: nil) == Rect(x: 16, y: 91, width: 358, height: 52))
        #expect(bar.titleLabel.isHidden)
        #expect(navigation.topViewController?.view.safeAreaInsets.top == 143)
        // The spinner is hidden while nothing is saving: it takes no room in its row.
        let spinner = try #require(try game.engine.driver.view(identifier: "saving") as? ActivityIndicatorView)
        #expect(spinner.isHidden && spinner.frame.width == 0)
        #expect(game.engine.window.log.isEmpty)
    }

    @Test("a change updates the summary, fills the progress by the settings changed, and spins for a second")
    func changes() throws {
        let game = try Self.started()
        let session = BotSession(engine: game.engine)
        let driver = game.engine.driver
        #expect(try session.toggle(driver.view(identifier: "sound")) == false)
        #expect(try session.step(driver.view(identifier: "players"), up: true) == 3)
        try session.pickSegment(driver.view(identifier: "difficulty"), titled: "Hard")
        try session.pickPage(driver.view(identifier: "theme"), 2)
        try session.slide(driver.view(identifier: "volume"), to: 0.25)
        let summary = try #require(try driver.view(identifier: "summary") as? Label)
        #expect(summary.text == "Sound off · volume 25% · 3 players · Hard · Night theme")
        #expect(try session.text(identifier: "playersCount") == "3")
        #expect(try session.text(identifier: "themeName") == "Night")
        let bar = try #require(try driver.view(identifier: "saved") as? ProgressView)
        #expect(bar.progress == 1)
        let spinner = try #require(try driver.view(identifier: "saving") as? ActivityIndicatorView)
        #expect(spinner.isAnimating && !spinner.isHidden)
        game.engine.step(1)
        #expect(!spinner.isAnimating && spinner.isHidden)
        #expect(game.errors.isEmpty)
    }
}
