import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonBots
import MoonKit

/// Issue 20, "unclear or wrong messages": each error names the script's file:line and says
/// what to do; each test failed before its fix.
@Suite("Messages a script author can act on")
struct MessageTests {
    /// The errors (`file:line: message`) a game made while `body` ran in its `loadView`
    /// (`app`'s body starts on line 7).
    private func errors(_ body: String, extra: String = "") throws -> (errors: [String], file: String) {
        let (runtime, folder) = try runGame(app(body, extra: extra))
        return (runtime.errors.map(\.error.located), withExtendedLifetime(folder) { folder.path("game.lua") })
    }

    @Test("game:tryTap on a title no button has returns false and the reason")
    func tryTapMissingButton() throws {
        let folder = try ScriptFolder(["game.lua": app(""), "bot.lua": """
            return function(game)
              local ok, why = game:tryTap("NO SUCH")
              game:log(tostring(ok) .. ": " .. why)
            end
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: runtime)
        try bot.run()   // before: raised "no view matches button title 'NO SUCH'"
        #expect(bot.session.log == ["false: no view matches button title 'NO SUCH' (no buttons on screen)"])
    }

    @Test("anchors, ui.activate and extend misused name the script's line (found by .ci/fuzz)")
    func preludeErrorsNameTheScript() throws {
        let (found, file) = try errors("""
            local found = {}
            local function try(f) local ok, e = pcall(f); found[#found + 1] = e end
            try(function() local c = view.top:eq(nil) end)
            try(function() local c = ui.activate { 5 } end)
            try(function() local c = ui.deactivate("x") end)
            try(function() local G = ui.ViewController.extend("G") end)
            error(table.concat(found, "|"), 0)
            """)
        // Before: no file:line (eq tail-calls the check, whose level then skipped the script),
        // `moonkit:296` for activate, and `bad argument #1 to 'rawget'` at a prelude line.
        #expect(found == [[
            "\(file):9: bad argument #1 to 'eq' (anchor, expression or number expected, got nil)",
            "\(file):10: bad argument #1 to 'activate' (item 1 is number, not a constraint (make one with an anchor: a.top:eq(b.bottom + 8)))",
            "\(file):11: bad argument #1 to 'deactivate' (table expected, got string)",
            "\(file):12: bad self to 'extend' (a class expected, got string; call it with a colon: Base:extend \"Name\")",
        ].joined(separator: "|")])
    }

    @Test("reading a property a class lacks is an error naming the closest one (issue 24)")
    func misspelledProperty() throws {
        let (found, file) = try errors("local label = ui.Label { text = 'x' }; local shown = label.txt")
        // Before: nil, silently (writing `label.txt = …` was already an error).
        #expect(found == ["\(file):7: Label has no property 'txt' (did you mean 'text'?)"])
        let (far, farFile) = try errors("local v = ui.View(); local x = v.wobble")
        #expect(far == ["\(farFile):7: View has no property 'wobble'"])
    }

    @Test("a budget spent in loadView is its own error, not also one of the prelude")
    func budgetInLoadView() throws {
        let folder = try ScriptFolder(["game.lua": app("while true do end")])
        var limits = GameLimits.default
        limits.instructionBudget = 100_000
        let runtime = try GameRuntime(script: folder.path("game.lua"), limits: limits, print: { _ in })
        runtime.onError = { _ in }
        // Before: start() threw "moonkit:223: instruction budget of 100000 exceeded".
        #expect(try runtime.start())
        #expect(runtime.errors.map(\.error.located) == ["\(folder.path("game.lua")):7: instruction budget of 100000 exceeded"])
        #expect(runtime.errors.map(\.context) == ["loadView"])
    }

    @Test("a didSet that sets its own property for ever is stopped, naming it; a clamp still works")
    func didSetReentry() throws {
        let (found, file) = try errors("self.score = 1", extra: """
            Game.score = ui.property(0, { didSet = function(self, old) self.score = self.score + 1 end })
            """)
        // Before: "C stack overflow" with no property named.
        #expect(found == ["\(file):3: property 'score' of Game was set from its own willSet or didSet 20 times over, "
                          + "each set running them again: keep the value in a plain field, or set the property only when it changes"])
        let (clamped, _) = try errors("self.score = -5; assert(self.score == 0); self.score = 3; assert(self.score == 3)",
                                      extra: """
            Game.score = ui.property(0, { didSet = function(self) if self.score < 0 then self.score = 0 end end })
            """)
        #expect(clamped == [])
    }

    @Test("a bad ui.App names the script's line, not the prelude's setDevice or setRoot")
    func badApp() throws {
        let cases: [(String, String)] = [
            ("return ui.App { root = ui.ViewController:extend 'G', device = 'nokia' }",
             "App's `device` must be one of ipad, ipad-pro-12.9, iphone, ipad-portrait, ipad-pro-12.9-portrait, iphone-portrait (got 'nokia')"),
            ("return ui.App { root = ui.ViewController:extend 'G', device = 5 }",
             "App's `device` must be one of ipad, ipad-pro-12.9, iphone, ipad-portrait, ipad-pro-12.9-portrait, iphone-portrait (got a number)"),
            ("return ui.App { root = ui.ViewController:extend 'G', orientation = 'upside-down' }",
             "App's `orientation` must be portrait or landscape (got 'upside-down')"),
            ("return ui.App { root = ui.View }",
             "App needs `root`, a view controller class (e.g. ui.ViewController:extend \"Game\") "
                + "or a view controller (e.g. ui.NavigationController(Game()))"),
            ("return ui.App { root = ui.ViewController:extend 'G', dataFiles = 'words.level' }",
             "App's `dataFiles` must be a list of module names (e.g. dataFiles = { \"words.level\" })"),
        ]
        for (line, message) in cases {
            let folder = try ScriptFolder(["game.lua": "local ui = require 'moonkit'\n" + line + "\n"])
            let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
            let error = luaError { try runtime.start() }
            #expect(error?.located == "\(folder.path("game.lua")):2: \(message)")
        }
        let folder = try ScriptFolder(["game.lua": "return 5"])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        #expect(luaError { try runtime.start() }?.located == "\(folder.path("game.lua")) must return an app, e.g. "
                + "return ui.App { device = \"ipad\", root = Game } (it returned a number)")
    }

    @Test("scripts and modules saved with a UTF-8 byte-order mark load")
    func byteOrderMark() throws {
        let bom = "\u{FEFF}"
        let folder = try ScriptFolder(["main.lua": bom + "return require('helper') + 1", "helper.lua": bom + "return 41"])
        let lua = try LuaState(root: folder.root)
        // Before: "unexpected symbol near '<\239>'".
        #expect(try lua.run(file: folder.path("main.lua")) == [42])
    }

    @Test("an error message keeps the bytes after a NUL")
    func nulInError() throws {
        let lua = try LuaState()
        let error = luaError { try lua.run("error('before\\0after')", name: "nul.lua") }
        #expect(error?.located == "nul.lua:1: before\0after")   // before: "nul.lua:1: before"
    }

    @Test("a require cycle names its chain at the require that closes it, and leaves no trace")
    func requireCycle() throws {
        let folder = try ScriptFolder(["main.lua": "return require 'a'", "a.lua": "return require 'b'",
                                       "b.lua": "local x = 1\nreturn require 'a'"])
        let lua = try LuaState(root: folder.root)
        let error = luaError { try lua.run(file: folder.path("main.lua")) }
        // Before: "C stack overflow".
        #expect(error?.message == "require cycle: a → b → a")
        #expect(error?.line == 2)
        #expect(error?.file?.hasSuffix("b.lua") == true)
        // The chain is emptied however the loading ended: the same error again, not "b → a → b".
        let twice = try lua.run("""
            local _, first = pcall(require, 'a')
            local _, second = pcall(require, 'b')
            return first:match('require cycle: .*'), second:match('require cycle: .*')
            """)
        #expect(twice == [.string("require cycle: a → b → a"), .string("require cycle: b → a → b")])
    }

    @Test("Class { 1, 2, 3 } says it takes named properties")
    func positionalFields() throws {
        let (found, file) = try errors("ui.Label { 1, 2, 3 }")
        // Before: "Label has no property 'number'".
        #expect(found == ["\(file):7: Label has no property [1]: properties have names, as in Label { name = value } "
                          + "(positional values are not properties)"])
        let (keyed, keyedFile) = try errors("ui.View { [true] = 1 }")
        #expect(keyed == ["\(keyedFile):7: View has no property [true]: properties have names, as in View { name = value } "
                          + "(positional values are not properties)"])
        let (table, tableFile) = try errors("local v = ui.View(); v[{}] = 1")
        #expect(table == ["\(tableFile):7: View has no property [table]: properties have names, as in View { name = value } "
                          + "(positional values are not properties)"])
    }

    @Test("font sizes must be above 0 and at most 10000")
    func fontSizes() throws {
        // Before: accepted, giving negative or NaN frames.
        for (call, got) in [("system(-12)", "-12"), ("system(0/0)", "nan"), ("bold(1e6)", "1000000")] {
            let (found, file) = try errors("local f = ui.Font.\(call)")
            let name = call.prefix { $0 != "(" }
            #expect(found == ["\(file):7: bad argument #1 to '\(name)' (a font size is a number of points above 0 "
                              + "and at most 10000, got \(got))"])
        }
    }

    @Test("a constraint's constant must stay finite and within ±1e9, at creation and later")
    func constraintConstants() throws {
        let (late, file) = try errors("""
              local box = ui.View {}
              view:addSubview(box)
              local c = box.width:eq(100)
              c.isActive = true
              c.constant = 0/0
            """)
        // Before: accepted, and the constraint silently broke.
        #expect(late == ["\(file):11: bad value for property 'constant' of LayoutConstraint "
                         + "(a finite number between -1e9 and 1e9 expected, got nan)"])
        let (huge, hugeFile) = try errors("""
              local box = ui.View {}
              view:addSubview(box)
              box.width:eq(1e308)
            """)
        // Before: accepted, and the frames became infinite.
        #expect(huge == ["\(hugeFile):9: View[0].width: the multiplier and constant must be finite numbers between -1e9 and 1e9 "
                         + "(got 1.0 and 1e+308)"])
    }

    @Test("a view into itself or into its own subtree, a controller into its own child: errors, as in UIKit")
    func treeLoops() throws {
        let setUp = "local a, b = ui.View { identifier = 'a' }, ui.View { identifier = 'b' }; a:addSubview(b); "
        let inside = "a cannot be a subview of b, which is inside it (a view tree cannot loop): remove b from it first"
        // Before: each did nothing, silently.
        for (move, message) in [("b:addSubview(a)", inside), ("b:insertSubview(a, 0)", inside),
                                ("b:addSubviews(a)", inside), ("a:addSubview(a)", "a cannot be a subview of itself")] {
            let (found, file) = try errors(setUp + move)
            #expect(found == ["\(file):7: \(message)"], "\(move)")
        }
        let (controllers, file) = try errors("local a, b = ui.ViewController(), ui.ViewController(); a:addChild(b); b:addChild(a)")
        // Before: each became the other's parent.
        #expect(controllers == ["\(file):7: ViewController cannot be a child of ViewController, which is inside it "
                                + "(a controller tree cannot loop): call removeFromParent first"])
        let (own, ownFile) = try errors("local a = ui.ViewController(); a:addChild(a)")
        #expect(own == ["\(ownFile):7: ViewController cannot be a child of itself"])
        // Before: the window went inside the view, and the views on screen had no window.
        let (window, windowFile) = try errors("", extra: """
            function Game:viewDidAppear()
              ui.View { identifier = 'holder' }:addSubview(self.view.window)
            end
            """)
        #expect(window == ["\(windowFile):4: a window cannot be a subview of holder: it is the top of its screen"])
    }
}
