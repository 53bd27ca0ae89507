/// Watches the touches that land in its view (or the view's subviews) and recognizes a gesture
/// in them: a tap, a long press, a pan, a swipe (UIKit's `UIGestureRecognizer`).
///
/// The window gives each touch to the recognizers of the view it lands on and of that view's
/// ancestors, deepest first, before the view itself gets it. The first recognizer to recognize
/// wins the touch: the others fail, and when it `cancelsTouchesInView` the view gets
/// `touchesCancelled` and nothing more of that touch (a control under a scroll view that starts
/// scrolling sees its touch cancelled). Recognizers are told only of their own touch phases:
/// subclasses override `began`, `moved`, `ended` and `cancelled`.
open class GestureRecognizer {
    /// Where a recognizer is in its life (UIKit's `UIGestureRecognizer.State`).
    public enum State: String, Sendable, CaseIterable {
        /// Watching, nothing recognized yet.
        case possible
        /// A continuous gesture (pan, long press) started.
        case began
        /// A continuous gesture moved.
        case changed
        /// The gesture finished; a discrete one (tap, swipe) was recognized.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The touches were not this gesture.
        case failed
    }

    /// The current state.
    public internal(set) var state: State = .possible
    /// A recognizer that is not enabled sees no touches.
    public var isEnabled = true {
        didSet { if !isEnabled && oldValue { cancelIfActive() } }
    }
    /// Whether recognizing cancels the touch in the view it landed on (UIKit's default, true).
    public var cancelsTouchesInView = true
    /// The view the recognizer is attached to, until it is removed or freed.
    public var view: View? { viewLink?.view }
    var viewLink: ItemLink?

    /// The touch being watched, between its landing and the recognizer's reset.
    public private(set) var trackedTouch: Touch?
    /// Called on every state change a handler hears of: `began`, `changed`, `ended`, `cancelled`.
    private var handlers: [(GestureRecognizer) -> Void] = []

    /// An object that lives exactly as long as this one, for whoever made it (as
    /// `Responder.lifetimeCompanion`): MoonLua keeps here the charge of a recognizer a script
    /// made against the script's memory limit.
    public var lifetimeCompanion: AnyObject?

    /// A recognizer that calls `handler` when its gesture is recognized (UIKit's target-action).
    public init(_ handler: ((GestureRecognizer) -> Void)? = nil) {
        if let handler { handlers.append(handler) }
    }

    /// Adds a handler called on each reported state change.
    public func addHandler(_ handler: @escaping (GestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// The location of the watched touch in `view`'s coordinates (window coordinates when nil).
    public func location(in view: View?) -> Point {
        trackedTouch?.location(in: view) ?? .zero
    }

    /// The window's clock, for timing gestures.
    var now: Double { view?.window?.time ?? trackedTouch?.timestamp ?? 0 }

    // MARK: what subclasses override

    /// The touch landed.
    open func began(_ touch: Touch) {}
    /// The touch moved.
    open func moved(_ touch: Touch) {}
    /// The touch lifted.
    open func ended(_ touch: Touch) {}
    /// The touch was taken away.
    open func cancelled(_ touch: Touch) {
        if state == .began || state == .changed { transition(to: .cancelled) } else { fail() }
    }
    /// Called when the recognizer goes back to `possible` after a gesture, to forget it.
    open func reset() {}

    // MARK: state changes

    /// Moves to `state` and tells the handlers (not for `failed` or `possible`). Recognizing
    /// (`began`, or `ended` straight from `possible`) claims the touch: see the class comment.
    func transition(to newState: State) {
        let recognizing = state == .possible && (newState == .began || newState == .ended)
        state = newState
        if recognizing, let touch = trackedTouch { touch.window?.recognizerRecognized(self, touch: touch) }
        guard newState != .failed, newState != .possible else { return }
        for handler in handlers { handler(self) }
    }

    /// The touches are not this gesture.
    func fail() {
        if state == .possible { state = .failed }
    }

    private func cancelIfActive() {
        if let touch = trackedTouch, state == .began || state == .changed { cancelled(touch) }
    }

    // MARK: what the window calls

    /// Whether the recognizer still takes part in `touch`.
    var isWatching: Bool { isEnabled && (state == .possible || state == .began || state == .changed) }

    func deliver(_ touch: Touch) {
        guard isEnabled else { return }
        switch touch.phase {
        case .began:
            trackedTouch = touch
            began(touch)
        case .moved, .stationary:
            guard isWatching else { return }
            moved(touch)
        case .ended:
            guard isWatching else { return }
            ended(touch)
        case .cancelled:
            guard isWatching else { return }
            cancelled(touch)
        }
    }

    /// Another recognizer won the touch: this one fails (or is cancelled if it had begun).
    func lose(_ touch: Touch) {
        if state == .began || state == .changed { transition(to: .cancelled) } else { fail() }
    }

    /// The touch is over: back to `possible`, ready for the next one. A recognizer waiting for a
    /// second tap keeps its state (see `TapGestureRecognizer`).
    func touchFinished() {
        guard !waitsForAnotherTouch else { return }
        state = .possible
        trackedTouch = nil
        reset()
    }

    /// Whether the gesture goes on over several touches (a double tap between its taps).
    var waitsForAnotherTouch: Bool { false }
}
