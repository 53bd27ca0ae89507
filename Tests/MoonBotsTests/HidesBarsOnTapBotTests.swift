import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// `nav.hidesBarsOnTap` from Lua, played by bots: a navigation controller made in Lua as the
/// app's root (the case that once crashed), whose view carries a recognizer MoonKit added in
/// Swift; screens pushed, popped and released around it.
@Suite("hidesBarsOnTap from Lua: bots hide and show the bars with taps")
struct HidesBarsOnTapBotTests {
    static let game = """
        local ui = require "moonkit"
        local Photo = ui.ViewController:extend "Photo"
        function Photo:init(name) self.title = name end
        function Photo:loadView()
          local view = ui.View { backgroundColor = "white" }
          local like = ui.Button { title = "Like" }
          like.frame = { x = 100, y = 300, width = 100, height = 44 }
          like:on("touchUpInside", function() print("liked " .. self.title) end)
          view:addSubview(like)
          self.view = view
          self.toolbarItems = { ui.BarButtonItem { systemItem = "trash" } }
        end
        nav = ui.NavigationController(Photo("Sunset"))
        nav.hidesBarsOnTap = true
        nav.isToolbarHidden = false
        return ui.App { device = "iphone-portrait", root = nav }
        """

    /// The game after `bot` played it, and what it printed.
    func play(_ bot: String) throws -> (runtime: GameRuntime, log: [String], printed: [String]) {
        let folder = try ScriptFolder(["game.lua": Self.game, "bots/tapper.lua": "return function(game)\n\(bot)\nend"])
        let printed = Lines()
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { printed.lines.append($0) })
        try runtime.start()
        let runner = try BotRunner(bot: folder.path("bots/tapper.lua"), runtime: runtime)
        try runner.run()
        return (runtime, runner.session.log, printed.lines)
    }

    /// The bot lines that log the bar's and the toolbar's frames (window coordinates) and
    /// whether they are hidden.
    static let logBars = """
        local function bars()
          local bar = game:find { type = "NavigationBar", includeHidden = true }
          local tools = game:find { type = "Toolbar", includeHidden = true }
          game:log(("bar y=%g h=%g%s, toolbar y=%g%s"):format(bar.frame.y, bar.frame.height, bar.isHidden and " hidden" or "",
            tools.frame.y, tools.isHidden and " hidden" or ""))
        end

        """

    @Test("a tap on empty content slides both bars away in 0.2 s, the next brings them back")
    func tapsToggleTheBars() throws {
        let (runtime, log, printed) = try play(Self.logBars + """
            bars()
            game:tapAt(195, 600)
            bars()
            game:wait(0.2)
            bars()
            game:tapAt(195, 600)
            game:wait(0.2)
            bars()
            """)
        // An iPhone 14 in portrait: the safe area is 47 at the top and 34 at the bottom. A bot
        // reads where views are going (their model frames, as UIKit's `frame`); the bars stay
        // shown while they slide, and hide at the end (the frames mid-slide, as drawn, are
        // pinned by HidesBarsOnTapTests).
        #expect(log == [
            "bar y=47 h=44, toolbar y=766",
            "bar y=-44 h=44, toolbar y=844",
            "bar y=-44 h=44 hidden, toolbar y=844 hidden",
            "bar y=47 h=44, toolbar y=766",
        ])
        #expect(printed.isEmpty && runtime.errors.isEmpty)
    }

    @Test("taps on a button, on a bar's button and on the bar's title leave the bars")
    func tapsOnControlsAndBarsLeaveTheBars() throws {
        let (_, log, printed) = try play(Self.logBars + """
            game:tap("Like")
            game:tap { systemItem = "trash" }
            game:tapAt(195, 69)
            game:wait(0.2)
            bars()
            """)
        #expect(log == ["bar y=47 h=44, toolbar y=766"])
        #expect(printed == ["liked Sunset"])
    }

    @Test("screens pushed, popped and released under a Lua-made root with the recognizer on its view")
    func pushPopRelease() throws {
        let (runtime, log, printed) = try play(Self.logBars + """
            game:tapAt(195, 600)
            game:wait(0.2)
            bars()
            """)
        #expect(log == ["bar y=-44 h=44 hidden, toolbar y=844 hidden"])
        #expect(printed.isEmpty)
        // Push and pop a screen while the bars are hidden, then drop every reference Lua holds
        // to it and to a second navigation controller whose view was loaded (so that it has the
        // recognizer MoonKit added): both are freed, and taps still toggle the root's bars.
        weak var pushed: ViewController?
        weak var other: NavigationController?
        _ = try runtime.lua.run("""
            local ui = require "moonkit"
            pushedScreen = ui.ViewController()
            nav:pushViewController(pushedScreen, false)
            otherNav = ui.NavigationController(ui.ViewController())
            otherNav.hidesBarsOnTap = true
            local _ = otherNav.view
            function pushedOne() return pushedScreen end
            function otherOne() return otherNav end
            """)
        pushed = try runtime.lua.globalReference("pushedOne")?.callForObject(as: ViewController.self)
        other = try runtime.lua.globalReference("otherOne")?.callForObject(as: NavigationController.self)
        #expect(pushed != nil && other?.viewIfLoaded?.gestureRecognizers.count == 1)
        runtime.engine.step(0.5)
        _ = try runtime.lua.run("nav:popViewController(false) pushedScreen = nil otherNav = nil")
        runtime.lua.collectGarbage()
        runtime.engine.step(0.5)
        #expect(pushed == nil && other == nil)
        runtime.engine.driver.tap(at: Point(x: 195, y: 600))
        runtime.engine.step(0.2)
        let navigation = try #require(runtime.engine.window.rootViewController as? NavigationController)
        #expect(!navigation.isNavigationBarHidden && navigation.navigationBar.frame.minY == 47)
        #expect(runtime.errors.isEmpty)
    }
}

/// Lines a game printed, gathered by its print closure.
private final class Lines {
    var lines: [String] = []
}
