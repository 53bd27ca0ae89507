#if canImport(Glibc)
import Glibc
#endif

/// Runs UIView-style animations on the engine's clock.
///
/// As in Core Animation, an animation does not hold back the model: the changes made in the
/// `animations` block take effect at once, and the animator remembers, per view and property,
/// where the value came from and when it moves, so that `presentation(of:)` can say what is on
/// screen at `queue.now`. The block's changes are recorded by the views' setters as it runs
/// (`AnimationCapture`).
///
/// A new animation of a property that is already animating starts from what is on screen and
/// ends the old one, whose completion then reports `finished == false`.
public final class Animator {
    /// The queue whose clock animations run on and where completions are called.
    public let queue: MainQueue

    // The animations themselves are kept on their views (`View.inFlightAnimations`); the
    // animator counts them, to answer `isIdle` and to skip transition work when none runs.
    // The groups count down the same numbers when they end on time.
    private let counts = AnimationCounts()
    /// The recorder of the last block, emptied, so that recording the next one allocates
    /// nothing (nested blocks make their own).
    private var spareCapture: AnimationCapture?

    /// An animator on `queue`'s clock.
    public init(queue: MainQueue) {
        self.queue = queue
        link.open(self)
    }

    deinit {
        link.cut()
    }

    /// How the window reaches the animator without keeping it (see `UnownedLink`).
    public let link = UnownedLink<Animator>()

    /// True when nothing is animating.
    public var isIdle: Bool { counts.properties == 0 && counts.transitions == 0 }

    /// How many property animations are in flight (for tests and leak checks).
    public var runningCount: Int { counts.properties + counts.transitions }

    /// When every animation of `scope` and the views inside it that ends by itself will have
    /// ended, or nil when none runs there. One that repeats for ever is left out: it never
    /// ends, and whoever waits for a screen to settle (`moonkit explore`) must not wait for it.
    public func settleTime(in scope: View) -> Double? {
        guard !isIdle else { return nil }
        var latest: Double?
        func note(_ group: AnimationGroup?) {
            guard let end = group?.timing.end else { return }
            latest = max(latest ?? end, end)
        }
        for view in scope.allViews {
            guard let record = view.inFlightAnimations else { continue }
            for property in AnimatableProperty.allCases { note(record.group(of: property)) }
            note(record.transition?.group)
        }
        return latest
    }

    /// Animates every change `changes` makes to the alpha, frame, centre, bounds, transform or
    /// background colour of `scope` and the views inside it (UIKit's `UIView.animate`).
    /// `completion` runs on the queue once every animation of the group has ended.
    /// `curve`, when given, replaces the curve the options choose (a container's own, such as a
    /// navigation controller's slide).
    public func animate(in scope: View, duration: Double, delay: Double = 0, options: AnimationOptions = [],
                        curve: AnimationCurve? = nil,
                        changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let capture = spareCapture.take() ?? AnimationCapture(animator: self)
        capture.record(in: scope, changes)
        // The group is made at the first change that animates: a block that moved nothing
        // and has no completion to call needs none.
        var group: AnimationGroup?
        func made() -> AnimationGroup {
            if let group { return group }
            var timing = AnimationTiming(start: queue.now, delay: delay, duration: duration, options: options)
            if let curve { timing.curve = curve }
            let made = AnimationGroup(timing: timing, allowsInteraction: options.contains(.allowUserInteraction),
                                      counts: counts, completion: completion, expected: capture.changes.count)
            group = made
            return made
        }
        let fromScreen = options.contains(.beginFromCurrentState)
        for change in capture.changes {
            let target = change.property.value(of: change.view)
            guard target != change.model else { continue }
            let record = change.view.animationRecord
            let start = fromScreen || record.isAnimating(change.property) ? change.shown : change.model
            add(PropertyAnimation(from: start, to: target, group: made()), of: change.property, to: record)
        }
        // Emptied before the completion can run, so the views are not held a moment longer.
        capture.reset()
        if spareCapture == nil { spareCapture = capture }
        guard group != nil || completion != nil else { return }
        made().sealed(on: queue)
    }

    /// Swaps `view`'s contents with a transition (UIKit's `UIView.transition(with:…)`): during
    /// the first half the subviews show as they were before `changes` (hidden or not, their
    /// alpha), during the second half as they are after; a flip narrows the view to nothing at
    /// the half-way point and widens it again, a cross-dissolve fades through.
    public func transition(with view: View, duration: Double, options: AnimationOptions = [],
                           changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        // Room for a card or a panel at once (growing from empty reallocated at 1, 2, 4, …), and
        // the subviews walked without retaining each.
        var earlier: [ViewTransition.Earlier] = []
        earlier.reserveCapacity(8)
        func note(_ v: View) {
            earlier.append(.init(view: ObjectIdentifier(v), isHidden: v.isHidden, alpha: v.alpha))
            v.forEachSubview(note)
        }
        note(view)
        changes()
        let timing = AnimationTiming(start: queue.now, delay: 0, duration: duration, options: options)
        let group = AnimationGroup(timing: timing, allowsInteraction: options.contains(.allowUserInteraction),
                                   counts: counts, completion: completion)
        let record = view.animationRecord
        if let old = record.transition {
            old.group.ended(finished: false, on: queue)
        } else {
            counts.transitions += 1
        }
        record.transition = ViewTransition(style: options.transitionStyle ?? .crossDissolve, earlier: earlier, group: group)
        group.started(nil, of: record, on: queue)
        group.sealed(on: queue)
    }

