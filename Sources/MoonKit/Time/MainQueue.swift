import Dispatch
import HeapModule
#if canImport(Glibc)
import Glibc
#endif

/// The engine's one serial queue and its clock: every tap, timer, animation step and
/// background completion runs here, in time order, and in scheduling order at equal times.
///
/// Time is virtual: `step(_:)` and `runUntilIdle(limit:)` jump the clock from one scheduled
/// moment to the next without sleeping, so a day of timers runs in milliseconds. Set
/// `pacing` to `.realTime` to pace the same clock to the wall clock (for playing live).
///
/// ```swift
/// let queue = MainQueue()
/// queue.after(1.5) { print("1.5 s later, at", queue.now) }
/// queue.step(2)
/// ```
public final class MainQueue {
    /// How the virtual clock relates to the wall clock.
    public enum Pacing: Equatable, Sendable {
        /// As fast as the machine allows: the clock jumps to the next scheduled moment.
        case virtual
        /// Waits on the wall clock before each scheduled moment; `speed` 2 runs twice as fast.
        case realTime(speed: Double)
    }

    /// The virtual time in seconds since the queue was made.
    public private(set) var now: Double = 0
    /// Virtual (the default) or paced to the wall clock.
    public var pacing: Pacing = .virtual
    /// How many scheduled items have run, for statistics and runaway detection.
    public private(set) var itemsRun: Int = 0

    /// The most items that may run at one virtual instant (0: no limit). Work that schedules
    /// more work for the same instant (`async` from an `async`, a zero-delay timer that sets
    /// another, a repeating timer whose interval no longer moves a clock this far on) never
    /// lets time advance; past the limit the items still due at that instant are dropped (timers
    /// among them invalidated) and `onInstantLimit` is told.
    public var instantLimit = 0
    /// Called once when half of `instantLimit` items have run at one instant: a runtime can
    /// start noting what runs, to name the work that keeps rescheduling itself.
    public var onInstantBusy: (() -> Void)?
    /// Called when `instantLimit` was passed, with the number of items dropped.
    public var onInstantLimit: ((_ dropped: Int) -> Void)?
    /// How far the clock may go, in virtual seconds from 0 (0: no limit). A step, a run until
    /// idle or a run until a condition that would take the clock past it stops there: what is
    /// due up to the limit runs, the clock stands at the limit (a run until a condition leaves it
    /// at its last item, as it does at its own limit), and `onTimeLimit` is told.
    public var timeLimit: Double = 0
    /// Called when a step or a run was held at `timeLimit`, with the time it asked to reach.
    public var onTimeLimit: ((_ asked: Double) -> Void)?
    /// The instant whose items `runsAtInstant` counts.
    private var instant = -Double.infinity
    private var runsAtInstant = 0

    /// Items due later than when they were scheduled, earliest first.
    private var pending = Heap<Scheduled>()
    /// Items scheduled for the moment they were scheduled at (an animation's completion,
    /// `async`), in order: they come in sorted, as the clock never goes back and the sequence
    /// grows, so a list keeps them without the heap's sifting. They and the heap's items are
    /// taken in one order, by time and then sequence.
    private var dueNow = ScheduledList()
    private var nextSequence: UInt64 = 0

    /// How the window reaches the queue without keeping it (see `UnownedLink`).
    public let link = UnownedLink<MainQueue>()

    /// An empty queue at virtual time 0.
    public init() {
        link.open(self)
    }

    deinit {
        link.cut()
    }

    /// True when nothing is scheduled: no work, no timer, no background completion.
    public var isIdle: Bool { pending.isEmpty && dueNow.isEmpty }

    /// The virtual time of the next scheduled item, if any.
    public var nextDueTime: Double? { nextTime }

    /// The time of the item that runs next, if any.
    private var nextTime: Double? {
        guard let first = dueNow.first else { return pending.min?.time }
        guard let min = pending.min, min < first else { return first.time }
        return min.time
    }

