import Cassowary

/// The solver workloads of `shared/BENCH-WORKLOADS.md`, built in exactly the order written
/// there (pivot choices depend on it). Used by `moonkit bench solver` and by the tests.
public enum SolverWorkloads {
    /// A chain of `n` views stacked vertically.
    public struct Chain {
        public let solver: Solver
        public var top: [Variable] = []
        public var bottom: [Variable] = []
        public var height: [Variable] = []
        /// The edit variable of the edit sweep (`bottom[n−1] == total`), when built for it.
        public var total: Variable?

        /// Σ height[i] × (1 + i mod 7).
        public var checksum: Double {
            var sum = 0.0
            for (i, h) in height.enumerated() { sum += h.value * Double(1 + i % 7) }
            return sum
        }
    }

    /// `chain-fit` (H = 52N − 8) or `chain-squeeze` (H = 38N − 8); with `editable`, the last
    /// bottom is tied to a STRONG edit variable instead (for the edit sweep).
    public static func chain(_ n: Int, squeeze: Bool = false, editable: Bool = false) -> Chain {
        let solver = Solver()
        var chain = Chain(solver: solver)
        if editable {
            let total = Variable("H")
            try! solver.addEditVariable(total, strength: .strong)
            try! solver.suggestValue(total, Double(52 * n - 8))
            chain.total = total
        }
        for i in 0..<n {
            let top = Variable("top\(i)"), bottom = Variable("bottom\(i)"), height = Variable("height\(i)")
            chain.top.append(top)
            chain.bottom.append(bottom)
            chain.height.append(height)
            try! solver.addConstraint(bottom.eq(top + height))
            try! solver.addConstraint(height.ge(20))
            try! solver.addConstraint(height.eq(44, strength: .weak))
            if i == 0 {
                try! solver.addConstraint(top.eq(0))
            } else {
                try! solver.addConstraint(top.eq(chain.bottom[i - 1] + 8))
            }
        }
        if let total = chain.total {
            try! solver.addConstraint(chain.bottom[n - 1].eq(Expression(total)))
        } else {
            let h = Double((squeeze ? 38 : 52) * n - 8)
            try! solver.addConstraint(chain.bottom[n - 1].eq(Expression(h)))
        }
        solver.updateVariables()
        return chain
    }

    /// One grid of R × C buttons in a container (the variables a checksum needs).
    public struct Grid {
        public var cL, cR, cW, cT, cB, cH: Variable
        public var L: [Variable] = [], R: [Variable] = [], W: [Variable] = [], CX: [Variable] = []
        public var T: [Variable] = [], B: [Variable] = [], H: [Variable] = [], CY: [Variable] = []

        /// value(cH) + Σ (W[i] + H[i] + CX[i]) × (1 + i mod 7).
        public var checksum: Double {
            var sum = cH.value
            for i in W.indices { sum += (W[i].value + H[i].value + CX[i].value) * Double(1 + i % 7) }
            return sum
        }
    }

    /// Adds a grid to `solver`. Its container width is a STRONG edit variable suggested
    /// 94 × C, or, when `screenWidth` is given, tied to it (`cW == screenWidth`, required).
    public static func addGrid(to solver: Solver, rows: Int, columns: Int, screenWidth: Variable? = nil) -> Grid {
        var g = Grid(cL: Variable("cL"), cR: Variable("cR"), cW: Variable("cW"),
                     cT: Variable("cT"), cB: Variable("cB"), cH: Variable("cH"))
        func add(_ c: Constraint) { try! solver.addConstraint(c) }
        add(g.cL.eq(0))
        add(g.cT.eq(0))
        add(g.cR.eq(g.cL + g.cW))
        add(g.cB.eq(g.cT + g.cH))
        if let screenWidth {
            add(g.cW.eq(Expression(screenWidth)))
        } else {
            try! solver.addEditVariable(g.cW, strength: .strong)
            try! solver.suggestValue(g.cW, Double(94 * columns))
        }
        for r in 0..<rows {
            for c in 0..<columns {
                let i = r * columns + c, f = r * columns
                let L = Variable("L\(i)"), R = Variable("R\(i)"), W = Variable("W\(i)"), CX = Variable("CX\(i)")
                let T = Variable("T\(i)"), B = Variable("B\(i)"), H = Variable("H\(i)"), CY = Variable("CY\(i)")
                g.L.append(L); g.R.append(R); g.W.append(W); g.CX.append(CX)
                g.T.append(T); g.B.append(B); g.H.append(H); g.CY.append(CY)
                let iw = Double(20 + (7 * i) % 30), ih = 44.0
                add(R.eq(L + W))
                add(CX.eq(L + 0.5 * W))
                add(B.eq(T + H))
                add(CY.eq(T + 0.5 * H))
                add(c == 0 ? L.eq(g.cL + 8) : L.eq(g.R[i - 1] + 6))
                if c == columns - 1 { add(g.cR.eq(R + 8)) }
                if c > 0 { add(W.eq(Expression(g.W[f]))) }
                if c == 0 { add(r == 0 ? T.eq(g.cT + 8) : T.eq(g.B[i - columns] + 6)) }
                if c > 0 { add(CY.eq(Expression(g.CY[f]))) }
                add(W.ge(Expression(iw), strength: .strong))
                add(W.le(Expression(iw), strength: .weak))
                add(H.ge(Expression(ih), strength: .strong))
                add(H.le(Expression(ih), strength: .weak))
                add(H.ge(Expression(0.5 * W)))
            }
        }
        add(g.cB.eq(g.B[(rows - 1) * columns] + 8))
        return g
    }

    /// The `grid` workload: a new solver, one grid, values updated. Returns the checksum.
    public static func grid(rows: Int, columns: Int) -> (Solver, Grid) {
        let solver = Solver()
        let g = addGrid(to: solver, rows: rows, columns: columns)
        solver.updateVariables()
        return (solver, g)
    }

    /// The `tiles` workload: `k` 5 × 4 grids whose widths are tied to one STRONG edit
    /// variable `screenW`, suggested 376.
    public static func tiles(_ k: Int) -> (Solver, Variable, [Grid]) {
        let solver = Solver()
        let screenW = Variable("screenW")
        try! solver.addEditVariable(screenW, strength: .strong)
        try! solver.suggestValue(screenW, 376)
        var grids: [Grid] = []
        for _ in 0..<k { grids.append(addGrid(to: solver, rows: 5, columns: 4, screenWidth: screenW)) }
        solver.updateVariables()
        return (solver, screenW, grids)
    }

    /// The k-th suggestion of an edit sweep (k = 0…999).
    public static func gridSuggestion(columns: Int, _ k: Int) -> Double { 94 * Double(columns) * (0.5 + Double(k) / 1000) }
    public static func tilesSuggestion(_ k: Int) -> Double { 376 * (0.5 + Double(k) / 1000) }
    public static func chainSuggestion(n: Int, _ k: Int) -> Double { Double(n) * (36 + 32 * Double(k) / 1000) }
}