    /// Ends every animation of `view` and its subviews (a view leaving the screen, or
    /// `layer.removeAllAnimations()`); their completions report `finished == false`.
    public func removeAnimations(of view: View, includingSubviews: Bool = true) {
        guard !isIdle else { return }
        guard includingSubviews else {
            guard let record = view.inFlightAnimations else { return }
            endProperties(of: record)
            endTransition(of: record)
            return
        }
        // Property animations first, then transitions, as they have always been ended.
        let views = view.allViews
        for v in views { if let record = v.inFlightAnimations { endProperties(of: record) } }
        guard counts.transitions > 0 else { return }
        for v in views { if let record = v.inFlightAnimations { endTransition(of: record) } }
    }

    private func endProperties(of record: ViewAnimations) {
        guard !record.hasNoPropertyAnimation else { return }
        for property in AnimatableProperty.allCases {
            guard let group = record.take(property) else { continue }
            counts.properties -= 1
            group.ended(finished: false, on: queue)
        }
    }

    private func endTransition(of record: ViewAnimations) {
        guard let transition = record.transition else { return }
        record.transition = nil
        counts.transitions -= 1
        transition.group.ended(finished: false, on: queue)
    }

    /// Whether `view` is being animated without `allowUserInteraction`, so that it ignores touches.
    public func blocksTouches(_ view: View) -> Bool {
        guard let record = view.inFlightAnimations else { return false }
        let now = queue.now
        for property in AnimatableProperty.allCases {
            if let group = record.group(of: property), !group.allowsInteraction, group.timing.isRunning(at: now) { return true }
        }
        if let group = record.transition?.group, !group.allowsInteraction, group.timing.isRunning(at: now) { return true }
        return false
    }

    /// What `property` of `view`, whose model value is `model`, shows on screen now: what
    /// `presentation(of:)` says of it, without working out the other properties and walking the
    /// ancestors unless a transition may change it (a block asks at each property it sets).
    func shown(_ property: AnimatableProperty, of view: View, model: AnimatableValue) -> AnimatableValue {
        if counts.transitions > 0 && property.showsTransitions { return property.value(in: presentation(of: view)) }
        return view.inFlightAnimations?.shown(property, at: queue.now) ?? model
    }

    /// What `view` looks like on screen now.
    public func presentation(of view: View) -> ViewPresentation {
        var shown = ViewPresentation(model: view)
        guard !isIdle else { return shown }
        let now = queue.now
        view.inFlightAnimations?.apply(at: now, to: &shown)
        guard counts.transitions > 0 else { return shown }
        // A transition on this view or any view above it shows the earlier state in its first half.
        var ancestor: View? = view
        while let current = ancestor {
            if let transition = current.inFlightAnimations?.transition,
               let t = transition.group.timing.fraction(at: now) {
                transition.apply(t, to: &shown, for: view, isRoot: current === view)
            }
            ancestor = current.superview
        }
        return shown
    }

    private func add(_ animation: PropertyAnimation, of property: AnimatableProperty, to record: ViewAnimations) {
        if let old = record.replace(property, with: animation) {
            old.ended(finished: false, on: queue)
        } else {
            counts.properties += 1
        }
        animation.group.started(property, of: record, on: queue)
    }
}

/// How many property animations and transitions are in flight, shared by the animator (which
/// asks) and its groups (which count down when they end on time). A plain object, so the groups
/// the queue holds need no weak reference to the animator, nor keep it alive.
final class AnimationCounts {
    var properties = 0
    var transitions = 0
}

/// A view (by identity) and one of its properties.
struct PropertyKey: Hashable {
    let view: ObjectIdentifier
    let property: AnimatableProperty

    init(_ view: View, _ property: AnimatableProperty) {
        self.view = ObjectIdentifier(view)
        self.property = property
    }
}

/// One property of one view moving from a value to another (kept in the view's `ViewAnimations`;
/// its timing is its group's, as one `animate` call times all it moves alike).
struct PropertyAnimation {
    let from: AnimatableValue
    let to: AnimatableValue
    let group: AnimationGroup
}

