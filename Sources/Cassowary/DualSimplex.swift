/// The dual simplex, with a ratio test that passes breakpoints instead of pivoting at each.
///
/// A suggestion or a new constant changes row constants only: the objective stays optimal
/// while some restricted rows go negative. The dual simplex (Cassowary's incremental re-solve:
/// Badros, Borning & Stuckey, "The Cassowary linear arithmetic constraint solving algorithm",
/// ACM TOCHI 8(4), 2001, §2.4) repairs one negative row at a time and keeps the objective
/// optimal throughout.
///
/// **The textbook step.** Row r, `b = c + Σ αⱼ xⱼ` with c = −δ < 0, is raised by pivoting in
/// a parametric xⱼ with αⱼ > 0: the one of least ratio dⱼ / αⱼ of reduced cost (a vector, one
/// entry per strength level, compared level by level) to coefficient. That ratio t is how far
/// the step moves the objective's costs: after the pivot they are D = d − t·(row r), and the
/// least ratio is what keeps every D ≥ 0 (still optimal). The entering xⱼ becomes δ / αⱼ.
///
/// **Breakpoints.** Often xⱼ cannot go that far: another restricted row `b′ = c′ + a′xⱼ + …`
/// with a′ < 0 reaches zero first, at xⱼ = uⱼ = c′ / −a′ (xⱼ's range). Past that point the cost
/// of raising row r changes — `h ≥ 20` and a weak `h == 44` on one view's height meet in such
/// a row, so the height's cost is piecewise linear with breakpoints at 20 and 44 (Fourer, "A
/// simplex algorithm for piecewise-linear programming I", Math. Prog. 33, 1985). The textbook
/// step pivots xⱼ into row r anyway, row b′ goes negative, and the next step repairs it, in a
/// row that now names all that row r named. On a stack of N views, whose total is a row naming
/// every height, each height that reaches a breakpoint cost two pivots of rows of 4N cells.
///
/// **The long step** (the bound-flipping ratio test of the dual simplex: Maros, "A generalized
/// dual phase-2 simplex algorithm", EJOR 149, 2003; Koberstein, "The dual simplex method,
/// techniques for a fast and stable implementation", thesis, Paderborn 2005, "BFRT") takes the
/// candidates in order of ratio and lets one pass its breakpoint while that still leaves row r
/// negative (αⱼuⱼ < δ): xⱼ is moved to uⱼ by pivoting it into the row that stops it (b′ leaves
/// at zero; the "bound flip" of a bounded variable), δ falls by αⱼuⱼ, and the next candidate is
/// considered. The first one that can absorb what is left of δ enters row r: one pivot of row
/// r for the whole suggestion, and a short pivot per breakpoint passed (the stopping row of a
/// view's height names that view's symbols only). Bounds are not stored: a candidate's range
/// and the row that stops it are found when needed, by the primal ratio test over its column
/// (`stoppingRow`).
///
/// Why the result is the textbook's optimum: let t be the ratio of the candidate in hand and
/// D = d − t·(row r), the costs that a pivot of row r at this point would leave. Candidates
/// come in ratio order, so D ≥ 0 at every t reached. A flip pivots in a symbol whose D is 0
/// (its ratio is t), and a pivot changes every cost by the entering symbol's cost times a row
/// (of row r too, which is rewritten by the same substitution), so D does not change: the final
/// pivot of row r, at the last t, leaves D ≥ 0, an optimal tableau. A flip moves xⱼ only as far
/// as the first row that stops it, so no other row goes negative, and each flip strictly
/// lowers δ. So the result is feasible and optimal, which is the textbook's answer wherever
/// the optimum is unique; where it is not (which weak height of a stack gives way), a vertex
/// of the same optimal face.
///
/// **A tie needs no pivot of row r.** While t = 0 (the candidate costs nothing at any level:
/// raising it trades one optimum for another), D = d, and the candidate that ends the step may
/// itself be flipped all the way to its range instead of entering: row r ends above zero, and
/// the objective is untouched. That is done when the row that stops it is shorter than row r
/// (one pivot either way, the shorter the cheaper). On the stack, whose heights at 20 cost
/// nothing to raise while another height is between its breakpoints, a suggestion then costs
/// no pivot of the long row at all, only one short flip per height that reaches a breakpoint.
///
/// **Cost.** One pass over row r finds the textbook candidate, and flips the candidates of
/// ratio 0 as it meets them (among equal ratios any order is the ratio order); it stops as
/// soon as one makes row r feasible, on the stack within its first few cells. If candidates of
/// higher ratio must pass their breakpoints, a second pass queues row r's candidates in a heap
/// by ratio, and each flip queues those it changes: O(|row r| + k log |row r|) for k
/// breakpoints, plus the flips' pivots.
///
/// Anti-cycling: flips and pivots together are counted as the textbook's pivots; past
/// `8 × rows + 64` of them in one call the leaving rows go in Bland's order and no more
/// breakpoints are passed (the textbook step alone cannot cycle under Bland's rule).
extension SolverCore {
    /// Restores feasibility (rows whose restricted basic went negative after a constant
    /// changed) while keeping the objective optimal. Returns the basic symbol of a row that
    /// cannot be made feasible (a required conflict), or -1.
    mutating func dualOptimize() -> Int32 {
        var pivots = 0
        let blandAfter = 8 * tableau.rows.count + 64
        while !infeasible.isEmpty {
            // The row that leaves: the most negative first (Dantzig's rule for the dual). Any
            // infeasible row is a valid choice, but the order decides how many pivots it takes:
            // taking the last one found instead, the first suggestion of the 20 × 20 grid's
            // sweep (the container halved at once: 1 200 rows go negative together) pivoted 792
            // times, symbols spreading through every row.
            var pick = infeasible.count - 1
            var worst = 0.0
            for i in infeasible.indices {
                let ri = tableau.rowOf[Int(infeasible[i])]
                if ri < 0 { continue }
                if pivots >= blandAfter {
                    if infeasible[i] > infeasible[pick] && tableau.rows[Int(ri)].constant < -epsilon { pick = i }
                } else if tableau.rows[Int(ri)].constant < worst {
                    worst = tableau.rows[Int(ri)].constant
                    pick = i
                }
            }
            let b = infeasible[pick]
            infeasible[pick] = infeasible[infeasible.count - 1]
            infeasible.removeLast()
            let r = tableau.rowOf[Int(b)]
            if r < 0 || tableau.kinds[Int(b)] == .external { continue }
            if tableau.rows[Int(r)].constant >= -epsilon { continue }
            switch leave(r, flippingUntil: blandAfter, &pivots) {
            case .feasible:
                continue
            case .stuck:
                infeasible.removeAll()
                return b
            case .enter(let entering):
                pivots += 1
                pivot(r, entering)
            }
        }
        return -1
    }

