/// Everything a `Solver` knows, and the operations that change it.
///
/// A struct so that the solver's hot loops reach the tableau, the objective and the scratch
/// lists through one `inout` value: the compiler proves such accesses exclusive, whereas each
/// access to a class's stored property that may overlap another (an array grown or written in
/// place may free memory, so it may) is checked at run time in a default release build, and
/// those checks were most of the solver's instructions (docs/performance.md, "Measured
/// choices"). `Solver` holds one and forwards its public calls to it: one checked access a call.
struct SolverCore {
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

    var tableau = Tableau()
    var objective = Objective()
    var constraints = ConstraintTable()
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

    /// The solver whose state this is: its identity keys the one-entry caches of variables and
    /// constraints. `Solver.init` sets it; the placeholder (a type's identity) is no solver's.
    var owner = ObjectIdentifier(SolverCore.self)

    // MARK: Constraints

    mutating func addConstraint(_ c: Constraint) throws(SolverError) {
        if constraints[c, owner: owner] != nil { throw .duplicateConstraint(c) }
        guard c.lhsConstant.isFinite, c.rhsConstant.isFinite,
              c.terms.allSatisfy({ $0.coefficient.isFinite }) else { throw .nonFiniteValue }
        variablesBeforeCall = variables.count
        tableau.definitionsEpoch &+= 1
        let r = tableau.newRow()
        // The row `expression + markers = 0`, naming the variables as they are (a basic one
        // is expanded later only if the choice of a subject needs it). The terms are merged
        // and non-zero (see `Constraint.init`), so each is a new cell.
        for term in c.terms {
            tableau.appendCell(r, symbol(for: term.variable), term.coefficient)
        }
        tableau.rows[Int(r)].constant += c.lhsConstant - c.rhsConstant
        let required = c.strength.isRequired
        let level = required ? 0 : objective.level(for: c.strength.priority)
        var marker: Int32 = -1, other: Int32 = -1
        var markerCoefficient = 1.0
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0  ⇔  expression + s = 0;  expression ≥ 0  ⇔  expression − s = 0.
            markerCoefficient = c.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            tableau.appendCell(r, marker, markerCoefficient)
            if !required {
                other = newSymbol(.error)
                tableau.appendCell(r, other, -markerCoefficient)
                objective.add(level, other, 1)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy)
                tableau.appendCell(r, marker, 1)
            } else {
                // expression = e⁺ − e⁻
                markerCoefficient = -1
                marker = newSymbol(.error)
                other = newSymbol(.error)
                tableau.appendCell(r, marker, -1)
                tableau.appendCell(r, other, 1)
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
                for cell in tableau.rows[Int(r)].cells where tableau.rowOf[Int(cell.symbol)] >= 0 {
                    let external = tableau.kinds[Int(cell.symbol)] == .external
                    let bestExternal = best >= 0 && tableau.kinds[Int(best)] == .external
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
            tableau.setBasic(r, subject)
            tableau.isolate(subject, in: r)
            tableau.order[Int(subject)] = limit + 1
            raiseOrders(above: subject)
            if appearsReduced(subject) {
                // Restricted rows and the objective name `subject`: give them its expansion.
                let copy = tableau.newRow()
                tableau.rows[Int(copy)].basic = -1
                for cell in tableau.rows[Int(r)].cells { tableau.appendCell(copy, cell.symbol, cell.coefficient) }
                tableau.rows[Int(copy)].constant = tableau.rows[Int(r)].constant
                reduce(copy)
                pivotCells.removeAll(keepingCapacity: true)
                pivotCells.append(contentsOf: tableau.rows[Int(copy)].cells)
                let constant = tableau.rows[Int(copy)].constant
                tableau.freeRow(copy)
                substitute(subject, pivotCells, constant)
            }
        } else {
            // Cassowary's rule reads signs with a non-negative constant.
            if tableau.rows[Int(r)].constant < 0 {
                tableau.rows[Int(r)].constant = -tableau.rows[Int(r)].constant
                for i in tableau.rows[Int(r)].cells.indices { tableau.rows[Int(r)].cells[i].coefficient.negate() }
            }
            subject = chooseSubject(r, marker, other)
            if subject < 0 && allDummies(r) {
                if !nearZero(tableau.rows[Int(r)].constant) {
                    let conflicting = tableau.rows[Int(r)].cells.compactMap { markerOwner[$0.symbol] }.filter { $0 !== c }
                    tableau.freeRow(r)
                    markerOwner[marker] = nil
                    unregisterCallVariables()
                    throw .unsatisfiableConstraint(c, conflicting: conflicting)
                }
                subject = marker
            }
            if subject < 0 { subject = feasibleSubject(r) }
            if subject >= 0 {
                tableau.setBasic(r, subject)
                tableau.isolate(subject, in: r)
                tableau.order[Int(subject)] = 1
                pivotCells.removeAll(keepingCapacity: true)
                pivotCells.append(contentsOf: tableau.rows[Int(r)].cells)
                substitute(subject, pivotCells, tableau.rows[Int(r)].constant)
                // An older symbol may be named by definitions, which must now follow it.
                raiseOrders(above: subject)
            } else {
                let journal = Journal()
                tableau.journal = journal
                objective.journal = journal
                if let conflicting = addWithArtificialVariable(r, c) {
                    journal.rollback(&tableau, &objective)
                    tableau.freeRow(r)   // created before the journal started
                    candidates.removeAll(&inHeap)
                    infeasible.removeAll()
                    markerOwner[marker] = nil
                    unregisterCallVariables()
                    throw .unsatisfiableConstraint(c, conflicting: conflicting)
                }
                tableau.journal = nil
                objective.journal = nil
            }
        }
        constraints.insert(info, owner: owner)
        optimize()
    }

