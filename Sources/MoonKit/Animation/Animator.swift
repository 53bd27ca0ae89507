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

    private var running: [PropertyKey: PropertyAnimation] = [:]
    private var transitions: [ObjectIdentifier: ViewTransition] = [:]

    /// An animator on `queue`'s clock.
    public init(queue: MainQueue) {
        self.queue = queue
    }

    /// True when nothing is animating.
    public var isIdle: Bool { running.isEmpty && transitions.isEmpty }

    /// How many property animations are in flight (for tests and leak checks).
    public var runningCount: Int { running.count + transitions.count }

    /// Animates every change `changes` makes to the alpha, frame, centre, bounds, transform or
    /// background colour of `scope` and the views inside it (UIKit's `UIView.animate`).
    /// `completion` runs on the queue once every animation of the group has ended.
    public func animate(in scope: View, duration: Double, delay: Double = 0, options: AnimationOptions = [],
                        changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let changed = AnimationCapture.recording(in: scope, animator: self, changes)
        let timing = AnimationTiming(start: queue.now, delay: delay, duration: duration, options: options)
        let group = AnimationGroup(completion: completion)
        for change in changed {
            let target = change.property.value(in: ViewPresentation(model: change.view))
            guard target != change.model else { continue }
            let start = options.contains(.beginFromCurrentState) || running[PropertyKey(change.view, change.property)] != nil
                ? change.shown : change.model
            add(PropertyAnimation(view: change.view, property: change.property, from: start, to: target, timing: timing,
                                  allowsInteraction: options.contains(.allowUserInteraction), group: group))
        }
        group.sealed(on: queue)
    }

    /// Swaps `view`'s contents with a transition (UIKit's `UIView.transition(with:…)`): during
    /// the first half the subviews show as they were before `changes` (hidden or not, their
    /// alpha), during the second half as they are after; a flip narrows the view to nothing at
    /// the half-way point and widens it again, a cross-dissolve fades through.
    public func transition(with view: View, duration: Double, options: AnimationOptions = [],
                           changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        var earlier: [ObjectIdentifier: (isHidden: Bool, alpha: Double)] = [:]
        for v in view.allViews { earlier[ObjectIdentifier(v)] = (v.isHidden, v.alpha) }
        changes()
        let group = AnimationGroup(completion: completion)
        let timing = AnimationTiming(start: queue.now, delay: 0, duration: duration, options: options)
        let key = ObjectIdentifier(view)
        transitions[key]?.group.ended(finished: false, on: queue)
        let transition = ViewTransition(view: view, style: options.transitionStyle ?? .crossDissolve,
                                        timing: timing, earlier: earlier,
                                        allowsInteraction: options.contains(.allowUserInteraction), group: group)
        transitions[key] = transition
        group.pending += 1
        if let end = timing.end {
            queue.schedule(at: end) { [weak self] in
                guard let self, self.transitions[key] === transition else { return }
                self.transitions[key] = nil
                transition.group.ended(finished: true, on: self.queue)
            }
        }
        group.sealed(on: queue)
    }

    /// Ends every animation of `view` and its subviews (a view leaving the screen, or
    /// `layer.removeAllAnimations()`); their completions report `finished == false`.
    public func removeAnimations(of view: View, includingSubviews: Bool = true) {
        let ids = Set((includingSubviews ? view.allViews : [view]).map(ObjectIdentifier.init))
        for (key, animation) in running where ids.contains(key.view) {
            running[key] = nil
            animation.group.ended(finished: false, on: queue)
        }
        for (key, transition) in transitions where ids.contains(key) {
            transitions[key] = nil
            transition.group.ended(finished: false, on: queue)
        }
    }

    /// Whether `view` is being animated without `allowUserInteraction`, so that it ignores touches.
    public func blocksTouches(_ view: View) -> Bool {
        let id = ObjectIdentifier(view)
        let now = queue.now
        for property in AnimatableProperty.allCases {
            if let a = running[PropertyKey(id, property)], a.viewReference === view, !a.allowsInteraction,
               a.timing.isRunning(at: now) {
                return true
            }
        }
        if let t = transitions[id], t.view === view, !t.allowsInteraction, t.timing.isRunning(at: now) { return true }
        return false
    }

    /// Whether `property` of `view` may show something else than its model value now: it is
    /// animating, or a transition runs (cheaper to ask than the whole presentation).
    func mayShowOtherThanModel(_ view: View, _ property: AnimatableProperty) -> Bool {
        !transitions.isEmpty || running[PropertyKey(view, property)] != nil
    }

    /// What `view` looks like on screen now.
    public func presentation(of view: View) -> ViewPresentation {
        var shown = ViewPresentation(model: view)
        guard !isIdle else { return shown }
        let now = queue.now
        let id = ObjectIdentifier(view)
        for property in AnimatableProperty.allCases {
            // The identity check guards against a new view reusing a freed one's address.
            guard let a = running[PropertyKey(id, property)], a.viewReference === view,
                  let t = a.timing.fraction(at: now) else { continue }
            property.apply(a.from.blended(to: a.to, t), to: &shown)
        }
        guard !transitions.isEmpty else { return shown }
        // A transition on this view or any view above it shows the earlier state in its first half.
        var ancestor: View? = view
        while let current = ancestor {
            if let transition = transitions[ObjectIdentifier(current)], transition.view === current,
               let t = transition.timing.fraction(at: now) {
                transition.apply(t, to: &shown, for: view, isRoot: current === view)
            }
            ancestor = current.superview
        }
        return shown
    }

    private func add(_ animation: PropertyAnimation) {
        let key = PropertyKey(animation.view, animation.property)
        running[key]?.group.ended(finished: false, on: queue)
        running[key] = animation
        animation.group.pending += 1
        guard let end = animation.timing.end else { return }
        queue.schedule(at: end) { [weak self] in
            guard let self, self.running[key] === animation else { return }
            self.running[key] = nil
            animation.group.ended(finished: true, on: self.queue)
        }
    }
}

