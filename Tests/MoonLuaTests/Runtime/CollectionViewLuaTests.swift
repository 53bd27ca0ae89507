import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

@Suite("Collection views from Lua")
struct CollectionViewLuaTests {
    @Test("a Lua data source and delegate: index paths {section, item} from 0, sizes, headers, selection")
    func dataSourceAndDelegate() throws {
        let (runtime, folder) = try runGame(app("""
              local layout = ui.CollectionViewFlowLayout()
              layout.itemSize = { width = 100, height = 100 }
              layout.headerReferenceSize = { width = 0, height = 30 }
              grid = ui.CollectionView(layout)
              grid.identifier = "grid"
              grid.frame = { x = 0, y = 50, width = 390, height = 600 }
              grid:register("cell")
              grid:registerSupplementaryView("header", "title")
              grid.dataSource = self
              grid.delegate = self
              view:addSubview(grid)
              picked = {}
            """, extra: """
            function Game:numberOfSections() return 2 end
            function Game:numberOfItemsInSection(_, section) return section == 0 and 4 or 1 end
            function Game:cellForItemAt(collectionView, indexPath)
              local cell = collectionView:dequeueReusableCell("cell", indexPath)
              local label = cell.contentView:viewWithTag(1)
              if not label then
                label = ui.Label { tag = 1, frame = { x = 0, y = 0, width = 100, height = 20 } }
                cell.contentView:addSubview(label)
              end
              label.text = indexPath.section .. "." .. indexPath.item
              return cell
            end
            function Game:sizeForItemAt(_, indexPath)
              if indexPath.section == 1 then return { width = 390, height = 60 } end
            end
            function Game:viewForSupplementaryElementOfKind(collectionView, kind, indexPath)
              local header = collectionView:dequeueReusableSupplementaryView(kind, "title", indexPath)
              header.tag = 100 + indexPath.section
              return header
            end
            function Game:didSelectItemAt(_, indexPath) picked[#picked + 1] = indexPath.section .. "." .. indexPath.item end
            """))
        defer { withExtendedLifetime(folder) {} }
        let grid = try #require(try runtime.engine.driver.view(identifier: "grid") as? CollectionView)
        runtime.engine.window.layoutIfNeeded()
        // 100-point items, three a line in 390 (the 70 left over, 35 between them); the section's
        // last line keeps the columns; the second section's one full-width item under its header.
        #expect(grid.frameForItem(at: IndexPath(item: 3, section: 0)) == Rect(x: 0, y: 140, width: 100, height: 100))
        #expect(grid.frameForItem(at: IndexPath(item: 1, section: 0)) == Rect(x: 145, y: 30, width: 100, height: 100))
        #expect(grid.frameForHeader(inSection: 1) == Rect(x: 0, y: 240, width: 390, height: 30))
        #expect(grid.frameForItem(at: IndexPath(item: 0, section: 1)) == Rect(x: 0, y: 270, width: 390, height: 60))
        #expect(grid.visibleHeaders.map(\.tag) == [100, 101])
        try runtime.engine.driver.tap(try #require(grid.cellForItem(at: IndexPath(item: 2, section: 0))))
        let answers = try runtime.lua.run("""
            local p = grid.indexPathForSelectedItem
            return table.concat(picked, ","), p.section, p.item, grid:numberOfItems(0), #grid.visibleCells,
              grid:frameForItem({ section = 1, item = 0 }).height
            """)
        #expect(answers == [.string("0.2"), .int(0), .int(2), .int(4), .int(5), .double(60)])
        #expect(runtime.errors.map(\.description) == [])
    }

    @Test("footers from Lua: the layout's footerReferenceSize, the delegate's size for one, views of kind \"footer\"")
    func footers() throws {
        let (runtime, folder) = try runGame(app("""
              local layout = ui.CollectionViewFlowLayout()
              layout.itemSize = { width = 100, height = 100 }
              layout.headerReferenceSize = { width = 0, height = 30 }
              layout.footerReferenceSize = { width = 0, height = 20 }
              grid = ui.CollectionView(layout)
              grid.frame = { x = 0, y = 50, width = 390, height = 600 }
              grid:register("cell")
              grid:registerSupplementaryView("header", "title")
              grid:registerSupplementaryView("footer", "title")
              grid.dataSource = self
              grid.delegate = self
              view:addSubview(grid)
              asked = {}
            """, extra: """
            function Game:numberOfSections() return 2 end
            function Game:numberOfItemsInSection(_, section) return section == 0 and 4 or 1 end
            function Game:cellForItemAt(collectionView, indexPath)
              return collectionView:dequeueReusableCell("cell", indexPath)
            end
            function Game:referenceSizeForFooterInSection(_, section)
              if section == 1 then return { width = 0, height = 44 } end
            end
            function Game:viewForSupplementaryElementOfKind(collectionView, kind, indexPath)
              local view = collectionView:dequeueReusableSupplementaryView(kind, "title", indexPath)
              view.tag = (kind == "footer" and 200 or 100) + indexPath.section
              asked[#asked + 1] = kind .. " " .. indexPath.section
              return view
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        let grid = try #require(runtime.engine.driver.views(ofType: CollectionView.self).first)
        runtime.engine.window.layoutIfNeeded()
        // Section 0: header 0–30, lines at 30 and 140 (ending at 240), footer 240–260; section
        // 1: header 260–290, its item 290–390, its own 44-point footer 390–434.
        #expect(grid.frameForSupplementaryView(ofKind: .sectionFooter, inSection: 0) == Rect(x: 0, y: 240, width: 390, height: 20))
        #expect(grid.frameForHeader(inSection: 1) == Rect(x: 0, y: 260, width: 390, height: 30))
        #expect(grid.contentSize == Size(width: 390, height: 434))
        let answers = try runtime.lua.run("""
            local footer = grid:supplementaryView("footer", { section = 1, item = 0 })
            local f = footer.frame
            return table.concat(asked, ","), footer.tag, f.y, f.height, grid:supplementaryView("header", { section = 1, item = 0 }).tag,
              grid.collectionViewLayout.footerReferenceSize.height
            """)
        #expect(answers == [.string("header 0,footer 0,header 1,footer 1"), .int(201), .double(390), .double(44), .int(101), .double(20)])
        #expect(runtime.errors.map(\.description) == [])
    }

    @Test("wrong types, NaN, bad index paths and counts that disagree: clear errors at the script's line")
    func errors() throws {
        let (runtime, folder) = try runGame(app("""
              grid = ui.CollectionView()
              grid:register("cell")
              grid.dataSource = self
              grid.delegate = self
              view:addSubview(grid)
              grid.frame = { x = 0, y = 0, width = 300, height = 300 }
              ok1, err1 = pcall(function() grid.dataSource = {} end)
              ok2, err2 = pcall(function() grid:dequeueReusableCell("nope", { section = 0, item = 0 }) end)
              ok3, err3 = pcall(function() grid:scrollToItem({ section = 0, item = 5 }) end)
              ok4, err4 = pcall(function() grid:selectItem({ section = 0, row = 1 }) end)
              ok5, err5 = pcall(function() grid.collectionViewLayout.minimumLineSpacing = 0/0 end)
              ok6, err6 = pcall(function() grid.collectionViewLayout.scrollDirection = "diagonal" end)
              ok7, err7 = pcall(function() grid:registerSupplementaryView("side", "x") end)
              grid:registerSupplementaryView("header", "x")
              ok8, err8 = pcall(function() grid:dequeueReusableSupplementaryView("footer", "x", { section = 0, item = 0 }) end)
            """, extra: """
            function Game:numberOfItemsInSection(collectionView)
              if collectionView.tag == 1 then return 0.5 end
              return COUNT or 2
            end
            function Game:cellForItemAt(collectionView, indexPath)
              if indexPath.item == 1 then return "a cell" end
              return collectionView:dequeueReusableCell("cell", indexPath)
            end
            function Game:sizeForItemAt(_, indexPath)
              if indexPath.item == 0 then return { width = 0/0, height = 10 } end
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        let file = folder.path("game.lua")
        runtime.engine.window.layoutIfNeeded()
        let refusals = try runtime.lua.run("return err1, err2, err3, err4, err5, err6, err7, err8")
        #expect(refusals == [
            .string("\(file):23: bad value for property 'dataSource' of CollectionView (a collection view's data source is a view controller made with ui.ViewController:extend, got table)"),
            .string("\(file):24: no cell is registered for the identifier 'nope': call collectionView:register(\"nope\") first"),
            .string("\(file):25: no item 5 in section 0 (section 0 has 2 items; items and sections count from 0)"),
            .string("\(file):26: bad argument #1 to 'selectItem' (index path {section, item} expected, with two whole numbers ≥ 0 (counted from 0))"),
            .string("\(file):27: bad value for property 'minimumLineSpacing' of CollectionViewFlowLayout (minimumLineSpacing must be finite numbers ≥ 0, got nan)"),
            .string("\(file):28: bad value for property 'scrollDirection' of CollectionViewFlowLayout ('diagonal' is not one of horizontal, vertical)"),
            .string("\(file):29: bad argument #1 to 'registerSupplementaryView' ('side' is not one of footer, header)"),
            .string("\(file):31: no footer view is registered for the identifier 'x': call "
                    + "collectionView:registerSupplementaryView(\"footer\", \"x\") first"),
        ])
        #expect(runtime.errors.map(\.description) == [
            "error in sizeForItemAt: \(file):11: sizeForItemAt must return a size {width, height} of two finite numbers ≥ 0, or nil, got table",
            "error in cellForItemAt: \(file):7: cellForItemAt must return a CollectionViewCell (collectionView:dequeueReusableCell(identifier, indexPath) gives one), got string",
        ])
        // Counts that disagree with an update: the error at the line that ended the batch.
        let update = luaError {
            _ = try runtime.lua.run("""
                COUNT = 3
                grid:performBatchUpdates(function()
                  grid:deleteItems({ { section = 0, item = 0 } })
                end)
                """)
        }
        #expect(update?.message == ("invalid collection view update: invalid number of items in section 0: the data source gives 3 "
                                          + "after the update, but the section had 2 before, with 0 inserted and 1 deleted, 0 moved in and "
                                          + "0 moved out, which makes 1: change the data the data source reads before the update ends"))
        #expect(update?.line == 2)
        // The view reloaded to show the data as it is.
        runtime.engine.window.layoutIfNeeded()
        #expect(try runtime.lua.run("return grid:numberOfItems(0)") == [.int(3)])
    }

    @Test("a Lua cell class: init builds its content once, prepareForReuse runs when a cell is handed out again")
    func cellSubclass() throws {
        let (runtime, folder) = try runGame(app("""
              grid = ui.CollectionView()
              grid.collectionViewLayout.itemSize = { width = 100, height = 100 }
              grid.frame = { x = 0, y = 0, width = 300, height = 200 }
              grid:register("name", NameCell)
              grid.dataSource = self
              view:addSubview(grid)
              ok1, err1 = pcall(function() grid:register("x", {}) end)
            """, extra: """
            NameCell = ui.CollectionViewCell:extend "NameCell"
            made, reused = 0, 0
            function NameCell:init()
              made = made + 1
              self.name = ui.Label { frame = { x = 0, y = 0, width = 100, height = 20 } }
              self.contentView:addSubview(self.name)
            end
            function NameCell:prepareForReuse() reused = reused + 1 end
            function Game:numberOfItemsInSection() return 30 end
            function Game:cellForItemAt(collectionView, indexPath)
              local cell = collectionView:dequeueReusableCell("name", indexPath)
              cell.name.text = "item " .. indexPath.item
              return cell
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        let file = folder.path("game.lua")
        let grid = try #require(runtime.engine.driver.views(ofType: CollectionView.self).first)
        runtime.engine.window.layoutIfNeeded()
        // Two 100-point items a line in 300 (100 between them) with 10 between lines: lines at 0
        // and 110 show in 200 points, four cells. Scrolling down 220 shows lines 2 and 3: the
        // first four cells come back for items 4 to 7.
        #expect(try runtime.lua.run("return made, reused") == [.int(4), .int(0)])
        grid.contentOffset = Point(x: 0, y: 220)
        runtime.engine.window.layoutIfNeeded()
        #expect(try runtime.lua.run("return made, reused, grid.visibleCells[1].name.text, err1") == [
            .int(4), .int(4), .string("item 4"),
            .string("\(file):26: bad argument #2 to 'register' (a class made with ui.CollectionViewCell:extend (or nothing) expected, got table)"),
        ])
        #expect(runtime.errors.map(\.description) == [])
    }
}
