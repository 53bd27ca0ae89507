/// A figure's values over one run's games, and what the summary says of them: the mean with its
/// 95 % interval, over the finite values (a bot's 0/0 or 1/0 are counted apart).
struct FigureEstimate {
    let values: [Double]
    /// Values that are not finite numbers, left out of everything else.
    let leftOut: Int
    /// The mean and the half-width of its 95 % interval; `nil` when no value is finite or the
    /// values are too large to average in double precision.
    let mean: (value: Double, half: Double)?

    init(_ all: [Double]) {
        values = all.filter(\.isFinite)
        leftOut = all.count - values.count
        if values.isEmpty {
            mean = nil
        } else {
            let (value, half) = SimulationSummary.meanInterval(values)
            mean = value.isFinite && half.isFinite ? (value, half) : nil
        }
    }

    /// The difference of `other`'s mean from this one's (other − this) with its 95 % interval,
    /// treating the runs as independent samples: half-width 1.96 × √(s₁²/n₁ + s₂²/n₂), where
    /// each run's s²/n is its own half-width over 1.96, squared.
    func difference(to other: FigureEstimate) -> (value: Double, half: Double)? {
        guard let mine = mean, let theirs = other.mean else { return nil }
        let value = theirs.value - mine.value
        let half = (mine.half * mine.half + theirs.half * theirs.half).squareRoot()
        return value.isFinite && half.isFinite ? (value, half) : nil
    }
}
