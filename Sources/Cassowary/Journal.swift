/// An undo log for the calls that can fail half-way (a required constraint that turns out to
/// be unsatisfiable after pivoting): the first time a row or objective coefficient changes,
/// its old content is saved; `rollback` puts everything back, so a failed call leaves the
/// solver exactly as it was. It costs only what the call touched, and is off otherwise.
final class Journal {
    private struct SavedRow {
        var row: Int32
        var cells: [(Int32, Double)]
        var constant: Double
        var basic: Int32
    }
    private var savedRows: [SavedRow] = []
    private var createdRows: [Int32] = []
    private var seen: Set<Int32> = []
    private var objectiveCells: [(Double, Int32, Double)] = []
    private var objectiveConstants: [(Double, Double)] = []
    private var seenConstants: Set<Double> = []

    func save(_ r: Int32, _ t: Tableau) {
        guard seen.insert(r).inserted else { return }
        let row = t.rows[Int(r)]
        savedRows.append(SavedRow(row: r, cells: row.cells.map { ($0.symbol, $0.coefficient) },
                                  constant: row.constant, basic: row.basic))
    }

    func created(_ r: Int32) {
        guard seen.insert(r).inserted else { return }
        createdRows.append(r)
    }

    func saveObjective(_ priority: Double, _ s: Int32, _ old: Double) {
        objectiveCells.append((priority, s, old))
    }

    func saveObjectiveConstant(_ priority: Double, _ old: Double) {
        guard seenConstants.insert(priority).inserted else { return }
        objectiveConstants.append((priority, old))
    }

    func rollback(_ t: inout Tableau, _ objective: inout Objective) {
        t.journal = nil
        objective.journal = nil
        t.definitionsEpoch &+= 1
        let all = savedRows.map(\.row) + createdRows
        for r in all {
            var i = t.rows[Int(r)].cells.count - 1
            while i >= 0 { t.removeCell(r, i); i -= 1 }
            let b = t.rows[Int(r)].basic
            if b >= 0 && t.rowOf[Int(b)] == r { t.rowOf[Int(b)] = -1 }
            t.rows[Int(r)].basic = -1
            t.rows[Int(r)].constant = 0
        }
        for saved in savedRows {
            for (s, c) in saved.cells { t.appendCell(saved.row, s, c) }
            t.rows[Int(saved.row)].constant = saved.constant
            t.rows[Int(saved.row)].basic = saved.basic
            if saved.basic >= 0 { t.rowOf[Int(saved.basic)] = saved.row }
        }
        // Free slots: rows without a basic symbol and without cells (a row being built when the
        // journal started is not free; its owner frees it).
        t.freeRows = t.rows.indices.filter { t.rows[$0].basic < 0 && t.rows[$0].cells.isEmpty }.map { Int32($0) }.reversed()
        for (priority, s, old) in objectiveCells.reversed() {
            if let l = objective.levels.firstIndex(where: { $0.priority == priority }) {
                objective.levels[l].coefficients[Int(s)] = old
            }
        }
        for (priority, old) in objectiveConstants {
            if let l = objective.levels.firstIndex(where: { $0.priority == priority }) {
                objective.levels[l].constant = old
            }
        }
    }
}
