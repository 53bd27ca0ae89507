import ArgumentParser
import Foundation
import MoonBench

/// `moonkit bench count WORKLOAD --times N`: one workload, N operations, nothing timed and
/// nothing else done, for counting instructions under callgrind (the CI gate, `.ci/perf-gate`).
struct BenchCount: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count",
        abstract: "Run one workload N times, untimed, for counting instructions.",
        discussion: """
            Count the instructions of two sizes and divide their difference by the difference in
            operations: the set-up cancels out (docs/performance.md). For example:
              SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \\
                --callgrind-out-file=/tmp/cg.out moonkit bench count psychic-round --times 100
            Run it from the repository's folder: two workloads play its games.

            One operation of each workload:
            \(CountWorkload.allCases.map { "  \($0.rawValue): \($0.operation)" }.joined(separator: "\n"))
            """
    )

    @Argument(help: ArgumentHelp("The workload (\(CountWorkload.names.joined(separator: ", "))).", valueName: "workload"))
    var workload: String

    @Option(parsing: .unconditional, help: "How many operations to run.")
    var times: Int

    func validate() throws {
        guard CountWorkload(rawValue: workload) != nil else {
            throw ValidationError("unknown workload '\(workload)'; choose from \(CountWorkload.names.joined(separator: ", "))")
        }
        guard times >= 1 else { throw ValidationError("--times must be at least 1") }
    }

    func run() throws {
        guard let chosen = CountWorkload(rawValue: workload) else { throw ExitCode.validationFailure }
        do {
            print("\(chosen.rawValue) ×\(times): \(try chosen.run(times: times))")
        } catch {
            FileHandle.standardError.write(Data("bench count \(chosen.rawValue): \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
