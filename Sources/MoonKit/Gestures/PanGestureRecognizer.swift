/// Recognizes a finger that moves more than a few points (UIKit's `UIPanGestureRecognizer`).
/// Continuous: `began` once it has moved `hysteresis` points, `changed` with each move, `ended`
/// when it lifts. `translation` is measured from where the finger landed.
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the finger must move before the pan begins, in points.
    public static let hysteresis = 10.0

    private var start = Point.zero
    private var translationOffset = Point.zero
    /// The last two samples (window location, time) the velocity is taken from.
    private var previous: (Point, Double)?
    private var latest: (Point, Double)?

    /// How far the finger moved since it landed, in `view`'s coordinate scale (window points
    /// when nil), plus anything `setTranslation` moved the origin by.
    public func translation(in view: View? = nil) -> Point {
        guard let touch = trackedTouch else { return .zero }
        let p = touch.locationInWindow
        return Point(x: p.x - start.x + translationOffset.x, y: p.y - start.y + translationOffset.y)
    }

    /// Makes the current translation read `translation` (UIKit's way to measure from here on).
    public func setTranslation(_ translation: Point, in view: View? = nil) {
        guard let touch = trackedTouch else { return }
        let p = touch.locationInWindow
        translationOffset = Point(x: translation.x - (p.x - start.x), y: translation.y - (p.y - start.y))
    }

    /// How long a finger may rest and keep its speed, in seconds: one that stayed still longer
    /// before lifting has none left, as in UIKit.
    public static let restingTime = 0.05

    /// Points per second over the last move: the distance between the last two samples divided
    /// by the virtual time between them (zero when the finger has not moved, time stood still,
    /// or the finger has rested since).
    public func velocity(in view: View? = nil) -> Point {
        guard let (p1, t1) = latest, let (p0, t0) = previous, t1 > t0 else { return .zero }
        if let touch = trackedTouch, touch.timestamp - t1 > PanGestureRecognizer.restingTime { return .zero }
        return Point(x: (p1.x - p0.x) / (t1 - t0), y: (p1.y - p0.y) / (t1 - t0))
    }

    /// Notes where and when the finger landed.
    open override func began(_ touch: Touch) {
        start = touch.locationInWindow
        translationOffset = .zero
        previous = nil
        latest = (start, touch.timestamp)
    }

    /// Begins once the finger has moved far enough, then reports each move.
    open override func moved(_ touch: Touch) {
        previous = latest
        latest = (touch.locationInWindow, touch.timestamp)
        if state == .possible {
            if touch.locationInWindow.distance(to: start) > PanGestureRecognizer.hysteresis { transition(to: .began) }
        } else {
            transition(to: .changed)
        }
    }

    /// Ends a pan that began; a touch that never moved far enough fails.
    open override func ended(_ touch: Touch) {
        if state == .began || state == .changed { transition(to: .ended) } else { fail() }
    }
}
