import MoonBench

/// The suites `moonkit bench` knows, in the order they run when none is named.
enum BenchSuites {
    static let all: [(name: String, run: @Sendable () -> [BenchFigure])] = [
        ("bridge", { BridgeBench.run() }),
        ("solver", { SolverBench.run() }),
        ("layout", { LayoutBench.run() }),
        ("games", { GamesBench.run() }),
    ]

    static var names: [String] { all.map(\.name) }
}
