import Testing
@testable import LuaBridge
import TestSupport
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
            "\(folder.path("game.lua")):5: an expression can only be multiplied by a number (number expected, got Variable)"))
    }

    @Test("misuse is an error at the script's line that names the script's names")
    func misuse() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            local S = ui.solver
            local x, y = S.Variable "x", S.Variable "y"
            local solver = S.Solver()
            local function try(f) local ok, err = pcall(f); return err end
            local stray = x:eq(1)
            messages = {
              try(function() solver:add(42) end),
              try(function() solver:remove(stray) end),
              try(function() return x * y end),
              try(function() solver:suggest(x, 0/0) end),
              try(function() solver:add(stray, "mega") end),
              try(function() solver:add(stray, 0/0) end),
              try(function() return x + "a" end),
              try(function() return x:eq({}) end),
              try(function() return S.Variable(42) end),
              try(function() solver:addEditVariable(5) end),
              try(function() solver:suggest(y, 1) end),
              try(function() solver:add(stray); solver:add(stray) end),
              try(function() solver:add(stray, {}) end),
            }
            """))
        defer { withExtendedLifetime(folder) {} }
        let file = folder.path("game.lua")
        #expect(try runtime.lua.global("messages") == .array([
            "\(file):9: bad argument #1 to 'add' (Constraint expected, got number)",
            "\(file):10: constraint \(file):7 is not in this solver",
            "\(file):11: an expression can only be multiplied by a number (number expected, got Variable)",
            "\(file):12: bad argument #2 to 'suggest' (a finite number expected, got nan)",
            "\(file):13: bad argument #2 to 'add' ('mega' is not one of medium, required, strong, weak)",
            "\(file):14: bad argument #2 to 'add' (a priority must be a number from 1 to 1000, got nan)",
            "\(file):15: number, variable or expression expected, got string",
            "\(file):16: bad argument #1 to 'eq' (number, Variable or Expression expected, got table)",
            "\(file):17: bad argument #1 to 'Variable' (string expected, got number)",
            "\(file):18: bad argument #1 to 'addEditVariable' (Variable expected, got number)",
            "\(file):19: y is not an edit variable (add it with addEditVariable)",
            "\(file):20: constraint \(file):7 was already added",
            "\(file):21: bad argument #2 to 'add' (strength (a name or a priority) expected, got table)",
        ].map { LuaValue.string($0) }))
    }

    @Test("variables, expressions, constraints and solvers are bound classes like every other")
    func objectModel() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            local S = ui.solver
            local x = S.Variable.new "x"
            local e = 2 * x - 3
            local c = e:ge(x / 2 + 1)
            local solver = S.Solver()
            local added = solver:add(c)
            solver:add(x:le(10), "strong")
            solver:add(x:eq(4), 750)
            solver:update()
            before = { tostring(x), x.name, x.value, added == c, solver:has(c), c.label }
            solver:remove(c)
            solver:add((-x):eq(-9), "required")
            solver:update()
            after = { solver:has(c), x.value, S.Variable().name }
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.global("before") == [.string("Variable x"), .string("x"), .double(4), .bool(true), .bool(true),
                                                     .string("\(folder.path("game.lua")):6")])
        #expect(try runtime.lua.global("after") == [.bool(false), .double(9), .string("")])
    }

    @Test("removing a required equality that another repeats keeps the repetition holding (issue 25)")
    func removingARepeatedEquality() throws {
        let (runtime, folder) = try runGame(app("", extra: """
            local S = ui.solver
            local x, y = S.Variable "x", S.Variable "y"
            local s = S.Solver()
            local a = s:add(x:eq(y))
            s:add(x:eq(y))
            s:add(x:eq(10), "weak"); s:add(y:eq(20), "strong")
            s:remove(a); s:update()
            values = { x.value, y.value, s:has(a) }
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.global("values") == [.double(20), .double(20), .bool(false)])
    }
}
