/// The bar button items the system draws (UIKit's `UIBarButtonItem.SystemItem`): a few are
/// words with UIKit's titles ("Done", bold; "Cancel", "Edit", "Save"), two are spaces that
/// arrange a toolbar's items, and the rest are glyphs (`BarGlyph`). The raw values are the
/// names scripts and bots write (`systemItem = "add"`).
public enum BarButtonSystemItem: String, Sendable, CaseIterable {
    /// The word "Done", in bold: ends an edit or a modal screen, keeping what was done.
    case done
    /// The word "Cancel": leaves a modal screen, dropping what was done.
    case cancel
    /// The word "Edit": turns a list's editing mode on.
    case edit
    /// The word "Save".
    case save
    /// The word "Undo".
    case undo
    /// The word "Redo".
    case redo
    /// A plus: adds an item.
    case add
    /// A sheet with a pen across its open corner: writes something new.
    case compose
    /// An arrow pointing back with a curved tail: answers.
    case reply
    /// A box open at the top with an arrow rising out of it: shares or acts on what is shown.
    case action
    /// A folder: files what is shown away.
    case organize
    /// An open book: the saved places.
    case bookmarks
    /// A magnifying glass.
    case search
    /// A circular arrow: loads again.
    case refresh
    /// A cross: stops what is loading.
    case stop
    /// A camera: takes a picture.
    case camera
    /// A bin: deletes.
    case trash
    /// A triangle pointing right: plays.
    case play
    /// Two bars: pauses.
    case pause
    /// Two triangles pointing left: goes back.
    case rewind
    /// Two triangles pointing right: goes forward.
    case fastForward
    /// A cross: closes (drawn as `stop` is).
    case close
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
