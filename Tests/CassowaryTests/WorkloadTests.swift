import Testing
import Cassowary
@testable import MoonBench

/// The workloads of BENCH-WORKLOADS.md at small sizes, against the checksums kiwi and amoeba agree on.
@Suite struct WorkloadTests {
    func close(_ a: Double, _ b: Double, _ relative: Double = 1e-5) -> Bool {
        abs(a - b) <= relative * max(1, abs(b))
    }

    @Test(arguments: [(100, 17380.0), (300, 52668.0)])
    func chainFit(n: Int, expected: Double) {
        let chain = SolverWorkloads.chain(n)
        #expect(chain.checksum == expected)
        for h in chain.height { #expect(abs(h.value - 44) < 1e-9) }
    }

    @Test(arguments: [100, 300])
    func chainSqueeze(n: Int) {
        let chain = SolverWorkloads.chain(n, squeeze: true)
        var broken = 0.0
        for i in 0..<n {
            #expect(abs(chain.bottom[i].value - chain.top[i].value - chain.height[i].value) < 1e-8)
            #expect(chain.height[i].value >= 20 - 1e-8)
            if i > 0 { #expect(abs(chain.top[i].value - chain.bottom[i - 1].value - 8) < 1e-8) }
            broken += abs(chain.height[i].value - 44)
        }
        #expect(abs(chain.top[0].value) < 1e-8)
        #expect(abs(chain.bottom[n - 1].value - Double(38 * n - 8)) < 1e-8)
        #expect(abs(broken - 14 * Double(n)) < 1e-6)
    }

    @Test(arguments: [(5, 4, 24753.2), (10, 10, 238138.0)])
    func grid(rows: Int, columns: Int, expected: Double) {
        let (_, g) = SolverWorkloads.grid(rows: rows, columns: columns)
        #expect(close(g.checksum, expected))
    }

    @Test(arguments: [(1, 24753.2), (5, 123766.0), (10, 247532.0)])
    func tiles(k: Int, expected: Double) {
        let (_, _, grids) = SolverWorkloads.tiles(k)
        #expect(close(grids.reduce(0) { $0 + $1.checksum }, expected))
    }

    @Test func gridEditSweep() throws {
        let (solver, g) = SolverWorkloads.grid(rows: 5, columns: 4)
        for k in 0..<1000 {
            try solver.suggestValue(g.cW, SolverWorkloads.gridSuggestion(columns: 4, k))
            solver.updateVariables()
        }
        #expect(close(g.checksum, 37432.6))
    }

    /// The chain's edit sweep has many optima (which weak heights give way is a tie, so its
    /// checksum differs from kiwi's): every required constraint holds and the heights break
    /// their preference by the least total possible, |H − 8(N − 1) − 44N|, along the sweep.
    @Test func chainEditSweepStaysOptimal() throws {
        let n = 100
        let chain = SolverWorkloads.chain(n, editable: true)
        for k in 0..<1000 {
            let total = SolverWorkloads.chainSuggestion(n: n, k)
            try chain.solver.suggestValue(try #require(chain.total), total)
            chain.solver.updateVariables()
            guard k % 37 == 0 || k == 999 else { continue }
            var broken = 0.0
            for i in 0..<n {
                #expect(abs(chain.bottom[i].value - chain.top[i].value - chain.height[i].value) < 1e-8)
                #expect(chain.height[i].value >= 20 - 1e-8)
                if i > 0 { #expect(abs(chain.top[i].value - chain.bottom[i - 1].value - 8) < 1e-8) }
                broken += abs(chain.height[i].value - 44)
            }
            #expect(abs(chain.top[0].value) < 1e-8)
            #expect(abs(chain.bottom[n - 1].value - total) < 1e-8)
            #expect(abs(broken - abs(total - Double(8 * (n - 1)) - 44 * Double(n))) < 1e-6)
        }
    }

    /// The bench's one-screen build made by a script through `ui.solver` solves the same system
    /// as the Swift one: the grid checksum of a 1 × 5 grid.
    @Test func screenThroughLua() throws {
        let (_, g) = SolverWorkloads.grid(rows: 1, columns: 5)
        let figure = try #require(SolverLuaBench.screen(now: { 0 }, samples: 1, builds: 2))
        #expect(figure.workload == "screen-lua")
        #expect(close(try #require(figure.checksum), g.checksum, 1e-9))
        #expect(close(g.checksum, 6455.0))
    }
}