/// A transition in flight on one view (kept in the view's `ViewAnimations`).
final class ViewTransition {
    let style: TransitionStyle
    /// How a view of the subtree looked before the change.
    struct Earlier {
        let view: ObjectIdentifier
        let isHidden: Bool
        let alpha: Double
    }

    /// The subtree as it was, depth first. A transition turns a card or a panel, a handful of
    /// views: a scan finds one faster than a dictionary is built.
    let earlier: [Earlier]
    /// Its timing, whether it lets touches through, and its completion.
    let group: AnimationGroup

    init(style: TransitionStyle, earlier: [Earlier], group: AnimationGroup) {
        self.style = style
        self.earlier = earlier
        self.group = group
    }

    /// Shows `view` (the transition's root or a view inside it) at eased progress `t`.
    func apply(_ t: Double, to shown: inout ViewPresentation, for view: View, isRoot: Bool) {
        let firstHalf = t < 0.5
        if firstHalf, let old = earlier.first(where: { $0.view == ObjectIdentifier(view) }) {
            shown.isHidden = old.isHidden
            shown.alpha = old.alpha
        }
        guard isRoot else { return }
        switch style {
        case .flipFromLeft, .flipFromRight:
            // Seen edge-on at the half-way point: the width follows the cosine of the turn.
            let squeeze = abs(cos(Double.pi * t))
            shown.transform.scaleX *= squeeze
        case .crossDissolve:
            shown.alpha *= abs(1 - 2 * t)
        }
    }
}

/// The animations started by one `animate` or `transition` call: their timing, and their one
/// completion. They all end at the same moment, so the group is scheduled on the queue once, at
/// that moment, and ends those of its animations that no later one has replaced (one queue item
/// per call, not one closure per property).
final class AnimationGroup {
    let timing: AnimationTiming
    /// Whether the views let touches through while they move.
    let allowsInteraction: Bool
    private let counts: AnimationCounts
    private var pending = 0
    private var finished = true
    private var completion: ((Bool) -> Void)?
    private var isSealed = false
    /// Where the group's animations are kept: a view's record and a property, or nil for the
    /// record's transition. Most calls move one property, kept without a list.
    private typealias Slot = (record: ViewAnimations, property: AnimatableProperty?)
    private var firstSlot: Slot?
    private var otherSlots: [Slot] = []

    /// A group of at most `expected` animations, whose slots are made room for at once (a list
    /// grown one by one reallocates at 2, 4, 8, … and a block often moves a dozen properties).
    init(timing: AnimationTiming, allowsInteraction: Bool, counts: AnimationCounts, completion: ((Bool) -> Void)?,
         expected: Int = 1) {
        self.timing = timing
        self.allowsInteraction = allowsInteraction
        self.counts = counts
        self.completion = completion
        if expected > 1 { otherSlots.reserveCapacity(expected - 1) }
    }

    /// One of the group's animations was put in `record` (its transition when `property` is nil).
    /// The first one schedules the group's end.
    func started(_ property: AnimatableProperty?, of record: ViewAnimations, on queue: MainQueue) {
        pending += 1
        // An animation that repeats forever never ends on time: keeping its record would make
        // a cycle (record, animation, group) that outlives a view dropped while it animates.
        guard let end = timing.end else { return }
        if firstSlot == nil {
            firstSlot = (record, property)
            queue.schedule(.animationsEnd(self), at: end)
        } else {
            otherSlots.append((record, property))
        }
    }

    /// Called once the call has added all its animations: a group with none completes at once.
    func sealed(on queue: MainQueue) {
        isSealed = true
        if pending == 0 { complete(on: queue) }
    }

    /// The end time came: the animations still the group's end, finished, in the order they started.
    func endOnTime(on queue: MainQueue) {
        guard pending > 0, let first = firstSlot else { return }
        endOnTime(first, on: queue)
        for slot in otherSlots { endOnTime(slot, on: queue) }
    }

    private func endOnTime(_ slot: Slot, on queue: MainQueue) {
        if let property = slot.property {
            guard slot.record.holds(property, of: self) else { return }
            slot.record.clear(property)
            counts.properties -= 1
        } else {
            guard slot.record.transition?.group === self else { return }
            slot.record.transition = nil
            counts.transitions -= 1
        }
        ended(finished: true, on: queue)
    }

    /// One animation of the group ended; the last one calls the completion on the queue.
    func ended(finished: Bool, on queue: MainQueue) {
        if !finished { self.finished = false }
        pending -= 1
        if pending == 0 && isSealed { complete(on: queue) }
    }

    private func complete(on queue: MainQueue) {
        // The records are let go now: the group may be held a while yet by its end item.
        firstSlot = nil
        otherSlots = []
        guard completion != nil else { return }
        queue.schedule(.animationsCompletion(self), at: queue.now)
    }

    /// Calls the completion (once), when the queue reaches it.
    func callCompletion() {
        guard let completion else { return }
        self.completion = nil
        completion(finished)
    }
}