/// A view (by identity) and one of its properties.
struct PropertyKey: Hashable {
    let view: ObjectIdentifier
    let property: AnimatableProperty

    init(_ view: View, _ property: AnimatableProperty) {
        self.init(ObjectIdentifier(view), property)
    }

    init(_ view: ObjectIdentifier, _ property: AnimatableProperty) {
        self.view = view
        self.property = property
    }
}

/// One property of one view moving from a value to another.
final class PropertyAnimation {
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue
    let timing: AnimationTiming
    let allowsInteraction: Bool
    let group: AnimationGroup
    /// Held weakly: an animation never keeps a view alive.
    weak var viewReference: View?
    let view: ObjectIdentifier

    init(view: View, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue,
         timing: AnimationTiming, allowsInteraction: Bool, group: AnimationGroup) {
        self.view = ObjectIdentifier(view)
        self.viewReference = view
        self.property = property
        self.from = from
        self.to = to
        self.timing = timing
        self.allowsInteraction = allowsInteraction
        self.group = group
    }
}

/// A transition in flight on one view.
final class ViewTransition {
    let style: TransitionStyle
    let timing: AnimationTiming
    let earlier: [ObjectIdentifier: (isHidden: Bool, alpha: Double)]
    let allowsInteraction: Bool
    let group: AnimationGroup
    weak var view: View?

    init(view: View, style: TransitionStyle, timing: AnimationTiming,
         earlier: [ObjectIdentifier: (isHidden: Bool, alpha: Double)], allowsInteraction: Bool, group: AnimationGroup) {
        self.view = view
        self.style = style
        self.timing = timing
        self.earlier = earlier
        self.allowsInteraction = allowsInteraction
        self.group = group
    }

    /// Shows `view` (the transition's root or a view inside it) at eased progress `t`.
    func apply(_ t: Double, to shown: inout ViewPresentation, for view: View, isRoot: Bool) {
        let firstHalf = t < 0.5
        if firstHalf, let old = earlier[ObjectIdentifier(view)] {
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
