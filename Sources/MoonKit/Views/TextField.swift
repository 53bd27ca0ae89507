/// A one-line editable text box (UIKit's `UITextField`). There is no on-screen keyboard: a tap
/// makes the field the first responder (`editingDidBegin`), and what the automation driver, a
/// bot's `game:type` or the command's keyboards type goes into the first responder, a key at a
/// time (`insertText`, `deleteBackward`, `pressReturn`).
open class TextField: Control {
    /// The text typed so far.
    public var text: String? {
        didSet { if text != oldValue { measured = nil; invalidateIntrinsicContentSize(); updateClearButton() } }
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
    /// When the clear button shows (UIKit's default: never). Whatever the mode, it shows only
    /// while there is text to clear.
    public var clearButtonMode: TextFieldViewMode = .never {
        didSet {
            guard clearButtonMode != oldValue else { return }
            if clearButtonMode != .never && clearButton == nil {
                let button = TextFieldClearButton(field: self)
                addSubview(button)
                clearButton = button
            }
            updateClearButton()
            setNeedsLayout()
        }
    }
    /// The clear button, made when `clearButtonMode` is first set to show it.
    public private(set) var clearButton: TextFieldClearButton?
    /// Asked before editing begins and ends and before each key changes the text, told after
    /// (TextFieldDelegate.swift); not kept alive by the field, as UIKit's.
    public weak var delegate: TextFieldDelegate?

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

    /// Whether the clear button shows now: its mode allows it in the present editing state and
    /// there is text to clear.
    public var showsClearButton: Bool {
        clearButtonMode.shows(editing: isFirstResponder) && !(text ?? "").isEmpty
    }

    /// Where the clear button goes in `bounds` (UIKit's `clearButtonRect(forBounds:)`): a
    /// `TextFieldClearButton.side`-point square against the right edge, centred vertically (a
    /// field with no border style, as every field here is, leaves no margin to its right).
    public func clearButtonRect(forBounds bounds: Rect) -> Rect {
        let side = TextFieldClearButton.side
        return Rect(x: bounds.maxX - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Where the text (or the placeholder) is drawn in `bounds` (UIKit's `textRect(forBounds:)`
    /// and `editingRect(forBounds:)`): the whole bounds, less the clear button's square while it
    /// shows, so that the text never runs under it.
    public func textRect(forBounds bounds: Rect) -> Rect {
        guard showsClearButton else { return bounds }
        let end = max(bounds.minX, clearButtonRect(forBounds: bounds).minX)
        return Rect(x: bounds.minX, y: bounds.minY, width: end - bounds.minX, height: bounds.height)
    }

    /// Places the clear button, if there is one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        clearButton?.frame = clearButtonRect(forBounds: bounds)
    }

    /// Shows or hides the clear button after the text, the mode or the editing state changed.
    private func updateClearButton() {
        clearButton?.isHidden = !showsClearButton
    }

    // Layout asks again after each change (solve, then the check whether it changed anything);
    // kept until text, placeholder or font change (their `didSet`s drop it). The placeholder's
    // width is kept apart: typing changes the text on every key, seldom the placeholder.
    private var measured: Size?
    private var placeholderWidth: Double?

    // MARK: the keyboard

    /// An enabled field takes the keyboard, as UIKit's does.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Takes the keyboard, when the delegate agrees (`textFieldShouldBeginEditing`, asked only
    /// when the field could take it); tells the delegate and sends `editingDidBegin` when it
    /// was not already the first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        if !wasFirst, canBecomeFirstResponder, window != nil,
           let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        updateClearButton()
        if !wasFirst {
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
        }
        return true
    }

    /// Lets the keyboard go, when the delegate agrees (`textFieldShouldEndEditing`); tells the
    /// delegate and sends `editingDidEnd` when it was the first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        if wasFirst, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        updateClearButton()
        if wasFirst { endedEditing() }
        return true
    }

    /// Editing is over: the delegate hears it, then the `editingDidEnd` actions.
    private func endedEditing() {
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    /// A key typed: `characters` go at the end of the text, then `editingChanged` is sent,
    /// unless the delegate refuses the change (`shouldChangeCharacters`).
    public func insertText(_ characters: String) {
        let range = TextFieldEditRange(location: (text ?? "").count, length: 0)
        guard mayChange(range, to: characters) else { return }
        text = (text ?? "") + characters
        sendActions(for: .editingChanged)
    }

    /// The delete key: the last character goes (nothing happens in an empty field), then
    /// `editingChanged` is sent, unless the delegate refuses the change.
    public func deleteBackward() {
        guard var current = text, !current.isEmpty else { return }
        guard mayChange(TextFieldEditRange(location: current.count - 1, length: 1), to: "") else { return }
        // The delegate may have changed the text while it was asked: delete from what is there now.
        current = text ?? ""
        guard !current.isEmpty else { return }
        current.removeLast()
        text = current
        sendActions(for: .editingChanged)
    }

    /// Whether the delegate, if any, lets `range` become `replacement`.
    private func mayChange(_ range: TextFieldEditRange, to replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    /// The return key: unless the delegate answers false to `textFieldShouldReturn`, sends
    /// `primaryActionTriggered` and `editingDidEndOnExit`; when some action answers
    /// `editingDidEndOnExit` the field then resigns (UIKit's keyboard goes away in that case
    /// only). The delegate may resign the field itself, as UIKit games often do.
    public func pressReturn() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        sendActions(for: [.primaryActionTriggered, .editingDidEndOnExit])
        if hasActions(for: .editingDidEndOnExit) { resignFirstResponder() }
    }

    /// The clear button's work: unless the delegate answers false to `textFieldShouldClear`,
    /// the text empties and `editingChanged` is sent (not when it was empty already).
    public func clearText() {
        if let delegate, !delegate.textFieldShouldClear(self) { return }
        guard let current = text, !current.isEmpty else { return }
        text = ""
        sendActions(for: .editingChanged)
    }

    /// A tap that lifts inside makes the field the first responder (before `touchUpInside`).
    open override func endTracking(_ touch: Touch, inside: Bool) {
        if inside { becomeFirstResponder() }
    }

    /// A field leaving its window stops being its first responder, whatever
    /// `canResignFirstResponder` says (there is no keyboard without a window).
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        guard newWindow !== window, let window, window.firstResponder === self else { return }
        window.firstResponder = nil
        updateClearButton()
        endedEditing()
    }

    /// The field's text, placeholder and font, for logs.
    open override var descriptionDetails: [String] {
        var out = ["text=\(text.map { "'\($0)'" } ?? "nil")"]
        if let placeholder { out.append("placeholder='\(placeholder)'") }
        if clearButtonMode != .never { out.append("clearButtonMode=\(clearButtonMode.rawValue)") }
        out.append("font=\(font)")
        return out + super.descriptionDetails
    }
}
