import Testing
import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonKit

@Suite("Scripts reach large titles and the scroll view's inset adjustment")
struct LargeTitleLuaTests {
    /// A navigation controller preferring large titles (kept in the global `NAV`) over a screen
    /// whose view is a scroll view 2 000 points tall, on a portrait iPhone; `extra` runs at the
    /// end of `loadView`.
    func start(_ extra: String = "") throws -> (GameRuntime, NavigationController, ScriptFolder) {
        let (runtime, folder) = try runGame("""
            local ui = require "moonkit"
            local List = ui.ViewController:extend "List"
            function List:init() self.title = "Breeds" end
            function List:loadView()
              self.scroll = ui.ScrollView { identifier = "list", contentSize = {width = 390, height = 2000} }
              self.view = self.scroll
            \(extra)
            end
            NAV = ui.NavigationController(List())
            NAV.navigationBar.prefersLargeTitles = true
            return ui.App { device = "iphone-portrait", root = NAV }
            """)
        runtime.engine.window.layoutIfNeeded()
        let navigation = try #require(runtime.engine.window.rootViewController as? NavigationController)
        return (runtime, navigation, folder)
    }

    @Test("the large title's bar, and the scroll view resting under it")
    func expanded() throws {
        let (runtime, navigation, folder) = try start()
        defer { withExtendedLifetime(folder) {} }
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: 47, width: 390, height: 96))
        let scroll = try #require(navigation.topViewController?.view as? ScrollView)
        #expect(scroll.contentOffset == Point(x: 0, y: -143))
        #expect(try runtime.lua.run("""
            local inset = NAV.topViewController.view.adjustedContentInset
            return NAV.navigationBar.prefersLargeTitles, NAV.navigationBar.largeTitleLabel.text, inset.top, inset.bottom,
              NAV.topViewController.view.contentInsetAdjustmentBehavior,
              NAV.topViewController.navigationItem.largeTitleDisplayMode
            """) == [.bool(true), .string("Breeds"), .double(143), .double(34), .string("automatic"), .string("automatic")])
    }

    @Test("a screen set to never, and a scroll view set to never")
    func never() throws {
        let (_, navigation, folder) = try start("""
              self.navigationItem.largeTitleDisplayMode = "never"
              self.scroll.contentInsetAdjustmentBehavior = "never"
            """)
        defer { withExtendedLifetime(folder) {} }
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: 47, width: 390, height: 44))
        let scroll = try #require(navigation.topViewController?.view as? ScrollView)
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.contentOffset == .zero)
    }

    @Test("a name that is no mode is refused with the names there are")
    func badNames() throws {
        let (runtime, _, folder) = try start()
        defer { withExtendedLifetime(folder) {} }
        let found = try runtime.lua.run("""
            local a = select(2, pcall(function() NAV.topViewController.view.contentInsetAdjustmentBehavior = "sometimes" end))
            local b = select(2, pcall(function() NAV.topViewController.navigationItem.largeTitleDisplayMode = "huge" end))
            return a, b
            """, name: "check")
        #expect(found == [
            .string("check:1: bad value for property 'contentInsetAdjustmentBehavior' of ScrollView ('sometimes' is not one of always, automatic, never, scrollableAxes)"),
            .string("check:2: bad value for property 'largeTitleDisplayMode' of NavigationItem ('huge' is not one of always, automatic, never)"),
        ])
    }
}
