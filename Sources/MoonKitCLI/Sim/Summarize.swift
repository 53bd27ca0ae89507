import ArgumentParser
import Foundation
import MoonRender
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

            --against FILE… compares the run with another (its own files, shards or not): both
            tables are printed, then for each figure the difference of the means (the second run's
            minus the first's) with its 95 % interval. --html writes a report that opens with no
            network: what made each run, the tables, and for each figure its histogram with the
            mean and its interval (both runs, and their difference, with --against); --svg writes
            each figure's plot as an SVG file in a folder.

            --provenance first prints what made each run, read from its files' header.

            Examples:
              moonkit summarize results.jsonl
              moonkit summarize results-*.jsonl --provenance
              moonkit summarize results-*.jsonl
              moonkit summarize random.jsonl --against cheater.jsonl --html report.html
            """
    )

    @Argument(help: "Results files of sim --out.")
    var files: [String]

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Results files of a second run to compare with.", valueName: "file"))
    var against: [String] = []

    @Flag(help: "First print what made each run, from its files' header: script and bot with their SHA-256, seed, games, settings, device, limits, engine.")
    var provenance = false

    @Option(help: ArgumentHelp("Also write an HTML report with each figure's histogram, mean and 95 % interval.",
                               valueName: "file.html"))
    var html: String?

    @Option(help: ArgumentHelp("Also write each figure's plot as an SVG file in this folder (made if missing).",
                               valueName: "folder"))
    var svg: String?

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("summarize needs the result files of sim --out, e.g. results-*.jsonl") }
        // Before any is opened: reading a FIFO waits for a writer, a device may never end.
        for file in files + against {
            if let kind = FileKind.irregular(file) { throw ValidationError("summarize: \(file) is \(kind), not a results file of sim --out") }
        }
        if let html {
            if let kind = FileKind.irregular(html) { throw ValidationError("--html: cannot write \(html): it is \(kind)") }
            if let problem = PictureDestination.problem(html) { throw ValidationError("--html: cannot write \(html): \(problem)") }
        }
        var isFolder: ObjCBool = false
        if let svg, FileManager.default.fileExists(atPath: svg, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("--svg: \(svg) is \(FileKind.irregular(svg) ?? "a file"), not a folder")
        }
    }

    func run() throws {
        var runs: [SummaryReport.Run] = []
        var failed = false
        for group in [files, against] where !group.isEmpty {
            let merged: (results: [GameResult], header: ResultsHeader)
            do {
                merged = try Self.merge(group)
            } catch {
                Sim.note(error.description)
                throw ExitCode(1)
            }
            if let note = Self.missing(merged.results, games: merged.header.games) { Sim.note(note) }
            let label = group.count > 1 ? "\(group[0]) …" : group[0]
            runs.append(SummaryReport.Run(label: label, header: merged.header, summary: SimulationSummary(results: merged.results)))
            failed = failed || merged.results.contains { $0.failure != nil }
        }
        if provenance { print(Self.provenance(of: runs[0], files: files.count)) }
        print(runs[0].summary.table)
        if runs.count > 1 {
            if provenance { print("\n" + Self.provenance(of: runs[1], files: against.count), terminator: "") }
            print("\nagainst \(runs[1].label):\n\(runs[1].summary.table)")
            print("\n" + Self.differences(runs[0], runs[1]))
        }
        let report = SummaryReport(runs: runs)
        if let html { try write(report.html, to: html, flag: "--html") }
        if let svg {
            do {
                try FileManager.default.createDirectory(atPath: svg, withIntermediateDirectories: true)
            } catch {
                Sim.note("--svg: cannot make the folder \(svg): \(error.localizedDescription)")
                throw ExitCode(1)
            }
            for (index, plot) in report.plots.enumerated() {
                try write(plot.svg, to: (svg as NSString).appendingPathComponent(SummaryReport.fileName(plot.name, place: index + 1)),
                          flag: "--svg")
            }
        }
        if failed { throw ExitCode(1) }
    }

    /// What made a run, as `--provenance` prints it: its header's fields, one a line, the shard
    /// left out (the files of a split run differ only there), then an empty line.
    static func provenance(of run: SummaryReport.Run, files: Int) -> String {
        let header = run.header
        let fields: [(String, String)] = [
            ("script", header.script), ("script sha256", header.scriptSHA256),
            ("bot", header.bot), ("bot sha256", header.botSHA256),
            ("seed", String(header.seed)), ("games", String(header.games)),
            ("set", header.settings.isEmpty ? "nothing" : header.settings.joined(separator: ", ")),
            ("device", header.device.isEmpty ? "the script's" : header.device),
            ("limits", header.limits.map { "\($0.flag) \($0.value)" }.joined(separator: ", ")),
            ("engine", header.engine),
        ]
        let width = fields.map(\.0.count).max() ?? 0
        var lines = ["what made \(run.label) (\(files) \(files == 1 ? "file" : "files")):"]
        for (name, text) in fields {
            lines.append("  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + text)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func write(_ text: String, to path: String, flag: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            Sim.note("\(flag): cannot write \(path): \(PictureDestination.problem(path) ?? error.localizedDescription)")
            throw ExitCode(1)
        }
    }

    /// For each figure both runs have, the second's mean minus the first's with its 95 % interval,
    /// as a table the width of the summary's.
    static func differences(_ first: SummaryReport.Run, _ second: SummaryReport.Run) -> String {
        var rows = [["figure", "difference", "95 % interval", ""]]
        for row in first.summary.figureRows {
            guard let other = second.summary.figureRows.first(where: { $0.name == row.name }) else { continue }
            guard let difference = FigureEstimate(row.values).difference(to: FigureEstimate(other.values)) else {
                rows.append([row.name, "none", "-", ""])
                continue
            }
            let low = difference.value - difference.half, high = difference.value + difference.half
            let precision = IntervalText(value: difference.value, half: difference.half)
            rows.append([row.name, precision.signed(difference.value),
                         precision.signedInterval(difference.value, half: difference.half),
                         low > 0 || high < 0 ? "differs" : "no difference shown"])
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            row.enumerated().map { column, text in
                let pad = String(repeating: " ", count: widths[column] - text.count)
                return column == 0 || column == 3 ? text + pad : pad + text
            }.joined(separator: "   ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        return "difference (\(second.label) − \(first.label)):\n" + lines.joined(separator: "\n")
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
