/// The animations in flight on one view: one slot per animatable property and one transition.
///
/// The view itself holds its record (`View.inFlightAnimations`), so finding a view's animations
/// costs a load instead of a hashed look-up per property, and nothing refers to the view: no
/// weak reference, which would give the view a side table and slow every retain and release of
/// it. The animator's end-of-animation items hold the record, not the view, so a view that dies
/// while animating is freed at once; its record goes when the last of those items has run.
final class ViewAnimations {
    /// One property's slot. The group is kept apart from the values, as the slot's "in flight"
    /// mark: emptying a slot then releases the group alone. (An optional `PropertyAnimation`,
    /// whose two values are a multi-payload enum, was destroyed through Optional's generic value
    /// witness, a few hundred instructions each time an animation ended.)
    private struct Slot {
        var from = AnimatableValue.number(0)
        var to = AnimatableValue.number(0)
        var group: AnimationGroup?

        /// What the slot shows at `now`, or nil when nothing animates it (or its animation is over).
        func shown(at now: Double) -> AnimatableValue? {
            guard let t = group?.timing.fraction(at: now) else { return nil }
            return from.blended(to: to, t)
        }
    }

    private var alpha = Slot()
    private var center = Slot()
    private var bounds = Slot()
    private var transform = Slot()
    private var backgroundColor = Slot()
    /// The transition running on the view, if any.
    var transition: ViewTransition?

    /// Whether no property animation is in flight (a view leaving the screen long after its
    /// animations ended is asked this, not each of its five slots).
    var hasNoPropertyAnimation: Bool {
        alpha.group == nil && center.group == nil && bounds.group == nil && transform.group == nil
            && backgroundColor.group == nil
    }

    /// Whether `group`'s animation of `property` is still the one in flight (asked without
    /// copying the animation out, whose two values make it large).
    func holds(_ property: AnimatableProperty, of group: AnimationGroup) -> Bool {
        withSlot(property) { $0.group === group }
    }

    /// Whether an animation of `property` is in flight (asked without copying it out).
    func isAnimating(_ property: AnimatableProperty) -> Bool {
        withSlot(property) { $0.group != nil }
    }

    /// Puts `animation` in the slot of `property` and returns the group of the one it replaces,
    /// if any (without copying that one out).
    func replace(_ property: AnimatableProperty, with animation: PropertyAnimation) -> AnimationGroup? {
        withSlot(property) { slot in
            let old = slot.group
            slot = Slot(from: animation.from, to: animation.to, group: animation.group)
            return old
        }
    }

    /// Empties the slot of `property` (its animation ended).
    func clear(_ property: AnimatableProperty) {
        withSlot(property) { $0.group = nil }
    }

    /// What the animation of `property` shows at `now`, or nil when none is running.
    func shown(_ property: AnimatableProperty, at now: Double) -> AnimatableValue? {
        withSlot(property) { $0.shown(at: now) }
    }

    /// Writes what the running animations show at `now` into `presentation`.
    func apply(at now: Double, to presentation: inout ViewPresentation) {
        if case .number(let v)? = alpha.shown(at: now) { presentation.alpha = v }
        if case .point(let v)? = center.shown(at: now) { presentation.center = v }
        if case .rect(let v)? = bounds.shown(at: now) { presentation.bounds = v }
        if case .transform(let v)? = transform.shown(at: now) { presentation.transform = v }
        if case .color(let v)? = backgroundColor.shown(at: now) { presentation.backgroundColor = v }
    }

    /// The group animating `property`, if any.
    func group(of property: AnimatableProperty) -> AnimationGroup? {
        withSlot(property) { $0.group }
    }

    /// Empties the slot of `property` and returns the group of the animation that was in it.
    func take(_ property: AnimatableProperty) -> AnimationGroup? {
        withSlot(property) { slot in
            let group = slot.group
            slot.group = nil
            return group
        }
    }

    /// Runs `body` on the slot of `property`, in place.
    @inline(__always)
    private func withSlot<R>(_ property: AnimatableProperty, _ body: (inout Slot) -> R) -> R {
        switch property {
        case .alpha: return body(&alpha)
        case .center: return body(&center)
        case .bounds: return body(&bounds)
        case .transform: return body(&transform)
        case .backgroundColor: return body(&backgroundColor)
        }
    }
}

extension View {
    /// The view's record of animations in flight, made on first use.
    var animationRecord: ViewAnimations {
        if let record = inFlightAnimations { return record }
        let record = ViewAnimations()
        inFlightAnimations = record
        return record
    }
}
