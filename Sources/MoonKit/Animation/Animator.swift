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
    private var propertyCount = 0
    private var transitionCount = 0
    /// The change list of the last block, emptied, so that recording the next one allocates
    /// nothing (a list of a dozen changes is big enough that allocating it was slow).
    private var spareChanges: [AnimationCapture.Change] = []

    /// An animator on `queue`'s clock.
    public init(queue: MainQueue) {
        self.queue = queue
    }

    /// True when nothing is animating.
    public var isIdle: Bool { propertyCount == 0 && transitionCount == 0 }

    /// How many property animations are in flight (for tests and leak checks).
    public var runningCount: Int { propertyCount + transitionCount }

    /// Animates every change `changes` makes to the alpha, frame, centre, bounds, transform or
    /// background colour of `scope` and the views inside it (UIKit's `UIView.animate`).
    /// `completion` runs on the queue once every animation of the group has ended.
    public func animate(in scope: View, duration: Double, delay: Double = 0, options: AnimationOptions = [],
                        changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        var changed = AnimationCapture.recording(in: scope, animator: self, changes)
        let timing = AnimationTiming(start: queue.now, delay: delay, duration: duration, options: options)
        let group = AnimationGroup(completion: completion)
        let fromScreen = options.contains(.beginFromCurrentState)
        let allowsInteraction = options.contains(.allowUserInteraction)
        for change in changed {
            let target = change.property.value(of: change.view)
            guard target != change.model else { continue }
            let record = change.view.animationRecord
            let start = fromScreen || record[change.property] != nil ? change.shown : change.model
            add(PropertyAnimation(property: change.property, from: start, to: target, timing: timing,
                                  allowsInteraction: allowsInteraction, group: group), to: record)
        }
        // Emptied before the completion can run, so the views are not held a moment longer.
        changed.removeAll(keepingCapacity: true)
        if changed.capacity <= 64 && changed.capacity > spareChanges.capacity { swap(&changed, &spareChanges) }
        group.sealed(on: queue)
    }

    /// A change list for a block to record into: the spare one, if no other block holds it.
    func takeChangeList() -> [AnimationCapture.Change] {
        var list: [AnimationCapture.Change] = []
        swap(&list, &spareChanges)
        return list
    }

    /// Swaps `view`'s contents with a transition (UIKit's `UIView.transition(with:…)`): during
    /// the first half the subviews show as they were before `changes` (hidden or not, their
    /// alpha), during the second half as they are after; a flip narrows the view to nothing at
    /// the half-way point and widens it again, a cross-dissolve fades through.
    public func transition(with view: View, duration: Double, options: AnimationOptions = [],
                           changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        var earlier: [ViewTransition.Earlier] = []
        func note(_ v: View) {
            earlier.append(.init(view: ObjectIdentifier(v), isHidden: v.isHidden, alpha: v.alpha))
            for sub in v.subviews { note(sub) }
        }
        note(view)
        changes()
        let group = AnimationGroup(completion: completion)
        let timing = AnimationTiming(start: queue.now, delay: 0, duration: duration, options: options)
        let record = view.animationRecord
        if let old = record.transition {
            old.group.ended(finished: false, on: queue)
        } else {
            transitionCount += 1
        }
        let transition = ViewTransition(style: options.transitionStyle ?? .crossDissolve,
                                        timing: timing, earlier: earlier,
                                        allowsInteraction: options.contains(.allowUserInteraction), group: group)
        record.transition = transition
        group.pending += 1
        if let end = timing.end {
            queue.schedule(at: end) { [weak self] in
                guard let self, record.transition === transition else { return }
                record.transition = nil
                self.transitionCount -= 1
                transition.group.ended(finished: true, on: self.queue)
            }
        }
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
        guard transitionCount > 0 else { return }
        for v in views { if let record = v.inFlightAnimations { endTransition(of: record) } }
    }

    private func endProperties(of record: ViewAnimations) {
        for property in AnimatableProperty.allCases {
            guard let animation = record[property] else { continue }
            record[property] = nil
            propertyCount -= 1
            animation.group.ended(finished: false, on: queue)
        }
    }

    private func endTransition(of record: ViewAnimations) {
        guard let transition = record.transition else { return }
        record.transition = nil
        transitionCount -= 1
        transition.group.ended(finished: false, on: queue)
    }

    /// Whether `view` is being animated without `allowUserInteraction`, so that it ignores touches.
    public func blocksTouches(_ view: View) -> Bool {
        guard let record = view.inFlightAnimations else { return false }
        let now = queue.now
        for property in AnimatableProperty.allCases {
            if let a = record[property], !a.allowsInteraction, a.timing.isRunning(at: now) { return true }
        }
        if let t = record.transition, !t.allowsInteraction, t.timing.isRunning(at: now) { return true }
        return false
    }

    /// Whether `property` of `view` may show something else than its model value now: it is
    /// animating, or a transition runs (cheaper to ask than the whole presentation).
    func mayShowOtherThanModel(_ view: View, _ property: AnimatableProperty) -> Bool {
        transitionCount > 0 || view.inFlightAnimations?[property] != nil
    }

    /// What `view` looks like on screen now.
    public func presentation(of view: View) -> ViewPresentation {
        var shown = ViewPresentation(model: view)
        guard !isIdle else { return shown }
        let now = queue.now
        if let record = view.inFlightAnimations {
            for property in AnimatableProperty.allCases {
                guard let a = record[property], let t = a.timing.fraction(at: now) else { continue }
                property.apply(a.from.blended(to: a.to, t), to: &shown)
            }
        }
        guard transitionCount > 0 else { return shown }
        // A transition on this view or any view above it shows the earlier state in its first half.
        var ancestor: View? = view
        while let current = ancestor {
            if let transition = current.inFlightAnimations?.transition, let t = transition.timing.fraction(at: now) {
                transition.apply(t, to: &shown, for: view, isRoot: current === view)
            }
            ancestor = current.superview
        }
        return shown
    }

    private func add(_ animation: PropertyAnimation, to record: ViewAnimations) {
        let property = animation.property
        if let old = record[property] {
            old.group.ended(finished: false, on: queue)
        } else {
            propertyCount += 1
        }
        record[property] = animation
        animation.group.pending += 1
        guard let end = animation.timing.end else { return }
        queue.schedule(at: end) { [weak self] in
            guard let self, record[property] === animation else { return }
            record[property] = nil
            self.propertyCount -= 1
            animation.group.ended(finished: true, on: self.queue)
        }
    }
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

