import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

@Suite("ui.App's root may be a view controller made already, as UIKit's rootViewController is")
struct AppRootInstanceTests {
    func start(root: String) throws -> GameRuntime {
        let folder = try ScriptFolder(["game.lua": """
            local ui = require "moonkit"
            local Game = ui.ViewController:extend "Game"
            function Game:init() self.title = "Breeds" end
            function Game:loadView() self.view = ui.View { backgroundColor = "white" } end
            return ui.App { device = "iphone", root = \(root) }
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        #expect(try runtime.start())
        return runtime
    }

    @Test("a navigation controller around a Lua controller")
    func navigationController() throws {
        let runtime = try start(root: "ui.NavigationController(Game())")
        let navigation = try #require(runtime.engine.window.rootViewController as? NavigationController)
        #expect(navigation.topViewController?.title == "Breeds")
        #expect(navigation.navigationBar.titleLabel.text == "Breeds")
        #expect(navigation.view.frame == Rect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test("an instance of a Lua class, and the class itself, as before")
    func luaInstanceAndClass() throws {
        #expect(try start(root: "Game()").engine.window.rootViewController?.title == "Breeds")
        #expect(try start(root: "Game").engine.window.rootViewController?.title == "Breeds")
    }
}
