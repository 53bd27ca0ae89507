import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

@Suite("The photo grid: a collection view with inserts, deletes and moves, from Lua")
struct PhotoGridTests {
    static func onScreen(_ view: View) -> Rect { view.convert(view.bounds, to: nil) }

    static func started(seed: UInt64 = 1) throws -> (GameRuntime, CollectionView) {
        let game = try GameRuntime(script: Repository.path("scripts/photo_grid.lua"), seed: seed, print: { _ in })
        try game.start()
        game.engine.window.layoutIfNeeded()
        let grid = try #require(try game.engine.driver.view(identifier: "photos") as? CollectionView)
        return (game, grid)
    }

    /// A value a thousandth at a time: halfway through an ease, 0.5 comes out as 0.4999999999999999.
    static func thousandths(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
    static func thousandths(_ r: Rect) -> Rect {
        Rect(x: thousandths(r.minX), y: thousandths(r.minY), width: thousandths(r.width), height: thousandths(r.height))
    }

    /// What the footer says (the count of photos) and the header (the photo selected).
    static func count(_ game: GameRuntime) throws -> String? {
        (try game.engine.driver.view(identifier: "count") as? Label)?.text
    }
    static func selection(_ game: GameRuntime) throws -> String? {
        (try game.engine.driver.view(identifier: "selection") as? Label)?.text
    }

    @Test("photo_grid.lua: three 120-point photos a row as UIKit's flow layout places them, between a header and a footer")
    func layout() throws {
        let (game, grid) = try Self.started()
        // A collection view controller's view: the whole screen, under the bars, with its
        // content inset making room for the status and navigation bars (91 points) and the
        // home indicator (34); at rest the content starts just under the bar.
        #expect(Self.onScreen(grid) == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(grid.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(grid.contentOffset == Point(x: 0, y: -91))
        // 374 points inside the 8-point insets: three 120-point items and at least 5 between
        // them use 370, so a full row spreads the 14 left over, 7 between items; rows are 5
        // apart; the last row keeps the columns.
        let frames = (0..<9).map { grid.frameForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(frames == [0, 1, 2].flatMap { row in
            [8.0, 135, 262].map { x in Rect(x: x, y: 44 + 125 * Double(row), width: 120, height: 120) }
        })
        #expect(grid.frameForHeader(inSection: 0) == Rect(x: 0, y: 0, width: 390, height: 44))
        // The 40-point footer follows the 8-point bottom inset; its count is centred in it.
        #expect(grid.frameForSupplementaryView(ofKind: .sectionFooter, inSection: 0) == Rect(x: 0, y: 422, width: 390, height: 40))
        #expect(grid.contentSize == Size(width: 390, height: 44 + 3 * 120 + 2 * 5 + 8 + 40))
        #expect(try Self.count(game) == "9 photos")
        #expect(try Self.selection(game) == "Select a photo")
        let count = try #require(try game.engine.driver.view(identifier: "count"))
        #expect(Self.onScreen(count).midX == 195 && Self.onScreen(count).midY == 91 + 442)
        // A cell: its photo 4 points inside it, the caption a 20-point strip along the photo's bottom.
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(Self.onScreen(cell) == Rect(x: 135, y: 260, width: 120, height: 120))
        let photo = try #require(cell.contentView.viewWithTag(1) as? ImageView)
        let caption = try #require(cell.contentView.viewWithTag(2) as? Label)
        #expect(Self.onScreen(photo) == Rect(x: 139, y: 264, width: 112, height: 112))
        #expect(Self.onScreen(caption) == Rect(x: 139, y: 356, width: 112, height: 20))
        #expect(caption.text == "Burmese")
        #expect(photo.image?.name == "cat_burmese_thumb")
        #expect(game.errors.map(\.description) == [])
    }

    @Test("Add fades a photo in at the end; a tap selects; Delete fades it out as the rest slide back; To front moves one")
    func insertDeleteMove() throws {
        let (game, grid) = try Self.started()
        let driver = game.engine.driver
        let animator = try #require(game.engine.window.animator)
        try driver.tap(title: "Add")
        #expect(try Self.count(game) == "10 photos")
        let added = try #require(grid.cellForItem(at: IndexPath(item: 9, section: 0)))
        #expect(added.frame == Rect(x: 8, y: 44 + 3 * 125, width: 120, height: 120))
        #expect(animator.presentation(of: added).alpha == 0)
        game.engine.step(0.15)
        #expect(Self.thousandths(animator.presentation(of: added).alpha) == 0.5)
        game.engine.step(0.15 + 0.5)
        // Four rows fit the 719 points between the bars: scrolling to the new photo moved
        // nothing (the offset rests at minus the top inset).
        #expect(grid.contentSize.height == 587)  // 44 + 4 × 120 + 3 × 5 + 8 + 40
        #expect(grid.contentOffset.y == -91)

        try driver.tapItem(in: grid, text: "Persian")
        #expect(grid.indexPathForSelectedItem == IndexPath(item: 7, section: 0))
        #expect(try Self.selection(game) == "Persian")
        let persian = try #require(grid.cellForItem(at: IndexPath(item: 7, section: 0)))
        #expect(persian.isSelected && !persian.selectedBackgroundView.isHidden)
        let ragdoll = try #require(grid.cellForItem(at: IndexPath(item: 8, section: 0)))
        try driver.tap(title: "Delete")
        #expect(try Self.count(game) == "9 photos")
        #expect(try Self.selection(game) == "Select a photo")
        #expect(grid.indexPathForSelectedItem == nil)
        game.engine.step(0.15)
        #expect(Self.thousandths(animator.presentation(of: persian).alpha) == 0.5)
        #expect(Self.thousandths(animator.presentation(of: ragdoll).frame) == Rect(x: 198.5, y: 294, width: 120, height: 120))
        #expect(Self.thousandths(animator.presentation(of: added).frame) == Rect(x: 135, y: 356.5, width: 120, height: 120))
        game.engine.step(0.15)
        #expect(ragdoll.frame == Rect(x: 135, y: 294, width: 120, height: 120))
        #expect(added.frame == Rect(x: 262, y: 294, width: 120, height: 120))
        #expect(persian.superview == nil)

        try driver.tapItem(in: grid, at: IndexPath(item: 5, section: 0))
        #expect(try Self.selection(game) == "Maine Coon")
        try driver.tap(try driver.view(identifier: "front"))
        game.engine.step(0.3)
        #expect(grid.indexPathForSelectedItem == IndexPath(item: 0, section: 0))
        #expect(try Self.selection(game) == "Maine Coon")
        let captions = grid.visibleCells.compactMap { ($0.contentView.viewWithTag(2) as? Label)?.text }
        #expect(captions == ["Maine Coon", "Abyssinian", "Bengal", "Birman", "British Shorthair", "Burmese", "Norwegian Forest Cat",
                             "Ragdoll", "Russian Blue"])
        #expect(game.errors.map(\.description) == [])
    }

    @Test("photo_grid_random.lua: 30 virtual seconds of taps, drags, adds, picks, deletes and moves leave no error", arguments: 1...3)
    func randomBot(seed: UInt64) throws {
        let (game, grid) = try Self.started(seed: seed)
        let bot = try BotRunner(bot: Repository.path("scripts/bots/photo_grid_random.lua"), runtime: game, print: { _ in })
        try bot.run()
        #expect(game.errors.map(\.description) == [])
        #expect(["taps", "drags", "adds", "picks", "deletes", "fronts"].allSatisfy { bot.session.figures[$0] != nil })
        // The footer, scrolled to, counts the items the grid holds.
        game.engine.step(0.3)
        grid.contentOffset = grid.maximumContentOffset
        game.engine.window.layoutIfNeeded()
        let count = grid.numberOfItems(inSection: 0)
        #expect(try Self.count(game) == "\(count) photo\(count == 1 ? "" : "s")")
    }
}
