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
        if let table = font.table, let fast = asciiSize(text, table: table, scale: font.scale,
                                                        width: numberOfLines == 1 ? nil : width, numberOfLines: numberOfLines) {
            return Size(width: fast.widest, height: Double(fast.lines) * font.lineHeight)
        }
        var all = lines(text, font: font, width: numberOfLines == 1 ? nil : width)
        if numberOfLines > 0, all.count > numberOfLines { all.removeLast(all.count - numberOfLines) }
        let widest = all.map { font.width(of: $0) }.max() ?? 0
        return Size(width: widest, height: Double(all.count) * font.lineHeight)
    }

    /// The same greedy wrapping as `lines`, done in font units on the bytes of ASCII text without
    /// building strings (layout measures wrapping labels on every pass). Nil for non-ASCII text.
    static func asciiSize(_ text: String, table: FontLibrary.ASCIITable, scale: Double, width: Double?,
                          numberOfLines: Int) -> (widest: Double, lines: Int)? {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        var lineCount = 0
        var widestUnits = 0
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        func emit(_ units: Int) {
            if lineCount < limit { widestUnits = max(widestUnits, units) }
            lineCount += 1
        }
        func fits(_ units: Int) -> Bool { width.map { Double(units) * scale <= $0 + slack } ?? true }

        var lineUnits = 0, lineLast: UInt8 = 0, lineEmpty = true
        var wordUnits = 0, wordFirst: UInt8 = 0, wordLast: UInt8 = 0, wordBytes: [UInt8] = []
        // Unwrapped: each paragraph is a line measured as written, spaces included.
        var rawUnits = 0, rawLast: UInt8 = 0, rawEmpty = true

        func placeWord() {
            guard !wordBytes.isEmpty else { return }
            let joined = lineEmpty ? wordUnits
                : lineUnits + table.kern(lineLast, space) + table.advance(space) + table.kern(space, wordFirst) + wordUnits
            if fits(joined) {
                lineUnits = joined
                lineLast = wordLast
                lineEmpty = false
            } else {
                if !lineEmpty { emit(lineUnits) }
                lineEmpty = true
                lineUnits = 0
                if fits(wordUnits) {
                    lineUnits = wordUnits
                    lineLast = wordLast
                    lineEmpty = false
                } else {
                    // Break the word between characters, as `breakWord` does.
                    var piece = 0, pieceLast: UInt8 = 0, pieceEmpty = true
                    for b in wordBytes {
                        let candidate = pieceEmpty ? table.advance(b) : piece + table.kern(pieceLast, b) + table.advance(b)
                        if !pieceEmpty && !fits(candidate) {
                            emit(piece)
                            piece = table.advance(b)
                        } else {
                            piece = candidate
                        }
                        pieceLast = b
                        pieceEmpty = false
                    }
                    lineUnits = piece
                    lineLast = pieceLast
                    lineEmpty = false
                }
            }
            wordBytes.removeAll(keepingCapacity: true)
            wordUnits = 0
        }

        for b in text.utf8 {
            guard b < 128 else { return nil }
            if width == nil {
                if b == newline {
                    emit(rawUnits)
                    rawUnits = 0
                    rawEmpty = true
                } else {
                    rawUnits = rawEmpty ? table.advance(b) : rawUnits + table.kern(rawLast, b) + table.advance(b)
                    rawLast = b
                    rawEmpty = false
                }
                continue
            }
            if b == newline {
                placeWord()
                emit(lineUnits)
                lineUnits = 0
                lineEmpty = true
            } else if b == space {
                placeWord()
            } else {
                wordUnits = wordBytes.isEmpty ? table.advance(b) : wordUnits + table.kern(wordLast, b) + table.advance(b)
                if wordBytes.isEmpty { wordFirst = b }
                wordLast = b
                wordBytes.append(b)
            }
        }
        if width == nil {
            emit(rawUnits)
        } else {
            placeWord()
            emit(lineUnits)
        }
        return (Double(widestUnits) * scale, min(lineCount, limit))
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
