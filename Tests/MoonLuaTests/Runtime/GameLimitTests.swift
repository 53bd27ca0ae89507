import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// The limits every game runs under (`GameLimits`, docs/limits.md), with small values so that
/// each test takes milliseconds.
@Suite("Game limits")
struct GameLimitTests {
    static let small = GameLimits(instructionBudget: 100_000, memoryLimit: 8 << 20, instantLimit: 200,
                                  virtualTimeLimit: 100, watchdogSeconds: 0)

    /// A started game from `body` (run in `loadView`) and `appear` (run in `viewDidAppear`).
    static func game(_ body: String = "", appear: String = "", limits: GameLimits = small,
                     files: [String: String] = [:]) throws -> (GameRuntime, ScriptFolder) {
        let script = app(body, extra: appear.isEmpty ? "" : "function Game:viewDidAppear() \(appear) end")
        let folder = try ScriptFolder(["game.lua": script].merging(files) { a, _ in a })
        let runtime = try GameRuntime(script: folder.path("game.lua"), limits: limits, print: { _ in })
        runtime.onError = { _ in }
        try runtime.start()
        return (runtime, folder)
    }

    @Test("limits are on by default")
    func defaults() throws {
        let limits = GameLimits.default
        #expect(limits.instructionBudget == 100_000_000 && limits.memoryLimit == 1 << 30)
        #expect(limits.instantLimit == 100_000 && limits.virtualTimeLimit == 604_800 && limits.watchdogSeconds == 60)
        let folder = try ScriptFolder(["game.lua": app("")])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        #expect(runtime.lua.instructionBudget == 100_000_000 && runtime.lua.memoryLimit == 1 << 30)
        #expect(runtime.engine.queue.instantLimit == 100_000)
    }

    @Test("an endless loop is stopped in loadView, a handler, a timer, a completion, a didSet and a worker",
          arguments: [
            ("timer", "", "ui.after(1, function() while true do end end)"),
            ("animation completion", "", "ui.animate { duration = 0.5, animations = function() end, completion = function() while true do end end }"),
            ("dispatch", "", "ui.dispatch.global:async(function() while true do end end, nil)"),
          ])
    func endlessLoops(context: String, body: String, appear: String) throws {
        let (runtime, _) = try Self.game(body, appear: appear)
        runtime.engine.step(2)
        let error = try #require(runtime.errors.first)
        #expect(error.context == context)
        #expect(error.error.message == "instruction budget of 100000 exceeded")
        #expect(error.error.file?.hasSuffix("game.lua") == true)
    }

    @Test("an endless loop in a game's main chunk is stopped by the default budget's mechanism")
    func mainChunkLoop() throws {
        let folder = try ScriptFolder(["game.lua": "local ui = require 'moonkit'\nwhile true do end\n"])
        let game = try GameRuntime(script: folder.path("game.lua"), limits: Self.small, print: { _ in })
        let error = try #require(luaError { try game.start() })
        #expect(error.located == "\(folder.path("game.lua")):2: instruction budget of 100000 exceeded")
    }

    @Test("an endless loop in loadView is stopped by the budget, as an error of loadView")
    func loadViewLoop() throws {
        let folder = try ScriptFolder(["game.lua": app("while true do end")])
        let game = try GameRuntime(script: folder.path("game.lua"), limits: Self.small, print: { _ in })
        game.onError = { _ in }
        // Loading the root's view is a callback of its own (MessageTests.budgetInLoadView): the
        // launch goes on, and the error is the game's.
        #expect(try game.start())
        #expect(game.errors.map(\.error.kind) == [.instructionBudget])
        #expect(game.errors.map(\.context) == ["loadView"])
        #expect(game.errors.map(\.error.located) == ["\(folder.path("game.lua")):7: instruction budget of 100000 exceeded"])
    }