    enum LongStep {
        /// Flips alone made the row feasible.
        case feasible
        /// This symbol enters the row (the one pivot of the row).
        case enter(Int32)
        /// Nothing can raise the row: it cannot be made feasible.
        case stuck
    }

    /// The long step on negative row `r`: passes the breakpoints it can (flips, counted in
    /// `pivots`, while there are fewer than `budget`), and says how the row is left.
    mutating func leave(_ r: Int32, flippingUntil budget: Int, _ pivots: inout Int) -> LongStep {
        var delta = -tableau.rows[Int(r)].constant

        // One pass over the row: the textbook's candidate, and the breakpoints of ratio 0 as
        // they are met (their order among themselves does not matter). A flip rewrites the
        // row, so the pass reads it by index and looks again at the index it flipped.
        var entering: Int32 = -1
        var enteringCoefficient = 0.0
        var enteringIsFree = false
        var flipped = false
        var i = 0
        while i < tableau.rows[Int(r)].cells.count {
            let cell = tableau.rows[Int(r)].cells[i]
            i += 1
            let s = cell.symbol
            let kind = tableau.kinds[Int(s)]
            if kind == .dummy { continue }
            if kind == .external {
                if abs(cell.coefficient) <= pivotEpsilon { continue }
                // A free symbol (zero reduced cost at an optimum) enters at no cost.
                if !enteringIsFree || s > entering {
                    entering = s
                    enteringCoefficient = cell.coefficient
                    enteringIsFree = true
                }
                continue
            }
            if cell.coefficient <= pivotEpsilon { continue }
            if pivots < budget && objective.sign(s) == 0 {
                let (stop, range) = stoppingRow(of: s, besides: r)
                if stop >= 0 && range > epsilon {
                    if delta - cell.coefficient * range > epsilon {
                        flip(s, in: stop, &pivots)
                        flipped = true
                        delta = -tableau.rows[Int(r)].constant
                        i -= 1
                        continue
                    }
                    if tableau.rows[Int(stop)].cells.count < tableau.rows[Int(r)].cells.count {
                        flip(s, in: stop, &pivots)
                        return .feasible
                    }
                }
            }
            if enteringIsFree { continue }
            if entering < 0 {
                entering = s
                enteringCoefficient = cell.coefficient
                continue
            }
            let order = objective.compareRatios(s, cell.coefficient, entering, enteringCoefficient)
            // Among equally good symbols, the one in the fewest rows: the pivot copies this
            // row into those rows, and a long row (a chain's total) must not spread. After
            // many pivots in one call, plain Bland's order rules out cycling.
            var better = order < 0
            if order == 0 {
                let a = tableau.columns[Int(s)].count, e = tableau.columns[Int(entering)].count
                better = pivots < 64 && a != e ? a < e : s > entering
            }
            if better {
                entering = s
                enteringCoefficient = cell.coefficient
            }
        }
        // After a flip the row has changed under the pass: its candidates are queued afresh.
        var queued = false
        if flipped {
            breakpoints.reset(levels: objective.levels.count)
            queueCandidates(of: r)
            queued = true
            guard let next = nextBreakpoint(of: r) else { return .stuck }
            entering = next
        }
        if entering < 0 { return .stuck }
        if enteringIsFree && !flipped { return .enter(entering) }

        // The breakpoints in ratio order, from the least.
        var candidate = entering
        while true {
            let alpha = tableau.coefficient(of: candidate, in: r)
            let (stop, range) = stoppingRow(of: candidate, besides: r)
            let flippable = stop >= 0 && range > epsilon && tableau.kinds[Int(candidate)] != .external
            if flippable && delta - alpha * range > epsilon && pivots < budget {
                flip(candidate, in: stop, &pivots)
                delta = -tableau.rows[Int(r)].constant
                if queued {
                    // The flip rewrote row r's cells (and costs) of the symbols of the flipped row.
                    for cell in tableau.rows[Int(stop)].cells { queueIfCandidate(cell.symbol, of: r) }
                } else {
                    breakpoints.reset(levels: objective.levels.count)
                    queueCandidates(of: r)
                    queued = true
                }
                guard let next = nextBreakpoint(of: r) else { return .stuck }
                candidate = next
                continue
            }
            // The last breakpoint, at ratio 0 (see above): flipped all the way if that is cheaper.
            if flippable && objective.sign(candidate) == 0 && pivots < budget
                && tableau.rows[Int(stop)].cells.count < tableau.rows[Int(r)].cells.count {
                flip(candidate, in: stop, &pivots)
                return .feasible
            }
            return .enter(candidate)
        }
    }

