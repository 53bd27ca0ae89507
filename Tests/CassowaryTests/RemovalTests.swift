import Testing
@testable import Cassowary

/// Removing a required equality that another constraint repeats or implies: what stays must
/// still hold, and the answer must be the optimum of what stays (issue 25; the marker's
/// leaving row is explained in `Solver.markerLeavingRow`).
@Suite struct RemovalTests {
    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    /// `x == y` twice; weak x == 10, strong y == 20. Removing the first copy leaves the second:
    /// x == y still holds, and the strong preference wins (it used to give x = 10, y = 20).
    @Test func repeatedEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let a = x.eq(Expression(y))
        try s.addConstraint(a)
        try s.addConstraint(x.eq(Expression(y)))
        try s.addConstraint(x.eq(10, strength: .weak))
        try s.addConstraint(y.eq(20, strength: .strong))
        s.updateVariables()
        #expect([x.value, y.value] == [20, 20])
        try s.removeConstraint(a)
        s.updateVariables()
        #expect([x.value, y.value] == [20, 20])
        #expect(s.brokenInvariant() == nil)
    }

    /// x == y, y == z and x == z (implied by the first two); weak x == 10, strong y == 20.
    /// Without x == y, x == z and y == z still tie all three (it used to give 10, 20, 20).
    @Test func impliedEquality() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        let xy = x.eq(Expression(y))
        try s.addConstraint(xy)
        try s.addConstraint(y.eq(Expression(z)))
        try s.addConstraint(x.eq(Expression(z)))
        try s.addConstraint(x.eq(10, strength: .weak))
        try s.addConstraint(y.eq(20, strength: .strong))
        try s.removeConstraint(xy)
        s.updateVariables()
        #expect([x.value, y.value, z.value] == [20, 20, 20])
        #expect(s.brokenInvariant() == nil)
    }

    /// Weak 3·x2 == −18, 76·x1 == 228, 22·x3 == −550; required −3·x1 − 2·x2 + x3 == 37 added
    /// twice. Removing the first copy keeps the second: the optimum is (3, −35.5, −25) (it used
    /// to give (3, −6, −25), which breaks the copy that stays).
    @Test func repeatedEqualityAgainstPreferences() throws {
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3")
        let s = Solver()
        try s.addConstraint((3.0 * Expression(x2)).eq(-18, strength: .weak))
        try s.addConstraint((76.0 * Expression(x1)).eq(228, strength: .weak))
        try s.addConstraint((22.0 * Expression(x3)).eq(-550, strength: .weak))
        let first = (-3.0 * Expression(x1) - 2.0 * Expression(x2) + x3).eq(37)
        try s.addConstraint(first)
        try s.addConstraint((-3.0 * Expression(x1) - 2.0 * Expression(x2) + x3).eq(37))
        try s.removeConstraint(first)
        s.updateVariables()
        #expect(close([x1.value, x2.value, x3.value], [3, -35.5, -25]), "\([x1.value, x2.value, x3.value])")
        #expect(s.brokenInvariant() == nil)
    }

    /// After the removal the solver goes on as if the copy had never been there: removing the
    /// second copy frees x and y, and adding the equality again ties them.
    @Test func removingBothCopiesAndAddingAgain() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let a = x.eq(Expression(y)), b = x.eq(Expression(y))
        try s.addConstraint(a)
        try s.addConstraint(b)
        try s.addConstraint(x.eq(10, strength: .weak))
        try s.addConstraint(y.eq(20, strength: .strong))
        try s.removeConstraint(a)
        try s.removeConstraint(b)
        s.updateVariables()
        #expect([x.value, y.value] == [10, 20])
        try s.addConstraint(y.eq(Expression(x)))
        s.updateVariables()
        #expect([x.value, y.value] == [20, 20])
        #expect(s.brokenInvariant() == nil)
    }

    /// A system on which kiwi stops with "objective is unbounded": x1 + 2·x2 ≤ 0,
    /// 2·x1 + x2 + x3 == 0, strong x2 ≤ 1, −x0 − x3 ≥ 0, strong 53·x0 == 0. The optimum is 0, 0, 0, 0.
    @Test func strongSystemKiwiCallsUnbounded() throws {
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3")
        let s = Solver()
        try s.addConstraint((x1 + 2.0 * Expression(x2)).le(0))
        try s.addConstraint((2.0 * Expression(x1) + x2 + x3).eq(0))
        try s.addConstraint(x2.le(1, strength: .strong))
        try s.addConstraint((-x0 - x3).ge(0))
        try s.addConstraint((53.0 * Expression(x0)).eq(0, strength: .strong))
        s.updateVariables()
        #expect([x0.value, x1.value, x2.value, x3.value] == [0, 0, 0, 0])
    }

    /// An unsatisfiable add after such a removal is refused and changes nothing.
    @Test func conflictAfterRemovalRollsBack() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let a = x.eq(Expression(y)), b = x.eq(Expression(y))
        try s.addConstraint(a)
        try s.addConstraint(b)
        try s.addConstraint(y.eq(20, strength: .strong))
        try s.removeConstraint(a)
        let bad = (x - y).eq(5)
        #expect(throws: SolverError.unsatisfiableConstraint(bad, conflicting: [b])) { try s.addConstraint(bad) }
        #expect(!s.hasConstraint(bad))
        #expect(s.brokenInvariant() == nil)
        s.updateVariables()
        #expect([x.value, y.value] == [20, 20])
        try s.addConstraint(x.eq(7, strength: .required))
        s.updateVariables()
        #expect([x.value, y.value] == [7, 7])
    }
}
