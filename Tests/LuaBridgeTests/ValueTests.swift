import LuaBridge
import TestSupport
import Testing

@Suite struct ValueTests {
    /// Sends `value` to Lua and back through an identity function.
    private func roundTrip(_ value: LuaValue) throws -> LuaValue {
        let lua = try LuaState()
        try lua.run("function id(...) return ... end")
        let id = try #require(lua.globalReference("id"))
        return try id.call(value).first ?? .nil
    }

    @Test func scalarsRoundTrip() throws {
        for value: LuaValue in [.nil, true, false, 0, 42, -7, .int(Int.max), .int(Int.min), 0.5, -1e300, 3.0] {
            #expect(try roundTrip(value) == value)
        }
    }

    @Test func integersStayIntegersAndFloatsStayFloats() throws {
        let lua = try LuaState()
        try lua.run("function kind(x) return math.type(x) end")
        let kind = try #require(lua.globalReference("kind"))
        #expect(try kind.call(LuaValue.int(3)) == ["integer"])
        #expect(try kind.call(LuaValue.double(3)) == ["float"])
        #expect(try lua.run("return 7 // 2, 7 / 2, 2^53") == [.int(3), .double(3.5), .double(9007199254740992)])
    }

    @Test func stringsKeepTheirExactBytes() throws {
        #expect(try roundTrip("a\u{0}b") == "a\u{0}b")
        #expect(try roundTrip("héllo ✓") == "héllo ✓")
        #expect(try roundTrip(.bytes([0xff, 0x00, 0xfe])) == .bytes([0xff, 0x00, 0xfe]))
        let lua = try LuaState()
        lua.setGlobal("s", LuaValue.string("a\u{0}b"))
        #expect(try lua.run("return #s, s:byte(2)") == [3, 0])
        #expect(try lua.run("return '\\0\\1x'") == [.string("\u{0}\u{1}x")])
    }

    @Test func tablesRoundTrip() throws {
        let nested: LuaValue = [
            "name": "level 1",
            "scores": [1, 2.5, "three", false],
            "grid": [[1, 2], [3, 4]],
            "lookup": [.int(10): "ten", .double(0.5): "half", true: "yes"],
        ]
        #expect(try roundTrip(nested) == nested)
        #expect(try roundTrip([]) == [])
        let lua = try LuaState()
        #expect(try lua.run("return {1, 2, 3}, {x = 1}, {[2] = 'b'}") ==
                [[1, 2, 3], ["x": 1], .table([.int(2): "b"])])
    }

    /// Keys exactly 1…n make an array whatever order Lua keeps them in; any other keys a dictionary.
    @Test func tablesReadAsListsOrDictionaries() throws {
        let lua = try LuaState()
        #expect(try lua.run("""
            local backwards = {} for i = 5, 1, -1 do backwards[i] = i * 10 end
            return {[3] = 'c', [1] = 'a', [2] = 'b'}, backwards, {}, {1, x = 2}, {[1] = 'a', [3] = 'c'},
                   {[0] = 'zero', 'one'}, {[1.5] = 1, ['\\xff'] = 2}
            """) == [["a", "b", "c"], [10, 20, 30, 40, 50], [], .table([.int(1): 1, "x": 2]),
                     .table([.int(1): "a", .int(3): "c"]), .table([.int(0): "zero", .int(1): "one"]),
                     .table([.double(1.5): 1, .bytes([0xFF]): 2])])
    }

    @Test func nonPlainValuesAreRefusedClearly() throws {
        let lua = try LuaState()
        let error = luaError { try lua.run("return print") }
        #expect(error?.message == "result #1 is not a plain value (plain value expected, got function)")
        let cycle = luaError { try lua.run("local t = {} t.self = t return t") }
        #expect(cycle?.message == "result #1 is not a plain value (a table that contains itself)")
    }

    /// Every reason the plain-data encoder gives, as Swift reads results, arguments and globals.
    @Test func everyRefusalIsWordedAndLeavesTheStackAsItWas() throws {
        let lua = try LuaState()
        lua.register(WrapTestView.self, global: "View")
        let view = luaError { try lua.run("return 1, {v = View()}") }
        #expect(view?.message == "result #2 is not a plain value (plain value expected, got View)")
        let key = luaError { try lua.run("return {a = {[print] = 1}}") }
        #expect(key?.message == "result #1 is not a plain value (keys must be booleans, numbers or strings, got function)")
        let tableKey = luaError { try lua.run("return {[{}] = 1}") }
        #expect(tableKey?.message == "result #1 is not a plain value (keys must be booleans, numbers or strings, got table)")
        let deep = luaError { try lua.run("local t = {} for i = 1, 250 do t = {t} end return t") }
        #expect(deep?.message == "result #1 is not a plain value (tables nested too deeply)")
        #expect(try lua.run("local t = {'bottom'} for i = 1, 150 do t = {t} end return t") != [.nil])
        try lua.run("shared = {1} loop = {x = {y = {}}} loop.x.y.z = loop.x")
        let global = luaError { _ = try lua.global("loop") }
        #expect(global?.message == "global 'loop' is not a plain value (a table that contains itself)")
        // A table met twice but not inside itself is read twice.
        #expect(try lua.run("return {shared, shared}") == [[[1], [1]]])
        // A Swift function reading a refused argument: the encoder's leftovers are gone after.
        lua.setGlobal("probe") { call in
            let before = call.argumentCount
            let refusal: String
            do throws(LuaArgumentError) {
                _ = try call.value(1)
                refusal = "read"
            } catch {
                refusal = "refused"
            }
            call.push(refusal)
            call.push(Int(call.argumentCount - before))
        }
        #expect(try lua.run("return probe({a = {b = {c = print}}}, 'x')") == ["refused", 1])
        #expect(try lua.run("local t = {1, 2, k = 3} return probe(t)") == ["read", 1])
    }

    @Test func swiftClosuresAreLuaFunctions() throws {
        let lua = try LuaState()
        lua.setGlobal("greet") { call in call.push("hello, " + (try call.string(1))) }
        lua.setGlobal("pair") { call in
            call.push(try call.int(1) + 1)
            call.push(try call.double(2) * 2)
        }
        #expect(try lua.run("return greet('moon')") == ["hello, moon"])
        #expect(try lua.run("return pair(1, 1.5)") == [2, 3.0])
    }

    @Test func luaFunctionsHeldBySwiftAreReleased() throws {
        let lua = try LuaState()
        try lua.run("function make() return function(x) return x * 2 end end")
        let make = try #require(lua.globalReference("make"))
        try lua.run("collectgarbage()")
        let baseline = lua.memoryInUse
        for _ in 0..<1000 {
            let double = try #require(try make.callForReference())
            #expect(try double.call(LuaValue.int(21)) == [42])
        }
        lua.collectGarbage()
        #expect(lua.memoryInUse <= baseline + 1024)
    }

    @Test func referencesOutliveTheirStateSafely() throws {
        var lua: LuaState? = try LuaState()
        try lua?.run("function f() return 1 end")
        let f = try #require(lua?.globalReference("f"))
        #expect(try f.call() == [1])
        lua = nil
        #expect(luaError { try f.call() }?.message == "the Lua state is closed")
    }
}
