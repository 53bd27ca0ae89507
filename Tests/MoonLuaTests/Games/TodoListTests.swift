import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

@Suite("The to-do list: a table that edits, from Lua")
struct TodoListTests {
    @Test("todo_list.lua: inset grouped rows, an insert sliding in from the top, a swipe's Done, swipe-to-delete and editing")
    func todoList() throws {
        let game = try GameRuntime(script: Repository.path("scripts/todo_list.lua"), seed: 1, print: { _ in })
        try game.start()
        let driver = game.engine.driver
        let table = try #require(try driver.view(identifier: "chores") as? TableView)
        #expect(table.style == .insetGrouped)
        let width = table.bounds.width
        // A 38-point header, three rows of 44 inset 20 from each side, a 38-point footer.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 20, y: 38, width: width - 40, height: 44))
        #expect(table.contentSize.height == 38 + 3 * 44 + 38)
        // "Add" inserts at the top: the new row slides down from behind the header, the others down 44.
        let milk = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        try driver.tap(title: "Add")
        let plants = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(plants.textLabel.text == "Water the plants")
        let animator = try #require(game.engine.window.animator)
        #expect(animator.presentation(of: plants).frame == Rect(x: 20, y: -6, width: width - 40, height: 44))
        #expect(animator.presentation(of: milk).frame == Rect(x: 20, y: 38, width: width - 40, height: 44))
        game.engine.step(0.15)
        #expect(animator.presentation(of: plants).frame == Rect(x: 20, y: 16, width: width - 40, height: 44))
        #expect(animator.presentation(of: milk).frame == Rect(x: 20, y: 60, width: width - 40, height: 44))
        game.engine.step(0.15)
        #expect(animator.presentation(of: milk).frame == Rect(x: 20, y: 82, width: width - 40, height: 44))

        let bot = try BotRunner(bot: Repository.path("scripts/bots/todo_chores.lua"), runtime: game, print: { _ in })
        try bot.run()
        #expect(game.errors.map(\.description) == [])
        #expect(bot.session.log == ["Added Buy cat food", "Done: Walk the dog", "Deleted Buy milk", "Deleted Buy cat food"])
        game.engine.window.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel.text ?? "" }
                == ["Call the plumber", "Water the plants", "Walk the dog", "Write to grandma"])
        #expect(table.visibleCells[2].accessoryType == .checkmark)
        #expect(!table.isEditing)
        let footer = try #require(table.subviews.compactMap { $0 as? TableViewHeaderView }.first { $0.isFooter })
        #expect(footer.textLabel.text == "3 left to do")
        #expect(footer.frame.minY == 38 + 4 * 44)
    }

    @Test("todo_random.lua: 30 virtual seconds of random taps, drags, adds, swipes and deletes leave no error", arguments: 1...5)
    func randomBot(seed: UInt64) throws {
        let game = try GameRuntime(script: Repository.path("scripts/todo_list.lua"), seed: seed, print: { _ in })
        try game.start()
        let bot = try BotRunner(bot: Repository.path("scripts/bots/todo_random.lua"), runtime: game, print: { _ in })
        try bot.run()
        #expect(game.errors.map(\.description) == [])
        // Every kind of action was played, and what the list shows is what the data holds.
        let figures = bot.session.figures
        #expect(["taps", "drags", "adds", "edits", "swipes", "actions", "deletes"].allSatisfy { figures[$0] != nil })
        #expect(game.engine.now >= 30)
        // The footer counts the rows without a checkmark, row by row, scrolled through.
        let table = try #require(try game.engine.driver.view(identifier: "chores") as? TableView)
        game.engine.step(0.3)
        let count = table.numberOfRows(inSection: 0)
        var left = 0
        for row in 0..<count {
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: .none, animated: false)
            game.engine.window.layoutIfNeeded()
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            if cell.accessoryType != .checkmark { left += 1 }
        }
        if count > 0 { table.scrollToRow(at: IndexPath(row: count - 1, section: 0), at: .bottom, animated: false) }
        game.engine.window.layoutIfNeeded()
        let footer = try #require(table.subviews.compactMap { $0 as? TableViewHeaderView }.first { $0.isFooter })
        #expect(footer.textLabel.text == (left == 0 ? "All done!" : "\(left) left to do"))
    }
}
