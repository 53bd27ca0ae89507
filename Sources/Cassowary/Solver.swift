/// An incremental Cassowary solver.
///
/// Required constraints always hold; the others are satisfied as well as possible, level by
/// level (see `Strength`). Adding, removing and changing constants are incremental: each call
/// pivots only what it touches. Single-threaded: use one solver per thread.
public final class Solver {
    /// All the solver's state; the public calls below forward to it (see `SolverCore`).
    var core = SolverCore()
    /// The edit variables and the constraint that holds each (`EditVariables.swift`).
    var edits: [ObjectIdentifier: Constraint] = [:]

    public init() {
        core.owner = ObjectIdentifier(self)
    }

    deinit {
        core.forgetCaches()
    }

    public func addConstraint(_ c: Constraint) throws(SolverError) { try core.addConstraint(c) }

    public func removeConstraint(_ c: Constraint) throws(SolverError) { try core.removeConstraint(c) }

    public func hasConstraint(_ c: Constraint) -> Bool { core.hasConstraint(c) }

    /// Changes the right-hand constant of `c` (UIKit's `constant`) without removing it: the
    /// change goes through the constraint's marker or error symbols, as a suggestion does,
    /// then the dual simplex restores feasibility. Throws (and changes nothing) if `c` is
    /// required and cannot hold with its new constant.
    public func setConstant(of c: Constraint, to constant: Double) throws(SolverError) {
        try core.setConstant(of: c, to: constant)
    }

    /// Writes `Variable.value` for every variable the solver knows (0 for a parametric one).
    public func updateVariables() { core.updateVariables() }

    /// Forgets every constraint, edit variable and variable.
    public func reset() {
        edits.removeAll()
        core.reset()
    }
}
