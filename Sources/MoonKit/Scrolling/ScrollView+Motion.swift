/// Dragging, deceleration, bouncing and animated scrolling, ticked on the window's clock.
extension ScrollView {
    /// The UIKit duration of an animated `setContentOffset`.
    static let scrollAnimationDuration = 0.3
    /// Frames per second of the motion's ticks (the virtual screen's refresh).
    static let ticksPerSecond = 60.0

    // MARK: dragging

    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            dragStartOffset = contentOffset
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan.translation())
        case .changed:
            follow(pan.translation())
        case .ended:
            follow(pan.translation())
            isDragging = false
            let v = pan.velocity()
            // The content moves against the finger.
            release(velocity: Point(x: scrollsHorizontally ? -v.x : 0, y: scrollsVertically ? -v.y : 0))
        case .cancelled, .failed:
            if isDragging {
                isDragging = false
                release(velocity: .zero)
            }
        case .possible:
            break
        }
    }

    /// Moves the content with the finger, `translation` from where the drag started: past an
    /// edge it rubber-bands when `bounces`, else it stops there.
    private func follow(_ translation: Point) {
        let lo = minimumContentOffset, hi = maximumContentOffset
        func axis(_ start: Double, _ moved: Double, _ lo: Double, _ hi: Double, _ dimension: Double, _ scrolls: Bool) -> Double {
            guard scrolls else { return start }
            let raw = start - moved
            if raw < lo { return bounces ? lo + ScrollMotion.rubberBand(raw - lo, dimension: dimension) : lo }
            if raw > hi { return bounces ? hi + ScrollMotion.rubberBand(raw - hi, dimension: dimension) : hi }
            return raw
        }
        contentOffset = Point(x: axis(dragStartOffset.x, translation.x, lo.x, hi.x, bounds.width, scrollsHorizontally),
                              y: axis(dragStartOffset.y, translation.y, lo.y, hi.y, bounds.height, scrollsVertically))
    }

    /// The finger lifted with the content moving at `velocity` (points per second).
    private func release(velocity: Point) {
        if isPagingEnabled {
            delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
            startMotion(.animation(from: contentOffset, to: pageTarget(velocity: velocity), start: now,
                                   duration: ScrollView.scrollAnimationDuration, endsDeceleration: true))
            return
        }
        let start = now
        let x = AxisMotion(origin: contentOffset.x, velocity: velocity.x, start: start, rate: decelerationRate)
        let y = AxisMotion(origin: contentOffset.y, velocity: velocity.y, start: start, rate: decelerationRate)
        let lo = minimumContentOffset, hi = maximumContentOffset
        let moving = !x.isAtRest(lo: lo.x, hi: hi.x) || !y.isAtRest(lo: lo.y, hi: hi.y)
        if !moving, let settle = largeTitleSettleTarget {
            // Released with a large title half collapsed: the content moves on, as it does
            // after a flick (UIKit reports it as decelerating).
            delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
            startMotion(settle)
            return
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moving)
        guard moving else { return }
        startMotion(.deceleration(x, y))
    }

    /// The move that settles a navigation bar's half-collapsed large title fully open or fully
    /// collapsed when the content comes to rest under it, over UIKit's 0.3 s of animated
    /// scrolling; nil when there is nothing to settle. Why and which end:
    /// `NavigationController.largeTitleSettleOffset`.
    private var largeTitleSettleTarget: ScrollMotionState? {
        guard let y = largeTitleNavigation?.largeTitleSettleOffset(for: self) else { return nil }
        return .animation(from: contentOffset, to: Point(x: contentOffset.x, y: y), start: now,
                          duration: ScrollView.scrollAnimationDuration, endsDeceleration: true)
    }

    /// The page a paging scroll view settles on: the one nearest where deceleration would have
    /// taken the content, but at most one page from the page the drag started on (a flick turns
    /// one page, as in UIKit).
    private func pageTarget(velocity: Point) -> Point {
        func axis(_ offset: Double, _ start: Double, _ v: Double, _ page: Double, _ lo: Double, _ hi: Double) -> Double {
            guard page > 0 else { return offset }
            let projected = offset + ScrollMotion.decelerationDistance(velocity: v, rate: decelerationRate)
            let startPage = (start / page).rounded()
            let target = min(max((projected / page).rounded(), startPage - 1), startPage + 1)
            return min(max(target * page, lo), hi)
        }
        let lo = minimumContentOffset, hi = maximumContentOffset
        return Point(x: axis(contentOffset.x, dragStartOffset.x, velocity.x, bounds.width, lo.x, hi.x),
                     y: axis(contentOffset.y, dragStartOffset.y, velocity.y, bounds.height, lo.y, hi.y))
    }

    // MARK: programmatic scrolling

    /// Scrolls to `offset`, over 0.3 s of virtual time when `animated` (the delegate then hears
    /// `scrollViewDidEndScrollingAnimation`).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopMotion()
        guard animated, now.isFinite, window?.queue != nil, offset != contentOffset else {
            contentOffset = offset
            return
        }
        startMotion(.animation(from: contentOffset, to: offset, start: now,
                               duration: ScrollView.scrollAnimationDuration, endsDeceleration: false))
    }

    /// Scrolls the least needed to show `rect` (in content coordinates).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        var target = contentOffset
        // Into the part of the view the bars leave (the adjusted insets).
        let inset = adjustedContentInset
        if rect.maxY > target.y + bounds.height - inset.bottom { target.y = rect.maxY - bounds.height + inset.bottom }
        if rect.minY < target.y + inset.top { target.y = rect.minY - inset.top }
        if rect.maxX > target.x + bounds.width - inset.right { target.x = rect.maxX - bounds.width + inset.right }
        if rect.minX < target.x + inset.left { target.x = rect.minX - inset.left }
        let lo = minimumContentOffset, hi = maximumContentOffset
        target = Point(x: min(max(target.x, lo.x), hi.x), y: min(max(target.y, lo.y), hi.y))
        setContentOffset(target, animated: animated)
    }

    // MARK: ticking

    var now: Double { window?.time ?? 0 }

    private func startMotion(_ state: ScrollMotionState) {
        motion = state
        if case .deceleration = state { isDecelerating = true }
        if case .animation(_, _, _, _, true) = state { isDecelerating = true }
        guard let queue = window?.queue else {
            // Without a clock, jump to where the motion ends.
            advanceMotion(to: .infinity)
            return
        }
        tick?.invalidate()
        tick = Timer.scheduled(on: queue, interval: 1 / ScrollView.ticksPerSecond, repeats: true) { [weak self] timer in
            // A scroll view freed or taken off the screen mid-motion stops where it is.
            guard let self, self.window != nil else {
                timer.invalidate()
                self?.stopMotion()
                return
            }
            self.advanceMotion(to: self.now)
        }
    }

    /// Stops any deceleration or animation where it is (a finger landing, a new target).
    func stopMotion() {
        tick?.invalidate()
        tick = nil
        motion = nil
        isDecelerating = false
    }

    /// Moves the content to where the motion is at `time`; ends it when it has come to rest.
    private func advanceMotion(to time: Double) {
        guard let state = motion else { return }
        switch state {
        case .deceleration(var x, var y):
            let lo = minimumContentOffset, hi = maximumContentOffset
            let px = x.position(at: time, lo: lo.x, hi: hi.x, bounces: bounces)
            let py = y.position(at: time, lo: lo.y, hi: hi.y, bounces: bounces)
            motion = .deceleration(x, y)
            contentOffset = Point(x: px, y: py)
            guard x.isDone && y.isDone else { return }
            // A flick that ran out with a large title half collapsed settles it too.
            if let settle = largeTitleSettleTarget {
                startMotion(settle)
            } else {
                finishMotion(endsDeceleration: true)
            }
        case .animation(let from, let to, let start, let duration, let endsDeceleration):
            let t = duration > 0 ? min(1, (time - start) / duration) : 1
            let k = AnimationCurve.easeInOut.progress(t)
            contentOffset = t >= 1 ? to : Point(x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k)
            if t >= 1 { finishMotion(endsDeceleration: endsDeceleration) }
        }
    }

    private func finishMotion(endsDeceleration: Bool) {
        stopMotion()
        flashIndicators()
        if endsDeceleration {
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}

/// What moves a scroll view's content when no finger does.
enum ScrollMotionState {
    /// Released content slowing down, one axis each.
    case deceleration(AxisMotion, AxisMotion)
    /// A straight move over `duration` seconds (animated scrolling, paging).
    case animation(from: Point, to: Point, start: Double, duration: Double, endsDeceleration: Bool)
}

/// One axis of released content: decelerating, then (past an edge) bouncing back to it.
struct AxisMotion {
    private enum Phase {
        case decelerating
        case bouncing(edge: Double, start: Double, velocity: Double, since: Double)
        case resting(Double)
    }

    let origin: Double
    let velocity: Double
    let start: Double
    /// The velocity kept per millisecond.
    let rate: Double
    private var phase = Phase.decelerating

    init(origin: Double, velocity: Double, start: Double, rate: Double) {
        self.origin = origin
        self.velocity = velocity
        self.start = start
        self.rate = min(max(rate, 0), 0.9999)
    }

    var isDone: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// Whether there is nothing to do: no speed, and inside the limits.
    func isAtRest(lo: Double, hi: Double) -> Bool {
        velocity == 0 && origin >= lo && origin <= hi
    }

    /// The offset at `time`; moves to the next phase when this one ends.
    mutating func position(at time: Double, lo: Double, hi: Double, bounces: Bool) -> Double {
        switch phase {
        case .resting(let p):
            return p
        case .decelerating:
            if origin < lo || origin > hi {
                // Released past an edge: straight into the bounce back.
                let edge = origin < lo ? lo : hi
                if !bounces { phase = .resting(edge); return edge }
                phase = .bouncing(edge: edge, start: origin - edge, velocity: velocity, since: start)
                return position(at: time, lo: lo, hi: hi, bounces: bounces)
            }
            let total = ScrollMotion.decelerationDistance(velocity: velocity, rate: rate)
            let p = origin + ScrollMotion.decelerationTravel(velocity: velocity, rate: rate, after: time - start)
            if p < lo || p > hi {
                let edge = p < lo ? lo : hi
                if !bounces { phase = .resting(edge); return edge }
                // Reached the edge at speed: the rest of the motion is the bounce.
                let reached = ScrollMotion.decelerationTime(toTravel: edge - origin, velocity: velocity, rate: rate) ?? (time - start)
                let speed = ScrollMotion.decelerationVelocity(velocity: velocity, rate: rate, after: reached)
                phase = .bouncing(edge: edge, start: 0, velocity: speed, since: start + reached)
                return position(at: time, lo: lo, hi: hi, bounces: bounces)
            }
            if abs(origin + total - p) < ScrollMotion.restDistance {
                // At rest, exactly where the formula says.
                let end = origin + total
                phase = .resting(end)
                return end
            }
            return p
        case .bouncing(let edge, let x0, let v, let since):
            let t = time - since
            let x = ScrollMotion.bounce(from: x0, velocity: v, after: t)
            if t >= 1 / ScrollMotion.bounceFrequency && abs(x) < ScrollMotion.restDistance || !x.isFinite {
                phase = .resting(edge)
                return edge
            }
            return edge + x
        }
    }
}
