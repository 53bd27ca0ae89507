/// The part of a text field's text an edit replaces (UIKit's `NSRange` in
/// `textField(_:shouldChangeCharactersIn:replacementString:)`), counted in characters as
/// Swift's `String` counts them (grapheme clusters: "é" and "👍🏽" are one each), not in UTF-16
/// units as UIKit counts: an edit here always takes whole characters, and a Lua script has no
/// UTF-16 to count in. `location` is how many characters come before the range, from 0.
public struct TextFieldEditRange: Equatable, Sendable {
    /// The characters before the range.
    public var location: Int
    /// The characters in the range.
    public var length: Int

    /// A range of `length` characters after the first `location`.
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
}