    /// Moves parametric `s` to its range: the pivot that makes it basic in `stop`, the row
    /// that stops it.
    mutating func flip(_ s: Int32, in stop: Int32, _ pivots: inout Int) {
        flipCount &+= 1
        pivots += 1
        pivot(stop, s)
    }

    /// The restricted row other than `r` that stops parametric `s` first as it grows from zero
    /// (the other parametric symbols held), and how far `s` gets: `(row, range)`, or
    /// `(-1, ∞)` when nothing stops it. A row that is already negative stops it at once, and so
    /// does a row whose basic is a dummy (a required equality implied by others: exactly 0).
    /// Ties go to the highest-numbered basic symbol, as in the primal ratio test.
    func stoppingRow(of s: Int32, besides r: Int32) -> (row: Int32, range: Double) {
        var best: Int32 = -1
        var bestRange = Double.infinity
        var bestBasic: Int32 = -1
        for entry in tableau.columns[Int(s)] where entry.row != r {
            let basic = tableau.rows[Int(entry.row)].basic
            let kind = tableau.kinds[Int(basic)]
            if kind == .external { continue }
            let a = tableau.rows[Int(entry.row)].cells[Int(entry.slot)].coefficient
            if kind == .dummy {
                if abs(a) > pivotEpsilon { return (entry.row, 0) }
                continue
            }
            if a >= -pivotEpsilon { continue }
            let range = max(tableau.rows[Int(entry.row)].constant, 0) / -a
            if range < bestRange || (range == bestRange && basic > bestBasic) {
                best = entry.row
                bestRange = range
                bestBasic = basic
            }
        }
        return (best, bestRange)
    }

