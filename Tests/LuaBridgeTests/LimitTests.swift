import Foundation
import LuaBridge
import TestSupport
import Synchronization
import Testing

@Suite struct LimitTests {
    @Test func anInfiniteLoopIsStoppedByTheBudget() throws {
        let lua = try LuaState(instructionBudget: 1_000_000)
        let error = try #require(luaError { try lua.run("local n = 0\nwhile true do n = n + 1 end", name: "loop.lua") })
        #expect(error.kind == .instructionBudget)
        #expect(error.located == "loop.lua:2: instruction budget of 1000000 exceeded")
        #expect(error.traceback?.contains("loop.lua:2: in main chunk") == true)
        // The state stays usable, and the next entry gets a fresh budget.
        #expect(try lua.run("local s = 0 for i = 1, 1000 do s = s + i end return s") == [500500])
    }

    @Test func theBudgetCannotBeSwallowedByPcall() throws {
        let lua = try LuaState(instructionBudget: 100_000)
        let error = luaError {
            try lua.run("while true do pcall(function() while true do end end) end", name: "sly.lua")
        }
        #expect(error?.kind == .instructionBudget)
        #expect(error?.message == "instruction budget of 100000 exceeded")
    }

    @Test func memoryInUseComesBackOnceBlocksOfEverySizeAreFreed() throws {
        // Blocks grow and shrink across the small-block classes and past them (pooled, then
        // malloc'd, then pooled again); what the state counts must come back to where it was.
        let lua = try LuaState()
        lua.collectGarbage()
        let before = lua.memoryInUse
        try lua.run("""
            local keep = {}
            for n = 1, 300 do
              local t = {}
              for i = 1, n do t[i] = i end          -- the array part grows through every class
              for i = n, 1, -1 do t[i] = nil end
              keep[n % 7 + 1] = t
              keep[8] = string.rep("x", n * 3)      -- strings of every size
            end
            keep = nil
            """)
        lua.collectGarbage()
        #expect(lua.memoryInUse == before)
        #expect(try lua.run("local t = {} for i = 1, 1000 do t[i] = ('%d'):format(i) end return #t") == [1000])
    }

    @Test func aHugeStringIsStoppedByTheMemoryCeiling() throws {
        let lua = try LuaState(memoryLimit: 64 << 20)
        let error = try #require(luaError { try lua.run("local s = string.rep('x', 1e9)", name: "big.lua") })
        #expect(error.kind == .memoryLimit)
        #expect(error.message == "memory limit of 64 MB exceeded")
        // Lua raises memory errors without the message handler; the place is the allocator's.
        #expect(error.located == "big.lua:1: memory limit of 64 MB exceeded")
        #expect(lua.memoryInUse < 64 << 20)
        #expect(try lua.run("return #string.rep('x', 1000)") == [1000])
    }

    @Test func growingTablesAreStoppedByTheMemoryCeiling() throws {
        let lua = try LuaState(memoryLimit: 8 << 20)
        let error = luaError { try lua.run("local t = {} for i = 1, 1e8 do t[i] = {i} end", name: "grow.lua") }
        #expect(error?.kind == .memoryLimit)
        lua.collectGarbage()
        #expect(lua.memoryInUse < 1 << 20)
        #expect(try lua.run("return 1 + 1") == [2])
    }

    @Test func memoryTakenInsideSwiftIsRaisedAfterSwiftReturns() throws {
        let lua = try LuaState(memoryLimit: 4 << 20)
        let counter = LiveCounter()
        // The allocation happens while a Swift frame is active: it must not longjmp
        // through it (the Tracked object would never be released); the limit is
        // reported once the frame has returned.
        lua.setGlobal("bloat") { call in
            let tracked = Tracked(counter)
            _ = tracked
            call.push(LuaValue.string(String(repeating: "y", count: 8 << 20)))
        }
        let error = try #require(luaError { try lua.run("local s = bloat()", name: "bloat.lua") })
        #expect(error.kind == .memoryLimit)
        #expect(error.located == "bloat.lua:1: memory limit of 4 MB exceeded")
        #expect(counter.live == 0)
        lua.collectGarbage()
        #expect(try lua.run("return 'still here'") == ["still here"])
    }

    @Test func theWatchdogNamesTheCallbackStuckOutsideLua() throws {
        // A Swift function that does not return stands for C code no hook can stop
        // (string.find backtracking): the watchdog, on its own thread, names the entry.
        let reports = Mutex<[String]>([])
        let watchdog = Watchdog(seconds: 0.1) { line in reports.withLock { $0.append(line) } }
        let lua = try LuaState()
        watchdog.watch(lua, as: "game")
        lua.setGlobal("stall") { _ in usleep(400_000) }
        try lua.run("local function quick() end\nquick()", name: "quick.lua")
        try lua.run("\nlocal function stuck()\n  stall()\nend\nstuck()", name: "stuck.lua")
        try lua.run("return 1", name: "after.lua")
        usleep(150_000)
        #expect(reports.withLock { $0 } == [
            "game: stuck.lua (main chunk) has run for more than 0.1 s of machine time without returning: "
                + "stopped by the watchdog (machine time)",
        ])
    }

    @Test func engineObjectChargesCountAgainstTheCeilingAndGoWithTheirObject() throws {
        let lua = try LuaState(memoryLimit: 4 << 20)
        var kept: [LuaMemoryCharge] = []
        lua.setGlobal("make") { call in kept.append(LuaMemoryCharge(call.state, bytes: 1 << 20)) }
        let before = lua.memoryInUse
        let error = try #require(luaError { try lua.run("for i = 1, 10 do make() end", name: "make.lua") })
        #expect(error.located == "make.lua:1: memory limit of 4 MB exceeded", "\(error.kind) \(error.description)")
        #expect(kept.count == 4)                          // the fourth passed the ceiling
        #expect(lua.memoryInUse > 4 << 20)
        kept.removeAll()
        #expect(lua.memoryInUse < before + (1 << 20))
        #expect(try lua.run("make() return 'room again'") == ["room again"])
    }
}
