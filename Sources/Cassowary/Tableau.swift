/// The kinds of symbol in the tableau (Cassowary's names).
///
/// - external: a user variable, unrestricted in sign;
/// - slack: the `s ≥ 0` that turns an inequality into an equation;
/// - error: `e ≥ 0`, how far a non-required constraint is from holding (it is in the objective);
/// - dummy: the marker of a required equality; always 0, never enters the basis.
enum SymbolKind: UInt8 {
    case external, slack, error, dummy
}

/// One non-zero of a row: the symbol, its coefficient, and where the row sits in the
/// symbol's column (so a cell can be removed from both in O(1)).
struct Cell {
    var symbol: Int32
    var columnSlot: Int32
    var coefficient: Double
}

/// One entry of a column: a row containing the symbol, and the cell's index in that row.
struct ColumnEntry {
    var row: Int32
    var slot: Int32
}

/// `basic = constant + Σ coefficient × symbol` over parametric symbols (a compact sparse vector).
struct Row {
    var cells: ContiguousArray<Cell> = []
    var constant: Double = 0
    /// The basic symbol, or -1 when the slot is free.
    var basic: Int32 = -1
}

/// How many symbols a new solver makes room for at once (in its per-symbol arrays and
/// objective levels), doubling from there.
let initialCapacity = 64

/// Coefficients and constants closer to zero than this are zero (stated tolerance of the solver).
let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { x < epsilon && x > -epsilon }

/// The simplex never pivots on a coefficient smaller than this: such a coefficient is most
/// likely the rounding residue of a cancellation, and dividing by it would blow values up.
let pivotEpsilon = 1e-7

/// The sparse tableau: rows, and the column index from each symbol to the rows containing it.
///
/// Every cell is in exactly one row and one column, each knowing the other's position, so
/// inserting or removing a cell is O(1) and a pivot costs what it touches, never a scan of
/// all rows. Rows are identified by small integers and reused after removal.
///
/// A struct, changed only through the solver's one `mutating` path (`SolverCore`): its arrays
/// are reached through an `inout` value, whose exclusive access the compiler proves, rather
/// than through a class's stored properties, each access of which a default release build
/// checks at run time (the figures: docs/performance.md, "Measured choices").
struct Tableau {
    var kinds: ContiguousArray<SymbolKind> = []
    /// The row in which each symbol is basic, or -1 when it is parametric.
    var rowOf: ContiguousArray<Int32> = []
    /// A topological number for basic symbols: a definition's is greater than that of every
    /// basic symbol its row names (see `Definitions.swift`). Meaningless for parametric ones.
    var order: ContiguousArray<Int32> = []
    var columns = ColumnStore()
    var rows: ContiguousArray<Row> = []
    var freeRows: [Int32] = []
    /// Scratch: position of a symbol in the row being merged into, or -1. Always reset to -1.
    var slotScratch: ContiguousArray<Int32> = []
    /// Changes whenever the set of definitions (rows with an external basic) or their order
    /// may have changed, so that the evaluation order is rebuilt.
    var definitionsEpoch: UInt64 = 0
    /// Scratch lists of `addScaled`.
    var pending: ContiguousArray<Cell> = []
    var cancelledSlots: ContiguousArray<Int32> = []
    /// Called before any row is changed (the solver journals rows to undo failed calls).
    var journal: Journal? = nil

