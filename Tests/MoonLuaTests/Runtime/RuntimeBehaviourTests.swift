import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

@Suite("The moonkit Lua module at run time")
struct RuntimeBehaviourTests {
    @Test("conflicting constraints are reported with the Lua file:line of each")
    func conflictNamesLines() throws {
        let (runtime, folder) = try runGame(app("""
              local box = ui.View { translatesAutoresizingMaskIntoConstraints = false }
              box.identifier = "box"
              view:addSubview(box)
              ui.activate { box.width:eq(100), box.width:eq(200) }
            """))
        defer { withExtendedLifetime(folder) {} }
        let report = runtime.engine.window.log.joined(separator: "\n")
        let file = folder.path("game.lua")
        #expect(report.contains("Unable to simultaneously satisfy constraints"))
        #expect(report.components(separatedBy: "\(file):10").count >= 3)   // both constraints, same line
        #expect(runtime.engine.window.rootViewController?.view.subviews.first?.frame.width == 100)
    }

    @Test("relating anchors of different axes names both")
    func mixedAxes() throws {
        let (runtime, folder) = try runGame(app("""
              local box = ui.View {}
              box.identifier = "box"
              view:addSubview(box)
              box.top:eq(view.leading)
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(runtime.errors.map(\.error.located) == [
            "\(folder.path("game.lua")):10: cannot relate box.top (y axis) to Game.view.leading (x axis)",
        ])
    }

    @Test("a didSet on score updates its label, and a Swift observer sees the same change")
    func observedScore() throws {
        let script = app("""
              self.scoreLabel = ui.Label { text = "Score: 0" }
              view:addSubview(self.scoreLabel)
            """, extra: """
            Game.score = ui.property(0, { didSet = function(self, old)
              self.scoreLabel.text = ("Score: %d (was %d)"):format(self.score, old)
            end })
            function Game:viewDidLoad() self.score = self.score + 5 end
            """)
        let folder = try ScriptFolder(["game.lua": script])
        defer { withExtendedLifetime(folder) {} }
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        var seen: [String] = []
        runtime.observe("score") { old, new in seen.append("\(old) -> \(new)") }
        try runtime.start()
        let label = try #require(runtime.engine.window.rootViewController?.view.subviews.first as? Label)
        #expect(label.text == "Score: 5 (was 0)")
        #expect(seen == ["0 -> 5"])
    }

    @Test("a hook defined after its controller asked for hooks runs, and so does one set on the instance")
    func hooksDefinedLate() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            seen = {}
            local Panel = ui.ViewController:extend "Panel"
            function Game:viewDidLoad()
              root = self
              self.first, self.second = Panel.new(), Panel.new()
              -- addChild tells each willMove: both have now been asked which hooks they have.
              self:addChild(self.first)
              self:addChild(self.second)
              function Panel:viewDidAppear() seen[#seen + 1] = "class" end
              self.second.viewWillAppear = function() seen[#seen + 1] = "instance" end
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        _ = try runtime.lua.run("root.view:addSubview(root.first.view) root.view:addSubview(root.second.view)")
        #expect(runtime.errors.map(\.description) == [])
        #expect(try runtime.lua.run("return table.concat(seen, ' ')") == [.string("class instance class")])
    }

    @Test("objects of one class share its hooks; one with a hook of its own keeps it, and others do not get it")
    func instanceHooksStayOwn() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            seen = {}
            local Panel = ui.ViewController:extend "Panel"
            function Panel:init(name) self.name = name end
            function Panel:viewDidAppear() seen[#seen + 1] = self.name end
            function Game:viewDidLoad()
              root = self
              self.panels = { Panel.new("a"), Panel.new("b"), Panel.new("c") }
              self.panels[2].viewWillAppear = function() seen[#seen + 1] = "b's own" end
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        // a asks first (its class's hooks are kept), b has a function of its own, c comes after.
        _ = try runtime.lua.run("for _, p in ipairs(root.panels) do root.view:addSubview(p.view) end")
        #expect(runtime.errors.map(\.description) == [])
        #expect(try runtime.lua.run("return table.concat(seen, ' ')") == [.string("a b's own b c")])
    }

    @Test("a hook the class held as another value runs once it becomes a function; one a base class gains later runs in its subclass's objects")
    func hooksReplacedOrInheritedLate() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            seen = {}
            local Panel = ui.ViewController:extend "Panel"
            Panel.viewWillAppear = false        -- a member, not yet a function
            local Small = Panel:extend "Small"
            function Game:viewDidLoad()
              root = self
              self.small = Small.new()
              self:addChild(self.small)
            end
            function showSmall() root.view:addSubview(root.small.view) end
            function hideSmall() root.small.view:removeFromSuperview() end
            function replace() Panel.viewWillAppear = function() seen[#seen + 1] = "replaced" end end
            function gain() function Panel:viewDidDisappear() seen[#seen + 1] = "gained" end end
            """))
        defer { withExtendedLifetime(folder) {} }
        // Shown once with the member still `false`: the hook is asked about, and nothing runs.
        _ = try runtime.lua.run("showSmall() hideSmall() replace() showSmall() gain() hideSmall()")
        #expect(runtime.errors.map(\.description) == [])
        #expect(try runtime.lua.run("return table.concat(seen, ' ')") == [.string("replaced gained")])
    }

