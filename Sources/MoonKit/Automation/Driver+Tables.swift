/// Finding and tapping a table's rows by what they show, as a person looking down a list would.
extension Driver {
    /// The cell on screen in `table` whose text (or detail text) is `text`, scrolling through the
    /// table to find it when it is off screen: first the rows on screen, then from the top down,
    /// each time bringing the first row not yet seen to the top (about a screenful at a time).
    /// The search moves by rows, not by points, so it ends after at most one step a row however
    /// tall the rows are. The row found is scrolled fully into view (no animation). Throws
    /// `noSuchRow` when no row shows the text; the table is then left where it was.
    public func row(in table: TableView, text: String) throws(DriverError) -> TableViewCell {
        window.layoutIfNeeded()
        if let cell = visibleCell(in: table, text: text) { return reveal(cell, in: table) }
        let start = table.contentOffset
        var next = Self.row(after: nil, in: table)
        while let row = next {
            table.scrollToRow(at: row, at: .top, animated: false)
            window.layoutIfNeeded()
            if let cell = visibleCell(in: table, text: text) { return reveal(cell, in: table) }
            let lastSeen = table.indexPathsForVisibleRows.last.map { max($0, row) } ?? row
            next = Self.row(after: lastSeen, in: table)
        }
        table.contentOffset = start
        window.layoutIfNeeded()
        throw .noSuchRow(table.debugName, text: text)
    }

    /// The row after `indexPath` (the first row when nil), across sections; nil after the last.
    private static func row(after indexPath: IndexPath?, in table: TableView) -> IndexPath? {
        var section = indexPath?.section ?? 0
        var row = indexPath.map { $0.row + 1 } ?? 0
        while section < table.numberOfSections {
            if row < table.numberOfRows(inSection: section) { return IndexPath(row: row, section: section) }
            section += 1
            row = 0
        }
        return nil
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
