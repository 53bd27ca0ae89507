/// The bar button items the system draws (UIKit's `UIBarButtonItem.SystemItem`): a few are
/// words with UIKit's titles ("Done", bold; "Cancel", "Edit", "Save"), two are spaces that
/// arrange a toolbar's items, and the rest are glyphs (`BarGlyph`). The raw values are the
/// names scripts and bots write (`systemItem = "add"`).
public enum BarButtonSystemItem: String, Sendable, CaseIterable {
    case done, cancel, edit, save, undo, redo
    case add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash
    case play, pause, rewind, fastForward, close
    /// A space that takes what room is left, shared with the other flexible spaces.
    case flexibleSpace
    /// A space of the item's `width`.
    case fixedSpace

    /// The title of a word item, as UIKit (in English) shows it; nil for glyphs and spaces.
    public var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// Whether the title is bold: "Done" only, UIKit's `.done` style.
    public var isBold: Bool { self == .done }

    /// Whether the item is a space, not a button.
    public var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }

    /// The glyph drawn for the item; nil for words and spaces.
    public var glyph: BarGlyph? { title == nil && !isSpace ? BarGlyph(self) : nil }
}
