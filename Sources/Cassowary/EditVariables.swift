/// Edit variables: a variable the caller moves (dragging, animating), held by an optional
/// `v == value` constraint whose constant `suggestValue` changes in place.
extension Solver {
    public func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
        let id = ObjectIdentifier(v)
        if edits[id] != nil { throw .duplicateEditVariable(v) }
        if strength.isRequired { throw .requiredEditVariable(v) }
        let c = Constraint(Expression(v), .equal, 0, strength: strength)
        c.label = "edit \(v.name)"
        do { try addConstraint(c) } catch { throw error }
        edits[id] = c
    }

    public func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let c = edits.removeValue(forKey: ObjectIdentifier(v)) else { throw .unknownEditVariable(v) }
        try removeConstraint(c)
    }

    public func hasEditVariable(_ v: Variable) -> Bool { edits[ObjectIdentifier(v)] != nil }

    /// Asks for `v == value` at the edit variable's strength; cheap (a few dual pivots).
    public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        guard let c = edits[ObjectIdentifier(v)] else { throw .unknownEditVariable(v) }
        try setConstant(of: c, to: value)
    }
}
