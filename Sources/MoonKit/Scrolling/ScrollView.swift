/// A view whose content is larger than itself and moves under the finger (UIKit's `UIScrollView`).
///
/// The content offset is the bounds origin, as in UIKit: scrolling moves the subviews on screen
/// without changing their frames, and layout keeps it. The content size is set by hand, or comes
/// from constraints on `contentLayoutGuide` (with `frameLayoutGuide` for the visible area).
/// A drag goes through `panGestureRecognizer`; once it has moved a few points it cancels the
/// touch in the control or row under the finger. Released content decelerates on the virtual
/// clock and rubber-bands at the edges when `bounces` (the arithmetic is in `ScrollMotion`).
///
/// Subclasses (a table view) override `layoutSubviews`, which runs after every scroll.
open class ScrollView: View {
    // MARK: content

    /// The size of the scrollable content. Constraints on `contentLayoutGuide` set it at each
    /// layout pass when they size the guide.
    public var contentSize: Size = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            setNeedsLayout()
            // Taller or wider content may start an adjustment for the safe area (scrollableAxes).
            followSafeAreaAdjustment()
        }
    }

    /// The point of the content shown at the top left: the bounds origin. Setting it scrolls
    /// (no animation) and tells the delegate.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            bounds.origin = newValue
            setNeedsLayout()
            flashIndicators()
            largeTitleNavigation?.trackedScrollViewDidScroll(self)
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Extra room around the content that scrolling can reach; the safe area may add to it
    /// (`adjustedContentInset`, ScrollView+InsetAdjustment.swift).
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { setNeedsLayout() } }
    }

    /// Which edges of the safe area add to `contentInset` (UIKit's `contentInsetAdjustmentBehavior`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet {
            guard contentInsetAdjustmentBehavior != oldValue else { return }
            setNeedsLayout()
            followSafeAreaAdjustment()
        }
    }
    /// The safe area's part of `adjustedContentInset` when the offset last followed it.
    var followedSafeAreaAdjustment: EdgeInsets = .zero
    /// How far a navigation bar's large title has collapsed while this scroll view scrolls under
    /// it: the top adjustment keeps it, so that the content's resting place stays where it was
    /// with the title expanded (NavigationController+LargeTitles.swift).
    var largeTitleCollapse = 0.0
    /// The navigation controller whose large title follows this scroll view's offset.
    weak var largeTitleNavigation: NavigationController?

    /// Whether a drag scrolls (off: the pan recognizer is disabled, touches go to the content).
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content rubber-bands past its edges and bounces back.
    public var bounces = true
    /// Whether a vertical drag bounces even when the content is no taller than the view.
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is no wider than the view.
    public var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while scrolling.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling.
    public var showsHorizontalScrollIndicator = true
    /// Whether a released drag stops on a multiple of the view's size.
    public var isPagingEnabled = false
    /// The velocity kept per millisecond while decelerating (see `ScrollMotion`).
    public var decelerationRate = ScrollMotion.normalDecelerationRate

    /// Told of scrolling, dragging and deceleration.
    public weak var delegate: ScrollViewDelegate?

    /// The recognizer that drags the content.
    public let panGestureRecognizer = PanGestureRecognizer()

    /// True while a finger drags the content.
    public internal(set) var isDragging = false
    /// True while released content is still moving.
    public internal(set) var isDecelerating = false

    var contentGuideStorage: LayoutGuide?
    var frameGuideStorage: LayoutGuide?

    /// The content area, for constraints: its edges are the content's, its size the content size
    /// (UIKit's `contentLayoutGuide`).
    public var contentLayoutGuide: LayoutGuide {
        if let g = contentGuideStorage { return g }
        let g = LayoutGuide(kind: .content, owner: self)
        contentGuideStorage = g
        return g
    }

    /// The scroll view's own rectangle as its content sees it, unmoved by scrolling (UIKit's
    /// `frameLayoutGuide`): tie the content's width to it for vertical-only scrolling.
    public var frameLayoutGuide: LayoutGuide {
        if let g = frameGuideStorage { return g }
        let g = LayoutGuide(kind: .frame, owner: self)
        frameGuideStorage = g
        return g
    }

    // MARK: motion state (ScrollView+Motion.swift)

    var dragStartOffset = Point.zero
    var motion: ScrollMotionState?
    var tick: Timer?
    /// Until when (window clock) the scroll indicators show after a scroll.
    var indicatorsVisibleUntil = -Double.infinity

    /// An empty scroll view, clipping its content, with its pan recognizer installed to drag it.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.cancelsTouchesInView = true
        panGestureRecognizer.addHandler { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.panned(pan)
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// What a drag does: scrolls. A table view first looks for a row swiped sideways.
    func panned(_ pan: PanGestureRecognizer) {
        handlePan(pan)
    }

    // MARK: limits

    /// The smallest offset scrolling reaches: minus the top and left adjusted insets (0 less
    /// each, so that no inset gives 0, not the -0 a script would print as "-0.0").
    public var minimumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: 0 - inset.left, y: 0 - inset.top)
    }

    /// The largest offset scrolling reaches: the content's far edges (plus adjusted insets) at
    /// the view's.
    public var maximumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: max(-inset.left, contentSize.width + inset.right - bounds.width),
                     y: max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    }

    /// Whether the content can move horizontally (it is wider than the view, or always bounces).
    var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return contentSize.width + inset.left + inset.right > bounds.width || alwaysBounceHorizontal
    }

    /// Whether the content can move vertically.
    var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return contentSize.height + inset.top + inset.bottom > bounds.height || alwaysBounceVertical
    }

    // MARK: layout

    /// Takes the content size from the content layout guide when constraints size it, and
    /// moves a resting offset with the safe area's adjustment.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Constraints on the content guide size the content, as UIKit's content layout guide does.
        if let guide = contentGuideStorage, guide.layoutNodeStorage?.engine != nil {
            let size = guide.layoutFrame.size
            if size != contentSize { contentSize = size }
        }
        followSafeAreaAdjustment()
    }

    /// A change of the safe area above (a bar shown or hidden) lays the scroll view out again,
    /// where its adjustment follows.
    override func safeAreaMayHaveChanged() {
        setNeedsLayout()
    }

    /// The content sees none of the safe area on the edges the scroll view adjusts.
    override var safeAreaInsetsForSubviews: EdgeInsets { safeAreaLeftToContent }

    // MARK: scroll indicators

    /// Shows the indicators for a moment (UIKit's `flashScrollIndicators`).
    public func flashIndicators() {
        indicatorsVisibleUntil = (window?.time ?? 0) + 0.5
    }

    /// The vertical indicator's rectangle in the view's coordinates while it shows (scrolling,
    /// and half a second after), else nil: 3 points wide, 3 from the right edge, its length the
    /// visible share of the content (at least 36 points).
    public var verticalScrollIndicatorFrame: Rect? {
        guard showsVerticalScrollIndicator, indicatorsShowing, contentSize.height > bounds.height else { return nil }
        let track = bounds.height - 6
        let length = max(36, track * bounds.height / contentSize.height)
        let span = max(1, contentSize.height - bounds.height)
        let progress = min(max((bounds.minY + adjustedContentInset.top) / span, 0), 1)
        return Rect(x: bounds.maxX - 6, y: bounds.minY + 3 + (track - length) * progress, width: 3, height: length)
    }

    /// The horizontal indicator's rectangle while it shows, as the vertical one's.
    public var horizontalScrollIndicatorFrame: Rect? {
        guard showsHorizontalScrollIndicator, indicatorsShowing, contentSize.width > bounds.width else { return nil }
        let track = bounds.width - 6
        let length = max(36, track * bounds.width / contentSize.width)
        let span = max(1, contentSize.width - bounds.width)
        let progress = min(max((bounds.minX + adjustedContentInset.left) / span, 0), 1)
        return Rect(x: bounds.minX + 3 + (track - length) * progress, y: bounds.maxY - 6, width: length, height: 3)
    }

    private var indicatorsShowing: Bool {
        isDragging || isDecelerating || motion != nil || (window?.time ?? 0) < indicatorsVisibleUntil
    }

    /// The content offset and the content size.
    public override var descriptionDetails: [String] {
        ["contentOffset=\(contentOffset)", "contentSize=\(contentSize)"]
    }
}
