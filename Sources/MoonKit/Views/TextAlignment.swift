/// Horizontal placement of text in its box (UIKit's `NSTextAlignment`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Left edge (MoonKit lays out left to right).
    case left
    /// Centred.
    case center
    /// Right edge.
    case right
    /// The script's natural direction: left here.
    case natural
    /// Both edges (drawn as left aligned; the measure is the same).
    case justified
}
