/// One measured figure of `moonkit bench`: what was run, how big, the median, and how it compares.
public struct BenchFigure: Codable, Sendable, Equatable {
    /// The suite it belongs to: `bridge`, `solver`, `layout`, `games`.
    public var suite: String
    /// What was measured, e.g. `chain-fit` or `property read obj.value`.
    public var workload: String
    /// The size of the workload (`1000`, `40x25`), or nil when it has none.
    public var size: String?
    /// The median over the rounds, in `unit`.
    public var median: Double
    /// `ns`, `µs`, `ms`, `µs/suggestion`, `taps/s`, …
    public var unit: String
    /// The median divided by the baseline measured in the same run, when the suite has one.
    public var ratio: Double?
    /// A number that proves the work was done right (e.g. the solver checksum).
    public var checksum: Double?
    /// How many rounds the median was taken over.
    public var rounds: Int

    public init(suite: String, workload: String, size: String? = nil, median: Double, unit: String,
                ratio: Double? = nil, checksum: Double? = nil, rounds: Int) {
        self.suite = suite
        self.workload = workload
        self.size = size
        self.median = median
        self.unit = unit
        self.ratio = ratio
        self.checksum = checksum
        self.rounds = rounds
    }
}
