import Testing
import Foundation
import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

/// Every engine object a script can make in numbers weighs against the memory limit (issue 32:
/// alert text fields, solver variables and constraints, and active layout constraints held
/// gigabytes under a limit of 64 MB): constructors, and the functions and methods that make or
/// grow engine-side storage, charge what they make (`ScriptMemory`, `LuaMemoryCharge`).
@Suite("Engine objects a script makes count against the memory limit")
struct ObjectChargeTests {
    /// Constructors that need arguments.
    static let makers: [String: String] = [
        "NavigationController": "ui.NavigationController(ui.ViewController())",
        "ContextualAction": "ui.ContextualAction('normal', 'Flag', function() end)",
    ]

    /// What `make` (Lua statements that keep what they make in KEEP) charged beyond Lua's own heap.
    static func charged(_ lua: LuaState, _ make: String) throws -> Int {
        lua.collectGarbage()
        let before = lua.memoryInUse
        let luaBefore = try lua.run("return collectgarbage('count') * 1024")
        try lua.run(make, name: "=charge")
        lua.collectGarbage()
        let luaAfter = try lua.run("return collectgarbage('count') * 1024")
        guard case .double(let b) = luaBefore.first, case .double(let a) = luaAfter.first else { return -1 }
        return lua.memoryInUse - before - (Int(a) - Int(b))
    }

    @Test("every class a script can make with ui.Class() charges each object it makes")
    func everyConstructorCharges() throws {
        let (runtime, _) = try runGame(app(""))
        let lua = runtime.lua
        try lua.run("ui = require 'moonkit'; KEEP = {}")
        var checked: [String] = []
        for bound in lua.boundClasses where bound.hasConstructor {
            let solverClass = ["Variable", "Solver", "Expression", "Constraint"].contains(bound.name)
            let maker = Self.makers[bound.name] ?? (solverClass ? "ui.solver.\(bound.name)()" : "ui.\(bound.name)()")
            let bytes = try Self.charged(lua, "for i = 1, 10 do KEEP[#KEEP + 1] = \(maker) end")
            #expect(bytes >= 10 * 256, "\(bound.name): 10 objects charged \(bytes) bytes")
            checked.append(bound.name)
        }
        #expect(Set(checked).isSuperset(of: [
            "View", "Label", "ScrollView", "LayoutGuide", "TapGestureRecognizer", "PanGestureRecognizer",
            "BarButtonItem", "TabBarItem", "Alert", "Solver", "Variable",
        ]), "checked: \(checked.sorted())")
    }

    @Test("functions and methods that make or grow engine objects charge them", arguments: [
        ("a layout constraint", "KEEP[#KEEP + 1] = V.width:eq(10)"),
        ("an active layout constraint", "local c = V.width:eq(10); c.isActive = true"),
        ("a timer", "KEEP[#KEEP + 1] = ui.after(100, function() end)"),
        ("a repeating timer", "KEEP[#KEEP + 1] = ui.every(100, function() end)"),
        ("an alert's text field", "A:addTextField('name')"),
        ("an alert's action", "A:addAction('OK')"),
        ("a solver expression", "KEEP[#KEEP + 1] = X + 2 * Y"),
        ("a solver constraint", "KEEP[#KEEP + 1] = X:eq(Y + 1)"),
        ("a constraint added to a solver", "S:add(X:ge(Y + #KEEP)); KEEP[#KEEP + 1] = 0"),
        ("an edit variable", "S:addEditVariable(ui.solver.Variable())"),
        ("a control's handler", "B:on('touchUpInside', function() end)"),
        ("a recognizer's handler", "R:addTarget(function() end)"),
    ])
    func makersCharge(what: String, statement: String) throws {
        let (runtime, _) = try runGame(app(""))
        let lua = runtime.lua
        try lua.run("""
            ui = require 'moonkit'; KEEP = {}
            V = ui.View(); A = ui.Alert('t', 'm'); B = ui.Button(); R = ui.TapGestureRecognizer()
            X, Y, S = ui.solver.Variable('x'), ui.solver.Variable('y'), ui.solver.Solver()
            """)
        let bytes = try Self.charged(lua, "for i = 1, 10 do \(statement) end")
        #expect(bytes >= 10 * 128, "\(what): 10 charged \(bytes) bytes")
    }

    @Test("a background job is charged until its completion has run; each sound played is charged")
    func jobsAndSounds() throws {
        let (runtime, folder) = try runGame(app(""))
        try FileManager.default.createDirectory(atPath: folder.path("sounds"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.path("scripts/sounds/meow.wav"), toPath: folder.path("sounds/meow.wav"))
        let lua = runtime.lua
        try lua.run("ui = require 'moonkit'; BIG = {}; for i = 1, 1000 do BIG[i] = ('x'):rep(100) end; ui.sound.play('meow')")
        lua.collectGarbage()
        let start = lua.memoryInUse
        let queued = try Self.charged(lua, "for i = 1, 10 do ui.dispatch.global:async(function(t) return #t end, BIG, function() end) end")
        #expect(queued >= 10 * 100_000, "10 jobs charged \(queued) bytes")
        _ = runtime.engine.runUntilIdle(limit: 60)
        lua.collectGarbage()
        #expect(lua.memoryInUse - start < 100_000, "once done, \(lua.memoryInUse - start) bytes still held of \(queued)")
        let played = try Self.charged(lua, "for i = 1, 100 do ui.sound.play('meow') end")
        #expect(played >= 100 * 64)
    }

    static let unlimited = GameLimits(instructionBudget: 0, memoryLimit: 8 << 20, instantLimit: 200,
                                      virtualTimeLimit: 100, watchdogSeconds: 0)

    @Test("making them in bulk stops at the memory limit, at the script's line", arguments: [
        "local a = ui.Alert('t', 'm')\n  for i = 1, 200000 do a:addTextField('field') end",
        "local keep = {}\n  for i = 1, 200000 do keep[i] = ui.solver.Variable('v') end",
        "local s = ui.solver.Solver()\n  for i = 1, 200000 do s:add(ui.solver.Variable('v'):ge(i)) end",
        "local keep = {}\n  for i = 1, 200000 do keep[i] = self.view.width:eq(i) end",
        "local v = ui.View()\n  self.view:addSubview(v)\n  for i = 1, 200000 do v.width:ge(i).isActive = true end",
    ])
    func bulkStopsAtTheLimit(body: String) throws {
        let (runtime, _) = try GameLimitTests.game(appear: body, limits: Self.unlimited)
        let error = try #require(runtime.errors.first)
        #expect(error.error.kind == .memoryLimit, "\(error.error.located)")
        // viewDidAppear's body starts on line 3.
        let lastLine = 2 + body.split(separator: "\n").count
        #expect(error.error.located == "\(runtime.scriptPath):\(lastLine): memory limit of 8 MB exceeded")
    }
}
