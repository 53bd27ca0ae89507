/// What a view looks like on screen at a moment: its animatable properties as the animations in
/// flight show them (Core Animation's presentation layer), where the view's own properties hold
/// the final (model) values.
public struct ViewPresentation: Equatable, Sendable {
    /// The opacity shown.
    public var alpha: Double
    /// The centre shown, in the superview's coordinates.
    public var center: Point
    /// The bounds shown.
    public var bounds: Rect
    /// The transform shown.
    public var transform: Transform
    /// The background colour shown, or nil for none.
    public var backgroundColor: Color?
    /// Whether the view is hidden at this moment.
    public var isHidden: Bool

    /// The model values of `view`: what shows when nothing is animating.
    public init(model view: View) {
        alpha = view.alpha
        center = view.center
        bounds = view.bounds
        transform = view.transform
        backgroundColor = view.backgroundColor
        isHidden = view.isHidden
    }

    /// The frame these values make: the bounds' size, transformed about the centre.
    public var frame: Rect {
        let w = abs(bounds.width * transform.scaleX), h = abs(bounds.height * transform.scaleY)
        return Rect(x: center.x + transform.translationX - w / 2, y: center.y + transform.translationY - h / 2,
                    width: w, height: h)
    }
}
