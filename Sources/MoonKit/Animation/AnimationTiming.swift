/// When an animation runs and how far along it is at a moment of the virtual clock.
///
/// Core Animation's model: the model value changes at once; what is shown (the presentation
/// value) is `from + (to − from) × fraction(at: now)`, and once the animation ends the model
/// value shows. During a delay the old value shows.
public struct AnimationTiming: Sendable, Equatable {
    /// The virtual time the animation was started.
    public var start: Double
    /// Seconds before it begins moving.
    public var delay: Double
    /// Seconds one pass takes.
    public var duration: Double
    /// How the fraction advances with time (ease in, ease out, linear…).
    public var curve: AnimationCurve
    /// Runs forever.
    public var repeats: Bool
    /// Each cycle goes there and back again.
    public var autoreverses: Bool

    /// A timing from its numbers; a negative or non-finite delay or duration counts as 0.
    public init(start: Double, delay: Double = 0, duration: Double, curve: AnimationCurve = .easeInOut,
                repeats: Bool = false, autoreverses: Bool = false) {
        self.start = start
        self.delay = MainQueue.sanitized(delay)
        self.duration = MainQueue.sanitized(duration)
        self.curve = curve
        self.repeats = repeats
        self.autoreverses = autoreverses
    }

    /// The timing that `options` ask for.
    public init(start: Double, delay: Double, duration: Double, options: AnimationOptions) {
        self.init(start: start, delay: delay, duration: duration, curve: options.curve,
                  repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
    }

    /// Seconds one cycle takes: a pass, or there and back.
    public var cycle: Double { autoreverses ? 2 * duration : duration }

    /// When it ends, or nil when it repeats forever (a zero-length one ends when it starts).
    public var end: Double? {
        if repeats && cycle > 0 { return nil }
        return start + delay + cycle
    }

    /// Whether it is still running at `time` (delays count as running).
    public func isRunning(at time: Double) -> Bool {
        guard let end else { return true }
        return time < end
    }

    /// The eased fraction from the old value (0) to the new (1) shown at `time`, or nil when
    /// the animation is over and the model value shows.
    public func fraction(at time: Double) -> Double? {
        guard isRunning(at: time) else { return nil }
        let elapsed = time - start - delay
        guard elapsed > 0, duration > 0 else { return 0 }
        var position = elapsed.truncatingRemainder(dividingBy: cycle)
        if autoreverses && position > duration { position = cycle - position }
        return curve.progress(position / duration)
    }
}
