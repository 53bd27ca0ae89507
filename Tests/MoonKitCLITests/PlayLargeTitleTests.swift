import Testing
import Foundation
import MoonKit
import MoonLua
@testable import MoonKitCLI

/// `play` draws a large title where the picture does: at the left, on the bar's lower row; once
/// collapsed, the middle title shows instead.
@Suite("play's text screen shows large titles")
struct PlayLargeTitleTests {
    /// A navigation controller whose bar prefers large titles, over a 2000-point scroll view
    /// titled `title`, on a portrait iPhone.
    static func largeTitleGame(title: String) throws -> (GameRuntime, URL) {
        try PlayNarrowScreenTests.game("""
            local ui = require "moonkit"
            local List = ui.ViewController:extend "List"
            function List:init() self.title = "\(title)" end
            function List:loadView()
              self.view = ui.ScrollView { identifier = "list", contentSize = {width = 390, height = 2000} }
            end
            local nav = ui.NavigationController(List())
            nav.navigationBar.prefersLargeTitles = true
            return ui.App { device = "iphone-portrait", root = nav }
            """)
    }

    @Test("expanded at the left under the bar's row, collapsed in the middle")
    func largeTitle() throws {
        let (game, folder) = try Self.largeTitleGame(title: "Breeds")
        defer { try? FileManager.default.removeItem(at: folder) }
        func lines() -> [String] {
            TextScreen(window: game.engine.window, columns: 40).text.components(separatedBy: "\n")
        }
        let expanded = lines()
        let row = try #require(expanded.firstIndex { $0.contains("Breeds") }, "\(expanded.joined(separator: "\n"))")
        // 16 of 390 points in: the first column or two of 40 (after the frame's "|│"), not the middle.
        let column = try #require(expanded[row].range(of: "Breeds")).lowerBound
        #expect(expanded[row].distance(from: expanded[row].startIndex, to: column) <= 4, "\(expanded.joined(separator: "\n"))")
        let navigation = try #require(game.engine.window.rootViewController as? NavigationController)
        let scroll = try #require(navigation.topViewController?.view as? ScrollView)
        scroll.contentOffset = Point(x: 0, y: 0)
        game.engine.window.layoutIfNeeded()
        let collapsed = lines()
        let middle = try #require(collapsed.first { $0.contains("Breeds") }, "\(collapsed.joined(separator: "\n"))")
        let at = middle.distance(from: middle.startIndex, to: try #require(middle.range(of: "Breeds")).lowerBound)
        // Centred: (40 − 6) / 2 = 17 columns in, after the frame's two.
        #expect(at >= 17 && at <= 21, "\(collapsed.joined(separator: "\n"))")
        #expect(collapsed.filter { $0.contains("Breeds") }.count == 1)
    }

    @Test("a large title too long for its row shows in play as the picture draws it: cut with an ellipsis")
    func truncated() throws {
        let (game, folder) = try Self.largeTitleGame(title: "Abyssinian Cats of Ethiopia")
        defer { try? FileManager.default.removeItem(at: folder) }
        let navigation = try #require(game.engine.window.rootViewController as? NavigationController)
        let shown = try #require(navigation.navigationBar.largeTitleLabel.displayedLines.first)
        #expect(shown.hasSuffix("…") && shown.count < "Abyssinian Cats of Ethiopia".count)
        let lines = TextScreen(window: game.engine.window, columns: 40).text.components(separatedBy: "\n")
        #expect(lines.contains { $0.contains(shown) }, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("Ethiopia") }, "\(lines.joined(separator: "\n"))")
    }

    @Test("play's scroll and drag settle a half-collapsed title open or collapsed")
    func settles() throws {
        let (game, folder) = try Self.largeTitleGame(title: "Breeds")
        defer { try? FileManager.default.removeItem(at: folder) }
        let play = try Play.parse([folder.appendingPathComponent("game.lua").path])
        let navigation = try #require(game.engine.window.rootViewController as? NavigationController)
        let scroll = try #require(navigation.topViewController?.view as? ScrollView)
        // 30 of 52 points: past half way, the title collapses (the offset from −143 to −91).
        #expect(try play.perform("scroll list 30", game.engine))
        #expect(scroll.contentOffset == Point(x: 0, y: -91))
        #expect(navigation.navigationBar.frame.height == 44)
        // 20 back leaves 32 collapsed: collapsed again; 20 more leave 12: open.
        #expect(try play.perform("scroll list -20", game.engine))
        #expect(scroll.contentOffset == Point(x: 0, y: -91))
        #expect(try play.perform("scroll list -40", game.engine))
        #expect(scroll.contentOffset == Point(x: 0, y: -143))
        // A quick drag flicks: it decelerates past the row, and nothing settles.
        #expect(try play.perform("drag 195,600 195,300 0.25", game.engine))
        #expect(try play.perform("wait 5", game.engine))
        #expect(scroll.contentOffset.y > -91)
        game.engine.window.layoutIfNeeded()   // as play does before it draws
        #expect(navigation.navigationBar.frame.height == 44)
    }
}
