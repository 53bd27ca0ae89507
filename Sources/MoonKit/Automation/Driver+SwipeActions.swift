/// Swiping a table's rows open and tapping their actions, as a finger does.
extension Driver {
    /// Opens the trailing actions of the row of `table` showing `text` (found as `row(in:text:)`
    /// finds it) with a finger dragged left across half the row in a quarter of a second, then
    /// waits for the row to finish opening. Returns the cell, open. Throws `noSwipeActions`
    /// when the row did not open (it has no actions, or may not be edited).
    @discardableResult
    public func swipeRow(in table: TableView, text: String) throws(DriverError) -> TableViewCell {
        let cell = try row(in: table, text: text)
        let start = try tapPoint(for: cell)
        drag(from: start, to: Point(x: start.x - cell.bounds.width / 2, y: start.y), seconds: 0.25)
        window.queue?.step(TableViewCell.editingDuration)
        window.layoutIfNeeded()
        guard let row = table.swipedRow, let open = table.cellForRow(at: row), open === cell else {
            throw .noSwipeActions(table.debugName, text: text)
        }
        return open
    }

    /// Opens the row's actions (`swipeRow`) and taps the one titled `title`, or, when `title` is
    /// nil, the first destructive one (the Delete of swipe-to-delete). The row closes (or goes,
    /// when the action deletes it) in virtual time afterwards.
    public func tapSwipeAction(in table: TableView, text: String, title: String?) throws(DriverError) {
        let cell = try swipeRow(in: table, text: text)
        let action = cell.swipeActions.first { title == nil ? $0.style == .destructive : $0.title == title }
        guard let action, let button = cell.button(for: action) else {
            table.hideSwipeActions(animated: false)
            throw .noSuchSwipeAction(title, text: text, available: cell.swipeActions.map { $0.title ?? "" })
        }
        try tap(button)
    }
}
