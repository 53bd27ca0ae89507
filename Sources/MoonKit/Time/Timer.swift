/// A one-shot or repeating timer on a `MainQueue`, like Foundation's `Timer`:
/// it fires until invalidated, and a repeating timer keeps its rhythm (no drift).
///
/// ```swift
/// let tick = Timer.scheduled(on: queue, interval: 2, repeats: true) { _ in wiggle() }
/// tick.invalidate()
/// ```
public final class Timer {
    /// Seconds between firings (a one-shot timer fires once, `interval` after scheduling).
    public let interval: Double
    /// Whether it fires again after each firing.
    public let repeats: Bool
    /// False once invalidated, or once a one-shot timer has fired.
    public private(set) var isValid = true
    /// The virtual time of the next firing.
    public private(set) var fireDate: Double

    /// An object that lives exactly as long as this one, for whoever made it (as
    /// `Responder.lifetimeCompanion`): MoonLua keeps here the charge of a timer a script
    /// scheduled against the script's memory limit (the queue holds a timer until it is done).
    public var lifetimeCompanion: AnyObject?

    private let block: (Timer) -> Void
    /// Reached only while the queue runs or schedules this timer. Not strong: a repeating timer
    /// the queue holds would keep its queue alive for ever.
    private unowned let queue: MainQueue

    /// The shortest interval of a repeating timer: Foundation's, which takes 0.1 ms for any
    /// interval at or below zero, so that a zero interval cannot freeze the clock.
    public static let shortestRepeatingInterval = 0.0001

    /// Schedules a timer on `queue`. As with Foundation's timers, a repeating timer's interval
    /// is at least `shortestRepeatingInterval`, a negative or NaN interval counts as 0, and an
    /// infinite one never fires (Foundation's `distantFuture`): the timer stays valid, unscheduled.
    @discardableResult
    public static func scheduled(on queue: MainQueue, interval: Double, repeats: Bool,
                                 _ block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(queue: queue, interval: interval, repeats: repeats, block: block)
        if timer.fireDate.isFinite { timer.arm() }
        return timer
    }

    private init(queue: MainQueue, interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) {
        let sane = interval == .infinity ? interval : MainQueue.sanitized(interval)
        self.interval = repeats ? max(sane, Self.shortestRepeatingInterval) : sane
        self.repeats = repeats
        self.block = block
        self.queue = queue
        self.fireDate = queue.now + self.interval
    }

    /// Stops the timer; a firing already under way completes.
    public func invalidate() {
        isValid = false
    }

    private func arm() {
        // The queue holds the timer strongly until it fires, as a run loop holds a Timer.
        queue.schedule(.timer(self), at: fireDate)
    }

    /// Runs the block, when the queue reaches `fireDate`.
    func fire() {
        guard isValid else { return }
        if !repeats { isValid = false }
        block(self)
        if repeats && isValid {
            fireDate += interval
            arm()
        }
    }
}