    /// Queues every candidate of row `r` (a parametric symbol that can raise it) with its ratio.
    mutating func queueCandidates(of r: Int32) {
        for cell in tableau.rows[Int(r)].cells { queue(cell.symbol, cell.coefficient) }
    }

    /// Queues `s` with its current ratio if it is a candidate of row `r` (after a flip).
    mutating func queueIfCandidate(_ s: Int32, of r: Int32) {
        let i = tableau.slot(of: s, in: r)
        if i >= 0 { queue(s, tableau.rows[Int(r)].cells[i].coefficient) }
    }

    /// Queues parametric `s`, of coefficient `alpha` in the row, if it can raise the row:
    /// a slack or error with a positive coefficient, or a free (external) symbol.
    private mutating func queue(_ s: Int32, _ alpha: Double) {
        if tableau.rowOf[Int(s)] >= 0 { return }
        let kind = tableau.kinds[Int(s)]
        if kind == .dummy { return }
        if kind == .external ? abs(alpha) <= pivotEpsilon : alpha <= pivotEpsilon { return }
        breakpoints.push(s, alpha, columnSize: Int32(tableau.columns[Int(s)].count), objective)
    }

    /// The queued candidate of least ratio that is still a candidate of row `r` with the
    /// ratio it was queued with (a flip queues again those whose ratio it changed), or nil.
    mutating func nextBreakpoint(of r: Int32) -> Int32? {
        while let (s, entry) = breakpoints.pop() {
            if tableau.rowOf[Int(s)] >= 0 { continue }
            let i = tableau.slot(of: s, in: r)
            if i < 0 { continue }
            let alpha = tableau.rows[Int(r)].cells[i].coefficient
            let external = tableau.kinds[Int(s)] == .external
            if external ? abs(alpha) <= pivotEpsilon : alpha <= pivotEpsilon { continue }
            if breakpoints.ratiosMatch(entry, s, alpha, objective) { return s }
        }
        return nil
    }
}

/// The candidates of one negative row in order of ratio (cost over coefficient, compared level
/// by level as `Objective.compareRatios` does; then the fewest rows, then the newest symbol):
/// a binary heap of entries, each with its ratio vector stored when it was queued.
struct BreakpointQueue {
    private var symbols: ContiguousArray<Int32> = []
    private var columnSizes: ContiguousArray<Int32> = []
    /// `levels` ratios per entry, highest level first.
    private var ratios: ContiguousArray<Double> = []
    private var heap: ContiguousArray<Int32> = []
    private var levels = 0

    mutating func reset(levels: Int) {
        self.levels = levels
        symbols.removeAll(keepingCapacity: true)
        columnSizes.removeAll(keepingCapacity: true)
        ratios.removeAll(keepingCapacity: true)
        heap.removeAll(keepingCapacity: true)
    }

    mutating func push(_ s: Int32, _ alpha: Double, columnSize: Int32, _ objective: Objective) {
        let entry = Int32(symbols.count)
        symbols.append(s)
        columnSizes.append(columnSize)
        for l in 0..<levels { ratios.append(objective.levels[l].coefficients[Int(s)] / alpha) }
        heap.append(entry)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if !precedes(heap[i], heap[parent]) { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    /// The first entry: its symbol and its index (for `ratiosMatch`).
    mutating func pop() -> (Int32, Int32)? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1
                if l >= heap.count { break }
                var m = l
                if l + 1 < heap.count && precedes(heap[l + 1], heap[l]) { m = l + 1 }
                if !precedes(heap[m], heap[i]) { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        return (symbols[Int(top)], top)
    }

    /// Whether entry `e` (for `s`) still has the ratios that `s` has now with coefficient `alpha`.
    func ratiosMatch(_ e: Int32, _ s: Int32, _ alpha: Double, _ objective: Objective) -> Bool {
        let base = Int(e) * levels
        for l in 0..<levels where ratios[base + l] != objective.levels[l].coefficients[Int(s)] / alpha {
            return false
        }
        return true
    }

    private func precedes(_ a: Int32, _ b: Int32) -> Bool {
        let ba = Int(a) * levels, bb = Int(b) * levels
        for l in 0..<levels {
            let x = ratios[ba + l], y = ratios[bb + l]
            if x < y - epsilon { return true }
            if x > y + epsilon { return false }
        }
        if columnSizes[Int(a)] != columnSizes[Int(b)] { return columnSizes[Int(a)] < columnSizes[Int(b)] }
        return symbols[Int(a)] > symbols[Int(b)]
    }
}