    /// Runs `work` on this queue after everything already due now (`DispatchQueue.main.async`).
    public func async(_ work: @escaping () -> Void) {
        schedule(at: now, work)
    }

    /// Runs `work` once, `delay` seconds of virtual time from now. A negative or NaN delay
    /// counts as 0; an infinite one means never.
    public func after(_ delay: Double, _ work: @escaping () -> Void) {
        guard delay != .infinity else { return }
        schedule(at: now + Self.sanitized(delay), work)
    }

    /// Schedules `work` at an absolute virtual time (never earlier than now).
    func schedule(at time: Double, _ work: @escaping () -> Void) {
        schedule(.closure(work), at: time)
    }

    /// Schedules one of the engine's own items at an absolute virtual time (never earlier than now).
    func schedule(_ work: ScheduledWork, at time: Double) {
        let item = Scheduled(time: max(time, now), sequence: nextSequence, work: work)
        nextSequence &+= 1
        if item.time == now {
            dueNow.append(item)
        } else {
            pending.insert(item)
        }
    }

    /// Advances the clock by `seconds`, running everything that falls due on the way, in order.
    /// Work scheduled during the step for a time inside it runs in the same step.
    public func step(_ seconds: Double) {
        let (target, held) = limited(now + Self.sanitized(seconds))
        let pace = PaceKeeper(pacing: pacing, virtualStart: now)
        while let next = nextTime, next <= target {
            pace.wait(until: next)
            runNext()
        }
        pace.wait(until: target)
        now = target
        if let held { onTimeLimit?(held) }
    }

    /// `time`, or `timeLimit` when `time` is past it, with the time asked for when it was held.
    private func limited(_ time: Double) -> (time: Double, held: Double?) {
        guard timeLimit > 0, time > timeLimit else { return (time, nil) }
        return (max(now, timeLimit), time)
    }

    /// `step(seconds)`, asking `goOn` before each item: once it says no, the step stops there,
    /// the clock where the last item run left it and the item not run still scheduled, and
    /// returns false.
    public func step(_ seconds: Double, while goOn: () -> Bool) -> Bool {
        let (target, held) = limited(now + Self.sanitized(seconds))
        let pace = PaceKeeper(pacing: pacing, virtualStart: now)
        while let next = nextTime, next <= target {
            guard goOn() else { return false }
            pace.wait(until: next)
            runNext()
        }
        pace.wait(until: target)
        now = target
        if let held { onTimeLimit?(held) }
        return true
    }

    /// Runs until nothing is scheduled, or until the clock would pass `now + limit`.
    /// Returns true when the queue became idle (a repeating timer keeps it busy forever).
    @discardableResult
    public func runUntilIdle(limit: Double = 3600) -> Bool {
        let (deadline, held) = limited(now + Self.sanitized(limit))
        let pace = PaceKeeper(pacing: pacing, virtualStart: now)
        while let next = nextTime {
            guard next <= deadline else {
                pace.wait(until: deadline)
                now = deadline
                if let held { onTimeLimit?(held) }
                return false
            }
            pace.wait(until: next)
            runNext()
        }
        return true
    }

    /// Runs scheduled items one at a time until `condition` holds, the queue is idle, or the
    /// clock would pass `now + limit`. Returns whether the condition holds at the end.
    @discardableResult
    public func run(until condition: () -> Bool, limit: Double = 3600) -> Bool {
        let (deadline, held) = limited(now + Self.sanitized(limit))
        let pace = PaceKeeper(pacing: pacing, virtualStart: now)
        while !condition() {
            guard let next = nextTime, next <= deadline else {
                // Held only when work was still due past the limit, not when the queue went idle.
                if let held, nextTime != nil { onTimeLimit?(held) }
                return condition()
            }
            pace.wait(until: next)
            runNext()
        }
        return true
    }

