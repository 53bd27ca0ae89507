import ArgumentParser
import Foundation
import MoonSim

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

            Each file starts with the header sim --out writes (the script and the bot with their
            SHA-256, the seed, --games, --set, the device, the limits, the engine's version): files
            whose headers differ in anything but the shard are refused, naming both files and the
            field. A game in two files (or twice in one) is counted once when both lines are the
            same result — a shard that was run twice — and is an error naming both places when they
            differ. A line that is not a game's result is an error naming its file:line, and so is
            a last line cut short (its run was killed while writing it: sim --resume with that
            file finishes the run). Games of the run in none of the files are noted on standard
            error. Exit code 1 when a file is unusable or a game failed, as sim; 2 when a file is
            not a regular file (a folder, a FIFO, a device).

            Examples:
              moonkit summarize results.jsonl
              moonkit summarize results-*.jsonl
            """
    )

    @Argument(help: "Results files of sim --out.")
    var files: [String]

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("summarize needs the result files of sim --out, e.g. results-*.jsonl") }
        // Before any is opened: reading a FIFO waits for a writer, a device may never end.
        for file in files {
            if let kind = FileKind.irregular(file) { throw ValidationError("summarize: \(file) is \(kind), not a results file of sim --out") }
        }
    }

    func run() throws {
        let merged: (results: [GameResult], header: ResultsHeader)
        do {
            merged = try Self.merge(files)
        } catch {
            Sim.note(error.description)
            throw ExitCode(1)
        }
        if let note = Self.missing(merged.results, games: merged.header.games) { Sim.note(note) }
        print(SimulationSummary(results: merged.results).table)
        if merged.results.contains(where: { $0.failure != nil }) { throw ExitCode(1) }
    }

    /// Every game of the files once, in game order, and the first file's header. The files'
    /// headers must agree but for the shard: the games of one run, split or not.
    static func merge(_ files: [String]) throws(ResultsFileError) -> (results: [GameResult], header: ResultsHeader) {
        var byGame: [Int: (result: GameResult, place: String)] = [:]
        var first: (header: ResultsHeader, file: String)?
        for file in files {
            let read = try ResultLines(path: file)
            if let first, let difference = read.header.difference(from: first.header, ignoring: ["shard"]) {
                throw ResultsFileError("\(file):1: not the same run as \(first.file): \"\(difference.field)\" is "
                                       + "\(difference.here) in \(file) and \(difference.there) in \(first.file)")
            }
            if first == nil { first = (read.header, file) }
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
        // `validate` makes sure there is a file, and `ResultLines` that each has a header.
        guard let first else { throw ResultsFileError("summarize needs the result files of sim --out") }
        return (byGame.values.map(\.result).sorted { $0.index < $1.index }, first.header)
    }

    /// A note when some of the run's `games` are in no file (a shard that did not run).
    /// `results` are in game order, each one of the games.
    static func missing(_ results: [GameResult], games: Int) -> String? {
        guard results.count < games else { return nil }
        var expected = 0
        for result in results {
            if result.index != expected { break }
            expected += 1
        }
        return "note: \(games - results.count) of games 0…\(games - 1) are in none of the files (the first: game \(expected))"
    }
}
