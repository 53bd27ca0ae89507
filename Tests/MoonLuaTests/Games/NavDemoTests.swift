import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

@Suite("The containers example and containers from Lua")
struct NavDemoTests {
    @Test("nav_demo.lua: its bot pushes, likes, switches tabs (the stack stays), pops to the root and goes back")
    func navDemo() throws {
        var printed: [String] = []
        let game = try GameRuntime(script: Repository.path("scripts/nav_demo.lua"), seed: 1, print: { printed.append($0) })
        try game.start()
        #expect(game.engine.window.device == .iPhonePortrait)
        let bar = try #require(game.engine.driver.views(ofType: NavigationBar.self).first)
        #expect(bar.frame == Rect(x: 0, y: 47, width: 390, height: 44))
        let tabBar = try #require(game.engine.driver.views(ofType: TabBar.self).first)
        #expect(tabBar.frame == Rect(x: 0, y: 761, width: 390, height: 49))
        // The first row sits 8 points under the bar: the list's safe area includes it.
        #expect(try game.engine.driver.view(identifier: "row1").convert(Rect(x: 0, y: 0, width: 1, height: 1), to: nil).minY == 99)
        let bot = try BotRunner(bot: Repository.path("scripts/bots/nav_walker.lua"), runtime: game, print: { _ in })
        try bot.run()
        #expect(game.errors.isEmpty)
        #expect(bot.session.log == ["Bengal: 1 like", "Made with MoonKit", "Bengal: 1 like"])
        #expect(bot.session.figures == ["rows": 1, "taps": 7])
        #expect(printed == [
            "Bengal will appear at 0.0", "Breeds did disappear at 0.35", "Bengal did appear at 0.35",
            "Bengal will appear at 0.5", "Bengal did appear at 0.5",
            "Chartreux will appear at 1.0", "Breeds did disappear at 1.35", "Chartreux did appear at 1.35",
        ])
        #expect(bar.titleLabel.text == "Breeds" && bar.backButton.isHidden)
    }

    @Test("the containers' names from Lua: push, pop, items, tabs, and bad input named at the script's line")
    func fromLua() throws {
        let (runtime, folder) = try runGame(app("""
              local A = ui.ViewController:extend "A"
              local first, second = A(), A()
              first.title = "One"
              second.navigationItem.title = "Two"
              second.navigationItem.backButtonTitle = "Back to two"
              nav = ui.NavigationController(first)
              tabs = ui.TabBarController()
              local other = A()
              other.title = "Other"
              nav.tabBarItem.title = "Nav"
              tabs.viewControllers = { nav, other }
              self:addChild(tabs)
              tabs.view.frame = { x = 0, y = 0, width = 844, height = 390 }
              view:addSubview(tabs.view)
              tabs:didMoveToParent(self)
              nav:pushViewController(second, false)
              liked = 0
              second.navigationItem.rightBarButtonItem = ui.BarButtonItem { title = "Like", action = function(item) liked = liked + 1 end }
              same = second.navigationController == nav and second.tabBarController == tabs and nav.topViewController == second
              ok1, err1 = pcall(function() nav:pushViewController(second) end)
              ok2, err2 = pcall(function() tabs.selectedIndex = 5 end)
              ok3, err3 = pcall(function() ui.NavigationController.new(first) end)
              ok4, err4 = pcall(function() tabs.viewControllers = { nav, nav } end)
            """), files: ["bot.lua": """
            return function(game)
              game:tap("Like")
              game:back()
              game:wait(0.35)
              local ok, err = pcall(function() game:back() end)
              game:log(err)
              ok, err = pcall(function() game:tab("Settings") end)
              game:log(err)
            end
            """])
        defer { withExtendedLifetime(folder) {} }
        #expect(runtime.errors.map(\.description) == [])
        let file = folder.path("game.lua")
        #expect(try runtime.lua.run("return same, #nav.viewControllers, err1, err2, err3, err4") == [
            .bool(true), .int(2),
            .string("\(file):26: bad argument #1 to 'pushViewController' (A is already in this navigation stack)"),
            .string("\(file):27: bad value for property 'selectedIndex' of TabBarController (selectedIndex 5 is not a tab (0 to 1))"),
            .string("\(file):28: bad argument #1 to 'new' (A 'One' is already a child of NavigationController(A 'One' › A) (call removeFromParent first))"),
            .string("\(file):29: bad value for property 'viewControllers' of TabBarController (NavigationController(A 'One' › A) is in the list twice)"),
        ])
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: runtime, print: { _ in })
        try bot.run()
        #expect(try runtime.lua.run("return liked, #nav.viewControllers") == [.int(1), .int(1)])
        #expect(bot.session.log.count == 2)
        #expect(bot.session.log.first?.hasSuffix("no navigation bar on screen shows a back button") == true)
        #expect(bot.session.log.last?.hasSuffix("no tab is titled 'Settings' (the tabs are 'Nav', 'Other')") == true)
    }
}
