/// Where a collection view's items go: UIKit's `UICollectionViewFlowLayout`, as a value that
/// works the frames out from the items' sizes.
///
/// Vertically (the default), items fill a line from left to right inside the section's insets,
/// `minimumInteritemSpacing` apart at least; an item that does not fit starts the next line,
/// `minimumLineSpacing` below the tallest item of the line before. As UIKit does, a full line
/// (one that another line follows in its section) spreads its leftover width evenly between its
/// items, so the first touches the left inset and the last the right one; a line of a single
/// item is centred; the section's last line is left-aligned, its items as far apart as the line
/// above's when they fit so (a grid's last line keeps its columns), else at the minimum. Items
/// smaller than their line are centred across it. Sections follow one another, each below the
/// one before: its header, its top inset, its lines, its bottom inset, then its footer (as
/// UIKit's flow layout stacks them; the insets are inside the header and footer). Horizontally,
/// the same with the axes swapped: items fill a column from top to bottom, columns go right, and
/// sections follow to the right, each header and footer a full-height column.
public struct FlowLayout: Equatable, Sendable {
    /// Which way the content scrolls (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: String, Sendable, CaseIterable {
        /// Items fill rows from left to right, and the content scrolls up and down.
        case vertical
        /// Items fill columns from top to bottom, and the content scrolls sideways.
        case horizontal
    }

    /// Which way lines stack and the content scrolls: vertically by default.
    public var scrollDirection: ScrollDirection = .vertical
    /// The items' size when the delegate gives none (UIKit's default, 50 by 50).
    public var itemSize = Size(width: 50, height: 50)
    /// The least space between lines (rows when vertical, columns when horizontal).
    public var minimumLineSpacing = 10.0
    /// The least space between items of a line.
    public var minimumInteritemSpacing = 10.0
    /// The space around each section's items.
    public var sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The height of each section's header (its width when horizontal); 0 for none.
    public var headerHeight = 0.0
    /// The height of each section's footer (its width when horizontal); 0 for none.
    public var footerHeight = 0.0

    /// A vertical layout of 50-by-50 items, 10 points apart, with no section insets, headers or footers.
    public init() {}

    /// Where a layout puts everything: each item's frame, each section's header and footer, and
    /// the content's size.
    public struct Frames: Equatable, Sendable {
        /// Each section's items' frames, in order.
        public var items: [[Rect]] = []
        /// Each section's header frame (nil when the header height is 0).
        public var headers: [Rect?] = []
        /// Each section's footer frame (nil when the footer height is 0).
        public var footers: [Rect?] = []
        /// The size of all sections together: the collection view's content size.
        public var contentSize = Size(width: 0, height: 0)
    }

    /// The frames of items of `sizes` (per section, per item) in a collection view `width`
    /// wide and `height` tall (the size across the scrolling is what lines fill). `headers`,
    /// when given, is each section's header height (width when horizontal) in place of
    /// `headerHeight` (a delegate's `referenceSizeForHeaderInSection`); `footers` likewise in
    /// place of `footerHeight`.
    public func frames(sizes: [[Size]], headers: [Double]? = nil, footers: [Double]? = nil,
                       width: Double, height: Double) -> Frames {
        let vertical = scrollDirection == .vertical
        // Work in "line" coordinates: `across` is where lines fill (x when vertical), `along`
        // where they stack (y when vertical); swap back at the end.
        let across = vertical ? width : height
        let startInset = vertical ? sectionInset.left : sectionInset.top
        let endInset = vertical ? sectionInset.right : sectionInset.bottom
        let beforeInset = vertical ? sectionInset.top : sectionInset.left
        let afterInset = vertical ? sectionInset.bottom : sectionInset.right
        let room = max(0, across - startInset - endInset)
        var result = Frames()
        var along = 0.0
        // A header or footer `extent` thick at `along`, across the whole view; nil when it has no extent.
        func band(_ extent: Double) -> Rect? {
            guard extent > 0 else { return nil }
            return vertical ? Rect(x: 0, y: along, width: width, height: extent) : Rect(x: along, y: 0, width: extent, height: height)
        }
        for (index, section) in sizes.enumerated() {
            let header = FlowLayout.extent(headers, index, or: headerHeight)
            result.headers.append(band(header))
            along += header + beforeInset
            // Each item's extent across and along the lines.
            let extents = section.map { size in
                (across: FlowLayout.finite(vertical ? size.width : size.height),
                 along: FlowLayout.finite(vertical ? size.height : size.width))
            }
            let lines = FlowLayout.lines(extents.map(\.across), room: room, spacing: FlowLayout.finite(minimumInteritemSpacing))
            var frames: [Rect] = []
            frames.reserveCapacity(section.count)
            var previousGap: Double?
            for (n, line) in lines.enumerated() {
                let widths = line.map { extents[$0].across }
                let used = widths.reduce(0, +)
                let isLast = n == lines.count - 1
                var gap = FlowLayout.finite(minimumInteritemSpacing)
                var start = startInset
                if line.count == 1 && !isLast {
                    start += max(0, (room - used) / 2)
                } else if !isLast {
                    gap = (room - used) / Double(line.count - 1)
                } else if let previous = previousGap, used + previous * Double(line.count - 1) <= room {
                    gap = previous
                }
                if line.count > 1 && !isLast { previousGap = gap }
                let thickness = line.map { extents[$0].along }.max() ?? 0
                var position = start
                for (i, index) in line.enumerated() {
                    let offset = (thickness - extents[index].along) / 2
                    let a = position, b = along + offset
                    frames.append(vertical ? Rect(x: a, y: b, width: widths[i], height: extents[index].along)
                                           : Rect(x: b, y: a, width: extents[index].along, height: widths[i]))
                    position += widths[i] + gap
                }
                along += thickness + (isLast ? 0 : FlowLayout.finite(minimumLineSpacing))
            }
            along += afterInset
            result.items.append(frames)
            let footer = FlowLayout.extent(footers, index, or: footerHeight)
            result.footers.append(band(footer))
            along += footer
        }
        result.contentSize = vertical ? Size(width: width, height: along) : Size(width: along, height: height)
        return result
    }

    /// The items (by index) of each line: as many as fit in `room` with `spacing` between them,
    /// at least one a line (an item wider than the room has a line to itself).
    static func lines(_ widths: [Double], room: Double, spacing: Double) -> [[Int]] {
        var lines: [[Int]] = []
        var current: [Int] = []
        var used = 0.0
        for (i, w) in widths.enumerated() {
            if !current.isEmpty && used + spacing + w > room {
                lines.append(current)
                current = []
                used = 0
            }
            used += (current.isEmpty ? 0 : spacing) + w
            current.append(i)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    static func finite(_ x: Double) -> Double { x.isFinite ? max(0, x) : 0 }

    /// Section `index`'s header or footer extent: its own from `given` when there is one, else `otherwise`.
    private static func extent(_ given: [Double]?, _ index: Int, or otherwise: Double) -> Double {
        finite(given.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? otherwise)
    }
}
