import LuaBridge
import MoonLua
import Testing

/// Worker states are reused from job to job, and replaced after a failure.
@Suite(.serialized) struct WorkerPoolTests {
    static let files = [
        "counter.lua": """
            LOADS = (LOADS or 0) + 1
            return {}
            """,
    ]

    @Test func oneWorkerReusesItsStateAndReplacesItAfterAnError() async throws {
        let harness = try DispatchHarness(files: Self.files, workers: 1)
        try await harness.run("""
            results = {}
            -- Each job is dispatched from the previous one's completion: jobs waiting for
            -- the one worker are not started in dispatch order, so the order is made here.
            local function job(i)
              if i > 6 then return end
              dispatch.global:async(function(fail)
                require("counter")
                JOBS = (JOBS or 0) + 1
                if fail then error("job failed") end
                return LOADS, JOBS
              end, i == 3, function(loads, jobs)
                results[#results + 1] = loads and (loads .. " load, job " .. jobs) or jobs
                job(i + 1)
              end)
            end
            job(1)
            """)
        #expect(try harness.lua.global("results") == [
            "1 load, job 1", "1 load, job 2", "scripts/x.lua:9: job failed",
            "1 load, job 1", "1 load, job 2", "1 load, job 3",
        ])
    }

    @Test func aPoolLoadsAModuleOncePerWorkerNotOncePerJob() async throws {
        let harness = try DispatchHarness(files: Self.files, workers: 2)
        try await harness.run("""
            loads, fresh, jobs = 0, 0, 0
            for i = 1, 40 do
              dispatch.global:async(function()
                require("counter")
                JOBS = (JOBS or 0) + 1
                return LOADS, JOBS
              end, function(l, j)
                loads = math.max(loads, l)
                jobs = jobs + 1
                if j == 1 then fresh = fresh + 1 end
              end)
            end
            """)
        #expect(try harness.lua.global("jobs") == 40)
        #expect(try harness.lua.global("loads") == 1)  // never twice in one state
        let fresh = try harness.lua.global("fresh")
        #expect(fresh == 1 || fresh == 2)  // states made: at most one per worker
    }

    @Test func aStateOverItsBudgetIsReplaced() async throws {
        let harness = try DispatchHarness(files: Self.files, workers: 1, instructionBudget: 200_000)
        try await harness.run("""
            results = {}
            -- Chained, so the one worker runs them in this order (waiting jobs start in any order).
            local spins = {false, true, false}
            local function job(i)
              if i > #spins then return end
              dispatch.global:async(function(s)
                JOBS = (JOBS or 0) + 1
                while s do end
                return JOBS
              end, spins[i], function(j, err)
                results[#results + 1] = j or err
                job(i + 1)
              end)
            end
            job(1)
            """)
        // The second job's state ran out of budget and was replaced: the third starts at 1.
        #expect(try harness.lua.global("results") == [1, "scripts/x.lua:8: instruction budget of 200000 exceeded", 1])
    }
}
