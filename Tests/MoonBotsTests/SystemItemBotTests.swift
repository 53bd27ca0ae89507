import Testing
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

@Suite("Bots find a bar's buttons by their system items")
struct SystemItemBotTests {
    /// A word list under a navigation bar with UIKit's "+" (`add`) at the right and "Edit" at
    /// the left; tapping "+" adds a word.
    static let game = """
        local ui = require "moonkit"
        local Words = ui.ViewController:extend "Words"
        function Words:viewDidLoad()
          self.title = "Words"
          self.count = ui.Label { text = "0 words", identifier = "count" }
          self.count.frame = { x = 20, y = 120, width = 200, height = 30 }
          self.view:addSubview(self.count)
          local words = 0
          self.navigationItem.rightBarButtonItem = ui.BarButtonItem { systemItem = "add", action = function()
            words = words + 1
            self.count.text = words .. " words"
          end }
          self.navigationItem.leftBarButtonItem = ui.BarButtonItem { systemItem = "edit" }
        end
        return ui.App { device = "iphone", root = ui.NavigationController(Words()) }
        """

    @Test("game:tap { systemItem = … } taps it; find describes it; a missing one is named")
    func tapAndFind() throws {
        let folder = try ScriptFolder(["game.lua": Self.game, "bots/adder.lua": """
            return function(game)
              game:tap { systemItem = "add" }
              game:tap(game:find { systemItem = "add" })
              local add = game:find { systemItem = "add" }
              game:log(add.type .. " " .. add.systemItem .. " " .. tostring(add.title) .. " "
                .. add.frame.x .. "," .. add.frame.y .. " " .. add.frame.width .. "x" .. add.frame.height)
              game:log(game:find { systemItem = "edit" }.title)
              game:log(game:text("count"))
              local ok, why = game:tryTap { systemItem = "trash" }
              game:log(tostring(ok) .. ": " .. why)
            end
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        let bot = try BotRunner(bot: folder.path("bots/adder.lua"), runtime: runtime)
        try bot.run()
        #expect(bot.session.log == [
            // A landscape iPhone: 844 wide, 47 points of safe area at each side, no status bar.
            "BarButton add nil 767.0,0.0 22.0x44.0",
            "Edit",
            "2 words",
            "false: no view matches system item 'trash' (system items on screen: 'add', 'edit')",
        ])
        #expect(runtime.errors.isEmpty)
    }

    @Test("a toolbar from a script: toolbarItems, spaces, a standalone ui.Toolbar, and bots tapping its glyphs")
    func toolbarFromLua() throws {
        let folder = try ScriptFolder(["game.lua": """
            local ui = require "moonkit"
            local Photos = ui.ViewController:extend "Photos"
            function Photos:viewDidLoad()
              self.title = "Photos"
              local flexible = ui.BarButtonItem { systemItem = "flexibleSpace" }
              self.toolbarItems = { ui.BarButtonItem { systemItem = "action" }, flexible,
                ui.BarButtonItem { systemItem = "trash", action = function() ui.signal("trashed") end } }
              local own = ui.Toolbar { items = { ui.BarButtonItem { systemItem = "fixedSpace", width = 30 },
                ui.BarButtonItem { title = "Share" } } }
              own.frame = { x = 0, y = 300, width = 390, height = 44 }
              self.view:addSubview(own)
              self.own = own
            end
            local nav = ui.NavigationController(Photos())
            nav:setToolbarHidden(false, false)
            return ui.App { device = "iphone-portrait", root = nav }
            """, "bots/trasher.lua": """
            return function(game)
              game:tap { systemItem = "trash" }
              local trash, action = game:find { systemItem = "trash" }, game:find { systemItem = "action" }
              game:log(trash.frame.x .. "," .. trash.frame.y .. " " .. action.frame.x)
              game:log(game:find { title = "Share" }.frame.x)
            end
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        var trashed = 0
        runtime.observeSignal("trashed") { _ in trashed += 1 }
        try runtime.start()
        let bot = try BotRunner(bot: folder.path("bots/trasher.lua"), runtime: runtime)
        try bot.run()
        // The toolbar's top is 844 − 34 − 44 = 766; trash at the right end (390 − 16 − 22),
        // action at the left; the standalone toolbar's Share after its 30-point space.
        #expect(bot.session.log == ["352.0,766.0 16.0", "46.0"])
        #expect(trashed == 1)
        #expect(runtime.errors.isEmpty)
    }

    @Test("a system item that does not exist is refused with the names it may take")
    func badName() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              self.item = ui.BarButtonItem { systemItem = "plus" }
            """)])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        #expect(runtime.errors.map(\.error.located) == [
            "\(folder.path("game.lua")):7: bad value for property 'systemItem' of BarButtonItem ('plus' is not one of "
            + "action, add, bookmarks, camera, cancel, close, compose, done, edit, fastForward, fixedSpace, flexibleSpace, "
            + "organize, pause, play, redo, refresh, reply, rewind, save, search, stop, trash, undo)",
        ])
    }
}
