/// Two buttons, − and +, that step a value between a minimum and a maximum (UIKit's
/// `UIStepper`). A tap on a half steps by `stepValue` and sends `valueChanged`; at an end the
/// value stops there, or with `wraps` goes round to the other end. MoonKit's stepper does not
/// repeat while held (UIKit's `autorepeat` off).
open class Stepper: Control {
    /// UIKit's stepper size.
    public static let size = Size(width: 94, height: 32)
    /// UIKit's light grey background of the two halves.
    public static let backgroundFill = Color(red255: 238, green255: 238, blue255: 239)

    /// The value, always within `minimumValue…maximumValue`.
    public var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue = 0.0
    /// The lowest value (default 0).
    public var minimumValue = 0.0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The highest value (default 100).
    public var maximumValue = 100.0 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// How much a tap changes the value (default 1; more than 0).
    public var stepValue = 1.0
    /// Whether stepping past an end goes round to the other end.
    public var wraps = false

    /// A stepper at 0 in 0…100 stepping by 1, UIKit's size.
    public init() {
        super.init(frame: Rect(origin: .zero, size: Stepper.size))
    }

    /// UIKit's stepper size.
    open override var intrinsicContentSize: Size? { Stepper.size }

    /// Whether the − half can step (not at the minimum, unless the stepper wraps).
    public var canDecrement: Bool { wraps || value > minimumValue }
    /// Whether the + half can step.
    public var canIncrement: Bool { wraps || value < maximumValue }

    /// The − half's rectangle, in the stepper's coordinates (the + half is the rest).
    public var decrementRect: Rect { Rect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height) }
    /// The + half's rectangle.
    public var incrementRect: Rect { Rect(x: bounds.midX, y: bounds.minY, width: bounds.width / 2, height: bounds.height) }

    /// Steps once up (`up`) or down, as a tap on a half does, and sends `valueChanged` when the
    /// value moved. A step past an end stops at the end, or, when the stepper wraps, goes to
    /// the other end (UIKit's documented rule).
    func step(up: Bool) {
        let old = value
        let next = up ? value + stepValue : value - stepValue
        if next > maximumValue {
            value = wraps ? minimumValue : maximumValue
        } else if next < minimumValue {
            value = wraps ? maximumValue : minimumValue
        } else {
            value = next
        }
        if value != old { sendActions(for: .valueChanged) }
    }

    /// A tap on the right half steps up, on the left half down.
    open override func endTracking(_ touch: Touch, inside: Bool) {
        guard inside else { return }
        let up = touch.location(in: self).x >= bounds.midX
        step(up: up)
    }

    /// The details `description` shows after the frame: the value and the range.
    open override var descriptionDetails: [String] {
        ["value=\(Geometry.format(value))", "range=\(Geometry.format(minimumValue))…\(Geometry.format(maximumValue))",
         "step=\(Geometry.format(stepValue))"] + super.descriptionDetails
    }
}
