import LuaBridge
import MoonLua
import Testing

/// `dispatch.main` schedules on the engine's queue; completions arrive in dispatch order.
@Suite(.serialized) struct MainQueueDispatchTests {
    @Test func mainAsyncRunsAfterWhatIsQueuedAndAfterWaitsVirtualTime() throws {
        let harness = try DispatchHarness()
        try harness.lua.run("""
            order = {}
            dispatch.main:after(2, function() order[#order + 1] = "after 2 s" end)
            dispatch.main:async(function()
              order[#order + 1] = "first"
              dispatch.main:async(function() order[#order + 1] = "queued by first" end)
            end)
            dispatch.main:async(function() order[#order + 1] = "second" end)
            order[#order + 1] = "script"
            """, name: "scripts/x.lua")
        harness.queue.step(1)
        #expect(try harness.lua.global("order") == ["script", "first", "second", "queued by first"])
        harness.queue.step(1)
        #expect(try harness.lua.global("order") == ["script", "first", "second", "queued by first", "after 2 s"])
        #expect(harness.queue.now == 2)
    }

    @Test func completionsArriveInDispatchOrderWhateverFinishesFirst() async throws {
        let harness = try DispatchHarness(workers: 2)
        try await harness.run("""
            order = {}
            for i = 1, 20 do
              -- Early jobs take longest, so later ones finish first on the other worker.
              dispatch.global:async(function(n)
                local s = 0
                for k = 1, (21 - n) * 20000 do s = s + k end
                return n
              end, i, function(n) order[#order + 1] = n end)
            end
            """)
        let expected: [LuaValue] = (1...20).map { .int($0) }
        #expect(try harness.lua.global("order") == .array(expected))
    }

    @Test func qualityOfServiceQueues() async throws {
        let harness = try DispatchHarness()
        try await harness.run("""
            same = dispatch.global("default") == dispatch.global and dispatch.global() == dispatch.global
            names = {}
            for _, qos in ipairs({"background", "utility", "default", "userInitiated", "userInteractive"}) do
              dispatch.global(qos):async(function(q) return q end, qos, function(q) names[#names + 1] = q end)
            end
            """)
        #expect(try harness.lua.global("same") == true)
        #expect(try harness.lua.global("names") == ["background", "utility", "default", "userInitiated", "userInteractive"])
    }

    @Test func workerOutputIsPrintedOnTheMainStateBeforeItsCompletion() async throws {
        let harness = try DispatchHarness()
        try await harness.run("""
            for i = 1, 3 do
              dispatch.global:async(function(n) print("parsing", n) return n end, i,
                function(n) print("parsed", n) end)
            end
            """)
        #expect(harness.lines == ["parsing\t1", "parsed\t1", "parsing\t2", "parsed\t2", "parsing\t3", "parsed\t3"])
    }

    @Test func randomNumbersInWorkersDependOnDispatchOrderOnly() async throws {
        let script = """
            draws = {}
            for i = 1, 12 do
              dispatch.global:async(function() return math.random(1, 1000000) end, function(r) draws[#draws + 1] = r end)
            end
            """
        var runs: [LuaValue] = []
        for workers in [1, 2, 2] {
            let harness = try DispatchHarness(workers: workers, seed: 7)
            try await harness.run(script)
            runs.append(try harness.lua.global("draws"))
        }
        #expect(runs[0] == runs[1])
        #expect(runs[1] == runs[2])
        let other = try DispatchHarness(workers: 2, seed: 8)
        try await other.run(script)
        #expect(try other.lua.global("draws") != runs[0])
    }
}
