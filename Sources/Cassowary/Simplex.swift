/// The simplex steps on the tableau: pivoting and the primal optimisation after a change of
/// constraints (the dual optimisation after a change of constants is in `DualSimplex.swift`).
///
/// Anti-cycling is Bland's rule over the order "newest symbol first": the entering symbol is
/// the highest-numbered candidate (kept in a heap, so finding it does not scan the objective)
/// and ties in the ratio test go to the highest-numbered basic symbol. Newest first keeps the
/// work local: the symbols of the constraint just added move before those of older, unrelated
/// parts of the layout (a shared edit variable's errors are among the oldest).
///
/// Rows whose basic symbol is external are definitions (see `Definitions.swift`): they take
/// no part in ratio tests and are not rewritten when a symbol they mention becomes basic.
extension SolverCore {
    /// Makes `entering` basic in restricted row `r` and substitutes it in the other restricted
    /// rows and the objective.
    mutating func pivot(_ r: Int32, _ entering: Int32) {
        pivotCount &+= 1
        tableau.solve(r, for: entering)
        pivotCells.removeAll(keepingCapacity: true)
        pivotCells.append(contentsOf: tableau.rows[Int(r)].cells)
        substitute(entering, pivotCells, tableau.rows[Int(r)].constant)
        tableau.order[Int(entering)] = 1
        raiseOrders(above: entering)
    }

    /// Replaces `s` by `cells + constant` in every restricted row containing it and in the
    /// objective. Definitions keep `s` (they may name basic symbols). Costs the size of `s`'s
    /// column times the rows touched, never a scan of all rows.
    mutating func substitute(_ s: Int32, _ cells: ContiguousArray<Cell>, _ constant: Double) {
        columnScratch.removeAll(keepingCapacity: true)
        columnScratch.append(contentsOf: tableau.columns[Int(s)])
        for entry in columnScratch {
            let b = tableau.rows[Int(entry.row)].basic
            if b < 0 || tableau.kinds[Int(b)] == .external { continue }
            let a = tableau.rows[Int(entry.row)].cells[Int(entry.slot)].coefficient
            tableau.willChange(entry.row)
            tableau.removeCell(entry.row, Int(entry.slot))
            tableau.addScaled(entry.row, a, cells, constant)
            if tableau.rows[Int(entry.row)].constant < 0 { infeasible.append(b) }
        }
        var touched = false
        for l in objective.levels.indices {
            let a = objective.coefficient(l, s)
            if a == 0 { continue }
            touched = true
            objective.add(l, s, -a)
            for cell in cells { objective.add(l, cell.symbol, a * cell.coefficient) }
            objective.addConstant(l, a * constant)
        }
        if touched {
            for cell in cells { considerEntering(cell.symbol) }
        }
    }

    /// Puts `s` in the candidate heap if it could improve the objective by entering.
    @inline(__always) mutating func considerEntering(_ s: Int32) {
        if inHeap[Int(s)] || tableau.rowOf[Int(s)] >= 0 { return }
        let kind = tableau.kinds[Int(s)]
        if kind == .dummy { return }
        let sign = objective.sign(s)
        if sign < 0 || (sign > 0 && kind == .external) { candidates.push(s, &inHeap) }
    }

    /// Primal simplex: pivots until no parametric symbol can lower the objective.
    mutating func optimize() {
        while let e = candidates.pop(&inHeap) {
            if tableau.rowOf[Int(e)] >= 0 { continue }
            let kind = tableau.kinds[Int(e)]
            if kind == .dummy { continue }
            let sign = objective.sign(e)
            let direction: Double
            if kind == .external {
                if sign == 0 { continue }
                direction = sign < 0 ? 1 : -1   // a free symbol may move either way
            } else {
                if sign >= 0 { continue }
                direction = 1
            }
            var best: Int32 = -1
            var bestRatio = Double.infinity
            var bestBasic: Int32 = -1
            for entry in tableau.columns[Int(e)] {
                let row = tableau.rows[Int(entry.row)]
                if tableau.kinds[Int(row.basic)] == .external { continue }
                let a = row.cells[Int(entry.slot)].coefficient * direction
                if a > -pivotEpsilon { continue }
                let ratio = max(row.constant, 0) / -a
                if ratio < bestRatio || (ratio == bestRatio && row.basic > bestBasic) {
                    best = entry.row
                    bestRatio = ratio
                    bestBasic = row.basic
                }
            }
            // No row limits it: only possible through rounding, since the objective is ≥ 0.
            if best < 0 { continue }
            pivot(best, e)
        }
    }
}

/// Symbols entering the objective, newest first, with a membership flag per symbol so that
/// none is pushed twice.
struct SymbolHeap {
    private var heap = MaxHeap<Int32>()

    mutating func push(_ s: Int32, _ inHeap: inout ContiguousArray<Bool>) {
        inHeap[Int(s)] = true
        heap.push(s)
    }

    mutating func pop(_ inHeap: inout ContiguousArray<Bool>) -> Int32? {
        guard let top = heap.pop() else { return nil }
        inHeap[Int(top)] = false
        return top
    }

    mutating func removeAll(_ inHeap: inout ContiguousArray<Bool>) {
        for s in heap.items { inHeap[Int(s)] = false }
        heap.removeAll(keepingCapacity: true)
    }
}
