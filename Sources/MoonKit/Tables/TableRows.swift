/// Where a table's rows are: each section's header height, the top of each row and the footer's
/// height, measured once per reload, so that finding the rows a scroll position shows is a binary
/// search.
struct TableRows {
    struct Section {
        /// The header's title, and its height (0 without a title).
        var title: String?
        var headerHeight: Double
        /// The y of the section's top (its header's, when it has one).
        var top: Double
        /// The y of each row's top, then the last row's bottom: one more than the row count.
        var rowTops: [Double]
        /// The footer's title, and its height (0 without one).
        var footerTitle: String? = nil
        var footerHeight: Double = 0

        var rowCount: Int { rowTops.count - 1 }
        /// The last row's bottom (the footer's top).
        var rowsBottom: Double { rowTops[rowTops.count - 1] }
        /// The section's bottom, under its footer.
        var bottom: Double { rowsBottom + footerHeight }
    }

    var sections: [Section] = []

    var height: Double { sections.last?.bottom ?? 0 }
    var rowCount: Int { sections.reduce(0) { $0 + $1.rowCount } }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < sections.count
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The row's vertical extent, or nil when there is no such row.
    func span(of indexPath: IndexPath) -> (top: Double, bottom: Double)? {
        guard contains(indexPath) else { return nil }
        let tops = sections[indexPath.section].rowTops
        return (tops[indexPath.row], tops[indexPath.row + 1])
    }

    /// The rows any part of which lies between `top` and `bottom`, in order, at most `limit`.
    func rows(from top: Double, to bottom: Double, limit: Int) -> [IndexPath] {
        var found: [IndexPath] = []
        for (s, section) in sections.enumerated() where section.bottom > top && section.top < bottom {
            // The first row whose bottom is below `top`.
            var lo = 0, hi = section.rowCount
            while lo < hi {
                let mid = (lo + hi) / 2
                if section.rowTops[mid + 1] > top { hi = mid } else { lo = mid + 1 }
            }
            var row = lo
            while row < section.rowCount, section.rowTops[row] < bottom {
                if found.count >= limit { return found }
                found.append(IndexPath(row: row, section: s))
                row += 1
            }
        }
        return found
    }

    /// The row under `y`, or nil (a header, or below the last row).
    func row(at y: Double) -> IndexPath? {
        for (s, section) in sections.enumerated() where y >= section.top + section.headerHeight && y < section.rowsBottom {
            var lo = 0, hi = section.rowCount - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if section.rowTops[mid] <= y { lo = mid } else { hi = mid - 1 }
            }
            return IndexPath(row: lo, section: s)
        }
        return nil
    }
}
