/// How a label fits text longer than its lines (UIKit's `NSLineBreakMode`). The names are
/// UIKit's, so a script writes `label.lineBreakMode = "byTruncatingMiddle"`.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    /// Lines break between words; a word wider than a line breaks between characters.
    case byWordWrapping
    /// Lines break between any two characters.
    case byCharWrapping
    /// Lines break between words and text past the last line or the edge is cut off.
    case byClipping
    /// The start of the last line shown gives way to "…".
    case byTruncatingHead
    /// The end of the last line shown gives way to "…" (UILabel's default).
    case byTruncatingTail
    /// The middle of the last line shown gives way to "…".
    case byTruncatingMiddle

    /// Where the ellipsis goes, or nil for the modes that cut without one.
    public var truncation: TextTruncation.Position? {
        switch self {
        case .byTruncatingHead: .head
        case .byTruncatingTail: .tail
        case .byTruncatingMiddle: .middle
        case .byWordWrapping, .byCharWrapping, .byClipping: nil
        }
    }

    /// How lines wrap: between characters for `byCharWrapping`, else between words.
    public var wrapping: TextLayout.Wrapping { self == .byCharWrapping ? .character : .word }
}
