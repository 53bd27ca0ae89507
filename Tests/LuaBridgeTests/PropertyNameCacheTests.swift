import LuaBridge
import Testing

/// Two properties whose names are longer than the strings Lua interns, and a short one.
final class TestLongNames {
    var first = 1
    var second = 2
    var short = 3
}

enum WrapTestLongNames: LuaBinding {
    static let luaName = "LongNames"
    /// 45 bytes each, past LUAI_MAXSHORTLEN (40): every string built with this text is a new object.
    static let firstName = "aPropertyWhoseNameRunsPastFortyBytesOfText_A"
    static let secondName = "aPropertyWhoseNameRunsPastFortyBytesOfText_B"

    static func bind(_ c: inout LuaClassBuilder<TestLongNames>) {
        c.constructor { TestLongNames() }
        c.property(firstName, get: { $0.first }, set: { $0.first = $1 })
        c.property(secondName, get: { $0.second }, set: { $0.second = $1 })
        c.property("short", get: { $0.short }, set: { $0.short = $1 })
    }
}

/// The getter and setter caches of bound classes (CMoonLua's classes.c) remember property names
/// by the address of their string; these pin what that must never change.
@Suite struct PropertyNameCacheTests {
    private func state() throws -> LuaState {
        let lua = try LuaState()
        lua.register(WrapTestLongNames.self, global: "LongNames")
        return lua
    }

    @Test func aLongNameFreedAndItsAddressReusedFindsItsOwnProperty() throws {
        let lua = try state()
        // Each name is a fresh string; once the first is collected, the second is most likely
        // made in its block. A cache keyed by the first one's address would answer for it.
        let results = try lua.run("""
            local object = LongNames()
            local prefix = "aPropertyWhoseNameRunsPastFortyBytesOfText_"
            local wrongReads, wrongWrites = 0, 0
            for i = 1, 300 do
              local first = table.concat({prefix, "A"})
              if object[first] ~= 1 then wrongReads = wrongReads + 1 end
              object[first] = 1
              first = nil
              collectgarbage()
              local second = table.concat({prefix, "B"})
              if object[second] ~= 2 then wrongReads = wrongReads + 1 end
              object[second] = 2
              second = nil
              collectgarbage()
            end
            object[table.concat({prefix, "B"})] = 20
            return wrongReads, object[prefix .. "A"], object[prefix .. "B"]
            """, name: "long.lua")
        #expect(results == [0, 1, 20])
    }

    @Test func shortNamesMadeAtRunTimeAreTheInternedOnes() throws {
        let lua = try state()
        let results = try lua.run("""
            local object = LongNames()
            local total = 0
            for i = 1, 100 do
              local name = ("sh") .. ("ort")   -- built each time, yet the same interned string
              object[name] = i
              total = total + object[name]
            end
            return total, object.short
            """)
        #expect(results == [5050, 100])
    }

    @Test func keysThatAreNotStringsNeverHitACachedName() throws {
        let lua = try state()
        let results = try lua.run("""
            local object = LongNames()
            local _ = object.short                -- cached
            local key = {}
            local function read(k) local ok, e = pcall(function() return object[k] end); return e end
            return read(1), read(true), read(key):match("has no member %[table: ") ~= nil, object.short
            """)
        // Reading a member a class lacks is an error (issue 24; it read nil), whatever the key.
        #expect(results == ["string:4: LongNames has no member [1]", "string:4: LongNames has no member [true]", true, 3])
    }
}
