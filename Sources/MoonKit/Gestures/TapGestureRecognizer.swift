/// Recognizes taps: a touch that lifts without moving far, `numberOfTapsRequired` times in
/// quick succession (UIKit's `UITapGestureRecognizer`). Discrete: handlers hear `ended` once.
public final class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (1 by default; 2 for a double tap).
    public var numberOfTapsRequired = 1
    /// How far a touch may move and still be a tap, in points.
    public static let allowableMovement = 10.0
    /// The longest pause between one tap's lift and the next's landing, in seconds.
    public static let maximumTapInterval = 0.35

    private var tapsSoFar = 0
    private var lastLift = -Double.infinity
    private var start = Point.zero

    /// Starts a new count when the last tap was too long ago.
    public override func began(_ touch: Touch) {
        if tapsSoFar > 0 && now - lastLift > TapGestureRecognizer.maximumTapInterval { tapsSoFar = 0 }
        start = touch.locationInWindow
    }

    /// Gives up when the finger moves too far.
    public override func moved(_ touch: Touch) {
        if touch.locationInWindow.distance(to: start) > TapGestureRecognizer.allowableMovement { giveUp() }
    }

    /// Counts the tap, and recognizes once enough taps came.
    public override func ended(_ touch: Touch) {
        tapsSoFar += 1
        lastLift = now
        if tapsSoFar >= max(1, numberOfTapsRequired) {
            tapsSoFar = 0
            transition(to: .ended)
        }
    }

    /// Gives up.
    public override func cancelled(_ touch: Touch) { giveUp() }

    private func giveUp() {
        tapsSoFar = 0
        fail()
    }

    override var waitsForAnotherTouch: Bool { state == .possible && tapsSoFar > 0 }

    /// The gesture is over (recognized, failed or lost to another recognizer): count afresh.
    public override func reset() {
        tapsSoFar = 0
    }
}
