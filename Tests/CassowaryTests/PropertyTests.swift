import Testing
@testable import Cassowary
#if canImport(Glibc)
import Glibc
#endif

let fuzzTrace = getenv("FUZZ_TRACE") != nil

/// SplitMix64: a small deterministic generator, so every failure can be replayed by its seed.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) / 1_000_000 < p }
}

/// A constant in −20…20 plus one to three terms over `variables`, with coefficients in −3…3
/// (never 0), halved one time in five.
func randomExpression(_ rng: inout SplitMix, _ variables: [Variable]) -> Expression {
    var e = Expression(Double(rng.int(-20...20)))
    for _ in 0..<rng.int(1...3) {
        var k = Double(rng.int(-3...3))
        if k == 0 { k = 1 }
        if rng.chance(0.2) { k /= 2 }
        e = e + Term(variables[rng.int(0...(variables.count - 1))], k)
    }
    return e
}

/// How far a constraint is from holding with the variables' current values.
func violation(_ c: Constraint) -> Double {
    let v = c.expression.value
    switch c.relation {
    case .equal: return abs(v)
    case .lessThanOrEqual: return max(0, v)
    case .greaterThanOrEqual: return max(0, -v)
    }
}

/// The total error of each priority level, highest first.
func errorsByLevel(_ constraints: [Constraint]) -> [(Double, Double)] {
    var totals: [Double: Double] = [:]
    for c in constraints where !c.strength.isRequired { totals[c.strength.priority, default: 0] += violation(c) }
    return totals.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
}

/// One random run: its solver, the constraints it holds, and the edit variables' suggestions.
final class Fuzzer {
    let seed: Int
    var rng: SplitMix
    let variables: [Variable]
    let solver = Solver()
    var active: [Constraint] = []          // in the order they were added
    var edits: [Variable: (Strength, Double)] = [:]
    let strengths: [Strength] = [.required, .required, .strong, .medium, .weak, .priority(750), .priority(250)]

    init(seed: Int) {
        self.seed = seed
        rng = SplitMix(state: UInt64(seed) &* 7919 &+ 17)
        let count = rng.int(3...7)
        variables = (0..<count).map { Variable("v\($0)") }
    }

    var snapshot: [Double] { variables.map(\.value) }

    /// Every required constraint holds, and a fresh solver given the same constraints reaches
    /// the same error at each level (the optimum is unique as a vector of errors).
    func check(_ context: String) throws {
        let broken = solver.brokenInvariant()
        #expect(broken == nil, "seed \(seed) \(context): \(broken ?? "")")
        if fuzzTrace, let broken { print("BROKEN \(broken)") }
        solver.updateVariables()
        for c in active where c.strength.isRequired {
            #expect(violation(c) < 1e-8, "seed \(seed) \(context): \(c) violated by \(violation(c))")
        }
        var all = active
        for (v, (strength, value)) in edits { all.append(v.eq(Expression(value), strength: strength)) }
        let got = errorsByLevel(all)
        let fresh = Solver()
        for c in all { try fresh.addConstraint(Constraint(c.expression, c.relation, 0, strength: c.strength)) }
        fresh.updateVariables()
        let expected = errorsByLevel(all)
        for (a, b) in zip(got, expected) {
            let same = a.0 == b.0 && abs(a.1 - b.1) < 1e-6 * max(1, abs(b.1))
            #expect(same, "seed \(seed) \(context): level \(a.0) error \(a.1), a fresh solver gets \(b.1)")
            if !same && fuzzTrace { print("MISMATCH level \(a.0): \(a.1) vs fresh \(b.1)") }
            if !same { break }
        }
        solver.updateVariables()   // our own values back (the fresh solver overwrote them)
    }

    func step(_ step: Int) throws {
        solver.updateVariables()
        let before = snapshot
        let choice = rng.int(0...9)
        if choice <= 4 {
            let relation = [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual][rng.int(0...2)]
            let c = Constraint(randomExpression(&rng, variables), relation, 0, strength: strengths[rng.int(0...(strengths.count - 1))])
            if fuzzTrace { print("add \(c) as \(solver.tableau.symbolCount)") }
            do {
                try solver.addConstraint(c)
                active.append(c)
            } catch {
                guard case .unsatisfiableConstraint(let failed, _) = error else { throw error }
                #expect(failed === c)
                #expect(!solver.hasConstraint(c))
                solver.updateVariables()
                #expect(snapshot == before, "seed \(seed) step \(step): a failed add changed values")
            }
        } else if choice <= 6 {
            if active.isEmpty { return }
            let c = active.remove(at: rng.int(0...(active.count - 1)))
            if fuzzTrace { print("remove \(c) marker \(solver.constraints[c, owner: ObjectIdentifier(solver)]!.marker)") }
            try solver.removeConstraint(c)
        } else if choice == 7 {
            if active.isEmpty { return }
            let c = active[rng.int(0...(active.count - 1))]
            let k = Double(rng.int(-25...25))
            if fuzzTrace { print("setConstant \(c) to \(k)") }
            do {
                try solver.setConstant(of: c, to: k)
            } catch {
                guard case .unsatisfiableConstraint(let failed, _) = error else { throw error }
                #expect(failed === c)
                solver.updateVariables()
                #expect(snapshot == before, "seed \(seed) step \(step): a failed setConstant changed values")
            }
        } else {
            let v = variables[rng.int(0...(variables.count - 1))]
            if edits[v] == nil {
                let strength = strengths[rng.int(2...(strengths.count - 1))]
                if fuzzTrace { print("edit \(v) \(strength)") }
                try solver.addEditVariable(v, strength: strength)
                edits[v] = (strength, 0)
            } else if rng.chance(0.2) {
                if fuzzTrace { print("remove edit \(v)") }
                try solver.removeEditVariable(v)
                edits[v] = nil
            } else {
                let value = Double(rng.int(-30...30))
                if fuzzTrace { print("suggest \(v) \(value)") }
                try solver.suggestValue(v, value)
                edits[v]!.1 = value
            }
        }
        if fuzzTrace { solver.updateVariables(); print("   values \(snapshot)") }
        try check("step \(step)")
    }