    mutating func removeConstraint(_ c: Constraint) throws(SolverError) {
        guard let info = constraints.remove(c, owner: owner) else { throw .unknownConstraint(c) }
        tableau.definitionsEpoch &+= 1
        // Take the constraint's errors out of the objective.
        if !c.strength.isRequired {
            let l = objective.level(for: info.level)
            for e in [info.marker, info.other] where e >= 0 && tableau.kinds[Int(e)] == .error {
                let r = tableau.rowOf[Int(e)]
                if r >= 0 {
                    for cell in tableau.rows[Int(r)].cells {
                        objective.add(l, cell.symbol, -cell.coefficient)
                        considerEntering(cell.symbol)
                    }
                    objective.addConstant(l, -tableau.rows[Int(r)].constant)
                } else {
                    objective.add(l, e, -1)
                }
            }
        }
        markerOwner[info.marker] = nil
        let marker = info.marker
        // Make the marker basic (Cassowary: pivot it in on the row that keeps the tableau
        // feasible, or on a definition), then drop its row.
        var r = tableau.rowOf[Int(marker)]
        if r < 0 {
            r = markerLeavingRow(marker)
            if r >= 0 {
                if tableau.kinds[Int(tableau.rows[Int(r)].basic)] == .external {
                    // Only definitions name it. Expanded first, so that the marker's coefficient
                    // counts every path through other definitions; one where paths cancel is
                    // passed over for the next.
                    r = -1
                    columnScratch.removeAll(keepingCapacity: true)
                    columnScratch.append(contentsOf: tableau.columns[Int(marker)])
                    let definitions = columnScratch.map(\.row)
                    for d in definitions {
                        reduce(d)
                        if tableau.slot(of: marker, in: d) >= 0 { r = d; break }
                    }
                    if r >= 0 {
                        tableau.solve(r, for: marker)
                        tableau.order[Int(marker)] = 1
                        pivotCells.removeAll(keepingCapacity: true)
                        pivotCells.append(contentsOf: tableau.rows[Int(r)].cells)
                        substitute(marker, pivotCells, tableau.rows[Int(r)].constant)
                    }
                } else {
                    pivot(r, marker)
                }
            }
        }
        if r >= 0 {
            // Definitions may still name the marker: give them its row before it goes.
            pivotCells.removeAll(keepingCapacity: true)
            pivotCells.append(contentsOf: tableau.rows[Int(r)].cells)
            let constant = tableau.rows[Int(r)].constant
            columnScratch.removeAll(keepingCapacity: true)
            columnScratch.append(contentsOf: tableau.columns[Int(marker)])
            for entry in columnScratch where entry.row != r {
                let a = tableau.rows[Int(entry.row)].cells[Int(entry.slot)].coefficient
                tableau.removeCell(entry.row, Int(entry.slot))
                tableau.addScaled(entry.row, a, pivotCells, constant)
            }
            tableau.freeRow(r)
        }
        // Whatever still names the marker (only rounding crumbs) forgets it.
        while let e = tableau.columns[Int(marker)].last { tableau.removeCell(e.row, Int(e.slot)) }
        // The other error's column was the opposite of the marker's; it is gone with it,
        // except for rounding crumbs, which are removed here.
        if info.other >= 0 {
            if tableau.rowOf[Int(info.other)] >= 0 { tableau.freeRow(tableau.rowOf[Int(info.other)]) }
            while let e = tableau.columns[Int(info.other)].last { tableau.removeCell(e.row, Int(e.slot)) }
            for l in objective.levels.indices where objective.coefficient(l, info.other) != 0 {
                objective.add(l, info.other, -objective.coefficient(l, info.other))
            }
        }
        optimize()
    }