    private func runNext() {
        guard let item = takeNext() else { return }
        now = max(now, item.time)
        if now > instant {
            instant = now
            runsAtInstant = 0
        }
        runsAtInstant += 1
        if instantLimit > 0 {
            if runsAtInstant == instantLimit / 2 + 1 { onInstantBusy?() }
            if runsAtInstant > instantLimit {
                onInstantLimit?(dropDueNow(besides: item))
                return
            }
        }
        itemsRun += 1
        switch item.work {
        case .closure(let work): work()
        case .timer(let timer): timer.fire()
        case .animationsEnd(let group): group.endOnTime(on: self)
        case .animationsCompletion(let group): group.callCompletion()
        }
    }

    /// Drops `item` and every item due at this instant; returns how many.
    private func dropDueNow(besides item: Scheduled) -> Int {
        var dropped = [item]
        while let first = dueNow.first, first.time <= now, let taken = dueNow.removeFirst() { dropped.append(taken) }
        while let min = pending.min, min.time <= now, let taken = pending.popMin() { dropped.append(taken) }
        for scheduled in dropped {
            if case .timer(let timer) = scheduled.work { timer.invalidate() }
        }
        return dropped.count
    }

    /// Removes the item that runs next: the first due-now item unless the heap's earliest
    /// comes before it.
    private func takeNext() -> Scheduled? {
        guard let first = dueNow.first else { return pending.popMin() }
        if let min = pending.min, min < first { return pending.popMin() }
        return dueNow.removeFirst()
    }

    /// Durations from scripts may be NaN or negative; neither may move the clock backwards.
    static func sanitized(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0 ? seconds : 0
    }
}

/// What a scheduled item does. The engine's own frequent items (a timer firing, a group of
/// animations ending, its completion) are the objects themselves rather than closures around
/// them: scheduling one then allocates nothing, and running it frees no closure context.
enum ScheduledWork {
    case closure(() -> Void)
    /// `Timer.fire()`.
    case timer(Timer)
    /// The group's animations reach their end time.
    case animationsEnd(AnimationGroup)
    /// The group's completion is called.
    case animationsCompletion(AnimationGroup)
}

/// One item on the queue, ordered by time and then by the order it was scheduled in.
private struct Scheduled: Comparable {
    let time: Double
    let sequence: UInt64
    let work: ScheduledWork

    static func < (a: Scheduled, b: Scheduled) -> Bool {
        a.time != b.time ? a.time < b.time : a.sequence < b.sequence
    }

    static func == (a: Scheduled, b: Scheduled) -> Bool {
        a.time == b.time && a.sequence == b.sequence
    }
}

/// A first-in, first-out list of scheduled items: an array read from a moving start, emptied
/// (keeping its storage) once all are taken. A taken item's slot is cleared at once, so that
/// the list does not keep what the item holds alive.
private struct ScheduledList {
    private var items: [Scheduled?] = []
    private var start = 0

    var isEmpty: Bool { start == items.count }
    var first: Scheduled? { isEmpty ? nil : items[start] }

    mutating func append(_ item: Scheduled) {
        items.append(item)
    }

    mutating func removeFirst() -> Scheduled? {
        let item = items[start].take()
        start += 1
        if start == items.count {
            items.removeAll(keepingCapacity: true)
            start = 0
        }
        return item
    }
}

/// Sleeps so that virtual time keeps pace with the wall clock in `.realTime` mode.
private struct PaceKeeper {
    let speed: Double?
    let virtualStart: Double
    let wallStart: Double

    init(pacing: MainQueue.Pacing, virtualStart: Double) {
        if case .realTime(let speed) = pacing, speed.isFinite, speed > 0 {
            self.speed = speed
        } else {
            self.speed = nil
        }
        self.virtualStart = virtualStart
        self.wallStart = Self.wallSeconds()
    }

    func wait(until virtualTime: Double) {
        guard let speed else { return }
        let due = wallStart + (virtualTime - virtualStart) / speed
        let remaining = due - Self.wallSeconds()
        if remaining > 0 { usleep(UInt32(min(remaining, 60) * 1_000_000)) }
    }

    static func wallSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
