import LuaBridge
import TestSupport
import Testing

/// The lines a state runs, per file: the line hook `moonkit explore` counts coverage with.
@Suite struct LineCoverageTests {
    static let files = [
        "main.lua": """
            local rules = require "rules"
            local total = 0
            for i = 1, 3 do
              total = total + rules.double(i)
            end
            if total > 100 then
              error("never")
            end
            return total
            """,
        "rules.lua": """
            local M = {}
            function M.double(x)
              return 2 * x
            end
            function M.never()
              return 0
            end
            return M
            """,
    ]

    @Test func theLinesRunAreCountedPerFileOnceAsked() throws {
        let folder = try ScriptFolder(Self.files)
        let lua = try LuaState(root: folder.root, instructionBudget: 1_000_000)
        _ = try lua.run("return 1", name: "before")
        #expect(lua.linesRun().isEmpty)
        lua.startLineCoverage()
        #expect(try lua.run(file: folder.path("main.lua")) == [12])
        let run = lua.linesRun()
        #expect(run.keys.sorted() == [folder.path("main.lua"), folder.path("rules.lua")])
        // The loop's `end`, the error and the `if`'s `end` never run; nor does M.never's body.
        #expect(run[folder.path("main.lua")] == [1, 2, 3, 4, 6, 9])
        #expect(run[folder.path("rules.lua")] == [1, 2, 3, 4, 5, 7, 8])
    }

    @Test func theBudgetStillStopsALoopWhileLinesAreCounted() throws {
        let folder = try ScriptFolder(["loop.lua": "while true do\nend\n"])
        let lua = try LuaState(root: folder.root, instructionBudget: 5_000)
        lua.startLineCoverage()
        let error = try #require(luaError { try lua.run(file: folder.path("loop.lua")) })
        #expect(error.kind == .instructionBudget)
        #expect(error.located == "\(folder.path("loop.lua")):1: instruction budget of 5000 exceeded")
        #expect(lua.linesRun()[folder.path("loop.lua")] == [1])
    }
}
