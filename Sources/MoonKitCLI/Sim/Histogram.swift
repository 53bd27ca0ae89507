/// How a figure's values fall into bins: the bars of `summarize --html`'s plots.
///
/// Whole numbers over a short range (a count of hits, of taps) get one bin per value, so each
/// bar is a value a game can have; anything else gets `binCount` equal bins from the least value
/// to the greatest.
struct Histogram: Equatable {
    struct Bin: Equatable {
        /// The bin holds the values from `low` (included) to `high` (excluded, but for the last
        /// bin, which holds the greatest value too).
        let low: Double
        let high: Double
        var count = 0
    }

    let bins: [Bin]

    /// The bins of `values`, which must all be finite numbers (the summary leaves out the others).
    /// No values give no bins.
    init(_ values: [Double], binCount: Int = 20, mostWholeBins: Int = 40) {
        self.init(bins: Self.edges(of: values, binCount: binCount, mostWholeBins: mostWholeBins), counting: values)
    }

    /// `values` counted into empty `bins` (the bins of another histogram: two runs side by side).
    init(bins: [Bin], counting values: [Double]) {
        var bins = bins.map { Bin(low: $0.low, high: $0.high) }
        if !bins.isEmpty {
            for value in values {
                bins[bins.firstIndex { value < $0.high } ?? bins.count - 1].count += 1
            }
        }
        self.bins = bins
    }

    private static func edges(of values: [Double], binCount: Int, mostWholeBins: Int) -> [Bin] {
        guard let least = values.min(), let greatest = values.max() else { return [] }
        if values.allSatisfy({ $0 == $0.rounded() }), greatest - least < Double(mostWholeBins) {
            // One bin per whole value from least to greatest: [v − ½, v + ½).
            return stride(from: least, through: greatest, by: 1).map { Bin(low: $0 - 0.5, high: $0 + 0.5) }
        }
        if least == greatest { return [Bin(low: least, high: greatest)] }
        return (0..<binCount).map { index in
            Bin(low: mix(least, greatest, Double(index) / Double(binCount)),
                high: mix(least, greatest, Double(index + 1) / Double(binCount)))
        }
    }

    /// The point `fraction` of the way from `a` to `b`, without computing `b − a` (which
    /// overflows for a span wider than the largest double, −1e308 to 1e308).
    static func mix(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
        a * (1 - fraction) + b * fraction
    }

    /// From the first bin's low end to the last bin's high end: the plot's horizontal range.
    var range: ClosedRange<Double>? {
        guard let first = bins.first, let last = bins.last else { return nil }
        return first.low...last.high
    }
}
