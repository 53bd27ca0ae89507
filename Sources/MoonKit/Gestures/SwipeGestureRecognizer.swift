/// Recognizes a quick stroke in one direction (UIKit's `UISwipeGestureRecognizer`): the finger
/// travels `minimumDistance` points along `direction` within `maximumDuration` seconds, moving
/// across it less than half as far. Discrete: handlers hear `ended` once.
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// Which way a swipe goes.
    public enum Direction: String, Sendable, CaseIterable {
        /// The four ways a finger can stroke.
        case right, left, up, down
    }

    /// The direction recognized (UIKit's default, right).
    public var direction: Direction = .right
    /// How far the finger must travel, in points.
    public static let minimumDistance = 50.0
    /// The longest a swipe may take, in seconds.
    public static let maximumDuration = 0.5

    private var start = Point.zero
    private var startTime = 0.0

    /// Notes where and when the stroke started.
    public override func began(_ touch: Touch) {
        start = touch.locationInWindow
        startTime = touch.timestamp
    }

    /// Recognizes the swipe as soon as the stroke is long enough, or fails when too slow or crooked.
    public override func moved(_ touch: Touch) { check(touch) }

    /// Checks the whole stroke; a stroke that is not a swipe fails.
    public override func ended(_ touch: Touch) {
        check(touch)
        if state == .possible { fail() }
    }

    private func check(_ touch: Touch) {
        guard state == .possible else { return }
        if touch.timestamp - startTime > SwipeGestureRecognizer.maximumDuration { fail(); return }
        let dx = touch.locationInWindow.x - start.x, dy = touch.locationInWindow.y - start.y
        let (along, across): (Double, Double)
        switch direction {
        case .right: (along, across) = (dx, dy)
        case .left: (along, across) = (-dx, dy)
        case .down: (along, across) = (dy, dx)
        case .up: (along, across) = (-dy, dx)
        }
        if along >= SwipeGestureRecognizer.minimumDistance && abs(across) < along / 2 { transition(to: .ended) }
    }
}
