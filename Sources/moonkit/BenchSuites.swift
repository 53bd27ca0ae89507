import MoonBench

/// The suites `moonkit bench` knows, in the order they run when none is named.
enum BenchSuites {
    static let all: [(name: String, run: @Sendable () -> [BenchFigure])] = [
        ("bridge", { BridgeBench.run() }),
    ]

    static var names: [String] { all.map(\.name) }
}
