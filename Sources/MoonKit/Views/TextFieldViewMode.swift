/// When a text field shows one of its overlays, today its clear button (UIKit's
/// `UITextField.ViewMode`, the type of `clearButtonMode`). The names are UIKit's, so a script
/// writes `field.clearButtonMode = "whileEditing"`.
public enum TextFieldViewMode: String, Sendable, Hashable, CaseIterable {
    /// Never shown (UIKit's default for the clear button).
    case never
    /// Shown while the field is the first responder.
    case whileEditing
    /// Shown while the field is not the first responder.
    case unlessEditing
    /// Shown whether the field is edited or not.
    case always

    /// Whether the overlay shows in a field that is (`editing`) or is not the first responder.
    public func shows(editing: Bool) -> Bool {
        switch self {
        case .never: false
        case .whileEditing: editing
        case .unlessEditing: !editing
        case .always: true
        }
    }
}
