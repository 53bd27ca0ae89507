/// Text made of runs, each with its own font, colour, paragraph alignment and link (UIKit's
/// `NSAttributedString` with the attributes games use). A run leaves an attribute nil to take
/// the view's own (a label's `font`, `textColor`, `textAlignment`). Views that show it lay it out
/// with `TextRunLayout`.
public struct AttributedText: Hashable, Sendable, CustomStringConvertible {
    /// A stretch of text with one set of attributes.
    public struct Run: Hashable, Sendable {
        /// The run's text.
        public var text: String
        /// The font, or nil for the view's.
        public var font: Font?
        /// The colour, or nil for the view's (a link's default is the view's tint).
        public var color: Color?
        /// The alignment of the paragraph the run starts; nil for the view's.
        public var alignment: TextAlignment?
        /// A link target (a URL, or any name the game understands).
        public var link: String?

        /// A run of text; each attribute left nil is the view's.
        public init(_ text: String, font: Font? = nil, color: Color? = nil, alignment: TextAlignment? = nil,
                    link: String? = nil) {
            self.text = text
            self.font = font
            self.color = color
            self.alignment = alignment
            self.link = link
        }
    }

    /// The runs, in reading order.
    public var runs: [Run]

    /// Text made of these runs, in order.
    public init(_ runs: [Run]) { self.runs = runs }

    /// The characters without attributes (UIKit's `string`).
    public var string: String { runs.map(\.text).joined() }

    /// The whole text and how many runs it has, for logs.
    public var description: String { "'\(string)' in \(runs.count) runs" }
}