    @Test("a handler and a didSet that loop are stopped by the budget of their callback")
    func handlerAndDidSetLoops() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              local b = ui.Button { title = "GO" }
              b.frame = { x = 0, y = 0, width = 100, height = 40 }
              view:addSubview(b)
              b:on("touchUpInside", function() while true do end end)
            """, extra: """
            Game.count = ui.property(0, { didSet = function(self) while true do end end })
            function Game:viewDidAppear() ui.after(0, function() self.count = 1 end) end
            """)])
        let game = try GameRuntime(script: folder.path("game.lua"), limits: Self.small, print: { _ in })
        game.onError = { _ in }
        try game.start()
        game.engine.step(0)
        try game.engine.driver.tap(title: "GO")
        #expect(game.errors.map(\.context) == ["timer", "touchUpInside handler"])
        #expect(game.errors.map(\.error.located) == ["\(folder.path("game.lua")):3: instruction budget of 100000 exceeded",
                                                     "\(folder.path("game.lua")):11: instruction budget of 100000 exceeded"])
    }

    @Test("a tap handler that loops, in a GameRuntime with the default limits and no command, is stopped by the budget")
    func handlerLoopUnderDefaultLimits() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              local b = ui.Button { title = "GO" }
              b.frame = { x = 0, y = 0, width = 100, height = 40 }
              view:addSubview(b)
              b:on("touchUpInside", function() while true do end end)
            """)])
        let game = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        game.onError = { _ in }
        try game.start()
        try game.engine.driver.tap(title: "GO")
        // The budget counts instructions, so the message names it, not a flag or the machine's time.
        #expect(game.errors.map(\.context) == ["touchUpInside handler"])
        #expect(game.errors.map(\.error.located) == ["\(folder.path("game.lua")):10: instruction budget of 100000000 exceeded"])
    }

    @Test("work that reschedules itself at one instant is stopped, naming the callback by file:line",
          arguments: [
            "local function again() ui.dispatch.main:async(again) end; again()",
            "local function again() ui.after(0, again) end; again()",
            "local v = self.view; local function again() ui.animate { duration = 0, animations = function() v.alpha = 0.5 end, completion = again } end; again()",
          ])
    func reschedulingIsStopped(appear: String) throws {
        let (runtime, folder) = try Self.game(appear: appear)
        runtime.engine.step(1)
        let errors = runtime.errors.map(\.error)
        #expect(errors.count == 1)
        #expect(errors.first?.located == "\(folder.path("game.lua")):3: this callback keeps scheduling work: 200 callbacks ran at the "
                + "virtual instant t = 0.000 s without time moving on (dispatch.main:async, ui.after(0, …) or a zero-length animation "
                + "that starts itself again?), the game's instant limit of 200 callbacks; what was still due then was dropped (1 item)")
        #expect(runtime.errors.first?.limit == .instantLimit)
        #expect(runtime.engine.now == 1)
    }

    @Test("ui.after and dispatch.main:after agree: math.huge never fires, NaN is refused with file:line")
    func infiniteAndNaNDelays() throws {
        let (runtime, folder) = try Self.game(appear: """
            FIRED = {}
            self.never = ui.after(math.huge, function() FIRED[#FIRED + 1] = 'after' end)
            ui.dispatch.main:after(math.huge, function() FIRED[#FIRED + 1] = 'main' end)
            ui.after(-1, function() FIRED[#FIRED + 1] = 'soon' end)
            self.valid = tostring(self.never.isValid)
            """)
        runtime.engine.step(50)
        #expect(try runtime.lua.run("return table.concat(FIRED, ',')") == ["soon"])
        #expect(runtime.errors.isEmpty)
        _ = folder
        for (call, message) in [("ui.after(0/0, print)", "ui.after: the delay is NaN, not a number of seconds (0/0 somewhere?)"),
                                ("ui.every(0/0, print)", "ui.every: the interval is NaN, not a number of seconds (0/0 somewhere?)"),
                                ("ui.dispatch.main:after(0/0, print)",
                                 "dispatch.main:after: the delay is NaN, not a number of seconds (0/0 somewhere?)")] {
            let (nan, _) = try Self.game(appear: call)
            #expect(nan.errors.map(\.error.located) == ["\(nan.scriptPath):3: \(message)"])
        }
    }

    @Test("a memory error raised by Lua's own allocator names the script's line")
    func allocatorMemoryErrorIsLocated() throws {
        let (runtime, _) = try Self.game(appear: """
            local t = {}
            for i = 1, 1e9 do t[i] = ("x"):rep(1000) .. i end
            """)
        let error = try #require(runtime.errors.first)
        #expect(error.context == "viewDidAppear")
        #expect(error.error.kind == .memoryLimit)
        #expect(error.error.located == "\(runtime.scriptPath):4: memory limit of 8 MB exceeded")
    }

    @Test("a memory error charged in a constructor (`ui.Label { … }`) names the script's line")
    func constructorMemoryErrorIsLocated() throws {
        // `Class { … }` reaches Swift through moon_construct, a C function with no line of its
        // own: the place must be the script's call, not the constructor's caller (it was "").
        let (runtime, _) = try Self.game(appear: """
            local keep = {}; for i = 1, 100000 do keep[i] = ui.Label { text = ("x"):rep(4096) .. i } end
            """)
        let error = try #require(runtime.errors.first)
        #expect(error.error.kind == .memoryLimit)
        #expect(error.error.located == "\(runtime.scriptPath):3: memory limit of 8 MB exceeded")
    }

    @Test("labels hold their texts against the memory limit, also once Lua has let them go")
    func engineObjectsCountAgainstTheMemoryLimit() throws {
        let (runtime, _) = try Self.game(appear: """
            for i = 1, 100000 do self.view:addSubview(ui.Label { text = ("x"):rep(4096) }) end
            """)
        let error = try #require(runtime.errors.first)
        #expect(error.context == "viewDidAppear")
        #expect(error.error.kind == .memoryLimit)
        #expect(error.error.message == "memory limit of 8 MB exceeded")
        #expect(error.error.located == "\(runtime.scriptPath):3: memory limit of 8 MB exceeded")
        let held = runtime.engine.window.allViews.count
        #expect(held > 100 && held < 2000)
        runtime.lua.collectGarbage()
        let inTree = runtime.lua.memoryInUse
        #expect(inTree > 4 << 20)               // the views are kept by the tree, not by Lua
        for view in runtime.engine.window.allViews where view is Label { view.removeFromSuperview() }
        runtime.lua.collectGarbage()
        #expect(runtime.lua.memoryInUse < inTree - (4 << 20))
    }

    @Test("a bot that waits for ever stops at the virtual time limit, naming its line")
    func botTimeLimit() throws {
        let (runtime, folder) = try Self.game(files: ["bot.lua": "return function(game)\n  while true do game:wait(1) end\nend\n"])
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: runtime, print: { _ in })
        #expect(throws: LuaError.self) { try bot.run() }
        do { try bot.run() } catch {
            #expect(error.located == "\(folder.path("bot.lua")):2: game:wait(1) would take the game's clock past the virtual time "
                    + "limit of 100 s (it is at 100.000 s): does the bot ever stop? (--time-limit SECONDS changes the limit)")
        }
    }

    @Test("a bot's budget is per turn: it restarts when the clock moves on, never while it is spent")
    func botTurns() throws {
        let (runtime, folder) = try Self.game(files: [
            "steady.lua": "return function(game)\n  for i = 1, 50 do for k = 1, 20000 do end game:wait(1) end\nend\n",
            "greedy.lua": "return function(game)\n  game:wait(1)\n  while true do end\nend\n",
            "sly.lua": "return function(game)\n  while true do pcall(function() while true do end end) game:wait(0.5) end\nend\n",
        ])
        try BotRunner(bot: folder.path("steady.lua"), runtime: runtime, print: { _ in }).run()   // 50 turns of ~60 000
        #expect(runtime.engine.now == 50)
        for name in ["greedy.lua", "sly.lua"] {
            do {
                try BotRunner(bot: folder.path(name), runtime: runtime, print: { _ in }).run()
                Issue.record("\(name) was not stopped")
            } catch {
                #expect(error.kind == .instructionBudget)
                #expect(error.message == "instruction budget of 100000 exceeded")
            }
        }
    }
}
