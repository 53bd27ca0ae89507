/// One finger on the screen, from the moment it lands until it lifts (UIKit's `UITouch`).
///
/// The same object is delivered for every phase of one finger, so handlers can compare touches
/// by identity.
public final class Touch: Hashable, CustomStringConvertible {
    /// Where a touch is in its life.
    public enum Phase: String, Sendable, CaseIterable {
        /// The finger landed.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and still.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The current phase.
    public internal(set) var phase: Phase
    /// The view the touch landed in (fixed for its lifetime, as in UIKit), or nil when nothing was hit.
    public internal(set) var view: View?
    /// The window the touch is in, until it goes away.
    public var window: Window? { windowLink.view.map { unsafeDowncast($0, to: Window.self) } }
    /// Not `weak`: that would give the window a side table (see `ItemLink`). Made from a window.
    private let windowLink: ItemLink
    /// The location in window coordinates.
    public internal(set) var locationInWindow: Point
    /// The previous location in window coordinates.
    public internal(set) var previousLocationInWindow: Point
    /// The pressure, 0…`maximumPossibleForce`; 1 is an average touch.
    public internal(set) var force: Double
    /// The largest force the device reports (UIKit's 3D Touch scale: 20/3).
    public let maximumPossibleForce: Double
    /// Taps in quick succession at this spot, counting this one.
    public internal(set) var tapCount: Int
    /// The time of the last change, in the window's clock.
    public internal(set) var timestamp: Double

    /// The gesture recognizers watching the touch: those of the view it landed on and of its
    /// ancestors, deepest first (fixed when it lands, as in UIKit).
    public var recognizers: [GestureRecognizer] { recognizerList }
    /// Internal and only ever replaced whole: the compiler proves each access exclusive, where a
    /// public stored property is checked at run time on each read (a plain release build).
    var recognizerList: [GestureRecognizer] = []
    /// Set once a recognizer that cancels touches in view recognized: the view heard
    /// `touchesCancelled` and hears nothing more of this touch.
    public internal(set) var isTakenByRecognizer = false

    /// UIKit's `maximumPossibleForce` on 3D Touch devices.
    public static let defaultMaximumForce = 20.0 / 3.0

    init(location: Point, force: Double, window: Window, timestamp: Double) {
        self.phase = .began
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.maximumPossibleForce = Touch.defaultMaximumForce
        self.force = min(max(force, 0), Touch.defaultMaximumForce)
        self.windowLink = window.itemLink
        self.tapCount = 1
        self.timestamp = timestamp
    }

    /// The location in `view`'s coordinates (window coordinates when nil).
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The previous location in `view`'s coordinates.
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// The same touch: a touch is one finger's, compared by identity.
    public static func == (a: Touch, b: Touch) -> Bool { a === b }
    /// Hashes the touch's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `Touch(phase at (x, y), force f)`, for logs.
    public var description: String {
        "Touch(\(phase.rawValue) at \(locationInWindow), force \(Geometry.format(force)))"
    }
}

extension Set where Element == Touch {
    /// Whether `touch` is in the set, found by identity in a walk: a set of touches holds a
    /// finger or a few, and hashing the touch cost more than looking at each (a control asks on
    /// every touch it tracks).
    func holds(_ touch: Touch) -> Bool {
        contains { $0 === touch }
    }
}

/// The touches of one moment, delivered with each touch callback (UIKit's `UIEvent`).
public struct TouchEvent {
    /// Every touch currently on the screen.
    public var allTouches: Set<Touch>
    /// When the event happened, in the window's clock.
    public var timestamp: Double
}
