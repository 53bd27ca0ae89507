/// Dragging, swiping and scrolling the way a finger does: touches moved a sixtieth of a second
/// apart on the window's virtual clock, so that recognizers see real speeds.
extension Driver {
    /// Moves per second of a driven finger (the virtual screen's refresh).
    static let movesPerSecond = 60.0

    /// Lands a finger at `from`, moves it in a straight line to `to` over `seconds` of virtual
    /// time (one move each sixtieth of a second, at least one), and lifts it there at once: the
    /// content keeps the finger's speed. Returns the view it landed on.
    @discardableResult
    public func drag(from: Point, to: Point, seconds: Double) -> View? {
        window.layoutIfNeeded()
        let duration = seconds.isFinite ? max(0, seconds) : 0
        let steps = max(1, Int((duration * Driver.movesPerSecond).rounded()))
        let touch = window.beginTouch(at: from)
        for k in 1...steps {
            window.queue?.step(duration / Double(steps))
            let f = Double(k) / Double(steps)
            window.moveTouch(touch, to: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
        window.endTouch(touch)
        return touch.view
    }

    /// A quick stroke across `view` (its visible centre) in `direction`: 100 points in 0.1 s,
    /// what a swipe recognizer takes for a swipe.
    public func swipe(_ view: View, _ direction: SwipeGestureRecognizer.Direction) throws(DriverError) {
        let start = try tapPoint(for: view)
        let d = 100.0
        let end: Point
        switch direction {
        case .right: end = Point(x: start.x + d, y: start.y)
        case .left: end = Point(x: start.x - d, y: start.y)
        case .down: end = Point(x: start.x, y: start.y + d)
        case .up: end = Point(x: start.x, y: start.y - d)
        }
        drag(from: start, to: end, seconds: 0.1)
    }

    /// Scrolls the scroll view that is `view` or holds it by `dy` points (positive: further down
    /// the content) and `dx` (positive: further right, for content that scrolls sideways), as a
    /// finger does: a slow drag from its visible centre, held still before it lifts so that
    /// nothing decelerates. Past the ends the content rubber-bands and settles on the edge.
    /// Returns the content offset reached.
    @discardableResult
    public func scroll(_ view: View, dy: Double, dx: Double = 0) throws(DriverError) -> Point {
        var found: View? = view
        while let v = found, !(v is ScrollView) { found = v.superview }
        guard let scrollView = found as? ScrollView else { throw .notScrollable(view.debugName) }
        let start = try tapPoint(for: scrollView)
        let down = dy.isFinite ? dy : 0, across = dx.isFinite ? dx : 0
        // The pan starts once the finger has moved 10 points; from then on the content follows
        // the whole distance from where it landed. 20 points a move, a third of a second at least.
        let seconds = max(1.0 / 3, (down * down + across * across).squareRoot() / 20 / Driver.movesPerSecond)
        let steps = max(1, Int((seconds * Driver.movesPerSecond).rounded()))
        let touch = window.beginTouch(at: start)
        for k in 1...steps {
            window.queue?.step(1 / Driver.movesPerSecond)
            let part = Double(k) / Double(steps)
            window.moveTouch(touch, to: Point(x: start.x - across * part, y: start.y - down * part))
        }
        window.queue?.step(0.1)
        window.endTouch(touch)
        // Let a bounce back from past an end settle.
        if scrollView.isDecelerating, let queue = window.queue {
            _ = queue.run(until: { !scrollView.isDecelerating }, limit: 10)
        }
        window.layoutIfNeeded()
        return scrollView.contentOffset
    }
}