    func hasConstraint(_ c: Constraint) -> Bool { constraints[c, owner: owner] != nil }

    /// Changes the right-hand constant of `c` (UIKit's `constant`) without removing it: the
    /// change goes through the constraint's marker or error symbols, as a suggestion does,
    /// then the dual simplex restores feasibility. Throws (and changes nothing) if `c` is
    /// required and cannot hold with its new constant.
    mutating func setConstant(of c: Constraint, to constant: Double) throws(SolverError) {
        guard let info = constraints[c, owner: owner] else { throw .unknownConstraint(c) }
        guard constant.isFinite else { throw .nonFiniteValue }
        let delta = c.rhsConstant - constant   // change of the expression's constant
        if delta == 0 { return }
        let required = c.strength.isRequired
        var journal: Journal? = nil
        if required {
            journal = Journal()
            tableau.journal = journal
            objective.journal = journal
        }
        var failedRow: Int32 = -1
        // expression + Δ + m·X = 0 with X = X′ + Δ/m: shift X by Δ/m where it is basic, or
        // the constants of the rows it appears in where it is parametric.
        var x = info.marker
        var m = info.markerCoefficient
        if tableau.rowOf[Int(x)] < 0 && info.other >= 0 && tableau.rowOf[Int(info.other)] >= 0 {
            x = info.other
            m = -m
        }
        let shift = delta / m
        if tableau.rowOf[Int(x)] >= 0 {
            let r = tableau.rowOf[Int(x)]
            tableau.willChange(r)
            tableau.rows[Int(r)].constant -= shift
            if tableau.kinds[Int(x)] == .dummy && !nearZero(tableau.rows[Int(r)].constant) { failedRow = r }
            if tableau.rows[Int(r)].constant < 0 { infeasible.append(x) }
            if tableau.kinds[Int(x)] == .error { objective.addConstant(objective.level(for: info.level), -shift) }
            // Definitions naming X (now X′ + shift) take the shift in their constants.
            for entry in tableau.columns[Int(x)] {
                tableau.willChange(entry.row)
                tableau.rows[Int(entry.row)].constant += tableau.rows[Int(entry.row)].cells[Int(entry.slot)].coefficient * shift
            }
        } else {
            for entry in tableau.columns[Int(x)] {
                let r = entry.row
                tableau.willChange(r)
                let a = tableau.rows[Int(r)].cells[Int(entry.slot)].coefficient
                tableau.rows[Int(r)].constant += a * shift
                let b = tableau.rows[Int(r)].basic
                if tableau.kinds[Int(b)] == .dummy && !nearZero(tableau.rows[Int(r)].constant) { failedRow = r }
                if tableau.kinds[Int(b)] != .external && tableau.rows[Int(r)].constant < 0 { infeasible.append(b) }
            }
            // The objective sums the new error X′ itself, not X: its own weight takes no shift.
            let own = tableau.kinds[Int(x)] == .error ? objective.level(for: info.level) : -1
            for l in objective.levels.indices {
                let weight = objective.coefficient(l, x) - (l == own ? 1 : 0)
                if weight != 0 { objective.addConstant(l, weight * shift) }
            }
        }
        if failedRow < 0 {
            let stuck = dualOptimize()
            if stuck >= 0 { failedRow = tableau.rowOf[Int(stuck)] }
        }
        if failedRow >= 0, let journal {
            let conflicting = conflictsOfRow(failedRow).filter { $0 !== c }
            journal.rollback(&tableau, &objective)
            infeasible.removeAll()
            candidates.removeAll(&inHeap)
            throw .unsatisfiableConstraint(c, conflicting: conflicting)
        }
        tableau.journal = nil
        objective.journal = nil
        c.rhsConstant = constant
    }

    // MARK: Values

    /// Writes `Variable.value` for every variable the solver knows (0 for a parametric one).
    mutating func updateVariables() {
        evaluateDefinitions()
        let rowOf = tableau.rowOf
        variables.withUnsafeBufferPointer { vars in
            for i in 0..<vars.count {
                let s = Int(variableSymbolList[i])
                let value = rowOf[s] < 0 ? 0 : values[s]
                vars[i].solvedValue = value.isFinite ? value : 0
            }
        }
    }

    /// Forgets every constraint and variable: a fresh state for the same solver.
    mutating func reset() {
        forgetCaches()
        let owner = self.owner
        self = SolverCore()
        self.owner = owner
    }

    /// Clears the caches of variables and constraints that point at this solver.
    mutating func forgetCaches() {
        for v in variables where v.cachedSolver == owner { v.cachedSolver = nil }
        constraints.removeAll(owner: owner)
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
