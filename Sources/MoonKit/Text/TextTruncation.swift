/// Cutting one line of text to a width with "…" where part of it gives way, as UIKit's
/// truncating line break modes do.
public enum TextTruncation {
    /// The character that stands for what was cut.
    public static let ellipsis = "…"

    /// Which part of the line gives way.
    public enum Position: Sendable, Hashable {
        /// The start gives way ("…end"), the middle ("sta…end"), or the end ("start…").
        case head, middle, tail
    }

    /// `line` as it shows in `width` points: the line itself when it fits and `continues` is
    /// false; otherwise as many of its characters as fit beside the ellipsis, which stands at
    /// the start, middle or end. `continues` says that text follows the line unseen (lines cut
    /// by a label's `numberOfLines`), so the ellipsis shows even when the line fits. Spaces
    /// next to the ellipsis are dropped, as a reader would not see them. When not even the
    /// ellipsis fits, nothing shows.
    public static func truncate(_ line: String, font: Font, width: Double, at position: Position,
                                continues: Bool = false) -> String {
        if !continues && font.width(of: line) <= width + slack { return line }
        guard font.width(of: ellipsis) <= width + slack else { return "" }
        let characters = Array(line)
        // Keeping more characters never makes the line narrower, so the most that fit is found by
        // halving: `kept(count)` is the candidate keeping `count` of them.
        func kept(_ count: Int) -> String {
            switch position {
            case .tail:
                return trimmedEnd(characters[..<count]) + ellipsis
            case .head:
                return ellipsis + trimmedStart(characters[(characters.count - count)...])
            case .middle:
                // The start keeps the odd character, as UIKit's middle truncation does.
                let front = (count + 1) / 2, back = count - front
                return trimmedEnd(characters[..<front]) + ellipsis + trimmedStart(characters[(characters.count - back)...])
            }
        }
        // With `continues` the whole line may stay; without, at least one character gives way.
        var low = 0, high = continues ? characters.count : characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if font.width(of: kept(middle)) <= width + slack { low = middle } else { high = middle - 1 }
        }
        return kept(low)
    }

    private static func trimmedEnd(_ characters: ArraySlice<Character>) -> String {
        var slice = characters
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }

    private static func trimmedStart(_ characters: ArraySlice<Character>) -> String {
        var slice = characters
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        return String(slice)
    }

    // A line that fits exactly is not cut for rounding noise (as `TextLayout` wraps).
    private static let slack = 1e-9
}
