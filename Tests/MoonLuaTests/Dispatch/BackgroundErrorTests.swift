import LuaBridge
import MoonLua
import Testing

/// Errors in background functions reach their completion; errors on the main queue
/// reach `onError`, and the queue goes on.
@Suite(.serialized) struct BackgroundErrorTests {
    @Test func anErrorInTheFunctionReachesTheCompletionWithFileAndLine() async throws {
        let harness = try DispatchHarness()
        try await harness.run("""
            dispatch.global:async(function(n)
              if n > 2 then
                error("level " .. n .. " is broken")
              end
              return n
            end, 3, function(value, err) result = {value == nil, err} end)
            """)
        #expect(try harness.lua.global("result") == [true, "scripts/x.lua:3: level 3 is broken"])
        #expect(harness.log.errors.isEmpty)
    }

    /// The completion's third argument is the failure's parts; a file whose name Lua cuts to
    /// its last 56 characters is named whole, and relative to the script root.
    @Test func theCompletionGetsTheFailureAsATableWithTheWholeFileName() async throws {
        let module = "a_folder_whose_name_is_long_enough_that_lua_cuts_it.broken_level_parser"
        let file = module.replacingOccurrences(of: ".", with: "/") + ".lua"
        let harness = try DispatchHarness(files: [file: "return function()\n  error('no rows')\nend"])
        try await harness.run("""
            dispatch.global:async(function() return require("\(module)")() end, function(value, err, failure)
              result = {value == nil, err, failure.message, failure.file, failure.line, failure.relativeFile,
                        failure.located, type(failure.traceback)}
            end)
            """)
        let whole = harness.folder.path(file)
        #expect(try harness.lua.global("result") == [
            true, .string("\(whole):2: no rows"), "no rows", .string(whole), 2, .string(file),
            .string("\(whole):2: no rows"), "string",
        ])
        #expect(harness.log.errors.isEmpty)
    }

    @Test func anErrorInTheFunctionWithoutCompletionGoesToOnError() async throws {
        let harness = try DispatchHarness()
        try await harness.run("""
            dispatch.global:async(function()
              local missing
              return missing.field
            end, nil)
            """)
        #expect(harness.log.errors.map(\.located) == ["scripts/x.lua:3: attempt to index a nil value (local 'missing')"])
        #expect(harness.log.errors.first?.traceback?.contains("scripts/x.lua:3:") == true)
    }

    @Test func errorsInCompletionsAndMainFunctionsAreReportedAndLaterOnesStillRun() async throws {
        let harness = try DispatchHarness()
        try await harness.run("""
            dispatch.global:async(function() return 1 end, function(v) error("completion " .. v .. " failed") end)
            dispatch.global:async(function() return 2 end, function(v) after = v end)
            dispatch.main:async(function() local x = nil; return x.y end)
            dispatch.main:async(function() mainRan = true end)
            """)
        #expect(harness.log.errors.map(\.located) == [
            "scripts/x.lua:1: completion 1 failed",
            "scripts/x.lua:3: attempt to index a nil value (local 'x')",
        ])
        let first = try #require(harness.log.errors.first)
        #expect(first.file == "scripts/x.lua")
        #expect(first.line == 1)
        #expect(first.traceback?.hasPrefix("stack traceback:") == true)
        #expect(first.traceback?.contains("scripts/x.lua:1:") == true)
        #expect(try harness.lua.global("after") == 2)
        #expect(try harness.lua.global("mainRan") == true)
    }

    @Test func limitsOfTheMainStateApplyInWorkers() async throws {
        let budget = try DispatchHarness(instructionBudget: 100_000)
        try await budget.run("""
            dispatch.global:async(function()
              while true do end
            end, function(v, err) result = err end)
            """)
        #expect(try budget.lua.global("result") == "scripts/x.lua:2: instruction budget of 100000 exceeded")

        let memory = try DispatchHarness(memoryLimit: 32 << 20)
        try await memory.run("""
            dispatch.global:async(function()
              return #string.rep("x", 1e9)
            end, function(v, err) result = err end)
            """)
        #expect(try memory.lua.global("result") == "scripts/x.lua:2: memory limit of 32 MB exceeded")
    }

    @Test func closingTheStateDropsPendingCompletions() async throws {
        let harness = try DispatchHarness()
        try harness.lua.run("""
            for i = 1, 10 do
              dispatch.global:async(function(n) return n end, i, function(n) error("must not run") end)
            end
            dispatch.main:async(function() error("must not run either") end)
            """, name: "scripts/x.lua")
        harness.lua.close()
        _ = try await onOwnThread { [harness] in harness.queue.runUntilIdle() }
        #expect(harness.queue.isIdle)
        #expect(harness.log.errors.isEmpty)
    }

    @Test func completionResultsAreIgnored() async throws {
        let harness = try DispatchHarness()
        try await harness.run("""
            dispatch.global:async(function() return 1 end, function(v) done = v; return print, coroutine.create(print) end)
            dispatch.main:async(function() return print end)
            """)
        #expect(harness.log.errors.isEmpty)
        #expect(try harness.lua.global("done") == 1)
    }
}
