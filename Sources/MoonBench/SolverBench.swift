import Cassowary

/// `moonkit bench solver`: every workload and size of `shared/BENCH-WORKLOADS.md`, timed from
/// an empty solver to updated values (median of several rounds), with its checksum.
public enum SolverBench {
    public static func run() -> [BenchFigure] {
        var figures: [BenchFigure] = []
        func rounds(_ n: Int) -> Int { n <= 300 ? 15 : n <= 1000 ? 9 : n <= 3000 ? 5 : 3 }
        func add(_ workload: String, _ size: String, _ rounds: Int, _ build: () -> Double) {
            var checksum = 0.0
            let ns = Stopwatch.medianNanoseconds(rounds: rounds) { checksum = build() }
            figures.append(BenchFigure(suite: "solver", workload: workload, size: size, median: ns / 1e6,
                                       unit: "ms", checksum: checksum, rounds: rounds))
        }
        for n in [100, 300, 1000, 3000, 10000] {
            add("chain-fit", "\(n)", rounds(n)) { SolverWorkloads.chain(n).checksum }
        }
        for n in [100, 300, 1000, 3000, 10000] {
            add("chain-squeeze", "\(n)", rounds(n)) { SolverWorkloads.chain(n, squeeze: true).checksum }
        }
        for (r, c) in [(5, 4), (10, 10), (20, 20), (40, 25)] {
            add("grid", "\(r)x\(c)", rounds(r * c)) { SolverWorkloads.grid(rows: r, columns: c).1.checksum }
        }
        for n in [20, 100, 200, 400, 1000] {
            add("tiles", "\(n)", rounds(n)) {
                SolverWorkloads.tiles(n / 20).2.reduce(0) { $0 + $1.checksum }
            }
        }
        // Edit sweeps: 1 000 suggestions, each followed by updateVariables; µs per suggestion.
        func sweep(_ workload: String, _ size: String, _ solver: Solver, _ v: Variable,
                   _ value: (Int) -> Double, _ checksum: () -> Double) {
            var samples: [Double] = []
            for _ in 0..<3 {
                let start = Stopwatch.now()
                for k in 0..<1000 {
                    try! solver.suggestValue(v, value(k))
                    solver.updateVariables()
                }
                samples.append(Double(Stopwatch.now() - start) / 1000 / 1000)
            }
            figures.append(BenchFigure(suite: "solver", workload: workload, size: size,
                                       median: Stopwatch.median(samples), unit: "µs/suggestion",
                                       checksum: checksum(), rounds: 3))
        }
        for (r, c) in [(5, 4), (10, 10), (20, 20), (40, 25)] {
            let (solver, g) = SolverWorkloads.grid(rows: r, columns: c)
            sweep("edit-grid", "\(r)x\(c)", solver, g.cW, { SolverWorkloads.gridSuggestion(columns: c, $0) }) { g.checksum }
        }
        for n in [20, 100, 1000] {
            let (solver, screenW, grids) = SolverWorkloads.tiles(n / 20)
            sweep("edit-tiles", "\(n)", solver, screenW, SolverWorkloads.tilesSuggestion) {
                grids.reduce(0) { $0 + $1.checksum }
            }
        }
        for n in [100, 1000, 10000] {
            let chain = SolverWorkloads.chain(n, editable: true)
            sweep("edit-chain", "\(n)", chain.solver, chain.total!, { SolverWorkloads.chainSuggestion(n: n, $0) }) {
                chain.checksum
            }
        }
        return figures
    }
}
