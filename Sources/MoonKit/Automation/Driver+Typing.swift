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

    /// Presses the delete key `count` times in the first responder.
    public func deleteBackward(_ count: Int = 1) throws(DriverError) {
        let field = try editedTextField()
        for _ in 0..<max(0, count) { field.deleteBackward() }
    }
}
