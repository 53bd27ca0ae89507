/// Choosing the symbol a new row is solved for, phase one with an artificial variable, and
/// the row a marker leaves through when its constraint is removed.
extension SolverCore {
    /// A parametric variable of row `r` that the row can define: one that no restricted row
    /// or objective level names if possible (then nothing needs expanding), the newest first;
    /// -1 if none can be defined without a cycle.
    mutating func definableSubject(_ r: Int32) -> Int32 {
        var limit: Int32 = -1
        var best: Int32 = -1
        var bestFree = false
        for cell in tableau.rows[Int(r)].cells {
            let x = cell.symbol
            if tableau.kinds[Int(x)] != .external || tableau.rowOf[Int(x)] >= 0 { continue }
            let free = !appearsReduced(x)
            if best >= 0 && (bestFree && !free || bestFree == free && x < best) { continue }
            if limit < 0 { limit = maxOrder(in: r) }
            if canDefine(x, by: r, limit: limit) {
                best = x
                bestFree = free
            }
        }
        return best
    }

    /// Whether a restricted row or the objective names parametric symbol `x`.
    func appearsReduced(_ x: Int32) -> Bool {
        for entry in tableau.columns[Int(x)] {
            let b = tableau.rows[Int(entry.row)].basic
            if b >= 0 && tableau.kinds[Int(b)] != .external { return true }
        }
        for l in objective.levels.indices where objective.coefficient(l, x) != 0 { return true }
        return false
    }

    /// Kiwi's rule: a parametric external symbol if there is one; otherwise the marker or the
    /// other error when its coefficient is negative (so it stays ≥ 0); otherwise none.
    func chooseSubject(_ r: Int32, _ marker: Int32, _ other: Int32) -> Int32 {
        for cell in tableau.rows[Int(r)].cells where tableau.kinds[Int(cell.symbol)] == .external {
            return cell.symbol
        }
        for s in [marker, other] where s >= 0 {
            let kind = tableau.kinds[Int(s)]
            if (kind == .slack || kind == .error) && tableau.coefficient(of: s, in: r) < 0 { return s }
        }
        return -1
    }

    /// When the marker cannot be the subject: a slack or error of row `r` (whose constant is
    /// ≥ 0) that the row can be solved for while every restricted row stays feasible — one with
    /// a negative coefficient here, whose new value `constant / −a` no other restricted row
    /// turns negative. The newest such symbol, or -1. This is the basis phase one would pivot
    /// to, found without the artificial variable, its objective level and its journal (a UI
    /// layout meets it whenever a required size or position is set on a view whose size its
    /// content constraints already hold, e.g. `height == 44` on a button).
    func feasibleSubject(_ r: Int32) -> Int32 {
        let constant = tableau.rows[Int(r)].constant
        var best: Int32 = -1
        for cell in tableau.rows[Int(r)].cells where cell.coefficient < -pivotEpsilon && cell.symbol > best {
            let x = cell.symbol
            let kind = tableau.kinds[Int(x)]
            guard kind == .slack || kind == .error else { continue }
            let value = constant / -cell.coefficient
            var feasible = true
            for entry in tableau.columns[Int(x)] where entry.row != r {
                let row = tableau.rows[Int(entry.row)]
                if row.basic < 0 || tableau.kinds[Int(row.basic)] == .external { continue }
                if row.constant + row.cells[Int(entry.slot)].coefficient * value < 0 {
                    feasible = false
                    break
                }
            }
            if feasible { best = x }
        }
        return best
    }

    func allDummies(_ r: Int32) -> Bool {
        tableau.rows[Int(r)].cells.allSatisfy { tableau.kinds[Int($0.symbol)] == .dummy }
    }

