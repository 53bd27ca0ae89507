/// The view properties UIView animations move, and how each one is read, compared and blended.
enum AnimatableProperty: CaseIterable, Hashable {
    case alpha, center, bounds, transform, backgroundColor

    /// The property's value in a presentation.
    func value(in p: ViewPresentation) -> AnimatableValue {
        switch self {
        case .alpha: return .number(p.alpha)
        case .center: return .point(p.center)
        case .bounds: return .rect(p.bounds)
        case .transform: return .transform(p.transform)
        case .backgroundColor: return .color(p.backgroundColor)
        }
    }

    /// The property's model value on `view` (what `value(in: ViewPresentation(model: view))` reads,
    /// without copying the other properties).
    func value(of view: View) -> AnimatableValue {
        switch self {
        case .alpha: return .number(view.alpha)
        case .center: return .point(view.center)
        case .bounds: return .rect(view.bounds)
        case .transform: return .transform(view.transform)
        case .backgroundColor: return .color(view.backgroundColor)
        }
    }

    /// Whether a transition changes how the property shows (`ViewTransition.apply`: the alpha
    /// of the earlier state or of a cross-dissolve, the horizontal scale of a flip).
    var showsTransitions: Bool {
        switch self {
        case .alpha, .transform: return true
        case .center, .bounds, .backgroundColor: return false
        }
    }
}

/// One animatable value, blendable with another of the same kind.
enum AnimatableValue: Equatable {
    case number(Double)
    case point(Point)
    case rect(Rect)
    case transform(Transform)
    case color(Color?)

    /// The value a fraction `t` of the way from `self` to `other` (t may leave 0…1 for curves that overshoot).
    func blended(to other: AnimatableValue, _ t: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case let (.number(a), .number(b)):
            return .number(mix(a, b))
        case let (.point(a), .point(b)):
            return .point(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                              width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(Transform(scaleX: mix(a.scaleX, b.scaleX), scaleY: mix(a.scaleY, b.scaleY),
                                        translationX: mix(a.translationX, b.translationX),
                                        translationY: mix(a.translationY, b.translationY)))
        case let (.color(a), .color(b)):
            // A missing colour blends as the other colour made transparent, as a clear layer does.
            guard let from = a ?? b?.withAlphaComponent(0), let to = b ?? a?.withAlphaComponent(0) else {
                return .color(nil)
            }
            return .color(Color(red: mix(from.red, to.red), green: mix(from.green, to.green),
                                blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha)))
        default:
            return t < 1 ? self : other
        }
    }
}