    /// How many symbols exist. The per-symbol arrays are longer: they are filled ahead with
    /// what a new symbol starts with (parametric, in no row), in steps that double from
    /// `initialCapacity`, so that creating a symbol is one store rather than five appends.
    var symbolCount = 0

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let s = symbolCount
        if s == kinds.count { fillAhead(max(initialCapacity, s)) }
        kinds[s] = kind
        symbolCount += 1
        return Int32(s)
    }

    private mutating func fillAhead(_ n: Int) {
        kinds.append(contentsOf: repeatElement(.external, count: n))
        rowOf.append(contentsOf: repeatElement(-1, count: n))
        order.append(contentsOf: repeatElement(0, count: n))
        columns.addColumns(n)
        slotScratch.append(contentsOf: repeatElement(-1, count: n))
    }

    mutating func newRow() -> Int32 {
        if let r = freeRows.popLast() {
            journal?.created(r)
            return r
        }
        var row = Row()
        row.cells.reserveCapacity(6)
        rows.append(row)
        let r = Int32(rows.count - 1)
        journal?.created(r)
        return r
    }

    @inline(__always) func willChange(_ r: Int32) {
        if let journal { journal.save(r, self) }
    }

    /// Appends a cell for a symbol that is not yet in the row.
    @inline(__always) mutating func appendCell(_ r: Int32, _ s: Int32, _ c: Double) {
        let slot = Int32(rows[Int(r)].cells.count)
        let columnSlot = columns.append(Int(s), ColumnEntry(row: r, slot: slot))
        rows[Int(r)].cells.append(Cell(symbol: s, columnSlot: columnSlot, coefficient: c))
    }

    /// Removes the cell at index `i` of row `r` from the row and from its column.
    @inline(__always) mutating func removeCell(_ r: Int32, _ i: Int) {
        let cell = rows[Int(r)].cells[i]
        removeColumnEntry(cell.symbol, Int(cell.columnSlot))
        let last = rows[Int(r)].cells.count - 1
        if i != last {
            let moved = rows[Int(r)].cells[last]
            rows[Int(r)].cells[i] = moved
            columns.setSlot(Int(moved.symbol), Int(moved.columnSlot), Int32(i))
        }
        rows[Int(r)].cells.removeLast()
    }

    @inline(__always) private mutating func removeColumnEntry(_ s: Int32, _ j: Int) {
        let last = columns.count(Int(s)) - 1
        if j != last {
            let moved = columns.entry(Int(s), last)
            columns.setEntry(Int(s), j, moved)
            rows[Int(moved.row)].cells[Int(moved.slot)].columnSlot = Int32(j)
        }
        columns.removeLast(Int(s))
    }

    /// The index of symbol `s` in row `r`, or -1; scans the shorter of the row and the column.
    func slot(of s: Int32, in r: Int32) -> Int {
        let column = columns[Int(s)]
        let cells = rows[Int(r)].cells
        if column.count < cells.count {
            for e in column where e.row == r { return Int(e.slot) }
        } else {
            for i in cells.indices where cells[i].symbol == s { return i }
        }
        return -1
    }

    func coefficient(of s: Int32, in r: Int32) -> Double {
        let i = slot(of: s, in: r)
        return i < 0 ? 0 : rows[Int(r)].cells[i].coefficient
    }

    /// Adds `factor × (source cells + source constant)` to row `r`, dropping near-zero results.
    /// The source must not be row `r` itself. Calls `changed(symbol)` for every cell it touches.
    mutating func addScaled(_ r: Int32, _ factor: Double, _ source: ContiguousArray<Cell>, _ sourceConstant: Double) {
        willChange(r)
        rows[Int(r)].constant += factor * sourceConstant
        let count = rows[Int(r)].cells.count
        let short = count <= 8 && source.count <= 8
        if short || count > 32 && count > 4 * source.count && source.allSatisfy({ columns.count(Int($0.symbol)) <= 16 }) {
            // Two short rows, or a long row (e.g. the one equation of a chain's total length)
            // meeting a short one: find each cell in the row itself or through the source
            // symbol's short column (`slot`) instead of indexing the whole row, so the cost is
            // that of the short side.
            for cell in source {
                let i = slot(of: cell.symbol, in: r)
                if i >= 0 {
                    let c = rows[Int(r)].cells[i].coefficient + factor * cell.coefficient
                    if nearZero(c) { removeCell(r, i) } else { rows[Int(r)].cells[i].coefficient = c }
                } else {
                    let c = factor * cell.coefficient
                    if !nearZero(c) { appendCell(r, cell.symbol, c) }
                }
            }
            return
        }
        // Index the row, update the cells it has through a raw buffer, then append the new
        // ones and remove the cancelled ones.
        slotScratch.withUnsafeMutableBufferPointer { slot in
            rows[Int(r)].cells.withUnsafeMutableBufferPointer { cells in
                for i in 0..<count { slot[Int(cells[i].symbol)] = Int32(i) }
                pending.removeAll(keepingCapacity: true)
                cancelledSlots.removeAll(keepingCapacity: true)
                for cell in source {
                    let i = Int(slot[Int(cell.symbol)])
                    if i >= 0 {
                        let c = cells[i].coefficient + factor * cell.coefficient
                        cells[i].coefficient = c
                        if nearZero(c) { cancelledSlots.append(Int32(i)) }
                    } else {
                        let c = factor * cell.coefficient
                        if !nearZero(c) { pending.append(Cell(symbol: cell.symbol, columnSlot: 0, coefficient: c)) }
                    }
                }
                for i in 0..<count { slot[Int(cells[i].symbol)] = -1 }
            }
        }
        for cell in pending { appendCell(r, cell.symbol, cell.coefficient) }
        // The cancelled cells are the near-zero ones among the first `count` (appended cells
        // are not near zero): one backward sweep removes them, each swap bringing in a cell
        // already looked at. Sorting their indices instead is dear where pivots cancel many
        // cells in many rows, as in the 20 × 20 grid's edit sweep (the figure: docs/performance.md, "Measured choices"). The
        // sweep costs no more than the indexing pass above.
        if !cancelledSlots.isEmpty {
            var i = count - 1
            while i >= 0 {
                if nearZero(rows[Int(r)].cells[i].coefficient) { removeCell(r, i) }
                i -= 1
            }
        }
    }

    /// Removes the cells whose coefficient is near zero.
    mutating func dropNearZero(_ r: Int32) {
        var i = rows[Int(r)].cells.count - 1
        while i >= 0 {
            if nearZero(rows[Int(r)].cells[i].coefficient) { removeCell(r, i) }
            i -= 1
        }
    }

    /// Adds `c × s` to row `r` (merging with an existing cell).
    mutating func add(_ r: Int32, _ s: Int32, _ c: Double) {
        willChange(r)
        let i = slot(of: s, in: r)
        if i >= 0 {
            let v = rows[Int(r)].cells[i].coefficient + c
            if nearZero(v) { removeCell(r, i) } else { rows[Int(r)].cells[i].coefficient = v }
        } else if !nearZero(c) {
            appendCell(r, s, c)
        }
    }

    /// Empties row `r` and frees its slot.
    mutating func freeRow(_ r: Int32) {
        willChange(r)
        var i = rows[Int(r)].cells.count - 1
        while i >= 0 { removeCell(r, i); i -= 1 }
        let b = rows[Int(r)].basic
        if b >= 0 && rowOf[Int(b)] == r { rowOf[Int(b)] = -1 }
        if b >= 0 && kinds[Int(b)] == .external { definitionsEpoch &+= 1 }
        rows[Int(r)].basic = -1
        rows[Int(r)].constant = 0
        freeRows.append(r)
    }

    /// Makes `s` basic in row `r` (bookkeeping only).
    @inline(__always) mutating func setBasic(_ r: Int32, _ s: Int32) {
        willChange(r)
        let old = rows[Int(r)].basic
        if old >= 0 && rowOf[Int(old)] == r { rowOf[Int(old)] = -1 }
        if kinds[Int(s)] == .external || (old >= 0 && kinds[Int(old)] == .external) { definitionsEpoch &+= 1 }
        rows[Int(r)].basic = s
        rowOf[Int(s)] = r
    }

    /// Rewrites row `r` (for `basic = constant + … + a × entering + …`) as the row of
    /// `entering`: `entering = (basic − constant − …) / a`. The old basic becomes parametric.
    mutating func solve(_ r: Int32, for entering: Int32) {
        willChange(r)
        let a = isolate(entering, in: r)
        let old = rows[Int(r)].basic
        setBasic(r, entering)
        if old >= 0 { appendCell(r, old, 1 / a) }
    }

    /// Takes `s` (coefficient `a`) out of row `r` and divides the rest by `−a`: the row's
    /// content becomes the right side of `s = …`. Returns `a`.
    @discardableResult
    mutating func isolate(_ s: Int32, in r: Int32) -> Double {
        let i = slot(of: s, in: r)
        precondition(i >= 0, "pivot on a symbol missing from its row")
        let a = rows[Int(r)].cells[i].coefficient
        removeCell(r, i)
        let k = -1 / a
        rows[Int(r)].constant *= k
        rows[Int(r)].cells.withUnsafeMutableBufferPointer { cells in
            for j in cells.indices { cells[j].coefficient *= k }
        }
        return a
    }
}
