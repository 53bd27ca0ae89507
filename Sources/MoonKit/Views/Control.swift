/// A view that turns touches into control events sent to registered actions (UIKit's `UIControl`).
///
/// A touch that lands on an enabled control highlights it and sends `touchDown`; lifting inside
/// the bounds sends `touchUpInside` (and `primaryActionTriggered`), lifting outside sends
/// `touchUpOutside`. The bounds are the exact test: MoonKit does not add UIKit's unpublished
/// 70-pt drag tolerance, so bots get the same answer every time.
open class Control: View {
    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The events' bits.
        public let rawValue: Int
        /// Events from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A finger landed on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second finger tap in quick succession.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside the bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger lifted inside the bounds: the usual "tapped".
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field became the first responder: editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped being the first responder: editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key was pressed in a text field (which then resigns when some action
        /// answers this event, as UIKit's keyboard does).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0xFFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// Every event with its name, as scripts and logs spell them.
        public static let names: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
            (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// An event by its UIKit name (`"touchUpInside"`), or nil.
        public init?(name: String) {
            guard let hit = Event.names.first(where: { $0.1 == name }) else { return nil }
            self = hit.0
        }

        /// The events' names (`touchUpInside`), as scripts write them.
        public var description: String {
            Event.names.filter { contains($0.0) }.map(\.1).joined(separator: "|")
        }
    }

    /// A registered action, returned so it can be removed later.
    public final class Action {
        /// The events it answers.
        public let events: Event
        let handler: (Control, Event) -> Void
        init(events: Event, handler: @escaping (Control, Event) -> Void) {
            self.events = events
            self.handler = handler
        }
    }

    /// Disabled controls show their disabled look and ignore touches.
    open var isEnabled = true {
        didSet { if !isEnabled { isHighlighted = false } }
    }
    /// True while a finger is down inside.
    open var isHighlighted = false
    /// A sticky on/off state some controls show.
    open var isSelected = false

    /// The actions in the order they were added.
    public private(set) var actions: [Action] = [] {
        didSet { listenedEvents = actions.reduce(into: []) { $0.formUnion($1.events) } }
    }
    /// Every event some action answers: a touch sends `touchDown` to buttons that only answer
    /// `touchUpInside`, and `sendActions` leaves at once for events no action answers.
    private var listenedEvents: Event = []

    private var trackingTouch: Touch?

    /// Runs `handler` whenever any of `events` is sent; returns the registration for removal.
    @discardableResult
    public func addAction(for events: Event, _ handler: @escaping (Control, Event) -> Void) -> Action {
        let action = Action(events: events, handler: handler)
        actions.append(action)
        return action
    }

    /// UIKit-style registration: `handler` gets the control only.
    @discardableResult
    public func addTarget(for events: Event, _ handler: @escaping (Control) -> Void) -> Action {
        addAction(for: events) { control, _ in handler(control) }
    }

    /// Removes one registration.
    public func removeAction(_ action: Action) {
        actions.removeAll { $0 === action }
    }

    /// Removes every registration for `events`.
    public func removeActions(for events: Event) {
        actions.removeAll { !$0.events.intersection(events).isEmpty }
    }

    /// Whether some registered action answers any of `events`.
    public func hasActions(for events: Event) -> Bool { !events.isDisjoint(with: listenedEvents) }

    /// Sends `events` to the registered actions, in registration order, one event at a time.
    public func sendActions(for events: Event) {
        // Only when no action answers any of them: an action added by a handler during the
        // sending still hears the events sent after it, as before.
        if events.isDisjoint(with: listenedEvents) { return }
        for event in Control.sendingOrder where events.contains(event) {
            for action in actions where action.events.contains(event) {
                action.handler(self, event)
            }
        }
    }

    /// The events in the order `sendActions` sends them, that of `Event.names`, without their
    /// names: walking the named pairs copied (and retained) a name per event on every touch.
    private static let sendingOrder: [Event] = Event.names.map(\.0)

    /// The state the control shows: disabled, highlighted, selected or normal.
    public var state: ControlState {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        if isSelected { return .selected }
        return .normal
    }

    /// Tracks the first finger, highlights, and sends `touchDown` (`touchDownRepeat` too for a repeated tap).
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard isEnabled, trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        beginTracking(touch)
    }

    /// Highlights while the finger is inside and sends `touchDragInside` or `touchDragOutside`.
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackingTouch, touches.holds(touch) else { return }
        let inside = point(inside: touch.location(in: self))
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        continueTracking(touch)
    }

    /// Sends the primary events for a lift inside, `touchUpOutside` for one outside.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackingTouch, touches.holds(touch) else { return }
        trackingTouch = nil
        isHighlighted = false
        guard isEnabled else { return }
        let inside = point(inside: touch.location(in: self))
        endTracking(touch, inside: inside)
        if inside {
            sendActions(for: primaryEvents)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// Stops tracking and sends `touchCancel`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackingTouch, touches.holds(touch) else { return }
        trackingTouch = nil
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    // What value controls (a switch, a slider, a stepper…) do with the touch they track, as
    // UIKit's `beginTracking`, `continueTracking` and `endTracking`: called after the touch
    // events are sent, and at the end before `touchUpInside`, so that a `valueChanged` a control
    // sends there comes first, as UIKit's do.

    /// A tracked touch landed (after `touchDown` was sent).
    open func beginTracking(_ touch: Touch) {}
    /// A tracked touch moved (after the drag event was sent).
    open func continueTracking(_ touch: Touch) {}
    /// A tracked touch lifted on an enabled control, `inside` its bounds or not (before the
    /// touch-up events are sent).
    open func endTracking(_ touch: Touch, inside: Bool) {}

    /// What lifting inside sends: `touchUpInside`, plus `primaryActionTriggered` for buttons.
    open var primaryEvents: Event { .touchUpInside }

    /// `disabled` when the control is.
    open override var descriptionDetails: [String] {
        isEnabled ? [] : ["disabled"]
    }
}

/// The look a control shows (UIKit's `UIControl.State`).
public enum ControlState: String, Hashable, Sendable, CaseIterable {
    /// Enabled, not touched.
    case normal
    /// A finger is down on it.
    case highlighted
    /// Disabled.
    case disabled
    /// Selected.
    case selected
}
