import ArgumentParser
import Foundation

/// `moonkit summarize FILE…`: the summary `sim` prints, of the result lines that `sim --out`
/// wrote — one run's file, or the files of a run split into shards (docs/cluster.md).
struct Summarize: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Summarise the result files of sim --out: one run's, or all the shards' of a split run.",
        discussion: """
            Prints the table sim prints for the same games: the games played to the end, script
            errors, games that failed, were stopped by the watchdog (machine time) or crashed, and
            each figure's mean with its 95 % interval. The files' games are taken in game order, whatever order their lines are in,
            so shards summarised together give exactly the table of one run that played them all.

            A game in two files (or twice in one) is counted once when both lines are the same
            result — a shard that was run twice — and is an error naming both places when they
            differ. A line that is not a game's result is an error naming its file:line, and so is
            a last line cut short (its run was killed while writing it: sim --resume with that
            file finishes the run). Games missing between 0 and the highest game found are
            noted on standard error. Exit code 1 when a file is unusable or a game failed, as sim.

            Examples:
              moonkit summarize results.jsonl
              moonkit summarize results-*.jsonl
            """
    )

    @Argument(help: "Files of result lines (sim --out, sim --json).")
    var files: [String]

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("summarize needs the result files of sim --out, e.g. results-*.jsonl") }
    }

    func run() throws {
        let results: [GameResult]
        do {
            results = try Self.merge(files)
        } catch {
            Sim.note(error.description)
            throw ExitCode(1)
        }
        if let note = Self.missing(results) { Sim.note(note) }
        print(SimulationSummary(results: results).table)
        if results.contains(where: { $0.failure != nil }) { throw ExitCode(1) }
    }

    /// Every game of the files once, in game order.
    static func merge(_ files: [String]) throws(ResultsFileError) -> [GameResult] {
        var byGame: [Int: (result: GameResult, place: String)] = [:]
        for file in files {
            let read = try ResultLines(path: file)
            if let (line, _) = read.unfinished {
                throw ResultsFileError("\(file):\(line): the last line is cut short (its run was killed while writing it); "
                                       + "`moonkit sim … --out \(file) --resume` finishes that run")
            }
            for (result, line) in read.results {
                let place = "\(file):\(line)"
                if let first = byGame[result.index] {
                    guard first.result == result else {
                        throw ResultsFileError("\(place): game \(result.index) is also at \(first.place), with another result "
                                               + "(files of different runs?)")
                    }
                    continue
                }
                byGame[result.index] = (result, place)
            }
        }
        return byGame.values.map(\.result).sorted { $0.index < $1.index }
    }

    /// A note when games between 0 and the highest one are missing (a shard that did not run).
    static func missing(_ results: [GameResult]) -> String? {
        guard let last = results.last?.index, results.count < last + 1 else { return nil }
        var expected = 0
        for result in results {
            if result.index != expected { break }
            expected += 1
        }
        return "note: \(last + 1 - results.count) of games 0…\(last) are in none of the files (the first: game \(expected))"
    }
}
