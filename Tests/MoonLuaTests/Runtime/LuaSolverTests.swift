import Testing
@testable import LuaBridge
@testable import MoonLua

@Suite("ui.solver from Lua")
struct LuaSolverTests {
    @Test("the classic midpoint system, edit suggestions, and a conflict named by its lines")
    func midpoint() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            local S = ui.solver
            local left, mid, right = S.Variable "left", S.Variable "mid", S.Variable "right"
            local solver = S.Solver()
            solver:add(mid:eq((left + right) / 2))
            solver:add(right:ge(left + 10))
            solver:add(left:ge(0))
            solver:add(right:le(100))
            solver:add(left:eq(30), "weak")
            solver:update()
            first = { left.value, mid.value, right.value }
            solver:addEditVariable(mid, "strong")
            solver:suggest(mid, 2)
            solver:update()
            second = { left.value, mid.value, right.value }
            local ok, err = pcall(function() solver:add(right:le(-5)) end)
            third = err
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.global("first") == [.double(30), .double(35), .double(40)])
        #expect(try runtime.lua.global("second") == [.double(0), .double(5), .double(10)])
        let file = folder.path("game.lua")
        #expect(try runtime.lua.global("third") == .string(
            "\(file):17: unsatisfiable constraint: it conflicts with \(file):7, \(file):8"))
    }

    @Test("arithmetic refuses what is not linear")
    func refusals() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            local S = ui.solver
            local x, y = S.Variable "x", S.Variable "y"
            local ok, err = pcall(function() return x * y end)
            message = err
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.global("message") == .string(
            "\(folder.path("game.lua")):5: an expression can only be multiplied by a number (number expected, got table)"))
    }
}
