import ArgumentParser

/// `moonkit bench`: timing figures for people (`time`, the default, so `moonkit bench solver`
/// times the solver) and instruction-counting runs for the CI gate (`count`).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure the engine: time its suites, or run one workload for counting instructions.",
        discussion: """
            Run it from a release build with the flags in .ci/release-flags, e.g.
            `swift run -c release -Xswiftc -enforce-exclusivity=unchecked moonkit bench solver`.
            """,
        subcommands: [BenchTime.self, BenchCount.self],
        defaultSubcommand: BenchTime.self
    )
}
