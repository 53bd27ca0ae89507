import LuaBridge
import MoonLua
import Testing

/// Every job runs in a fresh worker state: nothing one job leaves or replaces reaches another.
@Suite(.serialized) struct WorkerPoolTests {
    static let files = [
        "counter.lua": """
            LOADS = (LOADS or 0) + 1
            return {}
            """,
    ]

    @Test func oneWorkerGivesEveryJobAFreshState() async throws {
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
        // Before jobs had fresh states, the one worker's globals carried over: job 2, then 1, 2, 3.
        #expect(try harness.lua.global("results") == [
            "1 load, job 1", "1 load, job 1", "scripts/x.lua:9: job failed",
            "1 load, job 1", "1 load, job 1", "1 load, job 1",
        ])
    }

    @Test func everyJobLoadsItsModulesAfresh() async throws {
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
        #expect(try harness.lua.global("fresh") == 40)  // every job its own state (reused: 1 or 2)
    }

    @Test func aJobAfterOneOverItsBudgetStartsFresh() async throws {
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
        // The second job ran out of budget; the third, like every job, starts at 1.
        #expect(try harness.lua.global("results") == [1, "scripts/x.lua:8: instruction budget of 200000 exceeded", 1])
    }

    @Test func globalsLeftByEarlierJobsDoNotChangeResults() async throws {
        let harness = try DispatchHarness(workers: 2)
        try await harness.run("""
            out = {}
            for i = 1, 40 do
              dispatch.global:async(function(i)
                N = (N or 0) + 1
                for k = 1, (i % 7) * 20000 do end
                return N
              end, i, function(n) out[#out + 1] = n end)
            end
            """)
        // With reused states this counted 1, 2, 3… in an order that changed from run to run.
        #expect(try harness.lua.global("out") == .array(Array(repeating: .int(1), count: 40)))
    }

    @Test func aJobThatReplacesFilesReadDoesNotPoisonTheNext() async throws {
        let harness = try DispatchHarness(files: ["data.txt": "the data"], workers: 1)
        try await harness.run("""
            results = {}
            dispatch.global:async(function()
              files.read = function() return "poisoned" end
              return files.read("data.txt")
            end, function(text)
              results[1] = text
              dispatch.global:async(function() return files.read("data.txt") end, function(text)
                results[2] = text
              end)
            end)
            """)
        #expect(try harness.lua.global("results") == ["poisoned", "the data"])
    }
}
