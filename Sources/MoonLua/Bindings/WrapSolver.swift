import LuaBridge
import Cassowary

/// `ui.solver.Solver()`: Cassowary for scripts. Constraints are added with a strength, edit
/// variables take suggested values, and `update()` writes every variable's `value`.
enum WrapSolver: LuaBinding {
    static let luaName = "Solver"

    static func bind(_ c: inout LuaClassBuilder<ScriptSolver>) {
        c.constructor(charging: ScriptMemory.solverBytes(terms: 0)) { ScriptSolver() }
        // `solver:add(c, strength)`: returns the constraint.
        c.method("add(constraint, strength?)") { (solver, constraint: ScriptConstraint, strength: Strength?) in
            try SolverOperands.solving { () throws(SolverError) in try solver.add(constraint, strength: strength ?? .required) }
            return constraint
        }
        c.method("remove(constraint)") { (solver, constraint: ScriptConstraint) in
            let removed = try SolverOperands.solving { () throws(SolverError) in try solver.remove(constraint) }
            guard removed else { throw LuaError("constraint \(constraint.name) is not in this solver") }
        }
        c.method("has(constraint)") { (solver, constraint: ScriptConstraint) in solver.has(constraint) }
        c.method("addEditVariable(variable, strength?)") { (solver, variable: Variable, strength: Strength?) in
            try SolverOperands.solving { () throws(SolverError) in
                try solver.addEditVariable(variable, strength: strength ?? .strong)
            }
        }
        c.method("removeEditVariable(variable)") { (solver, variable: Variable) in
            try SolverOperands.solving { () throws(SolverError) in try solver.removeEditVariable(variable) }
        }
        c.method("suggest(variable, value)") { (solver, variable: Variable, value: Double) in
            guard value.isFinite else {
                throw LuaArgumentError(index: 2, message: "a finite number expected, got \(NumberText.of(value))")
            }
            try SolverOperands.solving { () throws(SolverError) in try solver.solver.suggestValue(variable, value) }
        }
        c.method("update()") { solver in solver.solver.updateVariables() }
    }
}
