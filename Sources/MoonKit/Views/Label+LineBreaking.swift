/// What a label shows of its text at its size, as UILabel draws it: the font shrunk to fit when
/// allowed, the lines its `numberOfLines` and height hold, and the last of them cut by its
/// `lineBreakMode`. Pictures, `play` and bots all read these.
extension Label {
    /// The font the text is drawn in: `font`, or, for a one-line label with
    /// `adjustsFontSizeToFitWidth`, that font shrunk until the first line fits the width, but not
    /// below `minimumScaleFactor` of its size.
    public var displayedFont: Font {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
              bounds.width > 0, let line = TextLayout.lines(text ?? "", font: font, width: nil).first else { return font }
        let natural = font.width(of: line)
        guard natural > bounds.width else { return font }
        // Advances grow in proportion to the size (no hinting), so one division finds the size.
        return font.withSize(font.pointSize * max(minimumScaleFactor, bounds.width / natural))
    }

    /// The lines as drawn at the current size, in `displayedFont`. A label not yet given a width
    /// (0) shows its text unwrapped and uncut, and one not yet given a height every line.
    public var displayedLines: [String] {
        guard let text, !text.isEmpty else { return [] }
        let font = displayedFont, width = bounds.width
        var limit = numberOfLines > 0 ? numberOfLines : Int.max
        // As many whole lines as the height holds, at least one (UILabel cuts the rest).
        if bounds.height > 0 { limit = min(limit, max(1, Int((bounds.height + 1e-9) / font.lineHeight))) }
        let wraps = numberOfLines != 1 && width > 0
        var lines = TextLayout.lines(text, font: font, width: wraps ? width : nil, wrapping: lineBreakMode.wrapping)
        let wrapsByMode = lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping
        if !wraps, wrapsByMode, width > 0, let first = lines.first {
            // A one-line label of a wrapping mode ends at the last word (or character) that fits.
            lines = Array(TextLayout.lines(first, font: font, width: width, wrapping: lineBreakMode.wrapping).prefix(1))
        }
        guard lines.count > limit else {
            if let position = lineBreakMode.truncation, width > 0, let last = lines.last {
                lines[lines.count - 1] = TextTruncation.truncate(last, font: font, width: width, at: position)
            }
            return lines
        }
        lines.removeLast(lines.count - limit)
        guard let position = lineBreakMode.truncation, width > 0 else { return lines }
        // As UILabel does, the last line shown holds the rest of its paragraph, cut to fit; the
        // "…" also stands for paragraphs below it that are not shown.
        let rest = restOfParagraph(text, from: lines, wraps: wraps)
        lines[lines.count - 1] = TextTruncation.truncate(rest.text, font: font, width: width, at: position,
                                                         continues: rest.moreBelow)
        return lines
    }

    /// The text of the paragraph the last of `shown` lines starts, from that line's first
    /// character to the paragraph's end, and whether more paragraphs follow it. The lines drop
    /// the spaces they broke at, so the earlier lines' other characters are counted off.
    private func restOfParagraph(_ text: String, from shown: [String], wraps: Bool)
        -> (text: String, moreBelow: Bool) {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard wraps else { return (String(paragraphs.first ?? ""), paragraphs.count > 1) }
        let font = displayedFont, width = bounds.width
        var before = shown.count - 1
        for (index, paragraph) in paragraphs.enumerated() {
            let count = TextLayout.lines(String(paragraph), font: font, width: width, wrapping: lineBreakMode.wrapping).count
            guard before >= count else {
                let skipped = shown[(shown.count - 1 - before)..<(shown.count - 1)]
                var drop = skipped.reduce(0) { $0 + $1.filter { !$0.isWhitespace }.count }
                var rest = Substring(paragraph)
                while drop > 0, let first = rest.first {
                    if !first.isWhitespace { drop -= 1 }
                    rest.removeFirst()
                }
                while rest.first?.isWhitespace == true { rest.removeFirst() }
                return (String(rest), index < paragraphs.count - 1)
            }
            before -= count
        }
        return (shown.last ?? "", false)
    }
}
