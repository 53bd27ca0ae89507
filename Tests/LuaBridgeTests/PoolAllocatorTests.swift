import CMoonLua
@testable import LuaBridge
import Testing

/// The small-block pool of Lua's allocator (CMoonLua's runtime.c), kept for its measured gain:
/// small blocks come from per-size free lists carved out of slabs, and the memory count stays
/// exact whichever way a block moves between the pool and malloc.
@Suite struct PoolAllocatorTests {
    /// How many slabs the state's pool has taken from malloc.
    private func slabCount(_ lua: LuaState) -> Int {
        var count = 0
        var slab = lua.runtime.pointee.pool.slabs
        while let current = slab {
            count += 1
            slab = current.load(as: UnsafeMutableRawPointer?.self)
        }
        return count
    }

    @Test func freedSmallBlocksAreTakenAgainBeforeANewSlab() throws {
        let lua = try LuaState()
        // The collector is stopped during each round, so every round makes the same garbage
        // and reaches the same peak; a full collection then frees all of it.
        try lua.run("""
            collectgarbage("stop")
            function round()
              local keep = {}
              for i = 1, 2000 do keep[i % 50 + 1] = {i, tostring(i) .. "x", {}} end
              collectgarbage("collect")
            end
            round()
            """)
        let afterOneRound = slabCount(lua)
        #expect(afterOneRound > 0)  // small blocks come from the pool
        try lua.run("for n = 1, 30 do round() end")
        #expect(slabCount(lua) == afterOneRound)
    }

    @Test func theMemoryCountIsLuasOwnToTheByte() throws {
        let lua = try LuaState()
        lua.setGlobal("counted") { call in call.push(LuaState.from(call.L).memoryInUse) }
        // Blocks grow from pooled classes into malloc's and shrink back (the table's array
        // part), strings of every size come and go; Lua's own count must match ours exactly.
        let results = try lua.run("""
            local t, mismatches = {}, 0
            for n = 1, 600 do
              t[n] = string.rep("s", n)
              if n % 100 == 0 then
                for i = n, n - 90, -1 do t[i] = nil end
                collectgarbage("collect")
              end
              local ours, luas = counted(), collectgarbage("count") * 1024
              if ours ~= luas then mismatches = mismatches + 1 end
            end
            return mismatches
            """)
        #expect(results == [0])
    }
}
