/// The animations in flight on one view: one slot per animatable property and one transition.
///
/// The view itself holds its record (`View.inFlightAnimations`), so finding a view's animations
/// costs a load instead of a hashed look-up per property, and nothing refers to the view: no
/// weak reference, which would give the view a side table and slow every retain and release of
/// it. The animator's end-of-animation items hold the record, not the view, so a view that dies
/// while animating is freed at once; its record goes when the last of those items has run.
final class ViewAnimations {
    private var alpha: PropertyAnimation?
    private var center: PropertyAnimation?
    private var bounds: PropertyAnimation?
    private var transform: PropertyAnimation?
    private var backgroundColor: PropertyAnimation?
    /// The transition running on the view, if any.
    var transition: ViewTransition?

    /// Whether no property animation is in flight (a view leaving the screen long after its
    /// animations ended is asked this, not each of its five slots).
    var hasNoPropertyAnimation: Bool {
        alpha == nil && center == nil && bounds == nil && transform == nil && backgroundColor == nil
    }

    /// Whether `group`'s animation of `property` is still the one in flight (asked without
    /// copying the animation out, whose two values make it large).
    func holds(_ property: AnimatableProperty, of group: AnimationGroup) -> Bool {
        switch property {
        case .alpha: return alpha?.group === group
        case .center: return center?.group === group
        case .bounds: return bounds?.group === group
        case .transform: return transform?.group === group
        case .backgroundColor: return backgroundColor?.group === group
        }
    }

    /// Whether an animation of `property` is in flight (asked without copying it out).
    func isAnimating(_ property: AnimatableProperty) -> Bool {
        switch property {
        case .alpha: return alpha != nil
        case .center: return center != nil
        case .bounds: return bounds != nil
        case .transform: return transform != nil
        case .backgroundColor: return backgroundColor != nil
        }
    }

    /// Puts `animation` in the slot of `property` and returns the group of the one it replaces,
    /// if any (without copying that one out).
    func replace(_ property: AnimatableProperty, with animation: PropertyAnimation) -> AnimationGroup? {
        func swap(_ slot: inout PropertyAnimation?) -> AnimationGroup? {
            let old = slot?.group
            slot = animation
            return old
        }
        switch property {
        case .alpha: return swap(&alpha)
        case .center: return swap(&center)
        case .bounds: return swap(&bounds)
        case .transform: return swap(&transform)
        case .backgroundColor: return swap(&backgroundColor)
        }
    }

    /// The animation of `property`, if one is in flight.
    subscript(property: AnimatableProperty) -> PropertyAnimation? {
        get {
            switch property {
            case .alpha: return alpha
            case .center: return center
            case .bounds: return bounds
            case .transform: return transform
            case .backgroundColor: return backgroundColor
            }
        }
        set {
            switch property {
            case .alpha: alpha = newValue
            case .center: center = newValue
            case .bounds: bounds = newValue
            case .transform: transform = newValue
            case .backgroundColor: backgroundColor = newValue
            }
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
