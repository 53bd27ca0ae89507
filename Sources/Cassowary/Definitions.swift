/// Definitions: rows whose basic symbol is an external variable.
///
/// The textbook tableau keeps every row in terms of parametric symbols only. On UI layouts
/// that is what makes it slow: with heights parametric, each position of a chain of N views is
/// written through all the heights above it, and the tableau fills up with O(N²) cells.
///
/// Here a row whose basic symbol is external (a user variable) is a *definition*: it may name
/// other basic symbols, e.g. `top[i] = bottom[i−1] + 8`, forming an acyclic graph. Nothing in
/// the simplex reads definitions (external rows never take part in ratio tests, and the
/// objective and restricted rows never name a basic symbol), so they need not be kept
/// reduced; they are only evaluated for values, and expanded when a new constraint needs its
/// row in parametric terms. Restricted rows and the objective stay fully reduced, so the
/// simplex and its optimality are exactly Cassowary's.
///
/// Acyclicity is kept with a topological number per basic symbol (`Tableau.order`): a
/// definition's number exceeds those of the basic symbols it names. Restricted rows name only
/// parametric symbols and get number 1.
extension SolverCore {
    /// The number of a symbol for the topological order (0 when parametric).
    @inline(__always) func orderOf(_ s: Int32) -> Int32 {
        tableau.rowOf[Int(s)] < 0 ? 0 : tableau.order[Int(s)]
    }

    /// Restores `order(d) > order(s)` for every definition d naming `s`, transitively.
    mutating func raiseOrders(above s: Int32) {
        orderStack.removeAll(keepingCapacity: true)
        orderStack.append(s)
        while let y = orderStack.popLast() {
            let oy = tableau.order[Int(y)]
            for entry in tableau.columns[Int(y)] {
                let d = tableau.rows[Int(entry.row)].basic
                if d < 0 || tableau.kinds[Int(d)] != .external { continue }
                if tableau.order[Int(d)] <= oy {
                    tableau.order[Int(d)] = oy + 1
                    tableau.definitionsEpoch &+= 1
                    orderStack.append(d)
                }
            }
        }
    }

    /// The largest order among the basic symbols named by row `r`.
    func maxOrder(in r: Int32) -> Int32 {
        var m: Int32 = 0
        for cell in tableau.rows[Int(r)].cells where tableau.rowOf[Int(cell.symbol)] >= 0 {
            m = max(m, tableau.order[Int(cell.symbol)])
        }
        return m
    }

    /// Whether parametric external `x` can be made basic by solving row `r` (which names
    /// basic symbols of order at most `limit`) for it without a cycle: no symbol of the row may
    /// depend on `x`. Symbols that depend on `x` are found forwards along columns; only those
    /// with order below `limit` can lead to the row (orders grow along dependencies), and the
    /// search gives up (answers no) beyond a few dozen symbols.
    mutating func canDefine(_ x: Int32, by r: Int32, limit: Int32) -> Bool {
        if limit == 0 { return true }
        markStamp &+= 2
        let inRow = markStamp, visitedMark = markStamp &+ 1
        for cell in tableau.rows[Int(r)].cells { mark[Int(cell.symbol)] = inRow }
        orderStack.removeAll(keepingCapacity: true)
        orderStack.append(x)
        var visited = 0
        while let y = orderStack.popLast() {
            for entry in tableau.columns[Int(y)] {
                let b = tableau.rows[Int(entry.row)].basic
                if b < 0 { continue }
                if mark[Int(b)] == inRow { return false }
                if mark[Int(b)] == visitedMark || tableau.order[Int(b)] >= limit { continue }
                mark[Int(b)] = visitedMark
                visited += 1
                if visited > 48 { return false }
                orderStack.append(b)
            }
        }
        return true
    }

    /// Replaces one basic symbol `s` named by row `r` by its row.
    mutating func expand(_ r: Int32, _ s: Int32) {
        let i = tableau.slot(of: s, in: r)
        if i < 0 { return }
        let a = tableau.rows[Int(r)].cells[i].coefficient
        tableau.willChange(r)
        tableau.removeCell(r, i)
        let source = tableau.rowOf[Int(s)]
        expandCells.removeAll(keepingCapacity: true)
        expandCells.append(contentsOf: tableau.rows[Int(source)].cells)
        tableau.addScaled(r, a, expandCells, tableau.rows[Int(source)].constant)
    }