    @Test("a subclass of a Lua class runs the hooks it inherits and the ones it overrides, with their arguments")
    func inheritedHooks() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            seen = {}
            local Panel = ui.ViewController:extend "Panel"
            function Panel:viewWillAppear(animated) seen[#seen + 1] = "panel will " .. tostring(animated) end
            function Panel:viewDidAppear() seen[#seen + 1] = "panel did" end
            local Small = Panel:extend "Small"
            function Small:viewDidAppear() seen[#seen + 1] = "small did" end
            function Small:didMove(parent) seen[#seen + 1] = "small moved to " .. (parent and "game" or "nil") end
            function Game:viewDidLoad()
              root = self
              self.small = Small.new()
              self:addChild(self.small)
              self.small:didMoveToParent(self)
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        _ = try runtime.lua.run("root.view:addSubview(root.small.view) root.small:removeFromParent()")
        #expect(runtime.errors.map(\.description) == [])
        #expect(try runtime.lua.run("return table.concat(seen, ', ')")
                == [.string("small moved to game, panel will false, small did, small moved to nil")])
    }

    @Test("a controller hears will/did-layout when its own view lays out, not for every pass")
    func layoutCallbacks() throws {
        let (runtime, folder) = try runGame(app("""
              self.box = ui.View {}
              self.box.frame = { x = 0, y = 0, width = 100, height = 100 }
              view:addSubview(self.box)
              root = self
            """, extra: """
            passes = 0
            function Game:viewDidLayoutSubviews() passes = passes + 1 end
            """))
        defer { withExtendedLifetime(folder) {} }
        let window = runtime.engine.window
        #expect(try runtime.lua.global("passes") == .int(1))
        // A view added inside the box lays out the box, not the controller's view.
        _ = try runtime.lua.run("root.box:addSubview(require(\"moonkit\").View {})")
        window.layoutIfNeeded()
        #expect(try runtime.lua.global("passes") == .int(1))
        // A subview added to the controller's view lays that view out.
        _ = try runtime.lua.run("root.view:addSubview(require(\"moonkit\").View {})")
        window.layoutIfNeeded()
        #expect(try runtime.lua.global("passes") == .int(2))
    }

    @Test("names a class learns are script fields or not its members stay right: methods and properties defined later are found, native members still work")
    func memberLookupsAfterMisses() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            local Panel = ui.ViewController:extend "Panel"
            function Game:viewDidLoad()
              local a, b = Panel.new(), Panel.new()
              a.note = 1                          -- a script field: the class learns the name
              a.title = "t"                       -- a native property of the same class
              local missing = a.later             -- not a member: the class learns that too
              function Panel:later() return "method " .. tostring(self.note) end
              Panel.count = ui.property(7)
              a.count = 8
              Panel.version = 3                   -- a plain class value
              result = table.concat({ tostring(b.note), a.title, tostring(missing), a:later(), b:later(),
                tostring(a.count), tostring(b.count), tostring(a.version) }, " ")
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(runtime.errors.map(\.description) == [])
        #expect(try runtime.lua.run("return result") == [.string("nil t nil method 1 method nil 8 7 3")])
    }

    @Test("a name written as a plain field becomes an observed property once the class, or a parent class, defines one")
    func plainFieldWritesAfterPropertyDefined() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            local Base = ui.ViewController:extend "Base"
            local Sub = Base:extend "Sub"
            seen = {}
            function Game:viewDidLoad()
              local a, s = Base.new(), Sub.new()
              a.score = 1; a.score = 2            -- plain fields, written twice: the answer is remembered
              s.level = 1; s.level = 2
              Base.score = ui.property(0, { didSet = function(self, old) seen[#seen + 1] = "score " .. old .. ">" .. self.score end })
              Base.level = ui.property(0, { didSet = function(self, old) seen[#seen + 1] = "level " .. old .. ">" .. self.level end })
              local b, t = Base.new(), Sub.new()
              b.score = 5                         -- a new instance of the class that gained the property
              t.level = 6                         -- a subclass whose parent gained it
              t.other = 1; t.other = 2            -- still a plain field
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(runtime.errors.map(\.description) == [])
        #expect(try runtime.lua.run("return table.concat(seen, ', ')") == [.string("score 0>5, level 0>6")])
    }

    @Test("an image found once is kept by name, as UIImage(named:) keeps it")
    func imagesCached() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              view:addSubview(ui.ImageView { image = "star", identifier = "first" })
              root = self
            """)])
        let imagePath = folder.path("images/star.png")
        try FileManager.default.createDirectory(atPath: folder.path("images"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "scripts/images/card_star.png", toPath: imagePath)
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        try FileManager.default.removeItem(atPath: imagePath)
        _ = try runtime.lua.run("""
            local ui = require "moonkit"
            root.view:addSubview(ui.ImageView { image = "star", identifier = "second" })
            """)
        let second = try #require(try runtime.engine.driver.view(identifier: "second") as? ImageView)
        #expect(second.image?.size == Size(width: 100, height: 140))
        #expect(luaError { _ = try runtime.lua.run("require('moonkit').ImageView { image = 'moon' }") }?.message
                    .contains("no image named 'moon'") == true)
    }

    @Test("timers run a virtual day in a blink; an error in one is reported and the others go on")
    func timers() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            ticks = 0
            function Game:viewDidLoad()
              ui.every(1, function() ticks = ticks + 1 end)
              ui.after(5, function() error("boom") end)
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        runtime.engine.step(24 * 3600)
        #expect(try runtime.lua.global("ticks") == .int(86_400))
        #expect(runtime.errors.count == 1)
        #expect(runtime.errors.first?.context == "timer")
        #expect(runtime.errors.first?.error.located == "\(folder.path("game.lua")):6: boom")
        #expect(runtime.errors.first?.error.traceback?.contains("stack traceback") == true)
    }

    @Test("a linear 0.7 s fade is half way at 0.35 s; the completion runs once, finished")
    func fade() throws {
        let (runtime, folder) = try runGame(app("""
              self.box = ui.View { backgroundColor = "red" }
              view:addSubview(self.box)
            """, extra: """
            done = {}
            function Game:viewDidAppear()
              ui.animate { duration = 0.7, options = {"curveLinear"},
                animations = function() self.box.alpha = 0 end,
                completion = function(finished) done[#done + 1] = finished end }
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        let box = try #require(runtime.engine.window.rootViewController?.view.subviews.first)
        #expect(box.alpha == 0)
        runtime.engine.step(0.35)
        #expect(runtime.engine.animator.presentation(of: box).alpha == 0.5)
        runtime.engine.step(1)
        #expect(try runtime.lua.global("done") == .array([.bool(true)]))
    }

    @Test("animate and transition fields of the wrong kind are refused by name; a failing block still animates what it changed")
    func animationFields() throws {
        let (runtime, folder) = try runGame(app("""
              self.box = ui.View {}
              view:addSubview(self.box)
            """, extra: """
            function Game:viewDidAppear()
              local box = self.box
              local function try(f)
                local ok, err = pcall(f)
                return ok and "ok" or (tostring(err):gsub("^.-:%d+: ", ""))
              end
              results = { try(function() ui.animate { animations = 5 } end),
                          try(function() ui.animate { completion = "later" } end),
                          try(function() ui.animate { duration = "slow" } end),
                          try(function() ui.animate { delay = true } end),
                          try(function() ui.transition { view = box, animations = {} } end),
                          try(function() ui.transition {} end),
                          try(function()
                            ui.animate { duration = 0.5, animations = function() box.alpha = 0.5; error("boom", 0) end,
                                         completion = function(finished) done = finished end }
                          end) }
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.global("results") == .array([
            "bad argument #1 to 'animate' (field 'animations': function expected, got number)",
            "bad argument #1 to 'animate' (field 'completion': function expected, got string)",
            "bad argument #1 to 'animate' (field 'duration': number expected, got string)",
            "bad argument #1 to 'animate' (field 'delay': number expected, got boolean)",
            "bad argument #1 to 'transition' (field 'animations': function expected, got table)",
            "bad argument #1 to 'transition' (field 'view': View expected, got nil)",
            "boom",
        ]))
        let box = try #require(runtime.engine.window.rootViewController?.view.subviews.first)
        #expect(box.alpha == 0.5)
        #expect(runtime.engine.animator.presentation(of: box).alpha == 1)
        runtime.engine.step(1)
        #expect(try runtime.lua.global("done") == .bool(true))
    }

    @Test("the same seed gives the same draws; another seed others")
    func seeds() throws {
        func draws(_ seed: UInt64) throws -> LuaValue {
            let (runtime, folder) = try runGame(app("", extra: """
                function Game:viewDidLoad()
                  local t = {}
                  for i = 1, 5 do t[i] = math.random(1, 100) end
                  t[6] = ui.shuffle { "a", "b", "c", "d", "e", "f" }
                  result = t
                end
                """), seed: seed)
            defer { withExtendedLifetime(folder) {} }
            return try runtime.lua.global("result")
        }
        #expect(try draws(7) == draws(7))
        #expect(try draws(7) != draws(8))
    }

    @Test("animation options: a list of names or one name; anything else is refused by name")
    func animationOptions() throws {
        let (runtime, folder) = try runGame(app("""
              local box = ui.View {}
              view:addSubview(box)
              local function try(options)
                local ok, err = pcall(function()
                  ui.animate { duration = 1, options = options, animations = function() box.alpha = box.alpha - 0.1 end }
                end)
                return ok and "ok" or (err:gsub("^.-:%d+: ", ""))   -- the message without its position
              end
              results = { try { "allowUserInteraction", "curveLinear" }, try "curveEaseIn", try {},
                          try { "repeat", 3 }, try { [1] = "repeat", [3] = "autoreverse" }, try { "nope" },
                          try { kind = "repeat" }, try(5) }
              alpha = math.floor(box.alpha * 100 + 0.5)
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(runtime.errors.isEmpty)
        let names = "allowUserInteraction, autoreverse, beginFromCurrentState, curveEaseIn, curveEaseInOut, "
            + "curveEaseOut, curveLinear, repeat, transitionCrossDissolve, transitionFlipFromLeft, transitionFlipFromRight"
        #expect(try runtime.lua.global("results") == .array([
            "ok", "ok", "ok",
            "bad argument #1 to 'animate' (field 'options': list of names expected, got table)",
            "bad argument #1 to 'animate' (field 'options': list of names expected, got table)",
            .string("bad argument #1 to 'animate' (field 'options': 'nope' is not one of \(names))"),
            "bad argument #1 to 'animate' (field 'options': list of names expected, got table)",
            "bad argument #1 to 'animate' (field 'options': list of names expected, got number)",
        ]))
        // The three accepted blocks ran at once (their model values), the refused ones never.
        #expect(try runtime.lua.global("alpha") == .int(70))
    }

    @Test("a wrong type gives Lua's bad-argument message at the script's line")
    func badArgument() throws {
        let (runtime, folder) = try runGame(app("""
              view:addSubview("label")
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(runtime.errors.map(\.error.located) == [
            "\(folder.path("game.lua")):7: bad argument #1 to 'addSubview' (View expected, got string)",
        ])
        #expect(runtime.errors.first?.context == "loadView")
    }
}

@Suite("Observable tables and colours from Lua")
struct ObservableAndColorTests {
    @Test("an observable table calls its Lua observers and Swift's; ui.Color makes colour strings")
    func observableAndColors() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              self.label = ui.Label { backgroundColor = ui.Color.rgb(1, 0.5, 0, 0.5) }
              view:addSubview(self.label)
            """, extra: """
            state = ui.observable { lives = 7 }
            seen = {}
            state:observe("lives", function(new, old) seen[#seen + 1] = old .. ">" .. new end)
            function Game:viewDidLoad()
              state.lives = state.lives - 1
              state.lives = state.lives - 1
              grey = ui.Color.white(0.2)
              red, green, blue, alpha = ui.Color.components("orange")
              count = 0
              for k, v in pairs(state) do count = count + 1 end
            end
            """)])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        var swift: [String] = []
        runtime.observe("lives") { old, new in swift.append("\(old)>\(new)") }
        try runtime.start()
        #expect(try runtime.lua.global("seen") == ["7>6", "6>5"])
        #expect(swift == ["7>6", "6>5"])  // values print as Lua writes them (issue 32)
        #expect(try runtime.lua.global("grey") == "#333333")
        #expect(try runtime.lua.global("green") == .double(0.5))
        #expect(try runtime.lua.global("count") == .int(1))
        let label = try #require(runtime.engine.window.rootViewController?.view.subviews.first)
        #expect(label.backgroundColor == Color(red255: 255, green255: 128, blue255: 0, alpha: 128.0 / 255))
    }
}

@Suite("Repeating animations from Lua")
struct RepeatingAnimationTests {
    @Test("red → blue over 20 s, autoreversing and repeating: purple at 10 s and 30 s, red at 40 s, never complete")
    func cycles() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            completions = 0
            function Game:viewDidAppear()
              self.view.backgroundColor = "red"
              ui.animate { duration = 20, options = { "repeat", "autoreverse", "allowUserInteraction", "curveLinear" },
                animations = function() self.view.backgroundColor = "blue" end,
                completion = function() completions = completions + 1 end }
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        let view = try #require(runtime.engine.window.rootViewController?.view)
        func shown() -> Color? { runtime.engine.animator.presentation(of: view).backgroundColor }
        #expect(view.backgroundColor == .blue)            // the model value changes at once
        runtime.engine.step(10)
        #expect(shown() == Color(red: 0.5, green: 0, blue: 0.5))
        runtime.engine.step(20)
        #expect(shown() == Color(red: 0.5, green: 0, blue: 0.5))
        runtime.engine.step(10)
        #expect(shown() == .red)
        runtime.engine.step(3600)
        #expect(try runtime.lua.global("completions") == .int(0))
    }
}