    func removeEverything() throws {
        for c in active {
            if fuzzTrace { print("remove \(c) marker \(solver.constraints[c, owner: ObjectIdentifier(solver)]!.marker)") }
            try solver.removeConstraint(c)
        }
        for v in edits.keys { try solver.removeEditVariable(v) }
        active.removeAll()
        edits.removeAll()
        solver.updateVariables()
        for v in variables { #expect(abs(v.value) < 1e-9, "seed \(seed): \(v) is \(v.value) with nothing left") }
        if fuzzTrace {
            for (i, row) in solver.tableau.rows.enumerated() where row.basic >= 0 {
                print("left row \(i) basic \(row.basic) \(solver.tableau.kinds[Int(row.basic)]) = \(row.constant) + \(row.cells.map { ($0.symbol, $0.coefficient) })")
            }
        }
    }
}

@Suite struct PropertyTests {
    /// Random operations (add, remove, setConstant, edit variables and suggestions); checked
    /// after each one, and at the end removing everything brings every value back to 0.
    @Test(arguments: 0..<200)
    func randomOperations(seed: Int) throws {
        if let only = getenv("FUZZ_SEED"), Int(String(cString: only)) != seed { return }
        let fuzzer = Fuzzer(seed: seed)
        for step in 0..<40 { try fuzzer.step(step) }
        try fuzzer.removeEverything()
    }
}

/// Long chains of definitions (a stack of views, a grid row) taken apart and put back in
/// random order: after each step the required constraints hold and the errors match a solver
/// built afresh from the constraints that remain.
@Suite struct DefinitionChainTests {
    func chainConstraints(_ n: Int, total: Double) -> ([Constraint], [Variable]) {
        var constraints: [Constraint] = []
        var variables: [Variable] = []
        var previousBottom: Variable?
        for i in 0..<n {
            let top = Variable("top\(i)"), bottom = Variable("bottom\(i)"), height = Variable("height\(i)")
            variables += [top, bottom, height]
            constraints.append(bottom.eq(top + height))
            constraints.append(height.ge(20))
            constraints.append(height.eq(44, strength: .weak))
            constraints.append(height.le(60, strength: .medium))
            if let previousBottom {
                constraints.append(top.eq(previousBottom + 8))
            } else {
                constraints.append(top.eq(0))
            }
            previousBottom = bottom
        }
        constraints.append(previousBottom!.eq(Expression(total), strength: .strong))
        return (constraints, variables)
    }

    func check(_ solver: Solver, _ active: [Constraint], _ context: String) throws {
        solver.updateVariables()
        for c in active where c.strength.isRequired {
            #expect(violation(c) < 1e-8, "\(context): \(c) violated by \(violation(c))")
        }
        let got = errorsByLevel(active)
        let fresh = Solver()
        for c in active { try fresh.addConstraint(Constraint(c.expression, c.relation, 0, strength: c.strength)) }
        fresh.updateVariables()
        let expected = errorsByLevel(active)
        for (a, b) in zip(got, expected) {
            let same = a.0 == b.0 && abs(a.1 - b.1) < 1e-6 * max(1, abs(b.1))
            #expect(same, "\(context): level \(a.0) error \(a.1), a fresh solver gets \(b.1)")
            if !same { break }
        }
        solver.updateVariables()
        #expect(solver.brokenInvariant() == nil, "\(context): \(solver.brokenInvariant() ?? "")")
    }

    @Test(arguments: 0..<12)
    func takeApartAndRebuild(seed: Int) throws {
        var rng = SplitMix(state: UInt64(seed) &+ 99)
        let (all, variables) = chainConstraints(30, total: seed % 2 == 0 ? 1552 : 1000)
        let solver = Solver()
        for c in all { try solver.addConstraint(c) }
        var active = all
        var removed: [Constraint] = []
        try check(solver, active, "built")
        for step in 0..<60 {
            if !active.isEmpty && (removed.isEmpty || rng.chance(0.6)) {
                let c = active.remove(at: rng.int(0...(active.count - 1)))
                try solver.removeConstraint(c)
                removed.append(c)
            } else {
                let c = removed.remove(at: rng.int(0...(removed.count - 1)))
                do {
                    try solver.addConstraint(c)
                    active.append(c)
                } catch {
                    guard case .unsatisfiableConstraint = error else { throw error }
                    removed.append(c)
                }
            }
            if step % 3 == 0 { try check(solver, active, "seed \(seed) step \(step)") }
        }
        for c in active { try solver.removeConstraint(c) }
        solver.updateVariables()
        for v in variables { #expect(abs(v.value) < 1e-9, "seed \(seed): \(v) is \(v.value) with nothing left") }
    }
}
