/// Finding and tapping a table's rows by what they show, as a person looking down a list would.
extension Driver {
    /// The cell on screen in `table` whose text (or detail text) is `text`, scrolling through the
    /// table to find it when it is off screen: first the rows on screen, then from the top down a
    /// screenful at a time. The row found is scrolled fully into view (no animation). Throws
    /// `noSuchRow` when no row shows the text; the table is then left where it was.
    public func row(in table: TableView, text: String) throws(DriverError) -> TableViewCell {
        window.layoutIfNeeded()
        if let cell = visibleCell(in: table, text: text) { return reveal(cell, in: table) }
        let start = table.contentOffset
        let lo = table.minimumContentOffset.y, hi = table.maximumContentOffset.y
        let step = max(1, table.bounds.height)
        var y = lo
        while true {
            table.contentOffset = Point(x: start.x, y: y)
            window.layoutIfNeeded()
            if let cell = visibleCell(in: table, text: text) { return reveal(cell, in: table) }
            if y >= hi { break }
            y = min(y + step, hi)
        }
        table.contentOffset = start
        window.layoutIfNeeded()
        throw .noSuchRow(table.debugName, text: text)
    }

    private func visibleCell(in table: TableView, text: String) -> TableViewCell? {
        // What a row shows: its text and detail labels, and what a cell class adds to its
        // content view (a breed's name beside its thumbnail), as a person reads them all.
        table.visibleCells.first { Driver.shownTexts(in: $0.contentView).contains(text) }
    }

    private func reveal(_ cell: TableViewCell, in table: TableView) -> TableViewCell {
        if let indexPath = table.indexPath(for: cell) {
            table.scrollToRow(at: indexPath, at: .none, animated: false)
            window.layoutIfNeeded()
            return table.cellForRow(at: indexPath) ?? cell
        }
        return cell
    }

    /// Taps the row of `table` showing `text` (see `row(in:text:)`), through hit testing, as a
    /// finger would: the row is selected and the delegate told.
    public func tapRow(in table: TableView, text: String) throws(DriverError) {
        try tap(row(in: table, text: text))
    }

    /// The table that is `view` or holds it.
    public func table(holding view: View) throws(DriverError) -> TableView {
        var found: View? = view
        while let v = found, !(v is TableView) { found = v.superview }
        guard let table = found as? TableView else { throw .notATable(view.debugName) }
        return table
    }
}
