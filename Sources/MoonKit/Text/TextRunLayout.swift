/// Lines of attributed text: split at newlines, wrapped greedily at spaces as `TextLayout` wraps
/// plain text (runs of one font measure exactly as the same plain text), with each line as tall
/// as its tallest font.
public enum TextRunLayout {
    /// Consecutive characters of one run on a line.
    public struct Piece: Equatable, Sendable {
        /// The characters, spaces between words included.
        public var text: String
        /// Which run of the text they come from.
        public var run: Int
        /// Where the piece starts, from the line's start.
        public var x: Double
        /// Its advance width.
        public var width: Double
    }

    /// One line of laid-out text.
    public struct Line: Equatable, Sendable {
        /// The line's pieces, each of one run, left to right.
        public var pieces: [Piece]
        /// The width of the text on the line.
        public var width: Double
        /// Baseline below the line's top: the largest ascender of its fonts.
        public var ascender: Double
        /// The line's height: the largest ascender plus the largest depth below the baseline.
        public var height: Double
        /// The alignment of the paragraph (its first run's), nil for the view's.
        public var alignment: TextAlignment?
    }

    /// Lines of `text`, fonts defaulting to `font`. With a `width` (and `numberOfLines` other than
    /// 1) long paragraphs wrap; `numberOfLines` 0 keeps every line.
    public static func lines(_ text: AttributedText, font: Font, width: Double?, numberOfLines: Int) -> [Line] {
        guard !text.runs.isEmpty else { return [] }
        let wrapWidth = numberOfLines == 1 ? nil : width.flatMap { $0 > 0 ? $0 : nil }
        var out: [Line] = []
        for paragraph in paragraphs(text) {
            // The paragraph's first run says how it is aligned (an empty one: its newline's run).
            let alignment = text.runs[paragraph.segments.first?.run ?? paragraph.run].alignment
            var lines = wrapWidth.map { wrap(paragraph, text: text, font: font, width: $0) } ?? [paragraph.segments]
            if lines.isEmpty { lines = [[]] }
            for pieces in lines {
                out.append(line(pieces, emptyRun: paragraph.run, text: text, font: font, alignment: alignment))
            }
        }
        if numberOfLines > 0, out.count > numberOfLines { out.removeLast(out.count - numberOfLines) }
        return out
    }

    /// The size of the block: the widest line and the sum of the lines' heights, unrounded.
    public static func size(_ text: AttributedText, font: Font, width: Double?, numberOfLines: Int) -> Size {
        if text.runs.allSatisfy({ $0.text.isEmpty }) { return .zero }
        let all = lines(text, font: font, width: width, numberOfLines: numberOfLines)
        return Size(width: all.map(\.width).max() ?? 0, height: all.reduce(0) { $0 + $1.height })
    }

    // MARK: paragraphs

    /// Text of one run inside a paragraph or line.
    struct Segment: Equatable {
        var text: String
        var run: Int
    }

    /// A paragraph's segments, and the run its newline (or the text's end) is in: an empty
    /// paragraph is as tall as that run's font.
    struct Paragraph {
        var segments: [Segment]
        var run: Int
    }

    static func paragraphs(_ text: AttributedText) -> [Paragraph] {
        var out: [Paragraph] = []
        var current: [Segment] = []
        for (index, run) in text.runs.enumerated() {
            let parts = run.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (k, part) in parts.enumerated() {
                if k > 0 {
                    out.append(Paragraph(segments: current, run: index))
                    current = []
                }
                if !part.isEmpty { current.append(Segment(text: String(part), run: index)) }
            }
        }
        out.append(Paragraph(segments: current, run: max(0, text.runs.count - 1)))
        return out
    }

    // MARK: wrapping

    /// A word: characters between spaces, possibly from several runs, and the run of the space
    /// before it (nil at the paragraph's start).
    struct Word {
        var segments: [Segment]
        var spaceRun: Int?
    }

    static func words(_ paragraph: Paragraph) -> [Word] {
        var out: [Word] = []
        var current: [Segment] = []
        var spaceRun: Int?
        var pendingSpace: Int?
        func finish() {
            if !current.isEmpty { out.append(Word(segments: current, spaceRun: out.isEmpty ? nil : spaceRun)) }
            current = []
        }
        for segment in paragraph.segments {
            for (k, chunk) in segment.text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                if k > 0 {
                    finish()
                    pendingSpace = segment.run
                }
                guard !chunk.isEmpty else { continue }
                if current.isEmpty { spaceRun = pendingSpace }
                current.append(Segment(text: String(chunk), run: segment.run))
            }
        }
        finish()
        return out
    }

    /// Greedy wrapping, as `TextLayout` wraps: a word joins the line while the line fits, and a
    /// word wider than the whole width is broken between characters.
    static func wrap(_ paragraph: Paragraph, text: AttributedText, font: Font, width: Double) -> [[Segment]] {
        func fontOf(_ run: Int) -> Font { text.runs[run].font ?? font }
        func measure(_ segments: [Segment]) -> Double { segments.reduce(0) { $0 + fontOf($1.run).width(of: $1.text) } }
        let room = width + 1e-9
        var lines: [[Segment]] = []
        var current: [Segment] = []
        for word in words(paragraph) {
            if !current.isEmpty {
                let joined = joining(current, word.segments, space: word.spaceRun ?? word.segments[0].run)
                if measure(joined) <= room {
                    current = joined
                    continue
                }
                lines.append(current)
                current = []
            }
            if measure(word.segments) <= room {
                current = word.segments
                continue
            }
            // Break the word between characters.
            var piece: [Segment] = []
            for segment in word.segments {
                for ch in segment.text {
                    let candidate = joining(piece, [Segment(text: String(ch), run: segment.run)], space: nil)
                    if !piece.isEmpty && measure(candidate) > room {
                        lines.append(piece)
                        piece = [Segment(text: String(ch), run: segment.run)]
                    } else {
                        piece = candidate
                    }
                }
            }
            current = piece
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `line` followed by `word`, with one space of run `space` between (none when nil); a
    /// segment continuing the previous one's run joins it, so a run's text is measured whole.
    static func joining(_ line: [Segment], _ word: [Segment], space: Int?) -> [Segment] {
        var out = line
        func add(_ segment: Segment) {
            if let last = out.last, last.run == segment.run {
                out[out.count - 1].text += segment.text
            } else {
                out.append(segment)
            }
        }
        if let space, !line.isEmpty { add(Segment(text: " ", run: space)) }
        for segment in word { add(segment) }
        return out
    }

    // MARK: lines

    static func line(_ segments: [Segment], emptyRun: Int, text: AttributedText, font: Font,
                     alignment: TextAlignment?) -> Line {
        var pieces: [Piece] = []
        var x = 0.0
        var ascender = 0.0, below = 0.0
        for segment in segments {
            let f = text.runs[segment.run].font ?? font
            let w = f.width(of: segment.text)
            pieces.append(Piece(text: segment.text, run: segment.run, x: x, width: w))
            x += w
            ascender = max(ascender, f.ascender)
            below = max(below, f.lineHeight - f.ascender)
        }
        if segments.isEmpty {
            let f = text.runs.indices.contains(emptyRun) ? text.runs[emptyRun].font ?? font : font
            ascender = f.ascender
            below = f.lineHeight - f.ascender
        }
        return Line(pieces: pieces, width: x, ascender: ascender, height: ascender + below, alignment: alignment)
    }
}
