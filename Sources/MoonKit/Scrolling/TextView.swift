/// Read-only scrolling text (UIKit's `UITextView` with editing off).
///
/// The text is laid out in a container `textContainerInset` inside the view (UIKit's default
/// {8, 0, 8, 0}), whose lines keep `lineFragmentPadding` (5 points, UIKit's default) clear at
/// each end, and wraps at the container's width. The content height is the laid-out text plus
/// the top and bottom insets, so a long text scrolls; with `isScrollEnabled` off the view's
/// intrinsic height is that same height (a text view that grows with its text, as in UIKit).
/// The text is drawn by a label inside the view, from the top, clipped by the view.
///
/// A link in the attributed text opens when a finger lifts on it where it landed (a touch that
/// becomes a scroll is cancelled instead): the delegate, when it is a `TextViewDelegate`, may
/// refuse; else the window opens the URL (`Engine.openURL`).
open class TextView: ScrollView {
    /// The label that draws the text, placed in the text container.
    public let textLabel = TextViewText()

    /// The text shown.
    public var text: String? {
        get { textLabel.text }
        set { textLabel.text = newValue; textDidChange() }
    }
    /// Text in runs of their own fonts, colours, alignments and links; setting it sets `text`.
    public var attributedText: AttributedText? {
        get { textLabel.attributedText }
        set { textLabel.attributedText = newValue; textDidChange() }
    }
    /// The font (UIKit's default for a text view: the 12-point system font).
    public var font: Font {
        get { textLabel.font }
        set { textLabel.font = newValue; textDidChange() }
    }
    /// The text's colour.
    public var textColor: Color {
        get { textLabel.textColor }
        set { textLabel.textColor = newValue }
    }
    /// Where lines sit horizontally.
    public var textAlignment: TextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue }
    }
    /// The room between the view's edges and the text container.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textDidChange() } }
    }
    /// Whether a long press may select text (kept for ports; MoonKit draws no selection).
    public var isSelectable = true

    /// The touch that landed on a link, and that link, until the finger lifts.
    private var linkTouch: (touch: Touch, link: String)?

    /// Turning scrolling off makes the view as tall as its text (see `intrinsicContentSize`).
    public override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The room kept clear at each end of a line inside the container (UIKit's
    /// `textContainer.lineFragmentPadding` default).
    public static let lineFragmentPadding = 5.0

    /// An empty text view: white, 12-point text wrapped to its width.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(semantic: .systemBackground)
        textLabel.numberOfLines = 0
        textLabel.font = .system(12)
        addSubview(textLabel)
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The width lines wrap at when the view is `width` wide.
    func wrapWidth(forViewWidth width: Double) -> Double {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * TextView.lineFragmentPadding)
    }

    /// The laid-out text's size at a view width (whole points, as a label measures).
    func textSize(forViewWidth width: Double) -> Size {
        textLabel.intrinsicContentSize(forWidth: wrapWidth(forViewWidth: width)) ?? .zero
    }

    /// Places the text inside the container insets and sizes the content to it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let text = textSize(forViewWidth: width)
        let inset = textContainerInset
        textLabel.frame = Rect(x: inset.left + TextView.lineFragmentPadding, y: inset.top,
                               width: wrapWidth(forViewWidth: width), height: text.height)
        let size = Size(width: width, height: inset.top + text.height + inset.bottom)
        if contentSize != size { contentSize = size }
    }

    /// With scrolling off, as tall as the text at the given width (UIKit's self-sizing text view).
    open override func intrinsicContentSize(forWidth width: Double) -> Size? {
        guard !isScrollEnabled else { return nil }
        let inset = textContainerInset
        let natural = textLabel.intrinsicContentSize(forWidth: .infinity) ?? .zero
        let viewWidth = width.isFinite ? width : natural.width + inset.left + inset.right + 2 * TextView.lineFragmentPadding
        let text = textSize(forViewWidth: viewWidth)
        return Size(width: viewWidth, height: inset.top + text.height + inset.bottom)
    }

    /// The text's size when the view does not scroll (it then grows with its text).
    open override var intrinsicContentSize: Size? { intrinsicContentSize(forWidth: .infinity) }

    /// True when the view does not scroll: its height follows the width its text wraps at.
    open override var intrinsicHeightDependsOnWidth: Bool { !isScrollEnabled }

    // MARK: links

    /// The link shown at `point` (the text view's coordinates: its content), or nil.
    public func link(at point: Point) -> String? {
        textLabel.link(at: Point(x: point.x - textLabel.frame.minX, y: point.y - textLabel.frame.minY))
    }

    /// A finger that lands on a link is held for it; any other touch scrolls.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard linkTouch == nil, let touch = touches.first, let link = link(at: touch.location(in: self)) else {
            return super.touchesBegan(touches, with: event)
        }
        linkTouch = (touch, link)
    }

    /// A finger held for a link does not scroll.
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = linkTouch, touches.contains(where: { $0 === tracked.touch }) else {
            return super.touchesMoved(touches, with: event)
        }
    }

    /// Opens the link a finger lifted on, if it landed there too and the delegate agrees.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = linkTouch, touches.contains(where: { $0 === tracked.touch }) else {
            return super.touchesEnded(touches, with: event)
        }
        linkTouch = nil
        // Lifted on the link it landed on: the link opens, unless the delegate refuses.
        guard link(at: tracked.touch.location(in: self)) == tracked.link else { return }
        if let delegate = delegate as? TextViewDelegate, !delegate.textView(self, shouldInteractWith: tracked.link) { return }
        window?.onOpenURL?(tracked.link)
    }

    /// Forgets the link a cancelled finger held.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = linkTouch, touches.contains(where: { $0 === tracked.touch }) else {
            return super.touchesCancelled(touches, with: event)
        }
        linkTouch = nil
    }

    /// The start of the text, for logs.
    open override var descriptionDetails: [String] {
        super.descriptionDetails + ["text=\(text.map { "'\($0.prefix(40))'" } ?? "nil")"]
    }
}

/// The label inside a text view that draws its text: as tall as the text, so that the text
/// starts at its top.
public final class TextViewText: Label {}

/// What a text view asks its delegate beyond scrolling (UIKit's `UITextViewDelegate`).
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether the link a finger tapped, `url`, may open (UIKit's
    /// `textView(_:shouldInteractWith:in:interaction:)`); true by default.
    func textView(_ textView: TextView, shouldInteractWith url: String) -> Bool
}

extension TextViewDelegate {
    /// By default every link opens.
    public func textView(_ textView: TextView, shouldInteractWith url: String) -> Bool { true }
}
