/// A one-line editable text box (UIKit's `UITextField`, without the keyboard: the automation
/// driver types into it).
open class TextField: Control {
    /// The text typed so far.
    public var text: String? {
        didSet { if text != oldValue { measured = nil; invalidateIntrinsicContentSize() } }
    }
    /// Grey prompt text shown while `text` is empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { measured = nil; placeholderWidth = nil; invalidateIntrinsicContentSize() } }
    }
    /// The font (UIKit's default is the 17-pt system font).
    public var font: Font = .labelDefault {
        didSet { if font != oldValue { measured = nil; placeholderWidth = nil; invalidateIntrinsicContentSize() } }
    }
    /// The colour of the text.
    public var textColor: Color = Color(semantic: .label)
    /// Where the text sits horizontally.
    public var textAlignment: TextAlignment = .natural
    /// Whether typed characters are shown as dots.
    public var isSecureTextEntry = false

    /// Intrinsic size: the wider of text and placeholder, one line high, rounded up
    /// (a field with no border style adds no padding).
    open override var intrinsicContentSize: Size? {
        if let measured { return measured }
        let promptWidth = placeholderWidth ?? font.width(of: placeholder ?? "")
        placeholderWidth = promptWidth
        let w = max(font.width(of: text ?? ""), promptWidth)
        let size = Size(width: w.rounded(.up), height: font.lineHeight.rounded(.up))
        measured = size
        return size
    }

    // Layout asks again after each change (solve, then the check whether it changed anything);
    // kept until text, placeholder or font change (their `didSet`s drop it). The placeholder's
    // width is kept apart: typing changes the text on every key, seldom the placeholder.
    private var measured: Size?
    private var placeholderWidth: Double?

    /// Replaces the text as typing would, sending `editingChanged`.
    public func type(_ newText: String) {
        text = newText
        sendActions(for: .editingChanged)
    }

    /// The field's text, placeholder and font, for logs.
    open override var descriptionDetails: [String] {
        var out = ["text=\(text.map { "'\($0)'" } ?? "nil")"]
        if let placeholder { out.append("placeholder='\(placeholder)'") }
        out.append("font=\(font)")
        return out + super.descriptionDetails
    }
}
