/// What a text field asks and tells its delegate while it is edited (UIKit's
/// `UITextFieldDelegate`). Every method is optional: without it the field does what UIKit's
/// does without a delegate (the answers default to true).
///
/// The order of one editing session, as UIKit documents it: `textFieldShouldBeginEditing`, the
/// field becomes the first responder, `textFieldDidBeginEditing`; then, for each key,
/// `shouldChangeCharacters` before the text changes, `textFieldShouldReturn` for the return key
/// and `textFieldShouldClear` for the clear button; `textFieldShouldEndEditing`, the field
/// resigns, `textFieldDidEndEditing`. The delegate hears of each change before the field's
/// actions for the matching event (`editingDidBegin`, `editingChanged`, `editingDidEnd`).
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may become the first responder.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became the first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may stop being the first responder (false keeps the keyboard there).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field stopped being the first responder; also called when it leaves its window,
    /// where it was not asked.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether the characters in `range` of the text may become `replacement` (a key typed:
    /// an empty range at the end; the delete key: the last character and an empty replacement).
    func textField(_ textField: TextField, shouldChangeCharactersIn range: TextFieldEditRange,
                   replacementString replacement: String) -> Bool
    /// Whether the return key does what it does without a delegate (see `TextField.pressReturn`).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// Whether the clear button empties the field.
    func textFieldShouldClear(_ textField: TextField) -> Bool
}

/// What a delegate that leaves a method out answers: UIKit's defaults, every edit allowed.
extension TextFieldDelegate {
    /// Yes: the field may become the first responder.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Nothing to do when editing begins.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Yes: the field may stop being the first responder.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Nothing to do when editing ends.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Yes: every edit is allowed.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: TextFieldEditRange,
                          replacementString replacement: String) -> Bool { true }
    /// Yes: return does what it does without a delegate.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// Yes: the clear button empties the field.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
}
