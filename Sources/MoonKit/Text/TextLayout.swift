/// Breaking text into lines and measuring the block, the way `UILabel` wraps by word.
public enum TextLayout {
    /// Where lines may break.
    public enum Wrapping: Sendable, Hashable {
        /// Between words (at spaces); a word wider than the width is broken between characters.
        case word
        /// Between any two characters, spaces included.
        case character
    }

    /// Lines of `text` at `font`: split at newlines, then, when `width` is given, wrapped greedily
    /// at spaces (or, `wrapping` `.character`, between any characters); a word wider than the
    /// width on its own is broken between characters.
    public static func lines(_ text: String, font: Font, width: Double?, wrapping: Wrapping = .word) -> [String] {
        // Splitting walks the text by Character (grapheme breaking, the slow part of measuring a
        // non-ASCII line): text without a newline byte has no "\n" Character and is one paragraph.
        let paragraphs = text.utf8.contains(UInt8(ascii: "\n"))
            ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [text]
        guard let width, width > 0 else { return paragraphs }
        var out: [String] = []
        for paragraph in paragraphs {
            switch wrapping {
            case .word: out.append(contentsOf: wrap(paragraph, font: font, width: width))
            case .character: out.append(contentsOf: breakWord(paragraph, font: font, width: width))
            }
        }
        return out
    }

    /// The size of the text block: the widest line and `lines × lineHeight`, unrounded.
    /// `numberOfLines` 0 means as many as needed; otherwise the lines are cut to that count.
    public static func size(_ text: String, font: Font, width: Double?, numberOfLines: Int,
                            wrapping: Wrapping = .word) -> Size {
        if text.isEmpty { return .zero }
        if wrapping == .word, let table = font.table, let fast = tableSize(text, table: table, scale: font.scale,
                                                        width: numberOfLines == 1 ? nil : width, numberOfLines: numberOfLines) {
            return Size(width: fast.widest, height: Double(fast.lines) * font.lineHeight)
        }
        var all = lines(text, font: font, width: numberOfLines == 1 ? nil : width, wrapping: wrapping)
        if numberOfLines > 0, all.count > numberOfLines { all.removeLast(all.count - numberOfLines) }
        let widest = all.map { font.width(of: $0) }.max() ?? 0
        return Size(width: widest, height: Double(all.count) * font.lineHeight)
    }

    /// The same greedy wrapping as `lines`, done in font units on the text's characters without
    /// building strings (layout measures wrapping labels on every pass). Nil when a character is
    /// one the table does not measure (see `ASCIITable.measures`; a newline is a line break):
    /// such text takes the string path, which splits it by `Character`.
    ///
    /// Layout measures text on every pass, so this path is worth its second copy of the rules
    /// (docs/performance.md, "Measured choices"); TextFastPathTests checks that both paths agree.
    static func tableSize(_ text: String, table: FontLibrary.ASCIITable, scale: Double, width: Double?,
                          numberOfLines: Int) -> (widest: Double, lines: Int)? {
        let codes = text.unicodeScalars.map(\.value)
        let space = UInt32(UInt8(ascii: " ")), newline = UInt32(UInt8(ascii: "\n"))
        // Only characters that split into lines and words by themselves, as `Character`s do.
        func measured(_ code: UInt32) -> Bool { code == newline || table.measures(code) }
        var lineCount = 0
        var widestUnits = 0
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        func emit(_ units: Int) {
            if lineCount < limit { widestUnits = max(widestUnits, units) }
            lineCount += 1
        }

        guard let width else {
            // Unwrapped: each paragraph is a line measured as written, spaces included.
            var units = 0, last: UInt32 = 0, empty = true
            for b in codes {
                guard measured(b) else { return nil }
                if b == newline {
                    emit(units)
                    units = 0
                    empty = true
                } else {
                    units = empty ? table.advance(b) : units + table.kern(last, b) + table.advance(b)
                    last = b
                    empty = false
                }
            }
            emit(units)
            return (Double(widestUnits) * scale, min(lineCount, limit))
        }

        let room = width + slack
        func fits(_ units: Int) -> Bool { Double(units) * scale <= room }

        var lineUnits = 0, lineLast: UInt32 = 0, lineEmpty = true
        // The word being read is codes[wordStart..<wordEnd] (empty when they are equal).
        var wordUnits = 0, wordLast: UInt32 = 0
        var wordStart = 0, wordEnd = 0

        func placeWord() {
            guard wordStart < wordEnd else { return }
            let wordFirst = codes[wordStart]
            let joined = lineEmpty ? wordUnits
                : lineUnits + table.kern(lineLast, space) + table.advance(space) + table.kern(space, wordFirst) + wordUnits
            if fits(joined) {
                lineUnits = joined
                lineLast = wordLast
                lineEmpty = false
            } else {
                if !lineEmpty { emit(lineUnits) }
                if fits(wordUnits) {
                    lineUnits = wordUnits
                    lineLast = wordLast
                } else {
                    // Break the word between characters, as `breakWord` does.
                    var piece = 0, pieceLast: UInt32 = 0, pieceEmpty = true
                    for b in codes[wordStart..<wordEnd] {
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
                }
                lineEmpty = false
            }
            wordUnits = 0
        }

        for (i, b) in codes.enumerated() {
            guard measured(b) else { return nil }
            let next = i + 1
            if b == newline {
                placeWord()
                emit(lineUnits)
                lineUnits = 0
                lineEmpty = true
                wordStart = next
                wordEnd = next
            } else if b == space {
                placeWord()
                wordStart = next
                wordEnd = next
            } else {
                wordUnits = wordEnd == wordStart ? table.advance(b) : wordUnits + table.kern(wordLast, b) + table.advance(b)
                wordLast = b
                wordEnd = next
            }
        }
        placeWord()
        emit(lineUnits)
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
