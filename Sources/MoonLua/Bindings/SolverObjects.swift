import Cassowary
import LuaBridge

/// What `ui.solver` scripts hold besides variables: a linear expression (`2 * x + y - 3`), a
/// constraint not yet added (`x:eq(y + 10)`), and a solver that remembers which constraint of the
/// script it added as which of Cassowary's. Bound in `WrapSolverExpression`, `WrapSolverConstraint`
/// and `WrapSolver`; the arithmetic and the checks are in `SolverOperands`.

/// A linear expression a script built from variables and numbers.
final class ScriptExpression {
    /// Its charge against the script's memory limit (`LuaChargeCarrier`).
    var luaMemoryCharge: LuaMemoryCharge?
    let expression: Expression

    init(_ expression: Expression) { self.expression = expression }
}

/// `a:eq(b)`, `a:le(b)` or `a:ge(b)`: what to compare, and where the script said so. The
/// strength comes with `solver:add(c, strength)`, so a constraint is Cassowary's only once added.
final class ScriptConstraint {
    /// Its charge against the script's memory limit (`LuaChargeCarrier`).
    var luaMemoryCharge: LuaMemoryCharge?
    /// `a − b`, compared with 0.
    let expression: Expression
    let relation: Relation
    /// `file:line` where the script made it, as messages name it.
    let label: String?

    init(_ expression: Expression, _ relation: Relation, label: String?) {
        self.expression = expression
        self.relation = relation
        self.label = label
    }

    /// How messages name it: where it was made, else its equation.
    var name: String { label ?? Constraint(expression, relation, 0).description }
}

/// A Cassowary solver and the constraints a script added to it.
final class ScriptSolver {
    /// Its charge against the script's memory limit (`LuaChargeCarrier`).
    var luaMemoryCharge: LuaMemoryCharge?
    let solver = Solver()
    /// Cassowary's constraint for each script constraint added, by the script constraint's
    /// identity (the entry holds it, so the identity stays its own).
    private var added: [ObjectIdentifier: (script: ScriptConstraint, constraint: Constraint)] = [:]

    /// Adds the constraint with a strength; refused when it is in already or cannot hold.
    func add(_ c: ScriptConstraint, strength: Strength) throws(SolverError) {
        if let entry = added[ObjectIdentifier(c)] { throw .duplicateConstraint(entry.constraint) }
        let constraint = Constraint(c.expression, c.relation, 0, strength: strength)
        constraint.label = c.label
        try solver.addConstraint(constraint)
        added[ObjectIdentifier(c)] = (c, constraint)
        charge(terms: constraint.expression.terms.count, gained: true)
    }

    /// The bytes the constraints and edit variables in the solver weigh (its tableau's rows).
    private var heldBytes = 0

    /// Counts a row of `terms` terms that the solver gained (or lost) against the memory limit.
    private func charge(terms: Int, gained: Bool) {
        let bytes = ScriptMemory.solverRowBytes(terms: terms)
        heldBytes += gained ? bytes : -bytes
        luaMemoryCharge?.setPart("constraints", bytes: heldBytes)
    }

    func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try solver.addEditVariable(variable, strength: strength)
        charge(terms: 1, gained: true)
    }

    func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try solver.removeEditVariable(variable)
        charge(terms: 1, gained: false)
    }

    /// Removes the constraint; false when it is not in this solver.
    func remove(_ c: ScriptConstraint) throws(SolverError) -> Bool {
        guard let entry = added[ObjectIdentifier(c)] else { return false }
        try solver.removeConstraint(entry.constraint)
        added[ObjectIdentifier(c)] = nil
        charge(terms: entry.constraint.expression.terms.count, gained: false)
        return true
    }

    func has(_ c: ScriptConstraint) -> Bool { added[ObjectIdentifier(c)] != nil }
}
