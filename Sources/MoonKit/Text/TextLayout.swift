/// Breaking text into lines and measuring the block, the way `UILabel` wraps by word.
public enum TextLayout {
    /// Lines of `text` at `font`: split at newlines, then, when `width` is given, wrapped greedily
    /// at spaces; a word wider than the width on its own is broken between characters.
    public static func lines(_ text: String, font: Font, width: Double?) -> [String] {
        // Splitting walks the text by Character (grapheme breaking, the slow part of measuring a
        // non-ASCII line): text without a newline byte has no "\n" Character and is one paragraph.
        let paragraphs = text.utf8.contains(UInt8(ascii: "\n"))
            ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [text]
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
        if let table = font.table, let fast = tableSize(text, table: table, scale: font.scale,
                                                        width: numberOfLines == 1 ? nil : width, numberOfLines: numberOfLines) {
            return Size(width: fast.widest, height: Double(fast.lines) * font.lineHeight)
        }
        var all = lines(text, font: font, width: numberOfLines == 1 ? nil : width)
        if numberOfLines > 0, all.count > numberOfLines { all.removeLast(all.count - numberOfLines) }
        let widest = all.map { font.width(of: $0) }.max() ?? 0
        return Size(width: widest, height: Double(all.count) * font.lineHeight)
    }

    /// The same greedy wrapping as `lines`, done in font units on the text's characters without
    /// building strings (layout measures wrapping labels on every pass). ASCII text is read from
    /// the ASCII table alone; text with a few characters beyond it (see `MixedCodes`) also asks
    /// the font library for those. Nil for any other text, which takes the string path.
    static func tableSize(_ text: String, table: FontLibrary.ASCIITable, scale: Double, width: Double?,
                          numberOfLines: Int) -> (widest: Double, lines: Int)? {
        // Raw pointers to the bytes and the tables: this runs per character of every measured
        // text, and array reads (bounds checks, the table's arrays reached through the class)
        // cost several times the arithmetic.
        var text = text
        return text.withUTF8 { bytes in
            table.advances.withUnsafeBufferPointer { advances in
                table.kerning.withUnsafeBufferPointer { kerning in
                    let ascii = ASCIICodes(bytes: bytes, advances: advances, kerning: kerning)
                    if let size = measure(ascii, scale: scale, width: width, numberOfLines: numberOfLines) { return size }
                    return MixedCodes.reading(bytes, ascii: ascii, beyond: table.beyond) { mixed in
                        measure(mixed, scale: scale, width: width, numberOfLines: numberOfLines)
                    }
                }
            }
        }
    }

    /// The measuring itself, over either reading of the text: nil as soon as a code is one the
    /// reading cannot measure.
    private static func measure<Codes: MeasuredCodes>(_ text: Codes, scale: Double, width: Double?,
                                                      numberOfLines: Int) -> (widest: Double, lines: Int)? {
        let space = UInt32(UInt8(ascii: " ")), newline = UInt32(UInt8(ascii: "\n"))
        var lineCount = 0
        var widestUnits = 0
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        func emit(_ units: Int) {
            if lineCount < limit { widestUnits = max(widestUnits, units) }
            lineCount += 1
        }
        func advance(_ c: UInt32) -> Int { text.advance(c) }
        func kern(_ left: UInt32, _ right: UInt32) -> Int { text.kern(left, right) }

        guard let width else {
            // Unwrapped: each paragraph is a line measured as written, spaces included.
            var units = 0, last: UInt32 = 0, empty = true
            for i in 0..<text.count {
                let b = text.code(at: i)
                guard text.reads(b) else { return nil }
                if b == newline {
                    emit(units)
                    units = 0
                    empty = true
                } else {
                    units = empty ? advance(b) : units + kern(last, b) + advance(b)
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
        // The word being read is the codes wordStart..<wordEnd (empty when they are equal).
        var wordUnits = 0, wordStart = 0, wordEnd = 0

        func placeWord() {
            guard wordEnd > wordStart else { return }
            let wordFirst = text.code(at: wordStart), wordLast = text.code(at: wordEnd - 1)
            let joined = lineEmpty ? wordUnits
                : lineUnits + kern(lineLast, space) + advance(space) + kern(space, wordFirst) + wordUnits
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
                    for k in wordStart..<wordEnd {
                        let b = text.code(at: k)
                        let candidate = pieceEmpty ? advance(b) : piece + kern(pieceLast, b) + advance(b)
                        if !pieceEmpty && !fits(candidate) {
                            emit(piece)
                            piece = advance(b)
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

        for i in 0..<text.count {
            let b = text.code(at: i)
            guard text.reads(b) else { return nil }
            if b == newline {
                placeWord()
                emit(lineUnits)
                lineUnits = 0
                lineEmpty = true
                wordStart = i + 1
                wordEnd = i + 1
            } else if b == space {
                placeWord()
                wordStart = i + 1
                wordEnd = i + 1
            } else {
                wordUnits = wordEnd == wordStart ? advance(b) : wordUnits + kern(text.code(at: wordEnd - 1), b) + advance(b)
                wordEnd = i + 1
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