/// One property of one view moving from a value to another (kept in the view's `ViewAnimations`).
final class PropertyAnimation {
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue
    let timing: AnimationTiming
    let allowsInteraction: Bool
    let group: AnimationGroup

    init(property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue,
         timing: AnimationTiming, allowsInteraction: Bool, group: AnimationGroup) {
        self.property = property
        self.from = from
        self.to = to
        self.timing = timing
        self.allowsInteraction = allowsInteraction
        self.group = group
    }
}

/// A transition in flight on one view (kept in the view's `ViewAnimations`).
final class ViewTransition {
    let style: TransitionStyle
    let timing: AnimationTiming
    /// How a view of the subtree looked before the change.
    struct Earlier {
        let view: ObjectIdentifier
        let isHidden: Bool
        let alpha: Double
    }

    /// The subtree as it was, depth first. A transition turns a card or a panel, a handful of
    /// views: a scan finds one faster than a dictionary is built.
    let earlier: [Earlier]
    let allowsInteraction: Bool
    let group: AnimationGroup

    init(style: TransitionStyle, timing: AnimationTiming,
         earlier: [Earlier], allowsInteraction: Bool, group: AnimationGroup) {
        self.style = style
        self.timing = timing
        self.earlier = earlier
        self.allowsInteraction = allowsInteraction
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

/// The animations started by one `animate` or `transition` call, sharing one completion.
final class AnimationGroup {
    var pending = 0
    var finished = true
    private var completion: ((Bool) -> Void)?
    private var isSealed = false

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// Called once the call has added all its animations: a group with none completes at once.
    func sealed(on queue: MainQueue) {
        isSealed = true
        if pending == 0 { complete(on: queue) }
    }

    /// One animation of the group ended; the last one calls the completion on the queue.
    func ended(finished: Bool, on queue: MainQueue) {
        if !finished { self.finished = false }
        pending -= 1
        if pending == 0 && isSealed { complete(on: queue) }
    }

    private func complete(on queue: MainQueue) {
        guard let completion else { return }
        self.completion = nil
        let finished = self.finished
        queue.async { completion(finished) }
    }
}
