/// A thumb slid along a track to pick a value between a minimum and a maximum (UIKit's
/// `UISlider`).
///
/// As in UIKit, a finger must land on the thumb (its 28-point circle, with the whole height of
/// the slider) to move it; a tap on the track does nothing. While the thumb is dragged the
/// value follows the finger and `valueChanged` is sent on each move when `isContinuous`, else
/// once when the finger lifts (if the value changed).
open class Slider: Control {
    /// The thumb's diameter.
    public static let thumbDiameter = 28.0
    /// The track's thickness.
    public static let trackHeight = 4.0
    /// UIKit's slider height; it has no natural width.
    public static let height = 34.0
    /// The track to the right of the thumb: UIKit's light grey.
    public static let defaultMaximumTrackColor = Color(red255: 229, green255: 229, blue255: 234)

    /// The value, always within `minimumValue…maximumValue`.
    public var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    private var storedValue = 0.0
    /// The value at the left end; raising it above `value` moves the value.
    public var minimumValue = 0.0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// The value at the right end.
    public var maximumValue = 1.0 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// Whether `valueChanged` is sent on every move of a drag (true) or once at its end.
    public var isContinuous = true
    /// The track left of the thumb; nil is the tint colour.
    public var minimumTrackTintColor: Color?
    /// The track right of the thumb; nil is UIKit's light grey.
    public var maximumTrackTintColor: Color?
    /// The thumb; nil is white.
    public var thumbTintColor: Color?

    /// Where a drag took the thumb: the finger's distance from the thumb's centre when it
    /// landed, kept so the thumb does not jump under the finger. Nil when not dragging.
    private var grabOffset: Double?
    private var valueAtTouchDown = 0.0

    /// A slider at 0 in 0…1, UIKit's height, its width left to layout.
    public init() {
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: Slider.height))
    }

    /// Sets the value (clamped) without sending `valueChanged`.
    public func setValue(_ value: Double, animated: Bool = false) {
        self.value = value
    }

    private func clamped(_ v: Double) -> Double { min(max(v, minimumValue), maximumValue) }

    /// UIKit's height; no natural width.
    open override var intrinsicContentSize: Size? { Size(width: View.noIntrinsicMetric, height: Slider.height) }

    /// The length the thumb's centre travels: the bounds less the thumb.
    private var travel: Double { max(0, bounds.width - Slider.thumbDiameter) }

    /// The thumb's centre x for `value`, in the slider's coordinates.
    public func thumbCenterX(for value: Double) -> Double {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (clamped(value) - minimumValue) / span : 0
        return bounds.minX + Slider.thumbDiameter / 2 + fraction * travel
    }

    /// The thumb's rectangle now, in the slider's coordinates.
    public var thumbRect: Rect {
        let d = Slider.thumbDiameter
        return Rect(x: thumbCenterX(for: value) - d / 2, y: bounds.midY - d / 2, width: d, height: d)
    }

    /// The value whose thumb centre is at `x`.
    private func value(atThumbCenter x: Double) -> Double {
        guard travel > 0 else { return minimumValue }
        let fraction = min(max((x - bounds.minX - Slider.thumbDiameter / 2) / travel, 0), 1)
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    /// A touch on the thumb grabs it; a touch elsewhere on the track does nothing, as in UIKit.
    open override func beginTracking(_ touch: Touch) {
        let p = touch.location(in: self)
        let thumb = thumbRect
        // The thumb takes the touch across the slider's whole height.
        guard p.x >= thumb.minX, p.x <= thumb.maxX else { return }
        grabOffset = p.x - thumb.midX
        valueAtTouchDown = value
    }

    /// Moves a grabbed thumb with the finger, sending `valueChanged` as it goes when continuous.
    open override func continueTracking(_ touch: Touch) {
        guard let grabOffset else { return }
        let old = value
        value = value(atThumbCenter: touch.location(in: self).x - grabOffset)
        if isContinuous && value != old { sendActions(for: .valueChanged) }
    }

    /// Lets the thumb go, sending `valueChanged` once when not continuous and the value moved.
    open override func endTracking(_ touch: Touch, inside: Bool) {
        guard grabOffset != nil else { return }
        continueTracking(touch)
        grabOffset = nil
        if !isContinuous && value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// A cancelled touch lets the thumb go where it is.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        grabOffset = nil
        super.touchesCancelled(touches, with: event)
    }

    /// The details `description` shows after the frame: the value and the range.
    open override var descriptionDetails: [String] {
        ["value=\(Geometry.format(value))", "range=\(Geometry.format(minimumValue))…\(Geometry.format(maximumValue))"]
            + super.descriptionDetails
    }
}
