import LuaBridge
import TestSupport
import Testing

/// Edges of the bridge rule: coroutines, re-entry, deep recursion, closing mid-call.
@Suite struct RobustnessTests {
    @Test func swiftFunctionsWorkInsideCoroutines() throws {
        let lua = try LuaState(instructionBudget: 1_000_000)
        lua.setGlobal("twice") { call in call.push(try call.int(1) * 2) }
        let results = try lua.run("""
            local co = coroutine.wrap(function(a)
              local b = coroutine.yield(twice(a))
              return twice(b)
            end)
            return co(3), co(5)
            """)
        #expect(results == [6, 10])
        let stuck = luaError { try lua.run("coroutine.wrap(function() while true do end end)()", name: "co.lua") }
        #expect(stuck?.kind == .instructionBudget)
    }

    @Test func swiftCanCallBackIntoLuaFromAFunctionLuaCalled() throws {
        let lua = try LuaState()
        lua.setGlobal("apply") { call in
            let f = try call.function(1)
            let results = try f.call(try call.int(2))
            call.push(results.first ?? .nil)
        }
        #expect(try lua.run("return apply(function(x) return x + 1 end, 41)") == [42])
        let error = luaError { try lua.run("apply(function(x) error('inner ' .. x) end, 7)", name: "re.lua") }
        #expect(error?.located == "re.lua:1: inner 7")
    }

    @Test func deepRecursionThroughSwiftIsAnErrorNotACrash() throws {
        let lua = try LuaState()
        lua.setGlobal("call") { call in
            let f = try call.function(1)
            try f.call(f)
        }
        let error = luaError { try lua.run("local function f(self) call(self) end call(f)", name: "deep.lua") }
        #expect(error?.message.contains("stack overflow") == true)
        #expect(try lua.run("return 1") == [1])
    }

    @Test func errorsInScriptFinalizersDoNotEscape() throws {
        let lua = try LuaState()
        try lua.run("setmetatable({}, { __gc = function() error('in gc') end })")
        lua.collectGarbage()
        #expect(try lua.run("return 'alive'") == ["alive"])
    }

    @Test func closingFromInsideACallWaitsForTheCallToReturn() throws {
        var lua: LuaState? = try LuaState()
        lua?.setGlobal("quit") { _ in lua?.close() }
        #expect(try lua?.run("quit() return 'finished'") == ["finished"])
        #expect(lua?.isClosed == true)
        #expect(luaError { try lua?.run("return 1") }?.message == "the Lua state is closed")
        lua = nil
    }

    @Test func droppingTheStateFromInsideACallIsSafe() throws {
        var lua: LuaState? = try LuaState()
        weak let weakLua = lua
        lua?.setGlobal("drop") { _ in lua = nil }
        #expect(try lua?.run("drop() return 'finished'") == ["finished"])
        #expect(weakLua == nil)
    }

    @Test func referencesDoNotCrossStates() throws {
        let a = try LuaState(), b = try LuaState()
        try a.run("function f() return 1 end")
        let f = try #require(a.globalReference("f"))
        b.setGlobal("g", f)
        #expect(try b.run("return g") == [.nil])
    }
}
