/// The objective, one row per priority level, minimised lexicographically (see `Strength`).
///
/// Each level is dense (a coefficient per symbol), so reading or updating the coefficient of
/// a symbol is O(1) however many errors the level holds. A symbol's reduced cost is the vector
/// of its coefficients, highest level first; it is "negative" when its first non-zero is.
struct Level {
    var priority: Double
    var coefficients: ContiguousArray<Double>
    var constant: Double = 0
    /// Symbols ever given a coefficient here (for the artificial level, which is dropped).
    var touched: [Int32] = []
}

/// A struct for the reason `Tableau` is one: reached through the solver's `inout` path, its
/// levels need no run-time exclusivity checks.
struct Objective {
    /// Highest priority first. The artificial level of phase one, when present, is `levels[0]`
    /// with an infinite priority.
    var levels: [Level] = []
    /// The length of every level's coefficients: at least the number of symbols, and doubled
    /// when it runs out, so that a new symbol rarely costs a pass over the levels.
    var width = 0
    var journal: Journal? = nil

    /// Makes room for symbols `0..<count`.
    mutating func grow(to count: Int) {
        guard count > width else { return }
        width = max(count, 2 * width, initialCapacity)
        for l in levels.indices {
            levels[l].coefficients.append(contentsOf: repeatElement(0, count: width - levels[l].coefficients.count))
        }
    }

    /// An empty level for `priority`, as wide as the others.
    func newLevel(_ priority: Double) -> Level {
        Level(priority: priority, coefficients: ContiguousArray(repeating: 0, count: width))
    }

    /// The index of the level for `priority`, created if needed.
    mutating func level(for priority: Double) -> Int {
        var i = 0
        while i < levels.count && levels[i].priority > priority { i += 1 }
        if i < levels.count && levels[i].priority == priority { return i }
        levels.insert(newLevel(priority), at: i)
        return i
    }

    @inline(__always) func coefficient(_ l: Int, _ s: Int32) -> Double { levels[l].coefficients[Int(s)] }

    /// Adds `c` to the coefficient of `s` at level `l` (results near zero become zero).
    @inline(__always) mutating func add(_ l: Int, _ s: Int32, _ c: Double) {
        let old = levels[l].coefficients[Int(s)]
        journal?.saveObjective(levels[l].priority, s, old)
        if old == 0 && levels[l].priority == .infinity { levels[l].touched.append(s) }
        let v = old + c
        levels[l].coefficients[Int(s)] = nearZero(v) ? 0 : v
    }

    @inline(__always) mutating func addConstant(_ l: Int, _ c: Double) {
        journal?.saveObjectiveConstant(levels[l].priority, levels[l].constant)
        levels[l].constant += c
    }

    /// -1, 0 or 1: the sign of the first non-zero coefficient of `s`, highest level first.
    @inline(__always) func sign(_ s: Int32) -> Int {
        for l in levels.indices {
            let c = levels[l].coefficients[Int(s)]
            if c != 0 { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Compares `cost(s) / a` with `cost(t) / b` lexicographically (a, b > 0): -1, 0 or 1.
    func compareRatios(_ s: Int32, _ a: Double, _ t: Int32, _ b: Double) -> Int {
        for l in levels.indices {
            let x = levels[l].coefficients[Int(s)] / a
            let y = levels[l].coefficients[Int(t)] / b
            if x < y - epsilon { return -1 }
            if x > y + epsilon { return 1 }
        }
        return 0
    }
}
