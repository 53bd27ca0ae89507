/// Typing as a keyboard does: into the window's first responder (FirstResponder.swift), a key
/// at a time, so that `editingChanged` handlers see each character as they would on a device.
extension Driver {
    /// The text field typing goes into, or why there is none.
    public func editedTextField() throws(DriverError) -> TextField {
        guard let field = window.editedTextField else { throw .noFirstResponder }
        return field
    }

    /// Types `text` into the first responder one character (grapheme) at a time, then, with
    /// `submit`, presses return. A line break in `text` is refused before anything is typed.
    public func type(_ text: String, submit: Bool = false) throws(DriverError) {
        let field = try editedTextField()
        guard !text.contains(where: \.isNewline) else { throw .lineBreakInTypedText(text) }
        for character in text { field.insertText(String(character)) }
        if submit { field.pressReturn() }
    }

    /// Clears the first responder's text as its clear button does (`TextField.clearText`: the
    /// delegate may refuse).
    public func clearText() throws(DriverError) {
        try editedTextField().clearText()
    }

    /// Makes `field`'s text read `text` as a person would: the field takes the keyboard (as a
    /// tap on it does), the characters after what the two texts share at their start are
    /// deleted from the end one key at a time, then the rest of `text` is typed a character at
    /// a time. Each key goes through the delegate's `shouldChangeCharacters` and sends
    /// `editingChanged`, so a delegate that refuses a key leaves the text as it would on a
    /// device. A field whose text already reads `text` gets no key at all. False (and nothing
    /// typed) when the field would not become the first responder.
    public func typeReplacing(_ text: String, in field: TextField) throws(DriverError) -> Bool {
        guard !text.contains(where: \.isNewline) else { throw .lineBreakInTypedText(text) }
        let current = Array(field.text ?? ""), wanted = Array(text)
        guard current != wanted else { return true }
        guard field.becomeFirstResponder() else { return false }
        var shared = 0
        while shared < min(current.count, wanted.count), current[shared] == wanted[shared] { shared += 1 }
        for _ in shared..<current.count { field.deleteBackward() }
        for character in wanted[shared...] { field.insertText(String(character)) }
        return true
    }

    /// Presses the delete key `count` times in the first responder.
    public func deleteBackward(_ count: Int = 1) throws(DriverError) {
        let field = try editedTextField()
        for _ in 0..<max(0, count) { field.deleteBackward() }
    }
}
