import Testing
import Foundation
@testable import MoonKitCLI

/// `summarize --against`, `--html` and `--svg` (issue 35): the histograms, the means and their
/// intervals, and the difference of two runs, in the table and in the plots.
@Suite("summarize's comparisons and plots")
struct SummaryReportTests {
    @Test("whole numbers get a bin each; other values equal bins; a span wider than the largest double is binned")
    func histogramBins() {
        #expect(Histogram([0, 1, 1, 3]).bins == [.init(low: -0.5, high: 0.5, count: 1), .init(low: 0.5, high: 1.5, count: 2),
                                                 .init(low: 1.5, high: 2.5, count: 0), .init(low: 2.5, high: 3.5, count: 1)])
        #expect(Histogram([0, 0.25, 0.5, 1], binCount: 4).bins.map(\.count) == [1, 1, 1, 1])
        #expect(Histogram([0, 0.25, 0.5, 1], binCount: 4).range == 0...1)
        // 0 to 40 is 41 whole values: more than 40 bins, so 20 equal bins instead.
        #expect(Histogram([0, 40]).bins.count == 20)
        #expect(Histogram([0, 39]).bins.count == 40)
        #expect(Histogram([-1e308, 1e308, 0], binCount: 2).bins.map(\.count) == [1, 2])
        #expect(Histogram([0.5, 0.5]).bins == [.init(low: 0.5, high: 0.5, count: 2)])
        #expect(Histogram([]).bins.isEmpty)
    }

    @Test("means are summed with compensation: 10 000 games of 2.4 s average to 2.4 exactly")
    func compensatedMean() {
        #expect(Array(repeating: 2.4, count: 10_000).reduce(0, +) / 10_000 != 2.4)
        #expect(SimulationSummary.meanInterval(Array(repeating: 2.4, count: 10_000)).0 == 2.4)
        #expect(SimulationSummary.compensatedSum([1e16, 1, -1e16]) == 1)
    }

    @Test("the difference of two means has the interval of independent samples")
    func differenceInterval() throws {
        let alternating = FigureEstimate([1, 0, 1, 0]), ones = FigureEstimate([1, 1, 1, 1])
        let difference = try #require(alternating.difference(to: ones))
        #expect(difference.value == 0.5)
        // s² = 1/3 over n = 4: half-width 1.96 × √(1/12); the other run adds nothing.
        #expect(difference.half == 1.96 * (1.0 / 12).squareRoot())
        #expect(FigureEstimate([.nan, 2]).leftOut == 1)
        #expect(FigureEstimate([.infinity]).difference(to: ones) == nil)
    }

    @Test("--svg names each figure's file by its place and name")
    func fileNames() {
        #expect(SummaryReport.fileName("hit rate", place: 1) == "01-hit-rate.svg")
        #expect(SummaryReport.fileName("  Virtual  seconds ", place: 5) == "05-virtual-seconds.svg")
        #expect(SummaryReport.fileName("%%", place: 12) == "12.svg")
    }

    static let alternatingBot = "return function(game) game:report(\"score\", tonumber(game:text(\"seed\")) % 2) end\n"
    static let constantBot = "return function(game) game:report(\"score\", 1) end\n"

    /// Two runs of 4 tiny games (seeds 1…4): one scores 1, 0, 1, 0, the other 1 every time.
    static func twoRuns() throws -> HostileInputCommandTests.Folder {
        let folder = try HostileInputCommandTests.Folder(["tiny.lua": SimAtScaleTests.tinyGame,
                                                          "a.lua": alternatingBot, "b.lua": constantBot])
        for run in ["a", "b"] {
            let played = try Command.run(["sim", "tiny.lua", "--bot", "\(run).lua", "--games", "4", "--seed", "1",
                                          "--quiet", "--out", "\(run).jsonl"], in: folder.path)
            try #require(played.status == 0, "\(played.errors)")
        }
        return folder
    }

    @Test("summarize A --against B prints both tables and each figure's difference with its interval")
    func againstTable() throws {
        let folder = try Self.twoRuns()
        let result = try Command.run(["summarize", "a.jsonl", "--against", "b.jsonl"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output == """
            4 games, 4 played to the end, 0 script errors
            figure            mean   95 % interval   games
            score             0.50   [-0.07, 1.07]       4
            taps                 0          [0, 0]       4
            virtual seconds      0          [0, 0]       4

            against b.jsonl:
            4 games, 4 played to the end, 0 script errors
            figure            mean   95 % interval   games
            score                1          [1, 1]       4
            taps                 0          [0, 0]       4
            virtual seconds      0          [0, 0]       4

            difference (b.jsonl − a.jsonl):
            figure            difference    95 % interval
            score                  +0.50   [-0.07, +1.07]   no difference shown
            taps                       0           [0, 0]   no difference shown
            virtual seconds            0           [0, 0]   no difference shown

            """)
    }

    @Test("--provenance prints what made each run before its table; the tables stay what sim prints")
    func provenance() throws {
        let folder = try Self.twoRuns()
        let plain = try Command.run(["summarize", "a.jsonl"], in: folder.path)
        let result = try Command.run(["summarize", "a.jsonl", "--provenance"], in: folder.path)
        #expect(result.status == 0 && result.errors == "")
        let tiny = try ResultsHeader.contentHash(folder["tiny.lua"], role: "the game script")
        let bot = try ResultsHeader.contentHash(folder["a.lua"], role: "the bot")
        #expect(result.output == """
            what made a.jsonl (1 file):
              script         tiny.lua
              script sha256  \(tiny)
              bot            a.lua
              bot sha256     \(bot)
              seed           1
              games          4
              set            nothing
              device         the script's
              limits         --instant-limit 100000, --instruction-budget 100000000, --memory-limit 1024, --time-limit 604800.0, --watchdog 60.0
              engine         \(Moonkit.version)


            """ + plain.output)
        let both = try Command.run(["summarize", "a.jsonl", "--against", "b.jsonl", "--provenance"], in: folder.path)
        #expect(both.output.contains("\nwhat made b.jsonl (1 file):\n  script         tiny.lua\n"))
        #expect(both.output.contains("  bot            b.lua\n"))
    }

    @Test("--svg draws each run's bars as shares of its games, its mean over its interval, and the difference")
    func plotsOfTwoRuns() throws {
        let folder = try Self.twoRuns()
        let result = try Command.run(["summarize", "a.jsonl", "--against", "b.jsonl", "--svg", "plots"], in: folder.path)
        #expect(result.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder["plots"]).sorted()
        #expect(files == ["01-score.svg", "02-taps.svg", "03-virtual-seconds.svg"])
        let svg = try String(contentsOfFile: folder["plots/01-score.svg"], encoding: .utf8)
        // Two legend lines put the plot's top at y = 70, 134 points above the baseline (204).
        // Bins 0 and 1 are 284 points wide, each run's bar 141: run a has half its games in
        // each (67 high), run b all of them in bin 1 (134 high, next to a's).
        for bar in ["<rect x=\"57\" y=\"137\" width=\"141\" height=\"67\" fill=\"#007aff\" fill-opacity=\"0.75\"/>",
                    "<rect x=\"341\" y=\"137\" width=\"141\" height=\"67\" fill=\"#007aff\" fill-opacity=\"0.75\"/>",
                    "<rect x=\"482\" y=\"70\" width=\"141\" height=\"134\" fill=\"#ff9500\" fill-opacity=\"0.75\"/>",
                    // a's mean 0.5 on the range −0.5…1.5 (568 points) is at 340; its interval
                    // −0.065803…1.0658 spans 179.312…500.688.
                    "<rect x=\"179.312\" y=\"70\" width=\"321.376\" height=\"134\" fill=\"#007aff\" fill-opacity=\"0.18\"/>",
                    "<rect x=\"339\" y=\"70\" width=\"2\" height=\"134\" fill=\"#00438c\"/>"] {
            #expect(svg.contains(bar), "\(bar)")
        }
        for text in ["a.jsonl: mean 0.50, 95 % interval [-0.07, 1.07], 4 games",
                     "b.jsonl: mean 1, 95 % interval [1, 1], 4 games",
                     "b.jsonl − a.jsonl: +0.50, 95 % interval [-0.07, +1.07]",
                     "The interval holds 0: these games do not show a difference."] {
            #expect(svg.contains(">\(text)</text>"), "\(text)")
        }
    }

    @Test("--html writes one page with what made the run, its table and a figure per figure")
    func htmlReport() throws {
        let folder = try Self.twoRuns()
        let result = try Command.run(["summarize", "a.jsonl", "--html", "report.html"], in: folder.path)
        #expect(result.status == 0)
        let page = try String(contentsOfFile: folder["report.html"], encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>tiny.lua with a.lua</title>"))
        #expect(page.contains("<tr><th>bot</th><td>a.lua</td></tr>"))
        #expect(page.contains("<tr><th>seed</th><td>1</td></tr>"))
        #expect(page.contains("<pre class=\"summary\">4 games, 4 played to the end, 0 script errors\n"))
        #expect(page.components(separatedBy: "<figure id=").count - 1 == 3)
        #expect(page.contains("<figure id=\"figure-1\" data-figure=\"score\">\n<svg"))
        #expect(page.contains(">mean 0.50, 95 % interval [-0.07, 1.07], 4 games</text>"))
        // Nothing from the network: no script, no link, no remote image.
        for fetching in ["<script", "<link", "<img", "src=", "href=", "url("] {
            #expect(!page.contains(fetching), "\(fetching)")
        }
    }

    @Test("--html and --svg refuse what they cannot write before reading anything")
    func refusedDestinations() throws {
        let folder = try Self.twoRuns()
        let missing = try Command.run(["summarize", "a.jsonl", "--html", "no/such/report.html"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.errors.contains("Error: --html: cannot write no/such/report.html: the folder no/such does not exist"))
        let aFile = try Command.run(["summarize", "a.jsonl", "--svg", "a.jsonl"], in: folder.path)
        #expect(aFile.status == 2)
        #expect(aFile.errors.contains("Error: --svg: a.jsonl is a file, not a folder"))
        #expect(mkfifo(folder["fifo"], 0o600) == 0)
        let fifo = try Command.run(["summarize", "a.jsonl", "--html", "fifo"], in: folder.path)
        #expect(fifo.status == 2)
        #expect(fifo.errors.contains("Error: --html: cannot write fifo: it is a FIFO (a named pipe)"))
        let againstFifo = try Command.run(["summarize", "a.jsonl", "--against", "fifo"], in: folder.path)
        #expect(againstFifo.status == 2)
        #expect(againstFifo.errors.contains("Error: summarize: fifo is a FIFO (a named pipe), not a results file of sim --out"))
    }
}
