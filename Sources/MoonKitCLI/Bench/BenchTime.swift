import ArgumentParser
import Foundation
import MoonBench

/// `moonkit bench [time] [SUITE…]`: the performance figures, timed in this run (use a release build).
struct BenchTime: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "time",
        abstract: "Time the engine: bridge calls, the solver, layout, games.",
        discussion: """
            Run it from a release build with the flags in .ci/release-flags, e.g.
            `swift run -c release -Xswiftc -enforce-exclusivity=unchecked moonkit bench solver`.
            Each figure is the median of several rounds; ratios compare with the baseline
            measured in the same run.
            """
    )

    @Argument(help: "Suites to run (\(BenchSuites.names.joined(separator: ", "))); all when none given.")
    var suites: [String] = []

    @Flag(help: "Print one JSON object per figure instead of a table.")
    var json = false

    func validate() throws {
        for name in suites where !BenchSuites.names.contains(name) {
            throw ValidationError("unknown suite '\(name)'; choose from \(BenchSuites.names.joined(separator: ", "))")
        }
    }

    func run() throws {
        let chosen = suites.isEmpty ? BenchSuites.names : suites
        var figures: [BenchFigure] = []
        for name in chosen {
            guard let suite = BenchSuites.all.first(where: { $0.name == name }) else { continue }
            let measured = suite.run()
            figures += measured
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                for figure in measured {
                    print(String(decoding: try encoder.encode(figure), as: UTF8.self))
                }
            }
        }
        if !json { print(BenchReport.table(figures)) }
    }
}
