/// Breaking text into lines and measuring the block, the way `UILabel` wraps by word.
public enum TextLayout {
    /// Lines of `text` at `font`: split at newlines, then, when `width` is given, wrapped greedily
    /// at spaces; a word wider than the width on its own is broken between characters.
    public static func lines(_ text: String, font: Font, width: Double?) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width, width > 0 else { return paragraphs }
        var out: [String] = []
        for paragraph in paragraphs {
            out.append(contentsOf: wrap(paragraph, font: font, width: width))
        }
        return out
    }

    /// The size of the text block: the widest line and `lines × lineHeight`, unrounded.
    /// `numberOfLines` 0 means as many as needed; otherwise the lines are cut to that count.
    public static func size(_ text: String, font: Font, width: Double?, numberOfLines: Int) -> Size {
        if text.isEmpty { return .zero }
        var all = lines(text, font: font, width: numberOfLines == 1 ? nil : width)
        if numberOfLines > 0, all.count > numberOfLines { all.removeLast(all.count - numberOfLines) }
        let widest = all.map { font.width(of: $0) }.max() ?? 0
        return Size(width: widest, height: Double(all.count) * font.lineHeight)
    }

    // A small tolerance so a line that fits exactly is not pushed down by rounding noise.
    private static let slack = 1e-9

    private static func wrap(_ paragraph: String, font: Font, width: Double) -> [String] {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if words.isEmpty { return [""] }
        var lines: [String] = []
        var current = ""
        for word in words {
            let candidate = current.isEmpty ? word : current + " " + word
            if font.width(of: candidate) <= width + slack {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            if font.width(of: word) <= width + slack {
                current = word
            } else {
                var pieces = breakWord(word, font: font, width: width)
                current = pieces.removeLast()
                lines.append(contentsOf: pieces)
            }
        }
        lines.append(current)
        return lines
    }

    private static func breakWord(_ word: String, font: Font, width: Double) -> [String] {
        var pieces: [String] = []
        var piece = ""
        for ch in word {
            let candidate = piece + String(ch)
            if !piece.isEmpty && font.width(of: candidate) > width + slack {
                pieces.append(piece)
                piece = String(ch)
            } else {
                piece = candidate
            }
        }
        pieces.append(piece)
        return pieces
    }
}
