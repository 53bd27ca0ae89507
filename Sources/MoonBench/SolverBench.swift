import Cassowary
#if canImport(Glibc)
import Glibc
#endif

/// `moonkit bench solver`: every workload and size of `shared/BENCH-WORKLOADS.md`, timed from
/// an empty solver to updated values (median of several rounds), with its checksum; the edit
/// sweeps in µs per suggestion; and the one-screen build (`screen`, and `screen-lua` through
/// `ui.solver`), in µs per build.
public enum SolverBench {
    /// Set `MOONKIT_SOLVER_ONLY` to a comma-separated list of `workload` or `workload/size`
    /// to run only those (handy while profiling), and `MOONKIT_SOLVER_CLOCK=cpu` to time with the
    /// thread's CPU clock. `tools/solver_vs_kiwi.py` runs kiwi's C++ core on the same systems
    /// (`tools/kiwi_solver_bench.cpp`) in turn with this bench and prints both side by side.
    public static func run() -> [BenchFigure] {
        var figures: [BenchFigure] = []
        let only = getenv("MOONKIT_SOLVER_ONLY").map { String(cString: $0).split(separator: ",").map(String.init) }
        func wanted(_ workload: String, _ size: String) -> Bool {
            guard let only else { return true }
            return only.contains(workload) || only.contains("\(workload)/\(size)")
        }
        // `MOONKIT_SOLVER_CLOCK=cpu` times with this thread's CPU clock instead of the wall
        // clock: on a shared machine (more busy processes than cores) the wall clock also counts
        // the time the bench waited for a core, which moved the one-screen figure from 74 to
        // 360 µs between two runs of the same binary; the thread's CPU time stays put.
        let cpuClock = getenv("MOONKIT_SOLVER_CLOCK").map { String(cString: $0) == "cpu" } ?? false
        func now() -> UInt64 { cpuClock ? threadCPUNanoseconds() : Stopwatch.now() }
        // `MOONKIT_SOLVER_ROUNDS` overrides the number of rounds (e.g. 1 under callgrind).
        let forcedRounds = getenv("MOONKIT_SOLVER_ROUNDS").flatMap { Int(String(cString: $0)) }
        func rounds(_ n: Int) -> Int { forcedRounds ?? (n <= 300 ? 15 : n <= 1000 ? 9 : n <= 3000 ? 5 : 3) }
        // Timed: from creating an empty solver to having every value updated (the definition in
        // BENCH-WORKLOADS.md). The checksum is read and the solver torn down after the clock stops.
        func add(_ workload: String, _ size: String, _ rounds: Int, _ build: () -> (Solver, () -> Double)) {
            guard wanted(workload, size) else { return }
            var checksum = 0.0
            var samples: [Double] = []
            withExtendedLifetime(build()) {}   // one untimed warm-up round (caches, allocator)
            for _ in 0..<rounds {
                let start = now()
                let (solver, sum) = build()
                samples.append(Double(now() - start))
                checksum = sum()
                withExtendedLifetime(solver) {}
            }
            figures.append(BenchFigure(suite: "solver", workload: workload, size: size,
                                       median: Stopwatch.median(samples) / 1e6,
                                       unit: "ms", checksum: checksum, rounds: rounds))
        }
        for n in [100, 300, 1000, 3000, 10000] {
            add("chain-fit", "\(n)", rounds(n)) { let c = SolverWorkloads.chain(n); return (c.solver, { c.checksum }) }
        }
        for n in [100, 300, 1000, 3000, 10000] {
            add("chain-squeeze", "\(n)", rounds(n)) {
                let c = SolverWorkloads.chain(n, squeeze: true)
                return (c.solver, { c.checksum })
            }
        }
        for (r, c) in [(5, 4), (10, 10), (20, 20), (40, 25)] {
            add("grid", "\(r)x\(c)", rounds(r * c)) {
                let (solver, g) = SolverWorkloads.grid(rows: r, columns: c)
                return (solver, { g.checksum })
            }
        }
        for n in [20, 100, 200, 400, 1000] {
            add("tiles", "\(n)", rounds(n)) {
                let (solver, _, grids) = SolverWorkloads.tiles(n / 20)
                return (solver, { grids.reduce(0) { $0 + $1.checksum } })
            }
        }
        // The one-screen build: what every game screen pays. A row of five buttons in a
        // container (the grid recipe at 1 × 5): 65 constraints and the container width as an
        // edit variable, from an empty solver to the first values. Microseconds per build,
        // each sample 200 builds (one is too short to time alone), torn down after the clock
        // stops like the others.
        if wanted("screen", "1x5") {
            var samples: [Double] = []
            var checksum = 0.0
            var built: [(Solver, SolverWorkloads.Grid)] = []
            built.reserveCapacity(200)
            for round in 0..<16 {
                let start = now()
                for _ in 0..<200 { built.append(SolverWorkloads.grid(rows: 1, columns: 5)) }
                if round > 0 { samples.append(Double(now() - start) / 200 / 1000) }   // round 0 warms up
                checksum = built[0].1.checksum
                built.removeAll(keepingCapacity: true)
            }
            figures.append(BenchFigure(suite: "solver", workload: "screen", size: "1x5",
                                       median: Stopwatch.median(samples), unit: "µs/build",
                                       checksum: checksum, rounds: samples.count))
        }
        // The same screen built by a script through `ui.solver` (SolverLuaBench).
        if wanted("screen-lua", "1x5"), let figure = SolverLuaBench.screen(now: now) { figures.append(figure) }
        // Edit sweeps: 1 000 suggestions, each followed by updateVariables; µs per suggestion.
        func sweep(_ workload: String, _ size: String, rounds: Int = 3, _ solver: @autoclosure () -> (Solver, Variable),
                   _ value: (Int) -> Double, _ checksum: () -> Double) {
            guard wanted(workload, size) else { return }
            let (solver, v) = solver()
            var samples: [Double] = []
            for _ in 0..<rounds {
                let start = now()
                let skipUpdate = getenv("MOONKIT_SOLVER_NOUPDATE") != nil
                for k in 0..<1000 {
                    try! solver.suggestValue(v, value(k))
                    if !skipUpdate { solver.updateVariables() }
                }
                samples.append(Double(now() - start) / 1000 / 1000)
            }
            figures.append(BenchFigure(suite: "solver", workload: workload, size: size,
                                       median: Stopwatch.median(samples), unit: "µs/suggestion",
                                       checksum: checksum(), rounds: rounds))
        }
        for (r, c) in [(5, 4), (10, 10), (20, 20), (40, 25)] {
            var g: SolverWorkloads.Grid?
            sweep("edit-grid", "\(r)x\(c)", rounds: r * c >= 400 ? 1 : 3, { let (s, grid) = SolverWorkloads.grid(rows: r, columns: c); g = grid; return (s, grid.cW) }(),
                  { SolverWorkloads.gridSuggestion(columns: c, $0) }) { g!.checksum }
        }
        for n in [20, 100, 200, 400, 1000] {
            var grids: [SolverWorkloads.Grid] = []
            sweep("edit-tiles", "\(n)", rounds: n >= 400 ? 1 : 3, { let (s, w, gs) = SolverWorkloads.tiles(n / 20); grids = gs; return (s, w) }(),
                  SolverWorkloads.tilesSuggestion) { grids.reduce(0) { $0 + $1.checksum } }
        }
        for n in [100, 300, 1000] {
            var chain: SolverWorkloads.Chain?
            sweep("edit-chain", "\(n)", rounds: n >= 1000 ? 1 : 3, { let c = SolverWorkloads.chain(n, editable: true); chain = c; return (c.solver, c.total!) }(),
                  { SolverWorkloads.chainSuggestion(n: n, $0) }) { chain!.checksum }
        }
        return figures
    }
}

/// Nanoseconds of CPU time the calling thread has used.
private func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}
