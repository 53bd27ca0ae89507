import Foundation
import MoonRender

/// `summarize --html`'s report: one HTML file that needs no network, with what made the games
/// (each run's results header), the table `summarize` prints, and each figure's plot
/// (`FigurePlot`) inline as SVG. With a second run (`--against`), both runs and the difference
/// of each figure's mean.
struct SummaryReport {
    struct Run {
        /// How the report names the run: its first results file (and "…" when there are more).
        let label: String
        let header: ResultsHeader
        let summary: SimulationSummary
    }

    let runs: [Run]

    /// Each figure's plot, in the table's order: the first run's figures, then any that only the
    /// second run has.
    var plots: [FigurePlot] {
        var names: [String] = []
        for run in runs {
            for row in run.summary.figureRows where !names.contains(row.name) { names.append(row.name) }
        }
        let colors = [FigurePlot.first, FigurePlot.second]
        return names.map { name in
            FigurePlot(name: name, runs: runs.enumerated().map { index, run in
                let values = run.summary.figureRows.first { $0.name == name }?.values ?? []
                // The file's name alone: a plot has room for a name, not for a path.
                return FigurePlot.Run(label: (run.label as NSString).lastPathComponent, estimate: FigureEstimate(values),
                                      color: colors[index])
            })
        }
    }

    var html: String {
        let escape = SVGCanvas.escape
        let title = runs.count > 1
            ? "\(runs[1].label) against \(runs[0].label)"
            : "\(runs[0].header.script) with \(runs[0].header.bot)"
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>
            body { font-family: "DejaVu Sans", sans-serif; margin: 24px; color: #222; max-width: 680px; }
            table { border-collapse: collapse; font-size: 13px; margin-bottom: 12px; }
            td, th { text-align: left; padding: 2px 10px 2px 0; vertical-align: top; }
            pre { font-size: 12px; background: #f4f4f4; padding: 8px; overflow-x: auto; }
            figure { margin: 16px 0; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>

            """
        for run in runs {
            page += "<h2>\(escape(run.label))</h2>\n<table class=\"provenance\">\n"
            for field in run.header.fields where field.name != "moonkit results" {
                page += "<tr><th>\(escape(field.name))</th><td>\(escape(Self.shown(field.text)))</td></tr>\n"
            }
            page += "</table>\n<pre class=\"summary\">\(escape(run.summary.table))</pre>\n"
        }
        page += "<h2>Figures</h2>\n"
        for (index, plot) in plots.enumerated() {
            page += "<figure id=\"figure-\(index + 1)\" data-figure=\"\(escape(plot.name))\">\n\(plot.svg)</figure>\n"
        }
        page += "</body>\n</html>\n"
        return page
    }

    /// A header field's JSON text as a person reads it: a string without its quotes and escapes.
    static func shown(_ jsonText: String) -> String {
        guard jsonText.hasPrefix("\""),
              let value = try? JSONSerialization.jsonObject(with: Data(jsonText.utf8), options: .fragmentsAllowed) as? String
        else { return jsonText }
        return value
    }

    /// The file names of `--svg`'s plots: the figure's name in lower case with every run of other
    /// characters than letters and digits made one "-", after its place (names may clash once
    /// simplified: "hit rate" and "hit-rate").
    static func fileName(_ name: String, place: Int) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber, character.isASCII {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return String(format: "%02d", place) + (slug.isEmpty ? "" : "-" + slug) + ".svg"
    }
}
