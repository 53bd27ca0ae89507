import Testing
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

@Suite("A collection view that scrolls sideways, from Lua: headers and footers as columns, and bots scrolling it")
struct SidewaysCollectionTests {
    static func started() throws -> (GameRuntime, CollectionView) {
        let game = try GameRuntime(script: Repository.path("Tests/Fixtures/sideways_shelf.lua"), print: { _ in })
        try game.start()
        game.engine.window.layoutIfNeeded()
        let grid = try #require(try game.engine.driver.view(identifier: "shelves") as? CollectionView)
        return (game, grid)
    }

    static func item(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: 100, height: 120) }

    @Test("sideways_shelf.lua: each section's header column, its columns of items, then its footer column, left to right")
    func layout() throws {
        let (game, grid) = try Self.started()
        func band(_ kind: CollectionView.ElementKind, _ section: Int) -> Rect? {
            grid.frameForSupplementaryView(ofKind: kind, inSection: section)
        }
        func items(_ section: Int) -> [Rect?] {
            (0..<grid.numberOfItems(inSection: section)).map { grid.frameForItem(at: IndexPath(item: $0, section: section)) }
        }
        // 260 tall: two 120-point items a column, the 20 left over between them. Shelf 0: its
        // header 0–40, the 10-point inset, columns at 50, 160 and 270 (the last one's item at the
        // top), the inset to 380, its footer 380–440. Shelf 1 from there: header 440–480,
        // columns at 490 and 600, inset to 710, footer 710–770.
        #expect(band(.sectionHeader, 0) == Rect(x: 0, y: 0, width: 40, height: 260))
        #expect(items(0) == [Self.item(50, 0), Self.item(50, 140), Self.item(160, 0), Self.item(160, 140), Self.item(270, 0)])
        #expect(band(.sectionFooter, 0) == Rect(x: 380, y: 0, width: 60, height: 260))
        #expect(band(.sectionHeader, 1) == Rect(x: 440, y: 0, width: 40, height: 260))
        #expect(items(1) == [Self.item(490, 0), Self.item(490, 140), Self.item(600, 0)])
        #expect(band(.sectionFooter, 1) == Rect(x: 710, y: 0, width: 60, height: 260))
        #expect(grid.contentSize == Size(width: 770, height: 260))
        // The footer's label fills it: the count is centred in the column, on screen.
        let count = try #require(try game.engine.driver.view(identifier: "count") as? Label)
        #expect(count.text == "5 books")
        #expect(count.convert(count.bounds, to: nil) == Rect(x: 380, y: 100, width: 60, height: 260))
        #expect(game.errors.map(\.description) == [])
    }

    @Test("game:scroll(target, 0, dx) scrolls sideways: the second shelf comes on screen; past the end it settles there")
    func scrollSideways() throws {
        let folder = try ScriptFolder(["bots/browse.lua": """
            return function(game)
              local shelves = game:find { identifier = "shelves" }
              local function shown(identifier)
                local texts = {}
                for _, v in ipairs(game:views { identifier = identifier }) do texts[#texts + 1] = v.text end
                table.sort(texts)
                return table.concat(texts, ",")
              end
              game:log(shown("shelf") .. " | " .. shown("count"))
              local offset = game:scroll(shelves, 0, 300)
              game:log(offset.x .. "," .. offset.y .. " " .. shown("shelf") .. " | " .. shown("count"))
              offset = game:scroll(shelves, 0, 500)
              game:log(offset.x .. " " .. shown("shelf") .. " | " .. shown("count"))
              game:log(tostring(game:scroll(shelves, 0, -1000).x))
              local _, why = pcall(function() game:scroll(shelves, 0, 0/0) end)
              game:log(why)
            end
            """])
        let (game, grid) = try Self.started()
        let bot = try BotRunner(bot: folder.path("bots/browse.lua"), runtime: game)
        try bot.run()
        #expect(bot.session.log == [
            "N | 5 books",
            // 300–690: the first shelf's header has left; its footer and the second's header show.
            "300.0,0.0 E | 5 books",
            // The content ends at 770: the drag rubber-bands past it and settles at 380.
            "380.0 E | 3 books,5 books",
            "0.0",
            "\(folder.path("bots/browse.lua")):15: bad argument #3 to 'scroll' (dx must be a finite number)",
        ])
        #expect(grid.contentOffset == Point(x: 0, y: 0))
        #expect(game.errors.map(\.description) == [])
    }
}
