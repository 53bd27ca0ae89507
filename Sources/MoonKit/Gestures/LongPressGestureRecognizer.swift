/// Recognizes a finger held still for `minimumPressDuration` (UIKit's
/// `UILongPressGestureRecognizer`). Continuous: `began` when the time is up, `changed` as the
/// finger then moves, `ended` when it lifts. Timed on the window's virtual clock.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the finger must stay down (UIKit's default, 0.5).
    public var minimumPressDuration = 0.5
    /// How far the finger may wander before the press begins, in points.
    public var allowableMovement = 10.0

    private var start = Point.zero
    private var timer: Timer?

    /// Notes where the finger landed and starts timing the press.
    public override func began(_ touch: Touch) {
        start = touch.locationInWindow
        guard let queue = view?.window?.queue else { return }
        timer = Timer.scheduled(on: queue, interval: minimumPressDuration, repeats: false) { [weak self] _ in
            guard let self, self.state == .possible, self.trackedTouch === touch, touch.phase != .ended,
                  touch.phase != .cancelled else { return }
            self.transition(to: .began)
        }
    }

    /// Fails when the finger wanders too far before the press begins; reports movement after.
    public override func moved(_ touch: Touch) {
        if state == .possible {
            if touch.locationInWindow.distance(to: start) > allowableMovement { stop(); fail() }
        } else {
            transition(to: .changed)
        }
    }

    /// Ends a press that began; a lift before the time is up fails.
    public override func ended(_ touch: Touch) {
        stop()
        if state == .began || state == .changed { transition(to: .ended) } else { fail() }
    }

    /// Stops timing and cancels.
    public override func cancelled(_ touch: Touch) {
        stop()
        super.cancelled(touch)
    }

    /// Stops timing, ready for the next touch.
    public override func reset() { stop() }

    private func stop() {
        timer?.invalidate()
        timer = nil
    }
}
