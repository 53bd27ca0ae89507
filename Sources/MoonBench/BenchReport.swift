/// Prints bench figures as an aligned table for people or as JSON lines for machines.
public enum BenchReport {
    /// A table with one row per figure, columns sized to their contents.
    public static func table(_ figures: [BenchFigure]) -> String {
        let header = ["suite", "workload", "size", "median", "unit", "ratio", "checksum"]
        let rows = figures.map { f in
            [f.suite, f.workload, f.size ?? "", format(f.median), f.unit,
             f.ratio.map { format($0) + "×" } ?? "", f.checksum.map { format($0) } ?? ""]
        }
        let all = [header] + rows
        let widths = header.indices.map { col in all.map { $0[col].count }.max() ?? 0 }
        let numeric: Set<Int> = [3, 5, 6]
        return all.map { row in
            row.indices.map { col in
                let pad = String(repeating: " ", count: widths[col] - row[col].count)
                return numeric.contains(col) ? pad + row[col] : row[col] + pad
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// Three significant decimals at most, no exponent for the sizes we meet.
    public static func format(_ value: Double) -> String {
        if value.isNaN || value.isInfinite { return String(value) }
        let magnitude = abs(value)
        let decimals = magnitude >= 1000 ? 0 : magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : 3
        var scaled = (value * pow10(decimals)).rounded() / pow10(decimals)
        if scaled == 0 { scaled = 0 }  // no "-0"
        var text = String(scaled)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    private static func pow10(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<n { p *= 10 }
        return p
    }
}
