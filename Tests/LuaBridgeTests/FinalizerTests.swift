import LuaBridge
import TestSupport
import Testing

/// Scripts' `__gc` metamethods run under the state's limits, when the collector runs them and
/// when the state closes (finalizers.c): Lua itself runs them with hooks off.
@Suite struct FinalizerTests {
    /// A state whose closing warnings are kept.
    final class ClosingState {
        let lua: LuaState
        var warnings: [String] = []

        init(instructionBudget: Int = 1_000_000, memoryLimit: Int = 0) throws {
            lua = try LuaState(instructionBudget: instructionBudget, memoryLimit: memoryLimit)
            lua.onClosingWarning = { [unowned self] in warnings.append($0) }
        }

        /// Runs `source` as x.lua, closes the state, and returns the closing warnings.
        func closing(after source: String) throws -> [String] {
            try lua.run(source, name: "x.lua")
            lua.close()
            return warnings
        }
    }

    /// Keeps what the state reports to its host.
    final class Reports: LuaHost {
        var lines: [String] = []
        func report(_ error: LuaError, in context: String) { lines.append("\(context): \(error.located)") }
    }

    @Test func aFinalizerThatLoopsAtCloseIsStoppedAndNamed() throws {
        let state = try ClosingState()
        #expect(try state.closing(after: """
            local keep = setmetatable({}, {
              __gc = function() while true do end end })
            """) == ["x.lua:2: a finalizer ran past the instruction budget of 1000000 while closing; it was stopped"])
        #expect(state.lua.isClosed)
        #expect(state.lua.memoryInUse == 0)  // every block given back, the stopped finalizer's too
    }

    @Test func finalizersLeftOnceTheClosingBudgetIsSpentAreCountedNotRun() throws {
        let state = try ClosingState()
        let warnings = try state.closing(after: """
            ran = 0
            for i = 1, 3 do
              setmetatable({}, { __gc = function() while true do end end })
            end
            """)
        #expect(warnings == [
            "x.lua:3: a finalizer ran past the instruction budget of 1000000 while closing; it was stopped",
            "2 more finalizers were not run while closing: the instruction budget was spent",
        ])
    }

    @Test func aFinalizerThatFailsAtCloseIsAWarning() throws {
        let state = try ClosingState()
        #expect(try state.closing(after: "keep = setmetatable({}, { __gc = function() error('boom') end })")
                == ["a finalizer failed while closing: x.lua:1: boom"])
        let objects = try ClosingState()
        #expect(try objects.closing(after: "keep = setmetatable({}, { __gc = function() error({}) end })")
                == ["a finalizer failed while closing: x.lua:1: a finalizer raised an error object that is not a string"])
    }

    @Test func aFinalizerThatAllocatesWithoutEndAtCloseMeetsTheMemoryLimit() throws {
        let state = try ClosingState(instructionBudget: 0, memoryLimit: 16 << 20)
        #expect(try state.closing(after: """
            keep = setmetatable({}, { __gc = function()
              local t = {}
              while true do t[#t + 1] = ("x"):rep(100) .. #t end
            end })
            """) == ["a finalizer failed while closing: x.lua:3: memory limit of 16 MB exceeded"])
        #expect(state.lua.memoryInUse == 0)
    }

    @Test func closingRunsTheFinalizersThatBehave() throws {
        var lines: [String] = []
        let lua = try LuaState(instructionBudget: 1_000_000, print: { lines.append($0) })
        lua.onClosingWarning = { lines.append("warning: " + $0) }
        try lua.run("""
            local a = setmetatable({ name = "a" }, { __gc = function(self) print("bye " .. self.name) end })
            local mt = { __gc = true }
            b = setmetatable({ name = "b" }, mt)
            mt.__gc = function(self) collectgarbage() print("late " .. self.name) end  -- read when it runs
            c = setmetatable({}, {})
            getmetatable(c).__gc = function() print("never: no __gc when the metatable was set") end
            d = setmetatable({}, { __gc = function() coroutine.yield() print("never: it yielded") end })
            e = setmetatable({}, { __gc = true })   -- no function: nothing to call, nothing to say
            """, name: "x.lua")
        lua.close()
        #expect(lines.sorted() == ["bye a", "late b"])
    }

    @Test func setmetatableKeepsLuasBehaviour() throws {
        let lua = try LuaState()
        #expect(try lua.run("""
            local mt = { __gc = function() end, __index = { x = 1 } }
            local t = {}
            return setmetatable(t, mt) == t, getmetatable(t) == mt, t.x, rawget(mt, "__gc") ~= nil,
                   setmetatable(t, nil) == t, getmetatable(t) == nil
            """) == [true, true, 1, true, true, true])
        #expect(luaError { try lua.run("setmetatable(setmetatable({}, { __metatable = 1, __gc = function() end }), {})") }?
            .message == "cannot change a protected metatable")
        #expect(luaError { try lua.run("setmetatable(1, {})") }?.message
                == "bad argument #1 to 'setmetatable' (table expected, got number)")
        #expect(luaError { try lua.run("setmetatable({}, 1)") }?.message
                == "bad argument #2 to 'setmetatable' (nil or table expected, got number)")
    }

    @Test func aFinalizerRunsOnceAndAgainOnlyWhenGivenOneAgain() throws {
        var lines: [String] = []
        let lua = try LuaState(print: { lines.append($0) })
        try lua.run("""
            local mt = {}
            mt.__gc = function(self) print("finalized " .. self.n); self.n = self.n + 1; saved = self end
            setmetatable({ n = 1 }, mt)
            collectgarbage() collectgarbage()
            local t = saved; saved = nil
            t = nil; collectgarbage() collectgarbage()          -- not again: finalized once
            """)
        #expect(lines == ["finalized 1"])
        try lua.run("""
            setmetatable({ n = 5 }, { __gc = function(self) saved = self end })
            collectgarbage()
            setmetatable(saved, { __gc = function(self) print("again " .. self.n) end })
            saved = nil
            collectgarbage() collectgarbage()
            """)
        #expect(lines == ["finalized 1", "again 5"])
    }

    @Test func aFinalizerThatLoopsWhileTheGameRunsSpendsTheBudgetOfTheCallThatCollected() throws {
        let lua = try LuaState(instructionBudget: 1_000_000)
        let reports = Reports()
        lua.host = reports
        try lua.run("""
            setmetatable({}, {
              __gc = function() while true do end end })
            collectgarbage()
            """, name: "x.lua")
        #expect(reports.lines == ["__gc metamethod: x.lua:2: instruction budget of 1000000 exceeded"])
        #expect(try lua.run("return 'alive'") == ["alive"])
    }

    @Test func toBeClosedVariablesThatLoopAreStopped() throws {
        let state = try ClosingState()
        // At the top of a chunk: closed as the chunk returns, under its budget.
        let error = luaError { try state.lua.run("""
            local x <close> = setmetatable({}, {
              __close = function() while true do end end })
            """, name: "x.lua") }
        #expect(error?.located == "x.lua:2: instruction budget of 1000000 exceeded")
        // In a coroutine never finished: Lua does not close it, also not at close.
        #expect(try state.closing(after: """
            co = coroutine.wrap(function()
              local y <close> = setmetatable({}, { __close = function() while true do end end })
              coroutine.yield()
            end)
            co()
            """) == [])
    }

    @Test func swiftIsNotCalledWhileClosing() throws {
        let state = try ClosingState()
        var calls = 0
        state.lua.setGlobal("engine") { _ in calls += 1 }
        #expect(try state.closing(after: """
            engine()
            keep = setmetatable({}, { __gc = function()
              engine() end })
            """) == ["a finalizer failed while closing: x.lua:3: engine functions cannot be called while closing "
                     + "(this finalizer runs after the game ended)"])
        #expect(calls == 1)
    }
}
