import LuaBridge
import Cassowary

/// The Swift functions behind `ui.solver` (installed in the module's native table).
enum SolverNatives {
    static func install(_ native: (String, @escaping LuaSwiftFunction) -> Void) {
        native("newVariable") { call in
            call.push(object: Variable(try call.argument(1, as: String?.self) ?? ""))
        }
        native("newSolver") { call in call.push(object: Solver()) }
        // (solver, variables, coefficients, constant, relation, strength) → constraint
        native("solverAdd") { call in
            let solver = try call.object(1, as: Solver.self)
            let variables = try objects(call, 2, as: Variable.self)
            guard case .array(let coefficients) = try call.value(3), coefficients.count == variables.count else {
                throw LuaArgumentError(index: 3, message: "one coefficient per variable expected")
            }
            var terms: [Term] = []
            for (variable, value) in zip(variables, coefficients) {
                terms.append(Term(variable, number(value)))
            }
            let relation = try LuaGeometry.choice(call, 5, ["eq": Relation.equal, "le": .lessThanOrEqual,
                                                            "ge": .greaterThanOrEqual])
            let constraint = Constraint(Expression(terms, constant: try call.double(4)), relation, 0,
                                        strength: try strength(call, 6))
            let site = LuaAnchors.scriptLocation(call)
            constraint.label = site.map { "\($0.file):\($0.line)" }
            do throws(SolverError) {
                try solver.addConstraint(constraint)
            } catch {
                throw LuaError(message(error, constraint), file: site?.file, line: site?.line)
            }
            call.push(object: constraint)
        }
        native("solverRemove") { call in
            let solver = try call.object(1, as: Solver.self), constraint = try call.object(2, as: Constraint.self)
            try located(call) { () throws(SolverError) in try solver.removeConstraint(constraint) }
        }
        native("solverHas") { call in
            call.push(try call.object(1, as: Solver.self).hasConstraint(try call.object(2, as: Constraint.self)))
        }
        native("solverAddEdit") { call in
            let solver = try call.object(1, as: Solver.self), variable = try call.object(2, as: Variable.self)
            let s = call.argumentCount >= 3 ? try strength(call, 3) : .strong
            try located(call) { () throws(SolverError) in try solver.addEditVariable(variable, strength: s) }
        }
        native("solverRemoveEdit") { call in
            let solver = try call.object(1, as: Solver.self), variable = try call.object(2, as: Variable.self)
            try located(call) { () throws(SolverError) in try solver.removeEditVariable(variable) }
        }
        native("solverSuggest") { call in
            let solver = try call.object(1, as: Solver.self), variable = try call.object(2, as: Variable.self)
            let value = try call.double(3)
            try located(call) { () throws(SolverError) in try solver.suggestValue(variable, value) }
        }
        native("solverUpdate") { call in try call.object(1, as: Solver.self).updateVariables() }
    }

    private static func number(_ value: LuaValue) -> Double {
        switch value {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return .nan
        }
    }

    /// `"required"` (the default), `"strong"`, `"medium"`, `"weak"`, or a UIKit priority 1…1000.
    private static func strength(_ call: LuaCall, _ index: Int32) throws -> Strength {
        switch try call.value(index) {
        case .nil: return .required
        case .int, .double: return .priority(try call.double(index))
        default:
            return try LuaGeometry.choice(call, index, ["required": Strength.required, "strong": .strong,
                                                        "medium": .medium, "weak": .weak])
        }
    }

    /// The bound objects in the array argument `index`.
    private static func objects<T: AnyObject>(_ call: LuaCall, _ index: Int32, as type: T.Type) throws -> [T] {
        try call.objects(index, as: T.self) { position, _ in "item \(position) is not a solver variable" }
    }

    /// Runs a solver call, turning its error into a Lua error at the script's line.
    private static func located(_ call: LuaCall, _ body: () throws(SolverError) -> Void) throws {
        do throws(SolverError) {
            try body()
        } catch {
            let site = LuaAnchors.scriptLocation(call)
            throw LuaError(message(error, nil), file: site?.file, line: site?.line)
        }
    }

    static func message(_ error: SolverError, _ constraint: Constraint?) -> String {
        func name(_ c: Constraint) -> String { c.label ?? c.description }
        switch error {
        case .unsatisfiableConstraint(let c, let conflicting):
            let others = conflicting.filter { $0 !== c }.map(name).joined(separator: ", ")
            // The error is raised at the constraint's own line, so its neighbours are what to name.
            return "unsatisfiable constraint" + (others.isEmpty ? "" : ": it conflicts with \(others)")
        case .duplicateConstraint(let c): return "constraint \(name(c)) was already added"
        case .unknownConstraint(let c): return "constraint \(name(c)) is not in this solver"
        case .duplicateEditVariable(let v): return "\(v.description) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v.description) is not an edit variable (add it with addEditVariable)"
        case .requiredEditVariable(let v): return "\(v.description) cannot be a required edit variable: use strong, medium or weak"
        case .nonFiniteValue: return "a coefficient, constant or suggested value is not a finite number"
        }
    }
}
