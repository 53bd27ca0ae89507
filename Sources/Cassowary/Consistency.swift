/// Internal checks of the tableau's invariants, for the tests (`@testable import Cassowary`).
extension SolverCore {
    /// A description of the first broken invariant, or nil when all hold.
    func brokenInvariant(objectiveOnly: Bool = false) -> String? {
        if !objectiveOnly {
        for (ri, row) in tableau.rows.enumerated() where row.basic >= 0 {
            let r = Int32(ri)
            if tableau.rowOf[Int(row.basic)] != r { return "row \(r): basic \(row.basic) maps to \(tableau.rowOf[Int(row.basic)])" }
            let kind = tableau.kinds[Int(row.basic)]
            if kind != .external && row.constant < -1e-7 { return "row \(r): \(kind) basic \(row.basic) is \(row.constant)" }
            // A dummy basic is a required equality implied by others: it is 0, not just ≥ 0.
            if kind == .dummy && row.constant > 1e-7 { return "row \(r): dummy basic \(row.basic) is \(row.constant)" }
            for (i, cell) in row.cells.enumerated() {
                let e = tableau.columns.entry(Int(cell.symbol), Int(cell.columnSlot))
                if e.row != r || e.slot != Int32(i) { return "row \(r) cell \(i): column entry mismatch" }
                if cell.symbol == row.basic { return "row \(r) contains its basic" }
                if kind != .external && tableau.rowOf[Int(cell.symbol)] >= 0 { return "restricted row \(r) contains basic \(cell.symbol)" }
            }
        }
        // Definitions: each names only basic symbols of lower order (so they are acyclic).
        for row in tableau.rows where row.basic >= 0 && tableau.kinds[Int(row.basic)] == .external {
            for cell in row.cells where tableau.rowOf[Int(cell.symbol)] >= 0 {
                if tableau.order[Int(cell.symbol)] >= tableau.order[Int(row.basic)] {
                    return "definition of \(row.basic) (order \(tableau.order[Int(row.basic)])) names \(cell.symbol) of order \(tableau.order[Int(cell.symbol)])"
                }
            }
        }
        for s in 0..<tableau.symbolCount {
            for e in tableau.columns[s] where tableau.rows[Int(e.row)].cells.count <= Int(e.slot) || tableau.rows[Int(e.row)].cells[Int(e.slot)].symbol != Int32(s) {
                return "column \(s) entry points nowhere"
            }
        }
        // The marker and the other error of a constraint have opposite columns (they only
        // ever appear together in its equation), or, when one is basic, the other is only in its row.
        for info in constraints.values where info.other >= 0 {
            let a = info.marker, b = info.other
            let ra = tableau.rowOf[Int(a)], rb = tableau.rowOf[Int(b)]
            if ra >= 0 && rb >= 0 { return "both errors \(a), \(b) basic" }
            func restricted(_ e: ColumnEntry) -> Bool { tableau.kinds[Int(tableau.rows[Int(e.row)].basic)] != .external }
            if ra >= 0 || rb >= 0 {
                let (basicRow, other) = ra >= 0 ? (ra, b) : (rb, a)
                for e in tableau.columns[Int(other)] where e.row != basicRow && restricted(e) { return "error \(other) outside its partner's row" }
                continue
            }
            var ca: [Int32: Double] = [:]
            for e in tableau.columns[Int(a)] where restricted(e) { ca[e.row] = tableau.rows[Int(e.row)].cells[Int(e.slot)].coefficient }
            let countB = tableau.columns[Int(b)].filter(restricted).count
            if ca.count != countB { return "errors \(a), \(b): columns of different sizes \(ca.count) \(countB)" }
            for e in tableau.columns[Int(b)] where restricted(e) {
                let cb = tableau.rows[Int(e.row)].cells[Int(e.slot)].coefficient
                guard let x = ca[e.row], abs(x + cb) < 1e-6 else { return "errors \(a), \(b): columns not opposite in row \(e.row)" }
            }
        }
        }
        for l in objective.levels.indices {
            var sum = 0.0
            for info in constraints.values where info.level == objective.levels[l].priority {
                for e in [info.marker, info.other] where e >= 0 && tableau.kinds[Int(e)] == .error {
                    let r = tableau.rowOf[Int(e)]
                    sum += r >= 0 ? tableau.rows[Int(r)].constant : 0
                }
            }
            if abs(sum - objective.levels[l].constant) > 1e-6 * max(1, abs(sum)) {
                return "level \(objective.levels[l].priority): constant \(objective.levels[l].constant), errors sum to \(sum)"
            }
            for s in 0..<tableau.symbolCount where objective.levels[l].coefficients[s] != 0 && tableau.rowOf[s] >= 0 {
                return "level \(objective.levels[l].priority) weighs basic symbol \(s)"
            }
        }
        return nil
    }
}

/// The state the tests read through the solver.
extension Solver {
    var tableau: Tableau { core.tableau }
    var constraints: ConstraintTable { core.constraints }
    var pivotCount: Int { core.pivotCount }
    var flipCount: Int { core.flipCount }

    func brokenInvariant(objectiveOnly: Bool = false) -> String? {
        core.brokenInvariant(objectiveOnly: objectiveOnly)
    }
}