    /// Rewrites row `r` in parametric symbols only, expanding basic symbols highest order
    /// first, so that each is expanded once however many paths lead to it. The row's index
    /// (`slotScratch`) stays loaded throughout, so a long expansion costs its size, not its
    /// size times the number of steps.
    mutating func reduce(_ r: Int32) {
        tableau.willChange(r)
        reduceHeap.removeAll(keepingCapacity: true)
        for (i, cell) in tableau.rows[Int(r)].cells.enumerated() {
            tableau.slotScratch[Int(cell.symbol)] = Int32(i)
            if tableau.rowOf[Int(cell.symbol)] >= 0 { reduceHeap.push(key(cell.symbol)) }
        }
        while let k = reduceHeap.pop() {
            let s = Int32(truncatingIfNeeded: k & 0xFFFF_FFFF)
            let i = Int(tableau.slotScratch[Int(s)])
            if i < 0 || tableau.rowOf[Int(s)] < 0 { continue }   // a duplicate key, already expanded
            let a = tableau.rows[Int(r)].cells[i].coefficient
            tableau.removeCell(r, i)
            tableau.slotScratch[Int(s)] = -1
            if i < tableau.rows[Int(r)].cells.count { tableau.slotScratch[Int(tableau.rows[Int(r)].cells[i].symbol)] = Int32(i) }
            if nearZero(a) { continue }
            let source = tableau.rowOf[Int(s)]
            expandCells.removeAll(keepingCapacity: true)
            expandCells.append(contentsOf: tableau.rows[Int(source)].cells)
            tableau.rows[Int(r)].constant += a * tableau.rows[Int(source)].constant
            for cell in expandCells {
                let j = Int(tableau.slotScratch[Int(cell.symbol)])
                if j >= 0 {
                    tableau.rows[Int(r)].cells[j].coefficient += a * cell.coefficient
                } else {
                    tableau.slotScratch[Int(cell.symbol)] = Int32(tableau.rows[Int(r)].cells.count)
                    tableau.appendCell(r, cell.symbol, a * cell.coefficient)
                    if tableau.rowOf[Int(cell.symbol)] >= 0 { reduceHeap.push(key(cell.symbol)) }
                }
            }
        }
        for cell in tableau.rows[Int(r)].cells { tableau.slotScratch[Int(cell.symbol)] = -1 }
        tableau.dropNearZero(r)
    }

    @inline(__always) private func key(_ s: Int32) -> Int64 {
        (Int64(tableau.order[Int(s)]) << 32) | Int64(s)
    }

    // MARK: Values

    /// Computes the value of every definition, in increasing order (so a definition's basic
    /// symbols are done before it). The definitions are compiled into flat arrays — for each,
    /// its row and the span of its references — rebuilt only when definitions change (not on
    /// a suggestion, which only moves constants), so a re-evaluation is one tight pass.
    mutating func evaluateDefinitions() {
        if evaluationEpoch != tableau.definitionsEpoch {
            var keys: [Int64] = []
            var references = 0
            for row in tableau.rows where row.basic >= 0 && tableau.kinds[Int(row.basic)] == .external {
                keys.append((Int64(tableau.order[Int(row.basic)]) << 32) | Int64(row.basic))
                references += row.cells.count
            }
            keys.sort()
            // Sized once: a new solver's first pass would otherwise grow each array step by step.
            evaluationOrder.removeAll(keepingCapacity: true)
            evaluationOrder.reserveCapacity(keys.count)
            evaluationRows.removeAll(keepingCapacity: true)
            evaluationRows.reserveCapacity(keys.count)
            evaluationEnds.removeAll(keepingCapacity: true)
            evaluationEnds.reserveCapacity(keys.count)
            evaluationRefs.removeAll(keepingCapacity: true)
            evaluationRefs.reserveCapacity(references)
            evaluationCoefficients.removeAll(keepingCapacity: true)
            evaluationCoefficients.reserveCapacity(references)
            for k in keys {
                let s = Int32(truncatingIfNeeded: k & 0xFFFF_FFFF)
                let r = tableau.rowOf[Int(s)]
                evaluationOrder.append(s)
                evaluationRows.append(r)
                for cell in tableau.rows[Int(r)].cells {
                    evaluationRefs.append(cell.symbol)
                    evaluationCoefficients.append(cell.coefficient)
                }
                evaluationEnds.append(Int32(evaluationRefs.count))
            }
            evaluationEpoch = tableau.definitionsEpoch
        }
        // Raw buffers: this pass runs after every suggestion (measured: the array accessors
        // through `self` were half its cost).
        tableau.kinds.withUnsafeBufferPointer { kinds in
        tableau.rowOf.withUnsafeBufferPointer { rowOf in
        tableau.rows.withUnsafeBufferPointer { rows in
        evaluationRefs.withUnsafeBufferPointer { refs in
        evaluationCoefficients.withUnsafeBufferPointer { coefficients in
        evaluationEnds.withUnsafeBufferPointer { ends in
        evaluationRows.withUnsafeBufferPointer { defRows in
        evaluationOrder.withUnsafeBufferPointer { order in
        values.withUnsafeMutableBufferPointer { values in
            var start = 0
            for i in 0..<order.count {
                var sum = rows[Int(defRows[i])].constant
                let end = Int(ends[i])
                for j in start..<end {
                    let z = Int(refs[j])
                    let rz = Int(rowOf[z])
                    if rz < 0 { continue }
                    sum += coefficients[j] * (kinds[z] == .external ? values[z] : rows[rz].constant)
                }
                values[Int(order[i])] = sum
                start = end
            }
        }}}}}}}}}
    }
}

/// Definitions to reduce, newest first: 64-bit keys (order in the high half, symbol in the low half).
typealias KeyHeap = MaxHeap<Int64>
