/// The tableau's columns, every one in a single array: for each symbol, the rows that name it.
///
/// A column per heap array cost an allocation for each symbol, a reallocation each time one
/// outgrew its capacity and a release each when the solver went (the figures:
/// docs/performance.md, "Measured choices"). Here each
/// column is a block of the shared array, with room to grow; a column that outgrows its block
/// moves to a block twice as large at the end (or grows in place when it is the last block),
/// and the blocks left behind are reclaimed by copying the live ones into a fresh array once
/// they are more than half of it.
///
/// The order of a column's entries is that of appends, a removal moving the last entry into
/// the gap, exactly as with an array per column: pivot choices that read columns in order are
/// unchanged.
struct ColumnStore {
    private var entries: ContiguousArray<ColumnEntry> = []
    private var starts: ContiguousArray<Int32> = []
    private var counts: ContiguousArray<Int32> = []
    private var capacities: ContiguousArray<Int32> = []
    /// Entries in blocks that their columns outgrew and left.
    private var abandoned = 0

    /// A new column's first block: most columns hold a few entries.
    private static let firstCapacity: Int32 = 4

    /// Adds `n` empty columns (they take room only when first appended to).
    mutating func addColumns(_ n: Int) {
        starts.append(contentsOf: repeatElement(0, count: n))
        counts.append(contentsOf: repeatElement(0, count: n))
        capacities.append(contentsOf: repeatElement(0, count: n))
    }

    /// The entries of column `s`, for reading. Indexed from the slice's `startIndex`, not 0:
    /// use `entry(_:_:)` for the entry at a position.
    subscript(_ s: Int) -> ArraySlice<ColumnEntry> {
        let start = Int(starts[s])
        return entries[start..<start + Int(counts[s])]
    }

    @inline(__always) func count(_ s: Int) -> Int { Int(counts[s]) }

    /// The entry at position `j` of column `s`.
    @inline(__always) func entry(_ s: Int, _ j: Int) -> ColumnEntry { entries[Int(starts[s]) + j] }

    @inline(__always) mutating func setEntry(_ s: Int, _ j: Int, _ e: ColumnEntry) { entries[Int(starts[s]) + j] = e }

    @inline(__always) mutating func setSlot(_ s: Int, _ j: Int, _ slot: Int32) { entries[Int(starts[s]) + j].slot = slot }

    /// Appends `e` to column `s`; returns its position there.
    @inline(__always) mutating func append(_ s: Int, _ e: ColumnEntry) -> Int32 {
        let n = counts[s]
        if n == capacities[s] { grow(s) }
        entries[Int(starts[s]) + Int(n)] = e
        counts[s] = n + 1
        return n
    }

    @inline(__always) mutating func removeLast(_ s: Int) { counts[s] -= 1 }

    private mutating func grow(_ s: Int) {
        let old = Int(capacities[s])
        let new = old == 0 ? Int(ColumnStore.firstCapacity) : 2 * old
        if abandoned > 256 && 2 * abandoned > entries.count { compact() }
        let start = Int(starts[s])
        let filler = ColumnEntry(row: -1, slot: -1)
        if old > 0 && start + old == entries.count {
            entries.append(contentsOf: repeatElement(filler, count: new - old))   // the last block grows in place
        } else {
            let moved = entries.count
            entries.append(contentsOf: repeatElement(filler, count: new))
            for j in 0..<Int(counts[s]) { entries[moved + j] = entries[start + j] }
            starts[s] = Int32(moved)
            abandoned += old
        }
        capacities[s] = Int32(new)
    }

    /// Copies the live blocks into a fresh array, dropping the abandoned ones.
    private mutating func compact() {
        var fresh = ContiguousArray<ColumnEntry>()
        fresh.reserveCapacity(entries.count - abandoned)
        for s in starts.indices where capacities[s] > 0 {
            let start = Int(starts[s])
            starts[s] = Int32(fresh.count)
            fresh.append(contentsOf: entries[start..<start + Int(capacities[s])])
        }
        entries = fresh
        abandoned = 0
    }
}
