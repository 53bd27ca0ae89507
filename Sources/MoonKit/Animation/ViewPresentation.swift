/// What a view looks like on screen at a moment: its animatable properties as the animations in
/// flight show them (Core Animation's presentation layer), where the view's own properties hold
/// the final (model) values.
public struct ViewPresentation: Equatable, Sendable {
    public var alpha: Double
    public var center: Point
    public var bounds: Rect
    public var transform: Transform
    public var backgroundColor: Color?
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
