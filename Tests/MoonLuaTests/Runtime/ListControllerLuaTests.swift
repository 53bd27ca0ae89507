import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

/// `ui.TableViewController:extend` and `ui.CollectionViewController:extend`: the view is the
/// list, the list asks the controller, UIKit's defaults where the script defines nothing, and
/// clear errors at the script's line for what is wrong.
@Suite("Table and collection view controllers from Lua")
struct ListControllerLuaTests {
    /// A game whose root is a navigation controller over an instance of `List`, a Lua subclass
    /// of `base` that `definitions` fill in, on an iPhone in portrait.
    private func listGame(_ base: String, _ definitions: String) -> String {
        """
        local ui = require "moonkit"
        local List = ui.\(base):extend "List"
        \(definitions)
        list = List()
        return ui.App { device = "iphone-portrait", root = ui.NavigationController(list) }
        """
    }

    private func started(_ source: String) throws -> (GameRuntime, ScriptFolder) {
        let (runtime, folder) = try runGame(source)
        runtime.engine.window.layoutIfNeeded()
        return (runtime, folder)
    }

    @Test("a Lua table view controller: its view is its table, whose data source and delegate it is, rows under the bar")
    func tableController() throws {
        let (runtime, folder) = try started(listGame("TableViewController", """
            List.style = "insetGrouped"
            function List:init() self.title = "Words"; self.words = { "ant", "bee", "cat" }; self.picked = {} end
            function List:viewDidLoad()
              self.tableView.identifier = "words"
              self.tableView:register("Word")
            end
            function List:numberOfRowsInSection() return #self.words end
            function List:cellForRowAt(tableView, indexPath)
              local cell = tableView:dequeueReusableCell("Word", indexPath)
              cell.textLabel.text = self.words[indexPath.row + 1]
              return cell
            end
            function List:didSelectRowAt(_, indexPath) self.picked[#self.picked + 1] = indexPath.row end
            """))
        defer { withExtendedLifetime(folder) {} }
        let answers = try runtime.lua.run("""
            local t = list.tableView
            return t == list.view, t.dataSource == list, t.delegate == list, t.style, list.style,
              list.clearsSelectionOnViewWillAppear, t:numberOfRows(0), t.numberOfSections
            """)
        #expect(answers == [.bool(true), .bool(true), .bool(true), .string("insetGrouped"), .string("insetGrouped"),
                            .bool(true), .int(3), .int(1)])
        let table = try #require(try runtime.engine.driver.view(identifier: "words") as? TableView)
        #expect(table.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(table.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        // Inset grouped: 20 points in from each side, the first section 18 points below the bar.
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(second.convert(second.bounds, to: runtime.engine.window) == Rect(x: 20, y: 91 + 18 + 44, width: 350, height: 44))
        try runtime.engine.driver.tapRow(in: table, text: "cat")
        #expect(try runtime.lua.run("return list.picked[1], #list.picked") == [.int(2), .int(1)])
        #expect(runtime.errors.map(\.description) == [])
    }

    @Test("without data-source methods the table has one section and no rows, and nothing is reported")
    func uikitDefaults() throws {
        let (runtime, folder) = try started(listGame("TableViewController", ""))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.run("return list.tableView.numberOfSections, list.tableView:numberOfRows(0), list.style")
                == [.int(1), .int(0), .string("plain")])
        #expect(runtime.errors.map(\.description) == [])
    }

    @Test("back from a pushed screen the row is deselected before the script's viewWillAppear, unless asked to keep it")
    func clearsSelection() throws {
        for keeps in [false, true] {
            let (runtime, folder) = try started(listGame("TableViewController", """
                function List:viewDidLoad()
                  self.clearsSelectionOnViewWillAppear = \(!keeps)
                  self.tableView.identifier = "rows"
                  self.tableView:register("Row")
                  self.seen = {}
                end
                function List:numberOfRowsInSection() return 4 end
                function List:cellForRowAt(tableView, indexPath)
                  local cell = tableView:dequeueReusableCell("Row", indexPath)
                  cell.textLabel.text = "Row " .. indexPath.row
                  return cell
                end
                function List:didSelectRowAt() self.navigationController:pushViewController(ui.ViewController(), true) end
                function List:viewWillAppear()
                  local selected = self.tableView.indexPathForSelectedRow
                  self.seen[#self.seen + 1] = selected and selected.row or "none"
                end
                """))
            defer { withExtendedLifetime(folder) {} }
            let table = try #require(try runtime.engine.driver.view(identifier: "rows") as? TableView)
            try runtime.engine.driver.tapRow(in: table, text: "Row 2")
            runtime.engine.step(1)
            _ = try runtime.lua.run("list.navigationController:popViewController(true)")
            runtime.engine.step(1)
            let seen: [LuaValue] = keeps ? [.string("none"), .int(2)] : [.string("none"), .string("none")]
            #expect(try runtime.lua.run("return list.seen[1], list.seen[2], #list.seen") == seen + [.int(2)])
            #expect(runtime.errors.map(\.description) == [])
        }
    }

    @Test("a table made in the script's loadView is the view and asks the controller")
    func tableFromLoadView() throws {
        let (runtime, folder) = try started(listGame("TableViewController", """
            function List:loadView()
              self.tableView = ui.TableView("grouped")
              self.tableView:register("Row")
            end
            function List:numberOfRowsInSection() return 2 end
            function List:cellForRowAt(tableView, indexPath) return tableView:dequeueReusableCell("Row", indexPath) end
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.run("""
            return list.view == list.tableView, list.tableView.style, list.tableView.dataSource == list,
              list.tableView:numberOfRows(0)
            """) == [.bool(true), .string("grouped"), .bool(true), .int(2)])
        #expect(runtime.errors.map(\.description) == [])
    }

    @Test("a Lua collection view controller: its view is its collection view, with the layout set up in init")
    func collectionController() throws {
        let (runtime, folder) = try started(listGame("CollectionViewController", """
            function List:init()
              self.collectionViewLayout.itemSize = { width = 100, height = 100 }
              self.collectionViewLayout.minimumLineSpacing = 5
            end
            function List:viewDidLoad()
              self.collectionView.identifier = "grid"
              self.collectionView:register("photo")
            end
            function List:numberOfItemsInSection() return 7 end
            function List:cellForItemAt(collectionView, indexPath)
              return collectionView:dequeueReusableCell("photo", indexPath)
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.run("""
            local grid = list.collectionView
            return grid == list.view, grid.dataSource == list, grid.delegate == list,
              grid.collectionViewLayout == list.collectionViewLayout, grid:numberOfItems(0)
            """) == [.bool(true), .bool(true), .bool(true), .bool(true), .int(7)])
        let grid = try #require(try runtime.engine.driver.view(identifier: "grid") as? CollectionView)
        #expect(grid.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(grid.contentOffset == Point(x: 0, y: -91))
        #expect(grid.frameForItem(at: IndexPath(item: 4, section: 0)) == Rect(x: 145, y: 105, width: 100, height: 100))
        #expect(runtime.errors.map(\.description) == [])
    }

    @Test("a Lua table view controller may be a text field's delegate, as for a field in one of its cells")
    func textFieldDelegate() throws {
        let (runtime, folder) = try started(listGame("TableViewController", """
            function List:viewDidLoad()
              self.field = ui.TextField { identifier = "name", frame = { x = 0, y = 0, width = 200, height = 30 } }
              self.field.delegate = self
              self.tableView:addSubview(self.field)
              self.returns = 0
            end
            function List:textFieldShouldReturn(field)
              self.returns = self.returns + 1
              return field.text ~= ""
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        let field = try #require(try runtime.engine.driver.view(identifier: "name") as? TextField)
        #expect(try runtime.lua.run("return list.field.delegate == list") == [.bool(true)])
        #expect(field.delegate?.textFieldShouldReturn(field) == false)
        field.text = "Tom"
        #expect(field.delegate?.textFieldShouldReturn(field) == true)
        #expect(try runtime.lua.run("return list.returns") == [.int(2)])
        #expect(runtime.errors.map(\.description) == [])
    }

    @Test("a Lua table view controller may be the root class of the app")
    func rootClass() throws {
        let (runtime, folder) = try started("""
            local ui = require "moonkit"
            local List = ui.TableViewController:extend "List"
            return ui.App { device = "iphone-portrait", root = List }
            """)
        defer { withExtendedLifetime(folder) {} }
        let root = try #require(runtime.engine.window.rootViewController as? TableViewController)
        #expect(root.typeName == "List")
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("wrong values are errors at the script's line")
    func errors() throws {
        func failure(_ base: String, _ definitions: String) throws -> [String] {
            let (runtime, folder) = try runGame(listGame(base, definitions))
            defer { withExtendedLifetime(folder) {} }
            runtime.engine.window.layoutIfNeeded()
            return runtime.errors.map(\.error.located).map { $0.replacingOccurrences(of: folder.path("game.lua"), with: "game.lua") }
        }
        #expect(try failure("TableViewController", "function List:viewDidLoad() self.tableView = 5 end")
                == ["game.lua:3: bad value for property 'tableView' of TableViewController (TableView expected, got number)"])
        #expect(try failure("TableViewController", "function List:viewDidLoad() self.tableView = nil end")
                == ["game.lua:3: bad value for property 'tableView' of TableViewController (a table view controller's view "
                    + "is its table: tableView cannot be nil)"])
        #expect(try failure("TableViewController", "function List:numberOfRowsInSection() return 1.5 end")
                == ["game.lua:3: numberOfRowsInSection must return a whole number from 0 to 1000000, got 1.5"])
        #expect(try failure("TableViewController", "function List:numberOfRowsInSection() return 1 end")
                == ["List is a table view controller with rows but defines no cellForRowAt(tableView, indexPath)"])
        #expect(try failure("CollectionViewController", """
            function List:viewDidLoad()
              local other = ui.TableView()
              other.dataSource = self
            end
            """) == ["game.lua:5: bad value for property 'dataSource' of TableView (a table view's data source is a view "
                     + "controller made with "
                     + "ui.ViewController:extend; List, made with ui.CollectionViewController:extend, cannot be one)"])
        #expect(try failure("CollectionViewController", """
            function List:viewDidLoad()
              ui.CollectionViewController(self.collectionViewLayout)
            end
            """).first?.hasPrefix("game.lua:4: bad argument #1 to 'CollectionViewController' (the layout already places the items of ") == true)
    }

    @Test("a class style that is not a table style is refused at the line that makes the instance")
    func badStyle() throws {
        let folder = try ScriptFolder(["game.lua": listGame("TableViewController", "List.style = \"fancy\"")])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        let error = try #require(throws: LuaError.self) { try runtime.start() }
        #expect(error.located == "\(folder.path("game.lua")):4: List.style must be one of grouped, insetGrouped, plain "
                + "(UIKit's init(style:)), got 'fancy'")
    }
}
