/// A spinner that shows something is happening (UIKit's `UIActivityIndicatorView`).
///
/// It turns while `isAnimating`; with `hidesWhenStopped` (the default) it is hidden when stopped,
/// and shown again by `startAnimating`, as UIKit's is. The spokes turn one step every twelfth
/// of a second on the game's clock, so pictures of the same moment are the same.
open class ActivityIndicatorView: View {
    /// UIKit's two sizes.
    public enum Style: String, Sendable, CaseIterable {
        /// 20 × 20.
        case medium
        /// 37 × 37.
        case large
    }

    /// The size of the spinner.
    public var style: Style { didSet { invalidateIntrinsicContentSize() } }
    /// The spokes' colour; nil is UIKit's grey.
    public var color: Color?
    /// Whether it is hidden while stopped.
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether it is turning.
    public private(set) var isAnimating = false

    /// A stopped spinner (hidden, as `hidesWhenStopped` is on).
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        bounds.size = intrinsicContentSize ?? .zero
        isHidden = true
        isUserInteractionEnabled = false
    }

    /// Starts turning, and shows the spinner.
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops turning; hides the spinner when `hidesWhenStopped`.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The number of spokes drawn.
    public static let spokeCount = 8

    /// The spoke drawn brightest at time `now` (seconds): it moves round once a second and a
    /// half while animating, and stays at the top while stopped.
    public func leadingSpoke(at now: Double) -> Int {
        guard isAnimating, now.isFinite else { return 0 }
        return Int((now * 12).rounded(.down)) % ActivityIndicatorView.spokeCount
    }

    /// UIKit's sizes: 20 × 20 points for `medium`, 37 × 37 for `large`.
    open override var intrinsicContentSize: Size? {
        style == .medium ? Size(width: 20, height: 20) : Size(width: 37, height: 37)
    }

    /// The details `description` shows after the frame: the style and whether it spins.
    open override var descriptionDetails: [String] {
        ["style=\(style.rawValue)", isAnimating ? "animating" : "stopped"]
    }
}
