import Testing
@testable import Cassowary
@testable import MoonBench

/// The dual simplex's long step (`DualSimplex.swift`): breakpoints passed by flips, through
/// the short rows that stop them, instead of one pivot of the leaving row each.
@Suite struct DualSimplexTests {
    /// A stack of views whose heights prefer 44 (weak: a tie, any of them may give way) and are
    /// at least 20, with its total an edit variable: a suggestion that takes 312 from the total
    /// brings 13 heights down to 20 by flips alone; none pivots the long row of the total.
    @Test func tiesPassWithoutPivotingTheLongRow() throws {
        let n = 20
        let chain = SolverWorkloads.chain(n, editable: true)
        let solver = chain.solver
        let total = try #require(chain.total)
        #expect(chain.height.allSatisfy { $0.value == 44 })
        let pivots = solver.pivotCount, flips = solver.flipCount
        try solver.suggestValue(total, 720)
        solver.updateVariables()
        #expect(solver.flipCount - flips == 12)
        #expect(solver.pivotCount - pivots == 12)   // all of them flips
        #expect(solver.brokenInvariant() == nil)
        // An optimum: the heights give 312 in all, each either 20 or 44 (13 at 20, 7 at 44).
        let heights = chain.height.map(\.value)
        #expect(heights.reduce(0, +) == 720 - 8 * Double(n - 1))
        #expect(heights.filter { $0 == 20 }.count == 13)
        #expect(heights.filter { $0 == 44 }.count == 7)
        #expect(chain.bottom[n - 1].value == 720)
    }

    /// Six heights that prefer 44 at priorities 100, 200, … 600 (lowest first to give way) and
    /// are at least 20: taking 82 from the total passes the breakpoints of the first two at a
    /// positive cost (flips), and the third height's row is the one pivot that ends the step.
    @Test func breakpointsPassInOrderOfCost() throws {
        let solver = Solver()
        let total = Variable("total")
        try solver.addEditVariable(total, strength: .strong)
        try solver.suggestValue(total, 264)
        var heights: [Variable] = []
        var previous: Variable?
        for i in 0..<6 {
            let top = Variable("top\(i)"), bottom = Variable("bottom\(i)"), height = Variable("height\(i)")
            heights.append(height)
            try solver.addConstraint(previous.map { top.eq(Expression($0)) } ?? top.eq(0))
            try solver.addConstraint(bottom.eq(top + height))
            try solver.addConstraint(height.ge(20))
            try solver.addConstraint(height.eq(44, strength: .priority(Double(100 * (i + 1)))))
            previous = bottom
        }
        try solver.addConstraint(try #require(previous).eq(Expression(total)))
        solver.updateVariables()
        #expect(heights.map(\.value) == [44, 44, 44, 44, 44, 44])

        let pivots = solver.pivotCount
        var flips = solver.flipCount
        try solver.suggestValue(total, 182)
        solver.updateVariables()
        #expect(heights.map(\.value) == [20, 20, 20, 34, 44, 44])
        #expect(solver.flipCount - flips == 2)
        #expect(solver.pivotCount - pivots == 3)

        // And back up, then further down than the heights can give (the strong total gives way).
        for (value, expected) in [(264.0, [44.0, 44, 44, 44, 44, 44]), (100, [20, 20, 20, 20, 20, 20])] {
            try solver.suggestValue(total, value)
            solver.updateVariables()
            #expect(heights.map(\.value) == expected)
            #expect(solver.brokenInvariant() == nil)
        }
        flips = solver.flipCount
        try solver.suggestValue(total, 300)   // the lowest priority takes all that is left over
        solver.updateVariables()
        #expect(heights.map(\.value) == [80, 44, 44, 44, 44, 44])
        #expect(solver.flipCount - flips > 0)
        #expect(solver.brokenInvariant() == nil)
    }

    /// A required constraint whose new constant cannot hold is refused after flips were made:
    /// the flips are undone with everything else.
    @Test func refusedConstantUndoesFlips() throws {
        let chain = SolverWorkloads.chain(10, editable: true)
        let solver = chain.solver
        let floor = Variable("floor")
        let limit = chain.bottom[9].le(Expression(floor))
        try solver.addConstraint(limit)
        let pin = floor.eq(600)
        try solver.addConstraint(pin)
        solver.updateVariables()
        let before = chain.height.map(\.value)
        let flips = solver.flipCount
        // The heights can give at most 24 each (down to 20): 10 × 20 + 9 × 8 is the least total.
        #expect(throws: SolverError.self) { try solver.setConstant(of: pin, to: 250) }
        #expect(solver.flipCount > flips)   // it flipped heights before it found it could not
        solver.updateVariables()
        #expect(chain.height.map(\.value) == before)
        #expect(solver.brokenInvariant() == nil)
        let flipsBefore = solver.flipCount
        try solver.setConstant(of: pin, to: 300)
        solver.updateVariables()
        #expect(solver.flipCount > flipsBefore)
        #expect(chain.bottom[9].value == 300)
        #expect(chain.height.map(\.value).reduce(0, +) == 300 - 72)
    }
}
