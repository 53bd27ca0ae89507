import LuaBridge
import TestSupport
import MoonLua
import Testing

/// Arguments and results cross between the main state and a worker as plain data.
@Suite(.serialized) struct PlainDataTransferTests {
    @Test func nestedTablesNumbersAndBytesRoundTrip() async throws {
        let harness = try DispatchHarness()
        try await harness.run(#"""
            input = {
              ints = {1, 2, 3}, float = 2.0, neg = -0.5, big = math.maxinteger, small = math.mininteger,
              text = "a\0b\0", bytes = "\xff\xfe\0", flag = true, off = false,
              nested = {level = {clues = {"one", "two"}, [10] = "ten", [1.5] = "half", [true] = "yes", ["k\0ey"] = 0}},
              mixed = {"a", "b", x = 1},
              composed = {["\u{E9}"] = 1, ["e\u{301}"] = 2},
              empty = {},
            }
            dispatch.global:async(function(t, n, s, f, nothing, b)
              return t, n, s, f, nothing, b, math.type(t.float), math.type(t.ints[1]), math.type(n)
            end, input, 42, "hi", 0.25, nil, false, function(...) got = table.pack(...) end)
            """#)
        #expect(harness.log.errors.isEmpty)
        let facts = try harness.lua.run(#"""
            local function equal(a, b)
              if type(a) ~= "table" or type(b) ~= "table" then
                return a == b and math.type(a) == math.type(b)
              end
              for k, v in pairs(a) do if not equal(v, b[k]) then return false end end
              for k in pairs(b) do if a[k] == nil then return false end end
              return true
            end
            local t = got[1]
            local keys = 0
            for _ in pairs(t.composed) do keys = keys + 1 end
            return got.n, equal(input, t), t ~= input, got[2], got[3], got[4], got[5], got[6],
                   got[7], got[8], got[9], math.type(t.float), t.text, #t.text, t.bytes, t.nested.level["k\0ey"],
                   keys, t.composed["e\u{301}"], #t.mixed, t.mixed.x, next(t.empty)
            """#)
        #expect(facts == [9, true, true, 42, "hi", 0.25, .nil, false,
                          "float", "integer", "integer", "float", "a\0b\0", 4, .bytes([0xFF, 0xFE, 0]), 0,
                          2, 2, 2, 1, .nil])
    }

    @Test func aFunctionInATableIsRefusedByItsPath() throws {
        let harness = try DispatchHarness()
        #expect(harness.refusal("""
            dispatch.global:async(function(n, t) end, 1, {words = {"a", "b", print}}, nil)
            """) == "scripts/x.lua:1: dispatch.global:async: argument #2: field 'words[3]' is a function; \(onlyPlainData)")
        #expect(harness.refusal("""
            local x = 1
            dispatch.global:async(function(f) end, function() end, nil)
            """) == "scripts/x.lua:2: dispatch.global:async: argument #1 is a function; \(onlyPlainData)")
        #expect(harness.refusal("""
            dispatch.global:async(function(t) end, {level = {clues = {{text = "x", check = print}}}}, nil)
            """) == "scripts/x.lua:1: dispatch.global:async: argument #1: field 'level.clues[1].check' is a function; \(onlyPlainData)")
        #expect(harness.refusal("""
            dispatch.global:async(function(t) end, {["two words"] = {[2.5] = {[true] = print}}}, nil)
            """) == "scripts/x.lua:1: dispatch.global:async: argument #1: field '[\"two words\"][2.5][true]' is a function; \(onlyPlainData)")
        #expect(harness.queue.isIdle)
    }

    @Test func userdataThreadsAndTableKeysAreRefused() throws {
        let harness = try DispatchHarness()
        harness.lua.register(WrapTestView.self, global: "View")
        #expect(harness.refusal("""
            dispatch.global:async(function(t) end, {view = View()}, nil)
            """) == "scripts/x.lua:1: dispatch.global:async: argument #1: field 'view' is a View (userdata); \(onlyPlainData)")
        #expect(harness.refusal("""
            dispatch.global:async(function(a, b, c) end, 1, 2, coroutine.create(print), nil)
            """) == "scripts/x.lua:1: dispatch.global:async: argument #3 is a thread; \(onlyPlainData)")
        #expect(harness.refusal("""
            dispatch.global:async(function(t) end, {[{}] = 1}, nil)
            """) == "scripts/x.lua:1: dispatch.global:async: argument #1 has a key that is a table; \(onlyPlainData)")
        #expect(harness.refusal("""
            dispatch.global:async(function(t) end, {a = {[print] = 1}}, nil)
            """) == "scripts/x.lua:1: dispatch.global:async: argument #1: field 'a' has a key that is a function; \(onlyPlainData)")
    }

    @Test func cyclesAreRefusedButSharedTablesAreCopied() async throws {
        let harness = try DispatchHarness()
        #expect(harness.refusal("""
            local t = {}
            t.self = t
            dispatch.global:async(function(t) end, t, nil)
            """) == "scripts/x.lua:3: dispatch.global:async: argument #1: table contains a cycle (field 'self' refers to an enclosing table)")
        #expect(harness.refusal("""
            local level = {clues = {}}
            level.clues[1] = {owner = level}
            dispatch.global:async(function(t) end, level, nil)
            """) == "scripts/x.lua:3: dispatch.global:async: argument #1: table contains a cycle (field 'clues[1].owner' refers to an enclosing table)")
        try await harness.run("""
            local shared = {1, 2}
            dispatch.global:async(function(t) return t.a, t.b, t.a == t.b end, {a = shared, b = shared},
              function(a, b, same) result = {a[2], b[2], same} end)
            """)
        #expect(try harness.lua.global("result") == [2, 2, false])
    }

    @Test func nestingIsBounded() async throws {
        let harness = try DispatchHarness()
        #expect(harness.refusal("""
            local t = {}
            for i = 1, 250 do t = {t} end
            dispatch.global:async(function(t) end, t, nil)
            """) == "scripts/x.lua:3: dispatch.global:async: argument #1: tables nested deeper than 200 levels")
        try await harness.run("""
            local t = {"bottom"}
            for i = 1, 150 do t = {t} end
            dispatch.global:async(function(t)
              local depth = 0
              while type(t[1]) == "table" do t, depth = t[1], depth + 1 end
              return depth, t[1]
            end, t, function(depth, bottom) result = {depth, bottom} end)
            """)
        #expect(try harness.lua.global("result") == [150, "bottom"])
    }

    @Test func functionsWithUpvaluesAreRefusedByName() async throws {
        let harness = try DispatchHarness()
        #expect(harness.refusal("""
            local level = 3
            dispatch.global:async(function() return level end, nil)
            """) == "scripts/x.lua:2: dispatch.global:async: the function uses upvalue 'level' (a local from an enclosing scope); background functions may only use their arguments, globals and require")
        #expect(harness.refusal("""
            local words = require("main")
            local function parse(n) return words, n end
            dispatch.global:async(parse, 1, nil)
            """) == "scripts/x.lua:3: dispatch.global:async: the function uses upvalue 'words' (a local from an enclosing scope); background functions may only use their arguments, globals and require")
        #expect(harness.refusal("""
            dispatch.global:async(print, "x", nil)
            """) == "scripts/x.lua:1: dispatch.global:async: the background function is a built-in (C or Swift) function; background functions must be written in Lua")
        #expect(harness.refusal("""
            dispatch.global:async(42, nil)
            """) == "scripts/x.lua:1: dispatch.global:async: the first argument must be the background function (got number)")
        // Globals are fine: _ENV is the only upvalue allowed, rebound to the worker's globals.
        try await harness.run("""
            answer = 41
            dispatch.global:async(function(n) return (answer or 0) + n, string.upper("ok") end, 1,
              function(a, b) result = {a, b} end)
            """)
        #expect(try harness.lua.global("result") == [1, "OK"])
    }

    @Test func nonPlainResultsReachTheCompletionAsAnError() async throws {
        let harness = try DispatchHarness()
        try await harness.run("""
            dispatch.global:async(function()
              return 1, {f = print}
            end, function(v, err) result = {v == nil, err} end)
            """)
        #expect(try harness.lua.global("result") == [true, "scripts/x.lua:1: result #2: field 'f' is a function; only plain data (nil, booleans, numbers, strings, tables of those) can come back from a background queue"])
    }

    /// Results are encoded in the worker's state: each reason names its place there too.
    @Test func everyRefusalOfAResultNamesItsPlace() async throws {
        let harness = try DispatchHarness()
        let back = "only plain data (nil, booleans, numbers, strings, tables of those) can come back from a background queue"
        try await harness.run("""
            errors = {}
            local function keep(i) return function(v, err) errors[i] = err end end
            dispatch.global:async(function() return {list = {1, 2, print}} end, keep(1))
            dispatch.global:async(function() return 1, 2, coroutine.create(print) end, keep(2))
            dispatch.global:async(function() return {a = {[print] = true}} end, keep(3))
            dispatch.global:async(function() return {[{}] = 1} end, keep(4))
            dispatch.global:async(function() local t = {x = {}} t.x[1.5] = t return t end, keep(5))
            dispatch.global:async(function() local t = {} for i = 1, 250 do t = {t} end return "ok", t end, keep(6))
            """)
        #expect(try harness.lua.global("errors") == .array([
            "scripts/x.lua:3: result #1: field 'list[3]' is a function; \(back)",
            "scripts/x.lua:4: result #3 is a thread; \(back)",
            "scripts/x.lua:5: result #1: field 'a' has a key that is a function; \(back)",
            "scripts/x.lua:6: result #1 has a key that is a table; \(back)",
            "scripts/x.lua:7: result #1: table contains a cycle (field 'x[1.5]' refers to an enclosing table)",
            "scripts/x.lua:8: result #2: tables nested deeper than 200 levels",
        ].map(LuaValue.string)))
    }

    @Test func misusesOfTheCallAreExplained() throws {
        let harness = try DispatchHarness()
        #expect(harness.refusal("dispatch.global.async(function() end, nil)")
                == "scripts/x.lua:1: dispatch.global:async: call it with a colon: dispatch.global:async(fn, ..., completion)")
        #expect(harness.refusal("dispatch.global:async(function() end, 5)")
                == "scripts/x.lua:1: dispatch.global:async: the last argument must be the completion function, or nil for none (got number)")
        #expect(harness.refusal("dispatch.global:async(function() end)")
                == "scripts/x.lua:1: dispatch.global:async: expected the background function, its arguments and a completion (nil for none)")
        #expect(harness.refusal("dispatch.global('fast')")
                == "scripts/x.lua:1: dispatch.global: unknown quality of service 'fast' (expected background, utility, default, userInitiated or userInteractive)")
        #expect(harness.refusal("dispatch.main:after('soon', print)")
                == "scripts/x.lua:1: dispatch.main:after: the delay must be a number of seconds (got string)")
        #expect(harness.refusal("dispatch.main:async(nil)")
                == "scripts/x.lua:1: dispatch.main:async: the argument must be a function (got nil)")
    }
}
