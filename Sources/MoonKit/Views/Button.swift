/// A tappable control with a title per state (UIKit's `UIButton`).
///
/// Titles and title colours are kept per state; a state without its own falls back to the
/// normal one, as in UIKit. The intrinsic size is the title measured at `titleLabel.font`
/// (rounded up, one line) beside the image, plus `contentEdgeInsets`.
open class Button: Control {
    /// The built-in looks (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: String, Sendable, CaseIterable {
        /// Plain: white titles, no tint.
        case custom
        /// The system look: tinted titles (blue), dimmed while highlighted.
        case system
    }

    /// The look chosen at creation.
    public let buttonType: ButtonType
    /// The label that draws the title; set its `font` to change the title font.
    public let titleLabel: Label
    /// The image drawn before the title, or nil.
    public private(set) var imageView: ImageView?
    /// Padding around the content, added to the intrinsic size.
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }

    private var titles = ControlStateValues<String>()
    private var titleColors = ControlStateValues<Color>()
    private var images = ControlStateValues<Image>()
    private var observedFont: Font

    /// A button of the given type (`.system` like `UIButton(type: .system)`).
    public init(type: ButtonType = .system) {
        buttonType = type
        titleLabel = Label()
        titleLabel.font = .buttonDefault
        observedFont = .buttonDefault
        super.init(frame: .zero)
        if type == .system {
            titleColors[.normal] = .systemBlue
            titleColors[.highlighted] = Color.systemBlue.withAlphaComponent(0.2)
            titleColors[.disabled] = Color(white: 0.56)
        } else {
            titleColors[.normal] = .white
        }
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        refreshContent()
    }

    /// A system button with a normal title.
    public convenience init(title: String, type: ButtonType = .system) {
        self.init(type: type)
        setTitle(title, for: .normal)
    }

    /// Sets the title shown in `state` (nil falls back to the normal title).
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
        refreshContent()
    }

    /// The title set for `state`, without fallback.
    public func title(for state: ControlState) -> String? { titles[state] }

    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state] = color
        refreshContent()
    }

    /// The title colour set for `state`, without fallback.
    public func titleColor(for state: ControlState) -> Color? { titleColors[state] }

    /// Sets the image for `state`.
    public func setImage(_ image: Image?, for state: ControlState) {
        images[state] = image
        if image != nil { hasImages = true }
        refreshContent()
    }

    /// The image set for `state`, without fallback.
    public func image(for state: ControlState) -> Image? { images[state] }

    /// The title shown now.
    public var currentTitle: String? { shownTitle(in: state) }
    /// The title colour shown now.
    public var currentTitleColor: Color { shownTitleColor(in: state) }
    /// The image shown now.
    public var currentImage: Image? { shownImage(in: state) }

    // What the button shows in `state`: the value set for it, else the normal state's.
    private func shownTitle(in state: ControlState) -> String? { titles[state] ?? titles[.normal] }
    private func shownTitleColor(in state: ControlState) -> Color { titleColors[state] ?? titleColors[.normal] ?? .black }
    private func shownImage(in state: ControlState) -> Image? { hasImages ? images[state] ?? images[.normal] : nil }
    /// Whether an image was ever set for some state. Most buttons have none, and reading the
    /// per-state images (a title, a path and a size each) cost more than the rest of a refresh
    /// on every touch, which reads them to see whether the image changed.
    private var hasImages = false

    /// A disabled button shows its disabled title and colour.
    open override var isEnabled: Bool { didSet { refreshContent() } }
    /// A highlighted button (a finger on it) shows its highlighted title and colour.
    open override var isHighlighted: Bool { didSet { refreshContent() } }
    /// A selected button shows its selected title and colour.
    open override var isSelected: Bool { didSet { refreshContent() } }

    private func refreshContent() {
        // The state once for title, colour and image (each `current…` works it out again), and
        // the title given to the label only when it differs: highlighting refreshes on every touch.
        let state = self.state
        let title = shownTitle(in: state)
        let titleChanged = titleLabel.text != title
        if titleChanged { titleLabel.text = title }
        titleLabel.textColor = shownTitleColor(in: state)
        // Where title and image sit depends on the bounds (placed again by `layoutSubviews`) and
        // on title, font and image: a state change that keeps those (highlighting on every touch
        // usually only changes the colour) leaves them where they are.
        var contentChanged = false
        if let image = shownImage(in: state) {
            if imageView == nil {
                let iv = ImageView()
                insertSubview(iv, at: 0)
                imageView = iv
            }
            if imageView?.image != image {
                imageView?.image = image
                invalidateIntrinsicContentSize()
                contentChanged = true
            }
        } else if let iv = imageView {
            iv.removeFromSuperview()
            imageView = nil
            invalidateIntrinsicContentSize()
            contentChanged = true
        }
        if titleChanged || titleLabel.font != observedFont {
            observedFont = titleLabel.font
            invalidateIntrinsicContentSize()
            contentChanged = true
        }
        if contentChanged || !contentPlaced { placeContent() }
    }

    /// Whether `placeContent` has run since the button was made.
    private var contentPlaced = false

    // Placing the title runs on every size change; the measurement is kept until title or font change.
    private var measuredTitle: (title: String, font: Font, size: Size)?

    private var titleSize: Size {
        guard let title = currentTitle, !title.isEmpty else { return .zero }
        let font = titleLabel.font
        if let m = measuredTitle, m.title == title, m.font == font { return m.size }
        let size = Size(width: font.width(of: title).rounded(.up), height: font.lineHeight.rounded(.up))
        measuredTitle = (title, font, size)
        return size
    }

    /// The title's (and image's) size plus the content insets.
    open override var intrinsicContentSize: Size? {
        // The title font may have been changed through `titleLabel`; measure with the current one.
        let t = titleSize
        let i = currentImage?.size ?? .zero
        return Size(width: t.width + i.width + contentEdgeInsets.left + contentEdgeInsets.right,
                    height: max(t.height, i.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    func titleLabelDidChange() {
        if titleLabel.font != observedFont {
            observedFont = titleLabel.font
            invalidateIntrinsicContentSize()
            placeContent()
        }
    }

    /// Places the image and title inside the content insets.
    open override func layoutSubviews() {
        placeContent()
    }

    // Title and image are centred together inside the content insets, as UIKit's default
    // content alignment does.
    private func placeContent() {
        contentPlaced = true
        let box = bounds.inset(by: contentEdgeInsets)
        let t = titleSize
        let i = currentImage?.size ?? .zero
        let x0 = box.midX - (t.width + i.width) / 2
        imageView?.frame = Rect(x: x0, y: box.midY - i.height / 2, width: i.width, height: i.height)
        titleLabel.frame = Rect(x: x0 + i.width, y: box.midY - t.height / 2, width: t.width, height: t.height)
    }

    /// Named by identifier, else by title: `Button 'SUBMIT'`.
    open override var debugName: String {
        if identifier?.isEmpty == false { return super.debugName }
        guard let title = currentTitle, !title.isEmpty else { return super.debugName }
        return "Button '\(title)'"
    }

    /// A button's lift inside sends `primaryActionTriggered` too.
    open override var primaryEvents: Control.Event { [.touchUpInside, .primaryActionTriggered] }

    /// The current title and the button type, then the control's details.
    open override var descriptionDetails: [String] {
        // The image too: a button showing only a picture (a flag to pick) is found by it.
        var details = ["title=\(currentTitle.map { "'\($0)'" } ?? "nil")"]
        if let currentImage { details.append("image=\(currentImage.name)") }
        return details + ["type=\(buttonType.rawValue)"] + super.descriptionDetails
    }
}
