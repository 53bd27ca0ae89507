/// Internal checks of the tableau's invariants, for the tests (`@testable import Cassowary`).
extension Solver {
    /// A description of the first broken invariant, or nil when all hold.
    func brokenInvariant(objectiveOnly: Bool = false) -> String? {
        let t = tableau
        if !objectiveOnly {
        for (ri, row) in t.rows.enumerated() where row.basic >= 0 {
            let r = Int32(ri)
            if t.rowOf[Int(row.basic)] != r { return "row \(r): basic \(row.basic) maps to \(t.rowOf[Int(row.basic)])" }
            let kind = t.kinds[Int(row.basic)]
            if kind != .external && row.constant < -1e-7 { return "row \(r): \(kind) basic \(row.basic) is \(row.constant)" }
            // A dummy basic is a required equality implied by others: it is 0, not just ≥ 0.
            if kind == .dummy && row.constant > 1e-7 { return "row \(r): dummy basic \(row.basic) is \(row.constant)" }
            for (i, cell) in row.cells.enumerated() {
                let e = t.columns[Int(cell.symbol)][Int(cell.columnSlot)]
                if e.row != r || e.slot != Int32(i) { return "row \(r) cell \(i): column entry mismatch" }
                if cell.symbol == row.basic { return "row \(r) contains its basic" }
                if kind != .external && t.rowOf[Int(cell.symbol)] >= 0 { return "restricted row \(r) contains basic \(cell.symbol)" }
            }
        }
        // Definitions: each names only basic symbols of lower order (so they are acyclic).
        for row in t.rows where row.basic >= 0 && t.kinds[Int(row.basic)] == .external {
            for cell in row.cells where t.rowOf[Int(cell.symbol)] >= 0 {
                if t.order[Int(cell.symbol)] >= t.order[Int(row.basic)] {
                    return "definition of \(row.basic) (order \(t.order[Int(row.basic)])) names \(cell.symbol) of order \(t.order[Int(cell.symbol)])"
                }
            }
        }
        for (s, column) in t.columns.enumerated() {
            for e in column where t.rows[Int(e.row)].cells.count <= Int(e.slot) || t.rows[Int(e.row)].cells[Int(e.slot)].symbol != Int32(s) {
                return "column \(s) entry points nowhere"
            }
        }
        // The marker and the other error of a constraint have opposite columns (they only
        // ever appear together in its equation), or, when one is basic, the other is only in its row.
        for info in constraints.values where info.other >= 0 {
            let a = info.marker, b = info.other
            let ra = t.rowOf[Int(a)], rb = t.rowOf[Int(b)]
            if ra >= 0 && rb >= 0 { return "both errors \(a), \(b) basic" }
            func restricted(_ e: ColumnEntry) -> Bool { t.kinds[Int(t.rows[Int(e.row)].basic)] != .external }
            if ra >= 0 || rb >= 0 {
                let (basicRow, other) = ra >= 0 ? (ra, b) : (rb, a)
                for e in t.columns[Int(other)] where e.row != basicRow && restricted(e) { return "error \(other) outside its partner's row" }
                continue
            }
            var ca: [Int32: Double] = [:]
            for e in t.columns[Int(a)] where restricted(e) { ca[e.row] = t.rows[Int(e.row)].cells[Int(e.slot)].coefficient }
            let countB = t.columns[Int(b)].filter(restricted).count
            if ca.count != countB { return "errors \(a), \(b): columns of different sizes \(ca.count) \(countB)" }
            for e in t.columns[Int(b)] where restricted(e) {
                let cb = t.rows[Int(e.row)].cells[Int(e.slot)].coefficient
                guard let x = ca[e.row], abs(x + cb) < 1e-6 else { return "errors \(a), \(b): columns not opposite in row \(e.row)" }
            }
        }
        }
        for l in objective.levels.indices {
            var sum = 0.0
            for info in constraints.values where info.level == objective.levels[l].priority {
                for e in [info.marker, info.other] where e >= 0 && t.kinds[Int(e)] == .error {
                    let r = t.rowOf[Int(e)]
                    sum += r >= 0 ? t.rows[Int(r)].constant : 0
                }
            }
            if abs(sum - objective.levels[l].constant) > 1e-6 * max(1, abs(sum)) {
                return "level \(objective.levels[l].priority): constant \(objective.levels[l].constant), errors sum to \(sum)"
            }
            for s in 0..<t.symbolCount where objective.levels[l].coefficients[s] != 0 && t.rowOf[s] >= 0 {
                return "level \(objective.levels[l].priority) weighs basic symbol \(s)"
            }
        }
        return nil
    }
}
