/// A bar that fills from the left as a task goes on (UIKit's `UIProgressView`, default style).
/// It takes no touches and sends no events.
open class ProgressView: View {
    /// UIKit's bar thickness; the bar has no natural width.
    public static let height = 4.0
    /// UIKit's light grey track.
    public static let defaultTrackColor = Color(red255: 229, green255: 229, blue255: 234)

    /// How far along, 0…1 (values outside are clamped).
    public var progress: Double = 0 {
        didSet { progress = min(max(progress, 0), 1) }
    }
    /// The filled part; nil is the tint colour.
    public var progressTintColor: Color?
    /// The rest; nil is UIKit's light grey.
    public var trackTintColor: Color?

    /// A bar at `progress` (clamped to 0…1), UIKit's thickness, taking no touches.
    public init(progress: Double = 0) {
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: ProgressView.height))
        self.progress = min(max(progress, 0), 1)
        isUserInteractionEnabled = false
    }

    /// Sets the progress (clamped); `animated` is accepted for UIKit's spelling.
    public func setProgress(_ value: Double, animated: Bool = false) {
        progress = value
    }

    /// UIKit's thickness; no natural width.
    open override var intrinsicContentSize: Size? { Size(width: View.noIntrinsicMetric, height: ProgressView.height) }

    /// The details `description` shows after the frame: the progress.
    open override var descriptionDetails: [String] { ["progress=\(Geometry.format(progress))"] }
}
