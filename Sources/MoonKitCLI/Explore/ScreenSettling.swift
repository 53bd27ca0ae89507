import MoonKit

/// Letting a screen settle before reading it, as a person waits for a push to finish sliding
/// before tapping what it brings. Read while a navigation bar still slides over it, a button is
/// covered (hit testing finds the bar), so it would be offered only after a wait that happened
/// to come first.
///
/// The wait is an ordinary bot statement (`game:wait(0.35)`), run and written to the trace like
/// any action, so that a replay, and a trace shrink cut down, reach the very same moments.
struct ScreenSettling {
    /// The most virtual time waited before one reading: a screen whose animations keep starting
    /// again (a timer that moves something every half second) is read after that anyway.
    /// Animations that repeat for ever are never waited for (`Animator.settleTime`).
    static let mostSeconds = 1.0

    /// Virtual seconds waited so far for this reading.
    private(set) var waited = 0.0

    /// The next wait that lets the animations running on `engine`'s window end by themselves,
    /// as a statement and its seconds (rounded up to hundredths, so that the trace reads like
    /// a person's wait), or nil when nothing that ends is running or the cap is reached.
    mutating func nextWait(on engine: Engine) -> (statement: String, seconds: Double)? {
        guard let end = engine.animator.settleTime(in: engine.window), end > engine.now else { return nil }
        let left = Self.mostSeconds - waited
        guard left > 0 else { return nil }
        // An animation started at this instant ends at `now + duration`, the very sum the wait's
        // step reaches: the tolerance keeps a duration's rounding error from adding a hundredth.
        let hundredths = max(1, ((end - engine.now) * 100 - 1e-6).rounded(.up))
        let seconds = min(left, hundredths / 100)
        waited += seconds
        return ("game:wait(\(ExploreAction.number(seconds)))", seconds)
    }
}
