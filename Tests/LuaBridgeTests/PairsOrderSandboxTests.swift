import LuaBridge
import TestSupport
import Testing

/// The sandbox's `pairs` and `next` (CMoonLua's order.c): one order that depends only on the
/// keys, the rules Lua gives a walk, and Lua's own messages.
@Suite struct PairsOrderSandboxTests {
    @Test("keys of every type come in one order: booleans, numbers, strings, then objects as made")
    func theOrder() throws {
        let lua = try LuaState()
        let walked = try lua.run("""
            local a, b, f, g = {}, {}, function() end, function() end
            local co = coroutine.create(function() end)
            local t = {[b] = "b", [a] = "a", zeta = 1, [2.5] = 1, [true] = 1, alpha = 1, [g] = "g", [f] = "f",
                       [-3] = 1, [10] = 1, [false] = 1, ["al"] = 1, [co] = "co", [1] = 1, [2] = 1, [math.huge] = 1}
            local out = {}
            for k, v in pairs(t) do
              out[#out + 1] = type(k) == "table" and v or type(k) == "function" and v or type(k) == "thread" and v or tostring(k)
            end
            return table.concat(out, " ")
            """)
        // Objects by when they were made, not by where they were written: `a` before `b`, `f` before `g`.
        #expect(walked == ["false true -3 1 2 2.5 10 inf al alpha zeta a b f g co"])
        #expect(try lua.run("""
            local first, second = {}, {}
            local t = {[second] = 2, [first] = 1}
            local out = {}
            for _, v in pairs(t) do out[#out + 1] = v end
            return table.concat(out, " ")
            """) == ["1 2"])
    }

    @Test("a walk with next alone visits every key once, in the same order as pairs")
    func nextWalks() throws {
        let lua = try LuaState()
        #expect(try lua.run("""
            local t = {}
            for i = 1, 300 do t["k" .. i] = i; t[{}] = i end
            local viaPairs, viaNext = {}, {}
            for k in pairs(t) do viaPairs[#viaPairs + 1] = k end
            local k = next(t)
            while k ~= nil do viaNext[#viaNext + 1] = k; k = next(t, k) end
            if #viaPairs ~= 600 or #viaNext ~= 600 then return "counts " .. #viaPairs .. " " .. #viaNext end
            for i = 1, 600 do if viaPairs[i] ~= viaNext[i] then return "differ at " .. i end end
            return "same"
            """) == ["same"])
        #expect(try lua.run("return next({})") == [.nil])
        #expect(try lua.run("local t = {x = 1}; return next(t, 'x')") == [.nil])
    }

    @Test("clearing keys during a walk is allowed and cleared keys are skipped; a new walk sees new keys")
    func changesDuringAWalk() throws {
        let lua = try LuaState()
        #expect(try lua.run("""
            local t = {a = 1, b = 2, c = 3, d = 4}
            local seen = {}
            for k in pairs(t) do
              seen[#seen + 1] = k
              t.c = nil
              t[k] = nil
            end
            t.e = 5
            for k in pairs(t) do seen[#seen + 1] = k end
            local k = next(t); t.f = 6
            seen[#seen + 1] = k
            for key in next, t do seen[#seen + 1] = key end
            return table.concat(seen, " ")
            """) == ["a b d e e e f"])
    }

    @Test("tostring and print name objects the same way in two states; __tostring and __name are kept")
    func names() throws {
        let script = """
            local named = setmetatable({}, {__name = "Thing"})
            local shown = setmetatable({}, {__tostring = function() return "custom" end})
            return table.concat({tostring({}), tostring(function() end), tostring(coroutine.create(print)),
                                 tostring(named), tostring(shown), tostring(12), tostring(nil)}, " ")
            """
        let first = try LuaState().run(script), second = try LuaState().run(script)
        #expect(first == second)
        let text = try #require(first.first.flatMap { if case .string(let s) = $0 { s } else { nil } })
        #expect(text.range(of: #"^table: 0x[0-9a-f]{8} function: 0x[0-9a-f]{8} thread: 0x[0-9a-f]{8} Thing: 0x[0-9a-f]{8} custom 12 nil$"#,
                           options: .regularExpression) != nil, "\(text)")
        var printed: [String] = []
        let lua = try LuaState(print: { printed.append($0) })
        try lua.run("local a, b = {}, {}; print(a, b, tostring(a) == tostring(b))")
        #expect(printed.count == 1 && printed[0].hasSuffix("\tfalse"))
    }

    @Test("a constructor's fields are set in the same order, so the first bad one is always the one named")
    func constructorFieldsInOrder() throws {
        let lua = try LuaState()
        lua.register(WrapTestWide.self, global: "Wide")
        // Few fields (ordered on the stack) and more than 16 (ordered in a list).
        #expect(try lua.run("return Wide { p3 = 3, p1 = 1, p2 = 2 }.sum") == [6])
        #expect(try lua.run("local f = {}; for i = 0, 19 do f['p' .. i] = i end; return Wide(f).sum") == [190])
        let few = luaError { try lua.run("return Wide { p9 = 'x', p3 = 'y', p12 = 'z' }", name: "t.lua") }
        #expect(few?.located == "t.lua:1: bad value for property 'p12' of Wide (number expected, got string)")
        let many = luaError {
            try lua.run("local f = {}; for i = 0, 19 do f['p' .. i] = 'x' .. i end; return Wide(f)", name: "t.lua")
        }
        #expect(many?.located == "t.lua:1: bad value for property 'p0' of Wide (number expected, got string)")
    }

    @Test("__pairs is used; pairs and next refuse what Lua's refuse, with Lua's messages")
    func metamethodsAndMessages() throws {
        let lua = try LuaState()
        #expect(try lua.run("""
            local proxy = setmetatable({}, {__pairs = function(t) return function(_, k) if not k then return 1, "one" end end, t, nil end})
            local out = {}
            for k, v in pairs(proxy) do out[#out + 1] = k .. "=" .. v end
            return table.concat(out, " ")
            """) == ["1=one"])
        let notATable = luaError { try lua.run("for k in pairs(5) do end", name: "s") }
        #expect(notATable?.located == "s:1: bad argument #1 to 'for iterator' (table expected, got number)")
        let nothing = luaError { try lua.run("pairs()", name: "s") }
        #expect(nothing?.located == "s:1: bad argument #1 to 'pairs' (value expected)")
        let badKey = luaError { try lua.run("local t = {a = 1}\nreturn next(t, 'zz')", name: "s") }
        #expect(badKey?.located == "s:2: invalid key to 'next'")
        let nextOfNumber = luaError { try lua.run("return next(1)", name: "s") }
        #expect(nextOfNumber?.located == "s:1: bad argument #1 to 'next' (table expected, got number)")
    }
}
