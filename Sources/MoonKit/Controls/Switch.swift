/// An on/off switch (UIKit's `UISwitch`): a tap toggles it and sends `valueChanged`; setting
/// `isOn` (or `setOn`) from code sends nothing, as in UIKit.
open class Switch: Control {
    /// UIKit's switch size, whatever frame it is given a place in.
    public static let size = Size(width: 51, height: 31)
    /// UIKit's default green of an on track.
    public static let defaultOnTint = Color.systemGreen
    /// The track of a switch that is off: UIKit's light grey (tertiary fill).
    public static let offTrackColor = Color(red255: 233, green255: 233, blue255: 235)

    /// Whether the switch is on.
    public var isOn = false
    /// The track's colour when on; nil is UIKit's green.
    public var onTintColor: Color?
    /// The thumb's colour; nil is white.
    public var thumbTintColor: Color?

    /// A switch that is off.
    public init() {
        super.init(frame: Rect(origin: .zero, size: Switch.size))
    }

    /// Sets the state without sending `valueChanged` (`animated` is accepted for UIKit's
    /// spelling: MoonKit's switch shows its new state at once).
    public func setOn(_ on: Bool, animated: Bool = false) {
        isOn = on
    }

    /// UIKit's switch size.
    open override var intrinsicContentSize: Size? { Switch.size }

    /// A tap toggles the switch and sends `valueChanged`.
    open override func endTracking(_ touch: Touch, inside: Bool) {
        guard inside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    /// The details `description` shows after the frame: whether it is on.
    open override var descriptionDetails: [String] {
        ["isOn=\(isOn)"] + super.descriptionDetails
    }
}
