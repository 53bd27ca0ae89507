import Testing
@testable import Cassowary

/// Exact behaviour of the solver on small systems.
@Suite struct SolverTests {
    @Test func equalities() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint((x + y).eq(20))
        try s.addConstraint(x.eq(5))
        s.updateVariables()
        #expect(x.value == 5)
        #expect(y.value == 15)
    }

    @Test func inequalitiesAgainstPreferences() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint(x.ge(10))
        try s.addConstraint(x.eq(0, strength: .weak))
        try s.addConstraint(y.le(5))
        try s.addConstraint(y.eq(10, strength: .weak))
        s.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 5)
    }

    @Test func strongBeatsWeak() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint(x.eq(-2, strength: .weak))
        try s.addConstraint(x.eq(2, strength: .strong))
        s.updateVariables()
        #expect(x.value == 2)
        let t = Solver()
        try t.addConstraint(x.eq(2, strength: .medium))
        try t.addConstraint(x.eq(-2, strength: .strong))
        t.updateVariables()
        #expect(x.value == -2)
    }

    /// A higher priority beats any number of lower ones: one at 751 against a thousand at 750.
    @Test func priorityDominance() throws {
        let x = Variable("x")
        let s = Solver()
        for _ in 0..<1000 { try s.addConstraint(x.eq(0, strength: .priority(750))) }
        try s.addConstraint(x.eq(100, strength: .priority(751)))
        s.updateVariables()
        #expect(x.value == 100)
        // The same thousand spread over different variables tied to x.
        let t = Solver()
        let y = Variable("y")
        for i in 0..<1000 {
            let v = Variable("v\(i)")
            try t.addConstraint(v.eq(x + Double(i)))
            try t.addConstraint(v.le(Expression(Double(i)), strength: .priority(750)))
        }
        try t.addConstraint(x.eq(Expression(y)))
        try t.addConstraint(y.ge(5, strength: .priority(751)))
        t.updateVariables()
        #expect(x.value == 5)
        // Inside one level, counts matter: two at 750 beat one at 750.
        let u = Solver()
        try u.addConstraint(x.eq(1, strength: .priority(750)))
        try u.addConstraint(x.eq(1, strength: .priority(750)))
        try u.addConstraint(x.eq(9, strength: .priority(750)))
        u.updateVariables()
        #expect(x.value == 1)
    }

    @Test func strengthsOrderAndPriorities() {
        #expect(Strength.weak < Strength.medium)
        #expect(Strength.medium < Strength.strong)
        #expect(Strength.strong < Strength.required)
        #expect(Strength.priority(1000).isRequired)
        #expect(Strength.priority(2000) == .required)
        #expect(!Strength.priority(999).isRequired)
        #expect(Strength.priority(751) > Strength.priority(750))
    }

    @Test func requiredConflictLeavesStateUnchanged() throws {
        let v = Variable("v")
        let s = Solver()
        let atLeastOne = v.ge(1)
        try s.addConstraint(atLeastOne)
        try s.addConstraint(v.eq(3, strength: .weak))
        s.updateVariables()
        #expect(v.value == 3)
        let atMostZero = v.le(0)
        #expect(throws: SolverError.unsatisfiableConstraint(atMostZero, conflicting: [atLeastOne])) {
            try s.addConstraint(atMostZero)
        }
        #expect(!s.hasConstraint(atMostZero))
        #expect(s.hasConstraint(atLeastOne))
        s.updateVariables()
        #expect(v.value == 3)
        try s.addConstraint(v.le(2))
        s.updateVariables()
        #expect(v.value == 2)
    }

    /// A conflict found only after pivoting (phase one with an artificial variable).
    @Test func conflictAfterPivotingIsRolledBack() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        let sum = (x + y).eq(10)
        let bigX = x.ge(6)
        try s.addConstraint(sum)
        try s.addConstraint(bigX)
        try s.addConstraint(z.eq(x + y + 1))
        try s.addConstraint(x.eq(8, strength: .weak))
        s.updateVariables()
        let before = [x.value, y.value, z.value]
        #expect(before == [8, 2, 11])
        let bigY = y.ge(6)
        do {
            try s.addConstraint(bigY)
            Issue.record("expected a conflict")
        } catch let error {
            guard case .unsatisfiableConstraint(let c, let conflicting) = error else {
                Issue.record("wrong error \(error)"); return
            }
            #expect(c === bigY)
            #expect(Set(conflicting.map(ObjectIdentifier.init)) == Set([sum, bigX].map(ObjectIdentifier.init)))
        }
        s.updateVariables()
        #expect([x.value, y.value, z.value] == before)
        #expect(!s.hasConstraint(bigY))
        // The solver still works normally afterwards.
        try s.addConstraint(y.ge(3))
        s.updateVariables()
        #expect([x.value, y.value, z.value] == [7, 3, 11])
    }

    /// A required equality on a variable that optional constraints already hold (a button's
    /// `height == 44` after its content size) is solved for one of their slacks or errors;
    /// when that would break another required row, phase one finds the conflict as before.
    @Test func requiredEqualityOnHeldVariable() throws {
        let h = Variable("h"), y = Variable("y")
        let s = Solver()
        try s.addConstraint(h.le(18, strength: .priority(250)))
        try s.addConstraint(h.ge(18, strength: .priority(750)))
        try s.addConstraint(y.eq(h + 10))
        let cap = h.le(50)
        try s.addConstraint(cap)
        try s.addConstraint(h.eq(44))
        s.updateVariables()
        #expect([h.value, y.value] == [44, 54])
        #expect(s.brokenInvariant() == nil)

        let low = Variable("low")
        let t = Solver()
        try t.addConstraint(low.le(18, strength: .priority(250)))
        try t.addConstraint(low.ge(18, strength: .priority(750)))
        let lowCap = low.le(30)
        try t.addConstraint(lowCap)
        let tooHigh = low.eq(44)
        #expect(throws: SolverError.unsatisfiableConstraint(tooHigh, conflicting: [lowCap])) {
            try t.addConstraint(tooHigh)
        }
        t.updateVariables()
        #expect(low.value == 18)
        #expect(t.brokenInvariant() == nil)
    }

    @Test func contradictoryConstants() throws {
        let s = Solver()
        let c = Constraint(Expression(1), .equal, Expression(2))
        #expect(throws: SolverError.unsatisfiableConstraint(c, conflicting: [])) { try s.addConstraint(c) }
        let x = Variable("x")
        let a = x.eq(1)
        try s.addConstraint(a)
        let b = x.eq(2)
        #expect(throws: SolverError.unsatisfiableConstraint(b, conflicting: [a])) { try s.addConstraint(b) }
        // The same equation twice is fine.
        try s.addConstraint(x.eq(1))
        s.updateVariables()
        #expect(x.value == 1)
    }

    @Test func duplicateAndUnknownErrors() throws {
        let x = Variable("x")
        let s = Solver()
        let c = x.eq(1)
        try s.addConstraint(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try s.addConstraint(c) }
        let d = x.eq(2)
        #expect(throws: SolverError.unknownConstraint(d)) { try s.removeConstraint(d) }
        #expect(throws: SolverError.unknownConstraint(d)) { try s.setConstant(of: d, to: 3) }
        try s.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try s.addEditVariable(x, strength: .weak) }
        let y = Variable("y")
        #expect(throws: SolverError.unknownEditVariable(y)) { try s.removeEditVariable(y) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try s.suggestValue(y, 1) }
        #expect(throws: SolverError.requiredEditVariable(y)) { try s.addEditVariable(y, strength: .required) }
        #expect(!s.hasEditVariable(y))
        #expect(s.hasEditVariable(x))
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
        #expect(throws: SolverError.nonFiniteValue) { try s.addConstraint(y.eq(Expression(.nan))) }
    }

    @Test func removeRestoresEarlierSolution() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint(x.eq(20, strength: .weak))
        try s.addConstraint(y.eq(x + 5))
        s.updateVariables()
        #expect([x.value, y.value] == [20, 25])
        let c = x.le(10)
        try s.addConstraint(c)
        let d = y.ge(40, strength: .medium)
        try s.addConstraint(d)
        s.updateVariables()
        #expect([x.value, y.value] == [10, 15])
        try s.removeConstraint(c)
        s.updateVariables()
        #expect([x.value, y.value] == [35, 40])
        try s.removeConstraint(d)
        s.updateVariables()
        #expect([x.value, y.value] == [20, 25])
        #expect(!s.hasConstraint(c))
    }

    @Test func underConstrained() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint((x + y).eq(10))
        s.updateVariables()
        #expect(abs(x.value + y.value - 10) < 1e-12)
    }

    /// mid == (left + right) / 2, right >= left + 10, 0 <= left, right <= 100, weak left == 50.
    @Test func midpoint() throws {
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        let s = Solver()
        try s.addConstraint(mid.eq((left + right) / 2))
        try s.addConstraint(right.ge(left + 10))
        try s.addConstraint(left.ge(0))
        try s.addConstraint(right.le(100))
        try s.addConstraint(left.eq(50, strength: .weak))
        try s.addConstraint(right.eq(60, strength: .weak))
        s.updateVariables()
        #expect([left.value, mid.value, right.value] == [50, 55, 60])
        try s.addEditVariable(mid, strength: .strong)
        for m in [30.0, 95, 50, 7] {
            try s.suggestValue(mid, m)
            s.updateVariables()
            #expect(abs(mid.value - m) < 1e-9)
            #expect(right.value >= left.value + 10 - 1e-9)
            #expect(abs(mid.value - (left.value + right.value) / 2) < 1e-9)
            #expect(left.value >= -1e-9 && right.value <= 100 + 1e-9)
        }
        // Beyond the reach of the required constraints the edit gives way.
        try s.suggestValue(mid, -20)
        s.updateVariables()
        #expect([left.value, mid.value, right.value] == [0, 5, 10])
        try s.suggestValue(mid, 200)
        s.updateVariables()
        #expect([left.value, mid.value, right.value] == [90, 95, 100])
        try s.removeEditVariable(mid)
        s.updateVariables()
        #expect([left.value, mid.value, right.value] == [50, 55, 60])
    }

    /// BENCH-WORKLOADS.md's trap: a solver that loses infeasible rows gets cw wrong here.
    @Test func dualOptimisationTrap() throws {
        let cw = Variable("cw"), w = Variable("w")
        let s = Solver()
        try s.addEditVariable(cw, strength: .strong)
        try s.addConstraint(cw.eq(w + 16))
        try s.addConstraint(w.ge(41, strength: .strong))
        try s.addConstraint(w.ge(48, strength: .strong))
        for value in [282.0, 50, 282] {
            try s.suggestValue(cw, value)
            s.updateVariables()
        }
        #expect(cw.value == 282)
        #expect(w.value == 266)
    }

    /// An edit variable that appears in several rows, and several edit variables at once.
    @Test func multipleEditVariables() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let s = Solver()
        try s.addConstraint(c.eq(a + b))
        try s.addConstraint(d.eq(a - b))
        try s.addConstraint((c + d).le(100))
        try s.addEditVariable(a, strength: .strong)
        try s.addEditVariable(b, strength: .medium)
        for k in 0..<200 {
            let va = Double(k % 50), vb = Double((k * 7) % 40) - 10
            try s.suggestValue(a, va)
            try s.suggestValue(b, vb)
            s.updateVariables()
            #expect(a.value == va)
            #expect(b.value == vb)
            #expect(c.value == va + vb)
            #expect(d.value == va - vb)
        }
        try s.suggestValue(a, 80)   // 2a <= 100: the strong edit gives way to the required bound
        s.updateVariables()
        #expect(a.value == 50)
    }

    /// Two equally good answers: either is accepted, but it must be an optimum.
    @Test func tiesAreOptimal() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint((x + y).eq(10))
        try s.addConstraint(x.eq(0, strength: .weak))
        try s.addConstraint(y.eq(0, strength: .weak))
        s.updateVariables()
        #expect(x.value + y.value == 10)
        #expect(x.value >= 0 && y.value >= 0)
        #expect(abs(x.value) + abs(y.value) == 10)
    }

    @Test func setConstantMatchesReadding() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        func build(_ k: Double, _ s: Solver) throws -> Constraint {
            try s.addConstraint(x.ge(0))
            try s.addConstraint((x + y).eq(30, strength: .medium))
            try s.addConstraint(z.eq(x + 2 * y))
            let c = y.le(Expression(k))
            try s.addConstraint(c)
            try s.addConstraint(x.eq(4, strength: .weak))
            return c
        }
        let s = Solver()
        let c = try build(5, s)
        for k in [5.0, 12, -3, 40, 0, 7.5] {
            try s.setConstant(of: c, to: k)
            s.updateVariables()
            let got = [x.value, y.value, z.value]
            #expect(c.constant == k)
            let t = Solver()
            _ = try build(k, t)
            t.updateVariables()
            #expect(got == [x.value, y.value, z.value])
        }
        // A required constant that cannot hold is refused and nothing changes.
        let floor = y.ge(-1)
        try s.addConstraint(floor)
        s.updateVariables()
        let before = [x.value, y.value, z.value]
        do {
            try s.setConstant(of: c, to: -2)
            Issue.record("expected a conflict")
        } catch let error {
            guard case .unsatisfiableConstraint(let failed, let conflicting) = error else {
                Issue.record("wrong error \(error)"); return
            }
            #expect(failed === c)
            #expect(conflicting.contains { $0 === floor })
        }
        #expect(c.constant == 7.5)
        s.updateVariables()
        #expect([x.value, y.value, z.value] == before)
    }

    /// One variable in two solvers: each has its own symbol for it (and a failed add in one
    /// forgets only its own registration).
    @Test func variableSharedBetweenSolvers() throws {
        let x = Variable("x"), y = Variable("y")
        let a = Solver(), b = Solver()
        try a.addConstraint(x.eq(3))
        try b.addConstraint(x.eq(y + 1))
        try b.addConstraint(y.eq(10))
        a.updateVariables()
        #expect(x.value == 3)
        b.updateVariables()
        #expect(x.value == 11)
        let z = Variable("z")
        try b.addConstraint(z.eq(Expression(y)))          // b registers z first: b holds its cache
        #expect(throws: SolverError.self) { try b.addConstraint(y.eq(Expression(z) + 1)) }
        try a.addConstraint(z.eq(x + 1))
        a.updateVariables()
        #expect([x.value, z.value] == [3, 4])
        b.updateVariables()
        #expect([x.value, y.value] == [11, 10])
        var c: Solver? = Solver()
        try c!.addConstraint(y.eq(-1))
        c = nil   // its caches are cleared; the others are unaffected
        a.updateVariables()
        #expect([x.value, z.value] == [3, 4])
        b.updateVariables()
        #expect([x.value, y.value] == [11, 10])
    }

    /// One constraint in two solvers at once: each keeps its own record of it.
    @Test func constraintSharedBetweenSolvers() throws {
        let x = Variable("x")
        let c = x.ge(5)
        let a = Solver(), b = Solver()
        try a.addConstraint(c)
        try b.addConstraint(c)
        #expect(a.hasConstraint(c) && b.hasConstraint(c))
        try a.removeConstraint(c)
        #expect(!a.hasConstraint(c) && b.hasConstraint(c))
        #expect(throws: SolverError.duplicateConstraint(c)) { try b.addConstraint(c) }
        try b.setConstant(of: c, to: 7)
        b.updateVariables()
        #expect(x.value == 7)
        try a.addConstraint(c)   // now with the new constant
        a.updateVariables()
        #expect(x.value == 7)
        try b.removeConstraint(c)
        #expect(a.hasConstraint(c) && !b.hasConstraint(c))
    }

    /// setConstant gives the values that removing the constraint and adding it back with the
    /// new constant gives, on the same solver.
    @Test func setConstantMatchesRemoveAndAdd() throws {
        let l = Variable("l"), w = Variable("w"), r = Variable("r")
        let s = Solver(), t = Solver()
        for solver in [s, t] {
            try solver.addConstraint(r.eq(l + w))
            try solver.addConstraint(l.ge(0))
            try solver.addConstraint(r.le(300))
            try solver.addConstraint(w.eq(100, strength: .weak))
            try solver.addConstraint(l.eq(20, strength: .medium))
        }
        var cs = r.ge(Expression(50), strength: .strong)
        var ct = cs
        try s.addConstraint(cs)
        try t.addConstraint(ct)
        for k in [150.0, 400, 10, 290, 320, 0] {
            try s.setConstant(of: cs, to: k)
            try t.removeConstraint(ct)
            ct = r.ge(Expression(k), strength: .strong)
            try t.addConstraint(ct)
            s.updateVariables()
            let got = [l.value, w.value, r.value]
            t.updateVariables()
            #expect(got == [l.value, w.value, r.value], "constant \(k)")
        }
        cs = ct
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let s = Solver()
        let c = x.eq(3)
        try s.addConstraint(c)
        try s.addEditVariable(x, strength: .weak)
        s.reset()
        #expect(!s.hasConstraint(c))
        #expect(!s.hasEditVariable(x))
        #expect(s.tableau.symbolCount == 0)
        let four = x.eq(4)
        try s.addConstraint(four)
        s.updateVariables()
        #expect(x.value == 4)
        // The constraint forgotten by the reset can be added again, and conflicts as it should.
        #expect(throws: SolverError.unsatisfiableConstraint(c, conflicting: [four])) { try s.addConstraint(c) }
        #expect(s.brokenInvariant() == nil)
    }

    @Test func expressionsAndDescriptions() {
        let x = Variable("x"), y = Variable("y")
        let e = 2 * x + y - 8 + x
        #expect(e.constant == -8)
        #expect(e.terms.count == 3)
        let c = Constraint(e, .lessThanOrEqual, Expression(y) + 1)
        #expect(c.expression.terms.count == 1)   // y cancels, x merged
        #expect(c.expression.terms[0].coefficient == 3)
        #expect(c.expression.constant == -9)
        #expect(c.description == "3.0*x - 9.0 <= 0")
        let gap = 4.5
        #expect((x + gap).constant == 4.5)
        #expect((-x / 2).terms[0].coefficient == -0.5)
    }
}
