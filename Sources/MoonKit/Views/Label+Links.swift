/// Where a label's attributed lines sit, and where its links are: what a picture draws and what
/// a finger taps are worked out here once, so that a tap lands on the link a picture shows.
extension Label {
    /// One line of attributed text placed in the label: its left edge and top, in the label's
    /// coordinates.
    public struct PlacedRunLine: Equatable, Sendable {
        /// The laid-out line.
        public var line: TextRunLayout.Line
        /// The line's left edge in the label.
        public var x: Double
        /// The line's top in the label.
        public var top: Double
    }

    /// The attributed text's lines placed in `rect` (the label's bounds by default) as they are
    /// drawn: the block centred vertically, each line aligned by its paragraph, else the label.
    public func placedRunLines(in rect: Rect? = nil) -> [PlacedRunLine] {
        guard let text = attributedText else { return [] }
        let b = rect ?? bounds
        let lines = TextRunLayout.lines(text, font: font, width: numberOfLines == 1 ? nil : b.width,
                                        numberOfLines: numberOfLines)
        let blockHeight = lines.reduce(0) { $0 + $1.height }
        var top = b.minY + (b.height - blockHeight) / 2
        var out: [PlacedRunLine] = []
        for line in lines {
            let x: Double
            switch line.alignment ?? textAlignment {
            case .center: x = b.minX + (b.width - line.width) / 2
            case .right: x = b.maxX - line.width
            case .left, .natural, .justified: x = b.minX
            }
            out.append(PlacedRunLine(line: line, x: x, top: top))
            top += line.height
        }
        return out
    }

    /// A link the label shows: its target, its text, and the rectangles of its pieces (one per
    /// line it spans), in the label's coordinates.
    public struct LinkArea: Equatable, Sendable {
        /// The link's target.
        public var link: String
        /// The text the link shows.
        public var text: String
        /// Where its pieces are, one rectangle a line.
        public var rects: [Rect]
    }

    /// The links shown, in reading order: each run with a link is one area, however many
    /// lines it wraps over.
    public var linkAreas: [LinkArea] {
        guard let text = attributedText else { return [] }
        var areas: [Int: LinkArea] = [:]
        var order: [Int] = []
        for placed in placedRunLines() {
            for piece in placed.line.pieces {
                guard let link = text.runs[piece.run].link else { continue }
                let rect = Rect(x: placed.x + piece.x, y: placed.top, width: piece.width, height: placed.line.height)
                if areas[piece.run] == nil {
                    areas[piece.run] = LinkArea(link: link, text: text.runs[piece.run].text, rects: [])
                    order.append(piece.run)
                }
                areas[piece.run]?.rects.append(rect)
            }
        }
        return order.compactMap { areas[$0] }
    }

    /// The link under `point` (label coordinates), or nil.
    public func link(at point: Point) -> String? {
        linkAreas.first { area in area.rects.contains { $0.contains(point) } }?.link
    }
}