    /// Phase one for a row with no valid subject: an artificial symbol is made basic in it and
    /// minimised (as a level above all others). Returns nil on success, or the conflicting
    /// required constraints when the minimum is above zero.
    mutating func addWithArtificialVariable(_ r: Int32, _ c: Constraint) -> [Constraint]? {
        let art = newSymbol(.slack)
        tableau.setBasic(r, art)
        objective.levels.insert(objective.newLevel(.infinity), at: 0)
        for cell in tableau.rows[Int(r)].cells {
            objective.add(0, cell.symbol, cell.coefficient)
            considerEntering(cell.symbol)
        }
        objective.addConstant(0, tableau.rows[Int(r)].constant)
        optimize()
        let success = nearZero(objective.levels[0].constant)
        var conflicting: [Constraint] = []
        if !success {
            // The artificial level's reduced costs are a certificate of infeasibility: the
            // required markers it weighs are the constraints this one conflicts with.
            var seen = Set<ObjectIdentifier>()
            for s in objective.levels[0].touched where objective.levels[0].coefficients[Int(s)] != 0 {
                if let owner = markerOwner[s], owner !== c, seen.insert(ObjectIdentifier(owner)).inserted {
                    conflicting.append(owner)
                }
            }
            if tableau.rowOf[Int(art)] >= 0 {
                for cell in tableau.rows[Int(tableau.rowOf[Int(art)])].cells {
                    if let owner = markerOwner[cell.symbol], owner !== c,
                       seen.insert(ObjectIdentifier(owner)).inserted { conflicting.append(owner) }
                }
            }
        }
        let artificial = objective.levels.removeFirst()
        if success {
            let ra = tableau.rowOf[Int(art)]
            if ra >= 0 {
                let cells = tableau.rows[Int(ra)].cells
                if cells.isEmpty {
                    tableau.freeRow(ra)
                } else {
                    var entering: Int32 = -1
                    for cell in cells where tableau.kinds[Int(cell.symbol)] == .slack || tableau.kinds[Int(cell.symbol)] == .error {
                        entering = cell.symbol
                        break
                    }
                    if entering < 0 { entering = cells[0].symbol }
                    pivot(ra, entering)
                }
            }
            while let e = tableau.columns[Int(art)].last { tableau.removeCell(e.row, Int(e.slot)) }
            for l in objective.levels.indices where objective.coefficient(l, art) != 0 {
                objective.add(l, art, -objective.coefficient(l, art))
            }
        }
        for s in artificial.touched { considerEntering(s) }
        return success ? nil : conflicting
    }

    /// The row to pivot a parametric marker into before its constraint is removed.
    ///
    /// The pivot gives the marker the value that makes the leaving row's basic zero, and every
    /// other row naming the marker moves with it; the row is chosen so that no restricted basic
    /// goes negative. Cassowary's paper (and kiwi after it) takes a restricted row where the
    /// marker's coefficient is negative with the least ratio, else one where it is positive with
    /// the least ratio, else a definition. That reads every restricted row as `basic ≥ 0`. A
    /// row whose basic is a dummy is more than that: it is a required equality that another
    /// one repeated or implied (its subject when its row reduced to dummies only, e.g.
    /// `d₂ = d₁` for `x == y` added twice), and it must stay at exactly 0. When such a row
    /// names the marker, any move of the marker away from 0 breaks it, and the paper's choice
    /// moves it whenever a row with a negative coefficient and a positive ratio exists (the
    /// dummy row, with its positive coefficient, only ranks second): `x == y` then silently
    /// stops holding though its repetition is still in the solver. So a dummy row naming the
    /// marker comes first: its ratio is 0 in both directions, the pivot moves nothing, and
    /// dropping the marker's row then leaves exactly the remaining constraints, feasible. (With
    /// a coefficient too small to pivot on, which is rounding, it is passed over.)
    func markerLeavingRow(_ marker: Int32) -> Int32 {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var pinned: Int32 = -1, pinnedSize = pivotEpsilon
        for entry in tableau.columns[Int(marker)] {
            let row = tableau.rows[Int(entry.row)]
            let c = row.cells[Int(entry.slot)].coefficient
            let kind = tableau.kinds[Int(row.basic)]
            if kind == .external {
                third = entry.row
            } else if kind == .dummy {
                if abs(c) >= pinnedSize { pinned = entry.row; pinnedSize = abs(c) }
            } else if c < 0 {
                let ratio = -row.constant / c
                if ratio < r1 { r1 = ratio; first = entry.row }
            } else {
                let ratio = row.constant / c
                if ratio < r2 { r2 = ratio; second = entry.row }
            }
        }
        return pinned >= 0 ? pinned : first >= 0 ? first : second >= 0 ? second : third
    }

    /// The required constraints whose markers appear in row `r` (and the row's own).
    func conflictsOfRow(_ r: Int32) -> [Constraint] {
        var result: [Constraint] = []
        var seen = Set<ObjectIdentifier>()
        let symbols = [tableau.rows[Int(r)].basic] + tableau.rows[Int(r)].cells.map(\.symbol)
        for s in symbols {
            if let owner = markerOwner[s], seen.insert(ObjectIdentifier(owner)).inserted { result.append(owner) }
        }
        return result
    }
}
