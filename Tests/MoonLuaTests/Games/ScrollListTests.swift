import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

@Suite("The scroll view example and scrolling from Lua")
struct ScrollListTests {
    @Test("scroll_list.lua: its bot scrolls to the last row, picks it, and flicks back by UIKit's distance")
    func scrollList() throws {
        var printed: [String] = []
        let game = try GameRuntime(script: Repository.path("scripts/scroll_list.lua"), seed: 1, print: { printed.append($0) })
        try game.start()
        #expect(game.engine.window.device == .iPhonePortrait)
        let scroll = try #require(try game.engine.driver.view(identifier: "list") as? ScrollView)
        // 30 rows of 60 from the content guide; the list runs from under the status line to the label at the bottom.
        #expect(scroll.contentSize == Size(width: 390, height: 1800))
        #expect(scroll.frame.width == 390)
        let visible = scroll.bounds.height
        let bot = try BotRunner(bot: Repository.path("scripts/bots/scroll_reader.lua"), runtime: game, print: { _ in })
        try bot.run()
        let end = 1800 - visible
        // Flicked 300 points down at 1200 points per second: 300 + 598.8 back up the list.
        let rest = end - 300 - ScrollMotion.decelerationDistance(velocity: 1200, rate: 0.998)
        #expect(visible == 667)
        #expect(abs(rest - 234.2) < 1e-9)
        #expect(bot.session.log == ["scrolled to 1133", "picked Breed 30", "scrolled 234 points"])
        #expect(abs(scroll.contentOffset.y - rest) < 1e-6)
        // Let go past the end (rubber-banded) it bounces back to the end; let go at 833 at
        // 1200 points per second up, it travels 598.8 more (scrollViewDidEndDragging, then
        // scrollViewDidEndDecelerating).
        #expect(printed == ["let go at 1640.76, still moving", "came to rest at 1133 of 1800",
                            "let go at 833, still moving", "came to rest at 234.2 of 1800"])
        #expect(game.errors.isEmpty)
        // The rows keep their frames whatever the offset.
        #expect(try game.engine.driver.view(identifier: "row30").frame == Rect(x: 0, y: 1740, width: 390, height: 60))
    }

    @Test("a scroll view's delegate must be a Lua view controller; bad offsets are refused with file:line")
    func badInput() throws {
        let (runtime, folder) = try runGame(app("""
              local scroll = ui.ScrollView {}
              view:addSubview(scroll)
              ok1, err1 = pcall(function() scroll.delegate = {} end)
              ok2, err2 = pcall(function() scroll.contentOffset = { x = 0, y = 0/0 } end)
              ok3, err3 = pcall(function() scroll.contentSize = { width = -1, height = 10 } end)
              ok4, err4 = pcall(function() ui.SwipeGestureRecognizer { direction = "sideways" } end)
              scroll.delegate = self
              same = scroll.delegate == self
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(runtime.errors.map(\.description) == [])
        let file = folder.path("game.lua")
        let errors = try runtime.lua.run("return err1, err2, err3, err4, same")
        #expect(errors == [
            .string("\(file):9: bad value for property 'delegate' of ScrollView (a scroll view's delegate is a view controller made with ui.ViewController:extend, got table)"),
            .string("\(file):10: bad value for property 'contentOffset' of ScrollView (point {x, y} expected, with two finite numbers)"),
            .string("\(file):11: bad value for property 'contentSize' of ScrollView (size {width, height} expected, with two finite numbers ≥ 0)"),
            .string("\(file):12: bad value for property 'direction' of SwipeGestureRecognizer ('sideways' is not one of down, left, right, up)"),
            .bool(true),
        ])
    }

    @Test("gesture recognizers call Lua handlers; bots drag, swipe and scroll")
    func gesturesFromLua() throws {
        let (runtime, folder) = try runGame(app("""
              local pad = ui.View { identifier = "pad", frame = { x = 100, y = 50, width = 300, height = 200 } }
              local pad2 = ui.View { identifier = "pad2", frame = { x = 100, y = 300, width = 300, height = 200 } }
              view:addSubviews(pad, pad2)
              heard = {}
              local swipe = ui.SwipeGestureRecognizer { direction = "left" }
              swipe:addTarget(function(g) heard[#heard + 1] = "swipe " .. g.state end)
              local pan = ui.PanGestureRecognizer()
              pan:addTarget(function(g)
                local t = g:translationIn(nil)
                heard[#heard + 1] = ("pan %s %g,%g"):format(g.state, t.x, t.y)
              end)
              pad:addGestureRecognizer(swipe)
              pad2:addGestureRecognizer(pan)
              count = #pad.gestureRecognizers + #pad2.gestureRecognizers
            """), files: ["bot.lua": """
            return function(game)
              game:swipe(game:find { identifier = "pad" }, "left")
              game:drag({ x = 150, y = 350 }, { x = 150, y = 410 }, 0.1)
              local ok, err = pcall(function() game:scroll(game:find { identifier = "pad" }, 100) end)
              game:log(err)
            end
            """])
        defer { withExtendedLifetime(folder) {} }
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: runtime, print: { _ in })
        try bot.run()
        #expect(runtime.errors.map(\.description) == [])
        // The swipe is heard once; the drag of 60 points in six moves begins past 10 points.
        #expect(try runtime.lua.run("return table.concat(heard, '; '), count") == [
            .string("swipe ended; pan began 0,20; pan changed 0,30; pan changed 0,40; pan changed 0,50; pan changed 0,60; "
                    + "pan ended 0,60"),
            .int(2)])
        #expect(bot.session.log.first?.hasSuffix("pad cannot be scrolled: it is not a scroll view and is in none") == true)
    }
}
