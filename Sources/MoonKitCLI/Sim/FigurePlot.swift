import Foundation
import MoonKit
import MoonRender

/// One figure's plot in `summarize --html` and `--svg`, painted with the engine's own SVG
/// canvas: the histogram of the figure's values in each run (one run, or a run and the run it is
/// compared with), each run's mean as a line over a band that spans its 95 % interval, and, for
/// two runs, the difference of the means with its interval drawn against zero.
///
/// With two runs the bars show each run's share of its games (runs may have played different
/// numbers of games); with one, the count of games.
struct FigurePlot {
    struct Run {
        let label: String
        let estimate: FigureEstimate
        let color: Color
    }

    let name: String
    let runs: [Run]

    static let first = Color(red255: 0, green255: 122, blue255: 255)     // a blue
    static let second = Color(red255: 255, green255: 149, blue255: 0)    // an orange

    static let width = 640.0
    private static let left = 56.0, right = 624.0, top = 44.0, baseline = 204.0

    /// The SVG document of the plot.
    var svg: String {
        let compared = runs.count > 1
        var canvas = SVGCanvas(width: Self.width, height: compared ? 320 : 250)
        canvas.rect(x: 0, y: 0, width: canvas.width, height: canvas.height, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        canvas.text(name, x: Self.left, y: 20, size: 15, bold: true, color: .black)
        var lineY = 36.0
        if !compared, let run = runs.first {
            canvas.text(Self.caption(run.estimate), x: Self.left, y: lineY, size: 11, bold: false, color: .darkGray)
        } else {
            for run in runs {
                canvas.rect(x: Self.left, y: lineY - 8, width: 9, height: 9, fill: run.color, stroke: nil, strokeWidth: 0, cornerRadius: 0)
                canvas.text("\(run.label): \(Self.caption(run.estimate))", x: Self.left + 14, y: lineY, size: 11, bold: false, color: .darkGray)
                lineY += 14
            }
        }
        let histograms = Self.histograms(runs.map(\.estimate.values))
        drawBars(histograms, on: &canvas, shares: compared, top: compared ? lineY + 6 : Self.top)
        if compared, let difference = runs[0].estimate.difference(to: runs[1].estimate) {
            drawDifference(difference, on: &canvas, y: Self.baseline + 58)
        } else if compared {
            canvas.text("no difference to show: a run has no finite value of this figure", x: Self.left, y: Self.baseline + 58,
                        size: 11, bold: false, color: .darkGray)
        }
        return canvas.document()
    }

    /// "mean 0.2013, 95 % interval [0.1988, 0.2038], 10000 games", with the summary table's precision.
    static func caption(_ estimate: FigureEstimate) -> String {
        var text = if let mean = estimate.mean, case let precision = IntervalText(value: mean.value, half: mean.half) {
            "mean \(precision.text(mean.value)), 95 % interval \(precision.interval(mean.value, half: mean.half)), "
                + "\(estimate.values.count) games"
        } else if estimate.values.isEmpty {
            "no finite value"
        } else {
            "values too large to average, \(estimate.values.count) games"
        }
        if estimate.leftOut > 0 { text += " (\(estimate.leftOut) not finite, left out)" }
        return text
    }

    /// An axis label: five significant digits.
    static func number(_ value: Double) -> String { String(format: "%.5g", value) }

    /// Histograms of each run's values over the same bins (those of all the values together),
    /// so that two runs' bars stand side by side.
    static func histograms(_ runs: [[Double]]) -> [Histogram] {
        let shared = Histogram(runs.flatMap { $0 })
        return runs.map { Histogram(bins: shared.bins, counting: $0) }
    }

    private func drawBars(_ histograms: [Histogram], on canvas: inout SVGCanvas, shares: Bool, top: Double) {
        guard let range = histograms.first?.range, let binCount = histograms.first?.bins.count, binCount > 0 else { return }
        let heights: [[Double]] = histograms.map { histogram in
            let total = Double(histogram.bins.reduce(0) { $0 + $1.count })
            return histogram.bins.map { shares ? (total > 0 ? Double($0.count) / total : 0) : Double($0.count) }
        }
        let tallest = heights.flatMap { $0 }.max() ?? 0
        let plotHeight = Self.baseline - top
        let slot = (Self.right - Self.left) / Double(binCount)
        let barWidth = (slot - 2) / Double(histograms.count)
        for (runIndex, bars) in heights.enumerated() {
            for (binIndex, height) in bars.enumerated() where height > 0 {
                let h = tallest > 0 ? height / tallest * plotHeight : 0
                canvas.rect(x: Self.left + Double(binIndex) * slot + 1 + Double(runIndex) * barWidth, y: Self.baseline - h,
                            width: barWidth, height: h, fill: runs[runIndex].color.withAlphaComponent(0.75), stroke: nil, strokeWidth: 0, cornerRadius: 0)
            }
        }
        // The axes: the baseline, the tallest bar's value, the range's ends.
        canvas.rect(x: Self.left, y: Self.baseline, width: Self.right - Self.left, height: 1, fill: .gray, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        let tallestText = shares ? String(format: "%.3g %%", tallest * 100) : String(Int(tallest))
        canvas.text(tallestText, x: 4, y: top + 10, size: 10, bold: false, color: .gray)
        for (value, x) in Self.ticks(histograms[0], slot: slot) {
            let text = Self.number(value)
            let width = Font.system(10).width(of: text)
            canvas.text(text, x: min(max(x - width / 2, Self.left - 8), Self.right + 8 - width), y: Self.baseline + 16,
                        size: 10, bold: false, color: .gray)
        }
        // Each run's mean: a band over its interval and a line at the mean.
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else { return }
        func x(_ value: Double) -> Double {
            Self.left + (min(max(value, range.lowerBound), range.upperBound) - range.lowerBound) / span * (Self.right - Self.left)
        }
        for run in runs {
            guard let mean = run.estimate.mean else { continue }
            let low = x(mean.value - mean.half), high = x(mean.value + mean.half)
            canvas.rect(x: low, y: top, width: max(high - low, 1), height: plotHeight, fill: run.color.withAlphaComponent(0.18),
                        stroke: nil, strokeWidth: 0, cornerRadius: 0)
            // Darker than the bars, so that the line shows over a bar of its own colour.
            let line = Color(red: run.color.red * 0.55, green: run.color.green * 0.55, blue: run.color.blue * 0.55)
            canvas.rect(x: x(mean.value) - 1, y: top, width: 2, height: plotHeight, fill: line, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        }
    }

    /// The values written under the bars and where: for one bin per whole value, the values
    /// themselves (every one up to 20 bins, else evenly spaced); for equal bins, the least value,
    /// the middle of the range and the greatest.
    static func ticks(_ histogram: Histogram, slot: Double) -> [(value: Double, x: Double)] {
        let bins = histogram.bins
        guard let range = histogram.range else { return [] }
        let wholeBins = bins.allSatisfy { $0.high - $0.low == 1 && ($0.low + 0.5) == ($0.low + 0.5).rounded() }
        if wholeBins {
            let step = max(1, (bins.count + 9) / 10)
            return stride(from: 0, to: bins.count, by: bins.count <= 20 ? 1 : step).map { index in
                (bins[index].low + 0.5, left + (Double(index) + 0.5) * slot)
            }
        }
        let middle = Histogram.mix(range.lowerBound, range.upperBound, 0.5)
        return [(range.lowerBound, left), (middle, (left + right) / 2), (range.upperBound, right)]
    }

    /// The second run's mean minus the first's, on an axis centred on zero wide enough for the
    /// interval, with a sentence saying whether the interval leaves zero out.
    private func drawDifference(_ difference: (value: Double, half: Double), on canvas: inout SVGCanvas, y: Double) {
        let precision = IntervalText(value: difference.value, half: difference.half)
        let label = "\(runs[1].label) − \(runs[0].label): \(precision.signed(difference.value)), 95 % interval "
            + precision.signedInterval(difference.value, half: difference.half)
        canvas.text(label, x: Self.left, y: y - 12, size: 12, bold: true, color: .black)
        let reach = max(abs(difference.value) + difference.half, 1e-12) * 1.1
        let middle = (Self.left + Self.right) / 2, halfWidth = (Self.right - Self.left) / 2
        func x(_ value: Double) -> Double { middle + value / reach * halfWidth }
        canvas.rect(x: Self.left, y: y + 8, width: Self.right - Self.left, height: 1, fill: .lightGray, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        canvas.rect(x: middle - 0.5, y: y - 2, width: 1, height: 22, fill: .gray, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        canvas.text("0", x: middle + 3, y: y + 30, size: 10, bold: false, color: .gray)
        let low = x(difference.value - difference.half), high = x(difference.value + difference.half)
        canvas.rect(x: low, y: y + 4, width: max(high - low, 1), height: 9, fill: Self.second.withAlphaComponent(0.5), stroke: nil, strokeWidth: 0, cornerRadius: 2)
        canvas.rect(x: x(difference.value) - 1, y: y, width: 2, height: 17, fill: .black, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        let verdict = difference.value - difference.half > 0 || difference.value + difference.half < 0
            ? "The interval leaves 0 out: the runs differ in this figure."
            : "The interval holds 0: these games do not show a difference."
        canvas.text(verdict, x: Self.left, y: y + 48, size: 11, bold: false, color: .darkGray)
    }
}
