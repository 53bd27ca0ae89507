import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

@Suite("Table and text views from Lua")
struct TableListTests {
    @Test("table_list.lua: its bot picks rows on screen and off it, makes a favourite, and misses a breed not listed")
    func tableList() throws {
        let game = try GameRuntime(script: Repository.path("scripts/table_list.lua"), seed: 1, print: { _ in })
        try game.start()
        let driver = game.engine.driver
        let table = try #require(try driver.view(identifier: "breeds") as? TableView)
        // Two sections of 15 and 11 breeds under 28-point headers; names over 12 letters get 64 points.
        #expect(table.numberOfSections == 2)
        let expectedHeight: Double = 28 * 2 + 22 * 52 + 4 * 64
        #expect(table.contentSize.height == expectedHeight)
        let bot = try BotRunner(bot: Repository.path("scripts/bots/table_picker.lua"), runtime: game, print: { _ in })
        try bot.run()
        #expect(game.errors.map(\.description) == [])
        #expect(bot.session.log == ["Picked Bengal", "Picked Turkish Van", "false: no row of breeds shows the text 'Dragon Li'",
                                    "back at 0"])
        // The favourite keeps its checkmark when it comes back on screen.
        table.scrollToRow(at: IndexPath(row: 10, section: 1), at: .bottom, animated: false)
        let van = try #require(table.cellForRow(at: IndexPath(row: 10, section: 1)))
        #expect(van.textLabel.text == "Turkish Van" && van.detailTextLabel?.text == "Turkey")
        #expect(van.accessoryType == .checkmark)
        #expect(van.frame.height == 52)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(Driver.shownText(of: try driver.view(identifier: "story"))?.hasPrefix("The Turkish Van comes from Turkey.") == true)
        // Cells of the Lua class: no more than fit on screen at once, plus two; the rest reused.
        let counts = try game.lua.run("return cellsMade, reuses")
        let visibleAtMost = Int((table.bounds.height / 52).rounded(.up)) + 1
        guard case .int(let made) = counts[0], case .int(let reuses) = counts[1] else { Issue.record("no counts"); return }
        #expect(made <= visibleAtMost + 2)
        #expect(reuses > 0)
    }

    @Test("10 000 rows of a Lua cell class: tapping the last one scrolls there with only the visible cells made")
    func tenThousandRows() throws {
        let (runtime, folder) = try runGame(app("""
              local rows = ui.TableView { identifier = "rows", frame = { x = 0, y = 0, width = 844, height = 390 } }
              rows:register("cell", Cell)
              rows.dataSource = self
              rows.delegate = self
              view:addSubview(rows)
            """, extra: """
            local Cell = ui.TableViewCell:extend "Cell"
            made, reused, picked = 0, 0, nil
            function Cell:init() made = made + 1 end
            function Cell:prepareForReuse() reused = reused + 1 end
            function Game:numberOfRowsInSection(tableView, section) return 10000 end
            function Game:cellForRowAt(tableView, indexPath)
              local cell = tableView:dequeueReusableCell("cell", indexPath)
              cell.textLabel.text = ("Row %d"):format(indexPath.row)
              return cell
            end
            function Game:didSelectRowAt(tableView, indexPath)
              picked = ("%d.%d"):format(indexPath.section, indexPath.row)
              selected = tableView.indexPathForSelectedRow.row
            end
            """), files: ["bot.lua": """
            return function(game)
              game:tapRow("rows", "Row 9999")
            end
            """])
        defer { withExtendedLifetime(folder) {} }
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: runtime, print: { _ in })
        try bot.run()
        #expect(runtime.errors.map(\.description) == [])
        let table = try #require(try runtime.engine.driver.view(identifier: "rows") as? TableView)
        // The table reaches the screen's bottom edge: the last row stops above the landscape
        // iPhone's 21-point home indicator, the room the table makes for it (as UIKit's does).
        #expect(table.adjustedContentInset.bottom == 21)
        #expect(table.contentOffset.y == 440_000 - 390 + 21)
        // 390 points of 44-point rows, a row brought to the top at each step of the search: 9 on
        // screen at once (8 whole and a part), so 9 cells made.
        #expect(try runtime.lua.run("return made, picked, selected") == [.int(9), .string("0.9999"), .int(9999)])
        guard case .int(let reused)? = try runtime.lua.run("return reused").first else { Issue.record("no count"); return }
        #expect(reused > 9_000)
        #expect(table.subviews.filter { $0 is TableViewCell }.count == 9)
    }

    @Test("wrong answers from a data source and bad arguments are errors naming the script's line")
    func badInput() throws {
        let (runtime, folder) = try runGame(app("""
              local a = ui.TableView { tag = 1, frame = { x = 0, y = 0, width = 300, height = 300 } }
              local b = ui.TableView { tag = 2, frame = { x = 300, y = 0, width = 300, height = 300 } }
              view:addSubviews(a, b)
              a.dataSource = self
              b.dataSource = self
              b:register("row")
              ok1, err1 = pcall(function() a.dataSource = {} end)
              ok2, err2 = pcall(function() a:dequeueReusableCell("nope", { section = 0, row = 0 }) end)
              ok3, err3 = pcall(function() b:scrollToRow({ section = 0, row = 5 }, "top") end)
              ok4, err4 = pcall(function() b:register("x", {}) end)
              ok5, err5 = pcall(function() ui.TextView {}.isEditable = true end)
              ok6, err6 = pcall(function() b:deselectRow({ section = -1, row = 0 }) end)
              ok7, err7 = pcall(function() b.rowHeight = 0/0 end)
              ui.TextView {}.isEditable = false
            """, extra: """
            function Game:numberOfRowsInSection(tableView, section)
              if tableView.tag == 1 then return -1 end
              return 2
            end
            function Game:cellForRowAt(tableView, indexPath)
              if indexPath.row == 1 then return "a cell" end
              return tableView:dequeueReusableCell("row", indexPath)
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        let file = folder.path("game.lua")
        runtime.engine.window.layoutIfNeeded()
        #expect(try runtime.lua.run("return err1, err2, err3, err4, err5, err6, err7") == [
            .string("\(file):20: bad value for property 'dataSource' of TableView (a table view's data source is a view controller made with ui.ViewController:extend, got table)"),
            .string("\(file):21: no cell is registered for the identifier 'nope': call tableView:register(\"nope\") first"),
            .string("\(file):22: no row 5 in section 0 (section 0 has 2 rows; rows and sections count from 0)"),
            .string("\(file):23: bad argument #2 to 'register' (a cell style (default, subtitle, value1) or a class made with ui.TableViewCell:extend expected, got table)"),
            .string("\(file):24: a TextView cannot be made editable in MoonKit: it shows read-only text (use a TextField to type)"),
            .string("\(file):25: bad argument #1 to 'deselectRow' (index path {section, row} expected, with two whole numbers ≥ 0 (counted from 0))"),
            .string("\(file):26: bad value for property 'rowHeight' of TableView (rowHeight must be a finite number ≥ 0)"),
        ])
        #expect(runtime.errors.map(\.description) == [
            "error in numberOfRowsInSection: \(file):3: numberOfRowsInSection must return a whole number from 0 to 1000000, got -1",
            "error in cellForRowAt: \(file):7: cellForRowAt must return a TableViewCell (tableView:dequeueReusableCell(identifier, indexPath) gives one), got string",
        ])
    }

    @Test("a text view from Lua: its content height is its text plus UIKit's inset, and it scrolls")
    func textView() throws {
        let (runtime, folder) = try runGame(app("""
              story = ui.TextView { identifier = "story", frame = { x = 10, y = 10, width = 300, height = 80 } }
              story.font = ui.Font.system(17)
              story.text = string.rep("Once upon a time there was a cat. ", 12)
              view:addSubview(story)
            """))
        defer { withExtendedLifetime(folder) {} }
        let view = try #require(try runtime.engine.driver.view(identifier: "story") as? TextView)
        runtime.engine.window.layoutIfNeeded()
        let lines = TextLayout.lines(view.text ?? "", font: .system(17), width: 290)
        let height = (Double(lines.count) * Font.system(17).lineHeight).rounded(.up)
        #expect(try runtime.lua.run("return story.contentSize.height, story.textContainerInset.top") == [.double(8 + height + 8), .double(8)])
        #expect(try runtime.engine.driver.scroll(view, dy: 1000).y == 16 + height - 80)
        #expect(runtime.errors.isEmpty)
    }
}
