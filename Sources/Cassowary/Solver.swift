/// An incremental Cassowary solver.
///
/// Required constraints always hold; the others are satisfied as well as possible, level by
/// level (see `Strength`). Adding, removing and changing constants are incremental: each call
/// pivots only what it touches. Single-threaded: use one solver per thread.
public final class Solver {
    struct ConstraintInfo {
        let constraint: Constraint
        /// Slack (inequality), dummy (required equality) or positive error (optional equality).
        let marker: Int32
        /// The second error symbol of an optional constraint, or -1.
        let other: Int32
        /// The coefficient `marker` was given in the constraint's row `expression + … = 0`.
        let markerCoefficient: Double
        let level: Double
    }

    let tableau = Tableau()
    let objective = Objective()
    var constraints = ConstraintTable()
    var edits: [ObjectIdentifier: Constraint] = [:]
    /// The constraint a required marker (dummy or slack) belongs to, for conflict reports.
    var markerOwner = MarkerOwners()
    var variables: [Variable] = []
    var variableSymbols: [ObjectIdentifier: Int32] = [:]

    /// Pivots so far, and how many of them were the dual simplex's flips (for tests and profiling).
    var pivotCount = 0
    var flipCount = 0
    var breakpoints = BreakpointQueue()
    var candidates = SymbolHeap()
    var inHeap: ContiguousArray<Bool> = []
    var infeasible: [Int32] = []
    var pivotCells: ContiguousArray<Cell> = []
    var expandCells: ContiguousArray<Cell> = []
    var columnScratch: ContiguousArray<ColumnEntry> = []
    var orderStack: [Int32] = []
    var reduceHeap = KeyHeap()
    var mark: ContiguousArray<UInt32> = []
    var markStamp: UInt32 = 0
    var values: ContiguousArray<Double> = []
    var evaluationOrder: ContiguousArray<Int32> = []
    var evaluationRows: ContiguousArray<Int32> = []
    var evaluationEnds: ContiguousArray<Int32> = []
    var evaluationRefs: ContiguousArray<Int32> = []
    var evaluationCoefficients: ContiguousArray<Double> = []
    var evaluationEpoch: UInt64 = .max
    /// The symbol of each variable of `variables`, in the same order.
    var variableSymbolList: ContiguousArray<Int32> = []
    /// How many variables there were before the call in progress: the ones it registers come
    /// after, and are unregistered if it fails.
    var variablesBeforeCall = 0

    public init() {}

    deinit {
        for v in variables where v.cachedSolver == ObjectIdentifier(self) { v.cachedSolver = nil }
        constraints.removeAll(owner: ObjectIdentifier(self))
    }

    // MARK: Constraints

