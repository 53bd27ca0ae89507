/// How the two sides of a constraint compare.
public enum Relation: Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `lhs relation rhs` with a strength; the solver keeps `expression = lhs − rhs` compared to 0.
///
/// Identity is the object. The same constraint can be in one solver at a time per solver.
public final class Constraint: Hashable, CustomStringConvertible {
    public let relation: Relation
    public let strength: Strength
    /// Where it came from, for diagnostics (e.g. `"scripts/game.lua:12"`).
    public var label: String?

    /// `lhs − rhs` with its terms merged (a variable appears once) and near-zero
    /// coefficients (|c| < `Constraint.tolerance`) dropped.
    public var expression: Expression { Expression(terms, constant: lhsConstant - rhsConstant) }

    /// The constant of the right-hand side (UIKit's `constant` in `a = m·b + constant`).
    /// `Solver.setConstant(of:to:)` changes it.
    public var constant: Double { rhsConstant }

    /// Coefficients smaller than this (in magnitude) are treated as zero, here and in the solver.
    public static let tolerance = 1e-8

    let terms: [Term]
    let lhsConstant: Double
    var rhsConstant: Double
    /// The solver holding this constraint in its table, and the slot there (see `ConstraintTable`).
    var cachedSolver: ObjectIdentifier?
    var cachedSlot: Int32 = -1

    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.relation = relation
        self.strength = strength
        self.lhsConstant = lhs.constant
        self.rhsConstant = rhs.constant
        // Merge repeated variables, keeping first-appearance order (pivot choices depend on it).
        var merged: [Term] = []
        func add(_ v: Variable, _ c: Double) {
            for i in merged.indices where merged[i].variable === v {
                merged[i].coefficient += c
                return
            }
            merged.append(Term(v, c))
        }
        if rhs.terms.isEmpty && lhs.terms.count <= 16 && !Constraint.repeatsVariable(lhs.terms) {
            merged = lhs.terms   // already merged: share the caller's array
        } else if lhs.terms.count + rhs.terms.count <= 16 {
            merged.reserveCapacity(lhs.terms.count + rhs.terms.count)
            for t in lhs.terms { add(t.variable, t.coefficient) }
            for t in rhs.terms { add(t.variable, -t.coefficient) }
        } else {
            var index: [ObjectIdentifier: Int] = [:]
            for (t, sign) in lhs.terms.map({ ($0, 1.0) }) + rhs.terms.map({ ($0, -1.0) }) {
                if let i = index[ObjectIdentifier(t.variable)] {
                    merged[i].coefficient += sign * t.coefficient
                } else {
                    index[ObjectIdentifier(t.variable)] = merged.count
                    merged.append(Term(t.variable, sign * t.coefficient))
                }
            }
        }
        if merged.contains(where: { abs($0.coefficient) < Constraint.tolerance }) {
            merged.removeAll { abs($0.coefficient) < Constraint.tolerance }
        }
        self.terms = merged
    }

    private static func repeatsVariable(_ terms: [Term]) -> Bool {
        for i in terms.indices {
            for j in terms.indices where j > i && terms[j].variable === terms[i].variable { return true }
        }
        return false
    }

    public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        var text = ""
        for (i, t) in terms.enumerated() {
            let c = t.coefficient
            text += i == 0 ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ")
            if abs(c) != 1 { text += "\(abs(c))*" }
            text += t.variable.name.isEmpty ? "v" : t.variable.name
        }
        let k = lhsConstant - rhsConstant
        if k != 0 || terms.isEmpty { text += terms.isEmpty ? "\(k)" : (k < 0 ? " - \(-k)" : " + \(k)") }
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        text += " \(op) 0"
        if !strength.isRequired { text += " (\(strength))" }
        if let label { text += " [\(label)]" }
        return text
    }
}

/// Why a solver call failed. A failed call leaves the solver exactly as it was.
///
/// `@unchecked Sendable`: an error may be carried to another thread to be reported, but the
/// constraints and variables it names stay single-threaded objects of their solver's thread.
public enum SolverError: Error, Equatable, @unchecked Sendable {
    /// A required constraint cannot hold together with the required constraints in `conflicting`
    /// (a set that, with it, has no solution; UIKit's "Unable to simultaneously satisfy constraints").
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value was NaN or infinite.
    case nonFiniteValue
}
