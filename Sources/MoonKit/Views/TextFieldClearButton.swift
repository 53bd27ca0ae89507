/// The circled × at the right end of a text field that empties it (UIKit's built-in clear
/// button). The field makes it when its `clearButtonMode` is first set to something other than
/// `never`, keeps it as its last subview, places it (`TextField.clearButtonRect(forBounds:)`)
/// and shows it only when the mode, the editing state and a non-empty text say so. As in UIKit
/// it is a control of its own inside the field, so a finger, `game:tap` and the serve page's
/// clicks reach it by hit testing, as they reach any button.
public final class TextFieldClearButton: Control {
    /// The side of the square the button takes: UIKit's clear button image is 19 points square.
    public static let side = 19.0
    /// The diameter of the grey disc drawn in that square.
    public static let discDiameter = 15.0
    /// Half the length of each stroke of the × (from the disc's centre to a stroke's end).
    public static let crossHalfLength = 3.5

    /// The field it clears.
    public private(set) weak var field: TextField?

    init(field: TextField) {
        self.field = field
        super.init(frame: .zero)
        isHidden = true
    }

    /// A tap that lifts on the button clears the field: it becomes the first responder if it
    /// was not (a finger on the field starts editing), then `TextField.clearText` asks the
    /// delegate's `textFieldShouldClear` and empties the text.
    public override func endTracking(_ touch: Touch, inside: Bool) {
        guard inside, let field, field.isEnabled, field.becomeFirstResponder() else { return }
        field.clearText()
    }
}
