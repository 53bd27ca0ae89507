/// Read-only text (UIKit's `UILabel`).
///
/// Its intrinsic size is its text measured at its font, rounded up to whole points as UIKit does:
/// one line when `numberOfLines` is 1; otherwise wrapped at `preferredMaxLayoutWidth`, or, when
/// that is 0 under Auto Layout, at the width layout gives it (a second solving pass).
open class Label: View {
    /// The text shown.
    public var text: String? {
        didSet {
            guard text != oldValue else { return }
            // Plain text replaces attributed text, as in UIKit (unless it is that text's own string).
            if attributedTextStorage != nil, attributedTextStorage?.string != text { attributedTextStorage = nil }
            measured = nil
            invalidateIntrinsicContentSize()
        }
    }
    /// Text with runs of their own fonts, colours, alignments and links (UIKit's
    /// `attributedText`); runs without an attribute take the label's. Setting it sets `text` to
    /// its characters; setting `text` afterwards goes back to plain text.
    public var attributedText: AttributedText? {
        get { attributedTextStorage }
        set {
            attributedTextStorage = newValue
            measured = nil
            let string = newValue?.string
            if text != string { text = string } else { invalidateIntrinsicContentSize() }
        }
    }
    private var attributedTextStorage: AttributedText?
    /// The font (UIKit's default is the 17-pt system font).
    public var font: Font = .labelDefault {
        didSet { if font != oldValue { measured = nil; invalidateIntrinsicContentSize() } }
    }
    /// The colour of the text.
    public var textColor: Color = Color(semantic: .label)
    /// Where lines sit horizontally.
    public var textAlignment: TextAlignment = .natural
    /// The most lines shown; 0 means as many as the text needs.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { measured = nil; invalidateIntrinsicContentSize() } }
    }
    /// How text too long for the label's lines is cut: UIKit's default truncates the tail with "…".
    /// Character wrapping changes where lines break, so the measured size too.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { measured = nil; invalidateIntrinsicContentSize() } }
    }
    /// Whether a one-line label's font shrinks, down to `minimumScaleFactor` of its size, before
    /// its text is cut (UIKit's `adjustsFontSizeToFitWidth`). The intrinsic size stays the full font's.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font's size shrinking may reach, 0…1; 0 (UIKit's default)
    /// keeps the font's size.
    public var minimumScaleFactor: Double = 0
    /// The width multi-line text wraps at for its intrinsic size; 0 lets layout decide.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { measured = nil; invalidateIntrinsicContentSize() } }
    }

    /// A label; labels take no touches by default, as in UIKit.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A label showing `text`.
    public convenience init(text: String, font: Font = .labelDefault) {
        self.init()
        self.text = text
        self.font = font
    }

    /// Also tells a button whose title label this is, so that the button sizes itself again.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        // A button sizes itself by its title label: a font set through `titleLabel` must reach it.
        if let button = superview as? Button, button.titleLabel === self { button.titleLabelDidChange() }
    }

    /// The text's size on one line, or wrapped at `preferredMaxLayoutWidth` when that is set.
    open override var intrinsicContentSize: Size? {
        intrinsicContentSize(forWidth: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity)
    }

    // Layout asks for the same measurement several times a pass; the last answer is kept, for
    // the wrap width it was made at, until text, font or line settings change (their `didSet`s
    // drop it: comparing and copying the text on every ask cost more than the look-up saved).
    private var measured: (width: Double?, size: Size)?

    /// The text's size wrapped at `width` (or `preferredMaxLayoutWidth`), in `numberOfLines` at
    /// most, rounded up to whole points; zero for no text.
    open override func intrinsicContentSize(forWidth width: Double) -> Size? {
        guard let text, !text.isEmpty else { return .zero }
        let wrapWidth: Double? = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (width.isFinite ? width : nil)
        if let m = measured, m.width == wrapWidth { return m.size }
        let s = attributedTextStorage.map { TextRunLayout.size($0, font: font, width: wrapWidth, numberOfLines: numberOfLines) }
            ?? TextLayout.size(text, font: font, width: wrapWidth, numberOfLines: numberOfLines, wrapping: lineBreakMode.wrapping)
        let size = Size(width: s.width.rounded(.up), height: s.height.rounded(.up))
        measured = (wrapWidth, size)
        return size
    }

    /// True for a label of several lines without `preferredMaxLayoutWidth`: its height follows
    /// the width layout gives it.
    open override var intrinsicHeightDependsOnWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth == 0
    }

    /// The attributed text's lines as drawn at the current width (empty for plain text).
    public var displayedRunLines: [TextRunLayout.Line] {
        guard let attributedTextStorage else { return [] }
        return TextRunLayout.lines(attributedTextStorage, font: font, width: numberOfLines == 1 ? nil : bounds.width,
                                   numberOfLines: numberOfLines)
    }

    /// Named by identifier, else by what it shows, as a player would name it: `Label 'Score: 7'`
    /// (its first line, at most `namedCharacters` characters), not by its place in the tree.
    open override var debugName: String {
        if identifier?.isEmpty == false { return super.debugName }
        guard let firstLine = text?.split(separator: "\n", omittingEmptySubsequences: true).first else { return super.debugName }
        let shown = firstLine.count > Self.namedCharacters ? firstLine.prefix(Self.namedCharacters) + "…" : firstLine
        return "Label '\(shown)'"
    }
    static let namedCharacters = 40

    /// The details `description` shows after the frame: the text and font, and the line,
    /// alignment and shrinking settings that differ from the defaults.
    open override var descriptionDetails: [String] {
        var out = ["text=\(text.map { "'\($0)'" } ?? "nil")", "font=\(font)"]
        if let attributedTextStorage { out.append("runs=\(attributedTextStorage.runs.count)") }
        if numberOfLines != 1 { out.append("lines=\(numberOfLines)") }
        if textAlignment != .natural { out.append("align=\(textAlignment.rawValue)") }
        if lineBreakMode != .byTruncatingTail { out.append("lineBreak=\(lineBreakMode.rawValue)") }
        if adjustsFontSizeToFitWidth { out.append("shrinks=\(Geometry.format(minimumScaleFactor))") }
        return out
    }
}