    public func addConstraint(_ c: Constraint) throws(SolverError) {
        let me = ObjectIdentifier(self)
        if constraints[c, owner: me] != nil { throw .duplicateConstraint(c) }
        guard c.lhsConstant.isFinite, c.rhsConstant.isFinite,
              c.terms.allSatisfy({ $0.coefficient.isFinite }) else { throw .nonFiniteValue }
        variablesBeforeCall = variables.count
        let t = tableau
        t.definitionsEpoch &+= 1
        let r = t.newRow()
        // The row `expression + markers = 0`, naming the variables as they are (a basic one
        // is expanded later only if the choice of a subject needs it). The terms are merged
        // and non-zero (see `Constraint.init`), so each is a new cell.
        for term in c.terms {
            t.appendCell(r, symbol(for: term.variable), term.coefficient)
        }
        t.rows[Int(r)].constant += c.lhsConstant - c.rhsConstant
        let required = c.strength.isRequired
        let level = required ? 0 : objective.level(for: c.strength.priority)
        var marker: Int32 = -1, other: Int32 = -1
        var markerCoefficient = 1.0
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0  ⇔  expression + s = 0;  expression ≥ 0  ⇔  expression − s = 0.
            markerCoefficient = c.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            t.appendCell(r, marker, markerCoefficient)
            if !required {
                other = newSymbol(.error)
                t.appendCell(r, other, -markerCoefficient)
                objective.add(level, other, 1)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy)
                t.appendCell(r, marker, 1)
            } else {
                // expression = e⁺ − e⁻
                markerCoefficient = -1
                marker = newSymbol(.error)
                other = newSymbol(.error)
                t.appendCell(r, marker, -1)
                t.appendCell(r, other, 1)
                objective.add(level, marker, 1)
                objective.add(level, other, 1)
            }
        }
        let info = ConstraintInfo(constraint: c, marker: marker, other: other,
                                  markerCoefficient: markerCoefficient,
                                  level: required ? .infinity : c.strength.priority)
        if required { markerOwner[marker] = c }

        // The subject: a parametric variable if one can be defined by this row without a
        // cycle (the row is then kept as it is, a definition); otherwise, with the row
        // expanded to parametric symbols, the marker or an error (Cassowary's rule), a dummy
        // when only dummies are left, or phase one with an artificial variable.
        var subject: Int32 = -1
        var expansions = 0
        while true {
            subject = definableSubject(r)
            if subject >= 0 { break }
            let limit = maxOrder(in: r)
            if limit == 0 { break }
            if expansions < 4 {
                // Expand the newest defined variable (the one closest to this constraint, e.g.
                // `top[i]` rather than `bottom[i−1]`: its definition names fresh variables)
                // and look again. Four tries, then the whole row at once: a size or position
                // constraint on a view whose frame is all definitions (`W ≥ 27` on a button of a
                // row) finds no subject however far it looks and ends as a restricted row, and
                // each try costs a look for a subject as well as the expansion. More tries cost
                // small screens, fewer cost chains, whose definitions then name whole chains
                // (the figures: docs/performance.md, "Measured choices").
                var best: Int32 = -1
                for cell in t.rows[Int(r)].cells where t.rowOf[Int(cell.symbol)] >= 0 {
                    let external = t.kinds[Int(cell.symbol)] == .external
                    let bestExternal = best >= 0 && t.kinds[Int(best)] == .external
                    if best < 0 || (external && !bestExternal) || (external == bestExternal && cell.symbol > best) {
                        best = cell.symbol
                    }
                }
                expand(r, best)
                expansions += 1
            } else {
                reduce(r)
            }
        }
        if subject >= 0 {
            let limit = maxOrder(in: r)
            t.setBasic(r, subject)
            t.isolate(subject, in: r)
            t.order[Int(subject)] = limit + 1
            raiseOrders(above: subject)
            if appearsReduced(subject) {
                // Restricted rows and the objective name `subject`: give them its expansion.
                let copy = t.newRow()
                t.rows[Int(copy)].basic = -1
                for cell in t.rows[Int(r)].cells { t.appendCell(copy, cell.symbol, cell.coefficient) }
                t.rows[Int(copy)].constant = t.rows[Int(r)].constant
                reduce(copy)
                pivotCells.removeAll(keepingCapacity: true)
                pivotCells.append(contentsOf: t.rows[Int(copy)].cells)
                let constant = t.rows[Int(copy)].constant
                t.freeRow(copy)
                substitute(subject, pivotCells, constant)
            }
        } else {
            // Cassowary's rule reads signs with a non-negative constant.
            if t.rows[Int(r)].constant < 0 {
                t.rows[Int(r)].constant = -t.rows[Int(r)].constant
                for i in t.rows[Int(r)].cells.indices { t.rows[Int(r)].cells[i].coefficient.negate() }
            }
            subject = chooseSubject(r, marker, other)
            if subject < 0 && allDummies(r) {
                if !nearZero(t.rows[Int(r)].constant) {
                    let conflicting = t.rows[Int(r)].cells.compactMap { markerOwner[$0.symbol] }.filter { $0 !== c }
                    t.freeRow(r)
                    markerOwner[marker] = nil
                    unregisterCallVariables()
                    throw .unsatisfiableConstraint(c, conflicting: conflicting)
                }
                subject = marker
            }
            if subject < 0 { subject = feasibleSubject(r) }
            if subject >= 0 {
                t.setBasic(r, subject)
                t.isolate(subject, in: r)
                t.order[Int(subject)] = 1
                pivotCells.removeAll(keepingCapacity: true)
                pivotCells.append(contentsOf: t.rows[Int(r)].cells)
                substitute(subject, pivotCells, t.rows[Int(r)].constant)
                // An older symbol may be named by definitions, which must now follow it.
                raiseOrders(above: subject)
            } else {
                let journal = Journal()
                t.journal = journal
                objective.journal = journal
                if let conflicting = addWithArtificialVariable(r, c) {
                    journal.rollback(t, objective)
                    t.freeRow(r)   // created before the journal started
                    candidates.removeAll(&inHeap)
                    infeasible.removeAll()
                    markerOwner[marker] = nil
                    unregisterCallVariables()
                    throw .unsatisfiableConstraint(c, conflicting: conflicting)
                }
                t.journal = nil
                objective.journal = nil
            }
        }
        constraints.insert(info, owner: me)
        optimize()
    }

    public func removeConstraint(_ c: Constraint) throws(SolverError) {
        guard let info = constraints.remove(c, owner: ObjectIdentifier(self)) else { throw .unknownConstraint(c) }
        let t = tableau
        t.definitionsEpoch &+= 1
        // Take the constraint's errors out of the objective.
        if !c.strength.isRequired {
            let l = objective.level(for: info.level)
            for e in [info.marker, info.other] where e >= 0 && t.kinds[Int(e)] == .error {
                let r = t.rowOf[Int(e)]
                if r >= 0 {
                    for cell in t.rows[Int(r)].cells {
                        objective.add(l, cell.symbol, -cell.coefficient)
                        considerEntering(cell.symbol)
                    }
                    objective.addConstant(l, -t.rows[Int(r)].constant)
                } else {
                    objective.add(l, e, -1)
                }
            }
        }
        markerOwner[info.marker] = nil
        let marker = info.marker
        // Make the marker basic (Cassowary: pivot it in on the row that keeps the tableau
        // feasible, or on a definition), then drop its row.
        var r = t.rowOf[Int(marker)]
        if r < 0 {
            r = markerLeavingRow(marker)
            if r >= 0 {
                if t.kinds[Int(t.rows[Int(r)].basic)] == .external {
                    // Only definitions name it. Expanded first, so that the marker's coefficient
                    // counts every path through other definitions; one where paths cancel is
                    // passed over for the next.
                    r = -1
                    columnScratch.removeAll(keepingCapacity: true)
                    columnScratch.append(contentsOf: t.columns[Int(marker)])
                    let definitions = columnScratch.map(\.row)
                    for d in definitions {
                        reduce(d)
                        if t.slot(of: marker, in: d) >= 0 { r = d; break }
                    }
                    if r >= 0 {
                        t.solve(r, for: marker)
                        t.order[Int(marker)] = 1
                        pivotCells.removeAll(keepingCapacity: true)
                        pivotCells.append(contentsOf: t.rows[Int(r)].cells)
                        substitute(marker, pivotCells, t.rows[Int(r)].constant)
                    }
                } else {
                    pivot(r, marker)
                }
            }
        }
        if r >= 0 {
            // Definitions may still name the marker: give them its row before it goes.
            pivotCells.removeAll(keepingCapacity: true)
            pivotCells.append(contentsOf: t.rows[Int(r)].cells)
            let constant = t.rows[Int(r)].constant
            columnScratch.removeAll(keepingCapacity: true)
            columnScratch.append(contentsOf: t.columns[Int(marker)])
            for entry in columnScratch where entry.row != r {
                let a = t.rows[Int(entry.row)].cells[Int(entry.slot)].coefficient
                t.removeCell(entry.row, Int(entry.slot))
                t.addScaled(entry.row, a, pivotCells, constant)
            }
            t.freeRow(r)
        }
        // Whatever still names the marker (only rounding crumbs) forgets it.
        while let e = t.columns[Int(marker)].last { t.removeCell(e.row, Int(e.slot)) }
        // The other error's column was the opposite of the marker's; it is gone with it,
        // except for rounding crumbs, which are removed here.
        if info.other >= 0 {
            if t.rowOf[Int(info.other)] >= 0 { t.freeRow(t.rowOf[Int(info.other)]) }
            while let e = t.columns[Int(info.other)].last { t.removeCell(e.row, Int(e.slot)) }
            for l in objective.levels.indices where objective.coefficient(l, info.other) != 0 {
                objective.add(l, info.other, -objective.coefficient(l, info.other))
            }
        }
        optimize()
    }

    public func hasConstraint(_ c: Constraint) -> Bool { constraints[c, owner: ObjectIdentifier(self)] != nil }

    /// Changes the right-hand constant of `c` (UIKit's `constant`) without removing it: the
    /// change goes through the constraint's marker or error symbols, as a suggestion does,
    /// then the dual simplex restores feasibility. Throws (and changes nothing) if `c` is
    /// required and cannot hold with its new constant.
    public func setConstant(of c: Constraint, to constant: Double) throws(SolverError) {
        guard let info = constraints[c, owner: ObjectIdentifier(self)] else { throw .unknownConstraint(c) }
        guard constant.isFinite else { throw .nonFiniteValue }
        let delta = c.rhsConstant - constant   // change of the expression's constant
        if delta == 0 { return }
        let t = tableau
        let required = c.strength.isRequired
        var journal: Journal? = nil
        if required {
            journal = Journal()
            t.journal = journal
            objective.journal = journal
        }
        var failedRow: Int32 = -1
        // expression + Δ + m·X = 0 with X = X′ + Δ/m: shift X by Δ/m where it is basic, or
        // the constants of the rows it appears in where it is parametric.
        var x = info.marker
        var m = info.markerCoefficient
        if t.rowOf[Int(x)] < 0 && info.other >= 0 && t.rowOf[Int(info.other)] >= 0 {
            x = info.other
            m = -m
        }
        let shift = delta / m
        if t.rowOf[Int(x)] >= 0 {
            let r = t.rowOf[Int(x)]
            t.willChange(r)
            t.rows[Int(r)].constant -= shift
            if t.kinds[Int(x)] == .dummy && !nearZero(t.rows[Int(r)].constant) { failedRow = r }
            if t.rows[Int(r)].constant < 0 { infeasible.append(x) }
            if t.kinds[Int(x)] == .error { objective.addConstant(objective.level(for: info.level), -shift) }
            // Definitions naming X (now X′ + shift) take the shift in their constants.
            for entry in t.columns[Int(x)] {
                t.willChange(entry.row)
                t.rows[Int(entry.row)].constant += t.rows[Int(entry.row)].cells[Int(entry.slot)].coefficient * shift
            }
        } else {
            for entry in t.columns[Int(x)] {
                let r = entry.row
                t.willChange(r)
                let a = t.rows[Int(r)].cells[Int(entry.slot)].coefficient
                t.rows[Int(r)].constant += a * shift
                let b = t.rows[Int(r)].basic
                if t.kinds[Int(b)] == .dummy && !nearZero(t.rows[Int(r)].constant) { failedRow = r }
                if t.kinds[Int(b)] != .external && t.rows[Int(r)].constant < 0 { infeasible.append(b) }
            }
            // The objective sums the new error X′ itself, not X: its own weight takes no shift.
            let own = t.kinds[Int(x)] == .error ? objective.level(for: info.level) : -1
            for l in objective.levels.indices {
                let weight = objective.coefficient(l, x) - (l == own ? 1 : 0)
                if weight != 0 { objective.addConstant(l, weight * shift) }
            }
        }
        if failedRow < 0 {
            let stuck = dualOptimize()
            if stuck >= 0 { failedRow = t.rowOf[Int(stuck)] }
        }
        if failedRow >= 0, let journal {
            let conflicting = conflictsOfRow(failedRow).filter { $0 !== c }
            journal.rollback(t, objective)
            infeasible.removeAll()
            candidates.removeAll(&inHeap)
            throw .unsatisfiableConstraint(c, conflicting: conflicting)
        }
        t.journal = nil
        objective.journal = nil
        c.rhsConstant = constant
    }

    // MARK: Values

    /// Writes `Variable.value` for every variable the solver knows (0 for a parametric one).
    public func updateVariables() {
        evaluateDefinitions()
        let rowOf = tableau.rowOf
        variables.withUnsafeBufferPointer { vars in
            for i in 0..<vars.count {
                let s = Int(variableSymbolList[i])
                let value = rowOf[s] < 0 ? 0 : values[s]
                vars[i].value = value.isFinite ? value : 0
            }
        }
    }

    /// Forgets every constraint, edit variable and variable.
    public func reset() {
        for v in variables where v.cachedSolver == ObjectIdentifier(self) { v.cachedSolver = nil }
        tableau.kinds.removeAll(); tableau.rowOf.removeAll(); tableau.columns.removeAll(); tableau.order.removeAll()
        tableau.symbolCount = 0
        mark.removeAll(); values.removeAll()
        tableau.rows.removeAll(); tableau.freeRows.removeAll(); tableau.slotScratch.removeAll()
        tableau.journal = nil
        objective.levels.removeAll(); objective.width = 0; objective.journal = nil
        constraints.removeAll(owner: ObjectIdentifier(self)); edits.removeAll(); markerOwner.owners.removeAll()
        variables.removeAll(); variableSymbols.removeAll(); variableSymbolList.removeAll()
        evaluationOrder.removeAll(); evaluationEpoch = .max
        candidates = SymbolHeap(); inHeap.removeAll(); infeasible.removeAll()
    }
}

/// The constraint each required marker (dummy or slack) belongs to, by symbol: an array, so
/// adding a required constraint costs no hashing.
struct MarkerOwners {
    var owners: ContiguousArray<Constraint?> = []
    subscript(_ s: Int32) -> Constraint? {
        get { owners[Int(s)] }
        set { owners[Int(s)] = newValue }
    }
}
