import LuaBridge
import Cassowary

/// `ui.solver.Solver()`: Cassowary for scripts. Constraints are added with a strength, edit
/// variables take suggested values, and `update()` writes every variable's `value`.
enum WrapSolver: LuaBinding {
    static let luaName = "Solver"

    static func bind(_ c: inout LuaClassBuilder<ScriptSolver>) {
        c.constructor("()") { _ in ScriptSolver() }
        // `solver:add(c, strength)`: returns the constraint.
        c.method("add", "(constraint: Constraint, strength?: Strength): Constraint") { solver, call in
            let constraint = try call.object(2, as: ScriptConstraint.self)
            let strength = try SolverOperands.strength(call, 3, otherwise: .required)
            try SolverOperands.solving(call) { () throws(SolverError) in try solver.add(constraint, strength: strength) }
            call.push(object: constraint)
        }
        c.method("remove", "(constraint: Constraint)") { solver, call in
            let constraint = try call.object(2, as: ScriptConstraint.self)
            let removed = try SolverOperands.solving(call) { () throws(SolverError) in try solver.remove(constraint) }
            guard removed else { throw SolverOperands.located(call, "constraint \(constraint.name) is not in this solver") }
        }
        c.method("has", "(constraint: Constraint): boolean") { solver, call in call.push(solver.has(try call.object(2, as: ScriptConstraint.self))) }
        c.method("addEditVariable", "(variable: Variable, strength?: Strength)") { solver, call in
            let variable = try call.object(2, as: Variable.self)
            let strength = try SolverOperands.strength(call, 3, otherwise: .strong)
            try SolverOperands.solving(call) { () throws(SolverError) in
                try solver.solver.addEditVariable(variable, strength: strength)
            }
        }
        c.method("removeEditVariable", "(variable: Variable)") { solver, call in
            let variable = try call.object(2, as: Variable.self)
            try SolverOperands.solving(call) { () throws(SolverError) in try solver.solver.removeEditVariable(variable) }
        }
        c.method("suggest", "(variable: Variable, value: number)") { solver, call in
            let variable = try call.object(2, as: Variable.self)
            let value = try call.double(3)
            guard value.isFinite else {
                throw LuaArgumentError(index: 3, message: "a finite number expected, got \(value.isNaN ? "nan" : "\(value)")")
            }
            try SolverOperands.solving(call) { () throws(SolverError) in try solver.solver.suggestValue(variable, value) }
        }
        c.method("update", "()") { solver, _ in solver.solver.updateVariables() }
    }
}
