/// Editing mode, swipe-to-delete and trailing swipe actions (UIKit's `setEditing(_:animated:)`,
/// `tableView(_:commit:forRowAt:)` and `trailingSwipeActionsConfigurationForRowAt`).
///
/// A finger dragged sideways across a row that has trailing actions slides the row's content
/// left with the finger, uncovering the actions' buttons; lifted past half their width, the row
/// opens fully, else it closes (0.3 s of virtual time either way). A tap on a button runs its
/// action's handler and closes the row; any other touch on the table, or a scroll, closes it
/// first. In editing mode each editable row shows a red "−" control at its left, which opens the
/// row's actions as a swipe does, and rows are not selected by a tap.
extension TableView {
    /// Shows or hides every editable row's editing control, sliding over 0.3 s when `animated`.
    public func setEditing(_ editing: Bool, animated: Bool) {
        hideSwipeActions(animated: animated)
        isEditing = editing
        for p in visible.keys.sorted() {
            visible[p]?.setEditing(editing && canEdit(p), animated: animated)
        }
    }

    /// Whether the row shows an editing control in editing mode: the data source deletes rows
    /// and lets this one be edited.
    func canEdit(_ indexPath: IndexPath) -> Bool {
        guard let source = dataSource, source.commitsEditing else { return false }
        return asking("canEditRowAt") { source.tableView(self, canEditRowAt: indexPath) }
    }

    /// The actions a swipe reveals on the row: the delegate's, else Delete when the data source
    /// deletes rows; nil when there are none or the row may not be edited.
    public func trailingSwipeActions(forRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard hasRow(at: indexPath), let source = dataSource,
              asking("canEditRowAt", { source.tableView(self, canEditRowAt: indexPath) }) else { return nil }
        if let given = tableDelegate.flatMap({ delegate in
            asking("trailingSwipeActionsConfigurationForRowAt") { delegate.tableView(self, trailingSwipeActionsForRowAt: indexPath) }
        }) {
            return given.actions.isEmpty ? nil : given
        }
        guard source.commitsEditing else { return nil }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, view, done in
            guard let self, let cell = view as? TableViewCell, let row = self.indexPath(for: cell),
                  let source = self.dataSource else { return done(false) }
            source.tableView(self, commitDeleteForRowAt: row)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    /// Opens the row's trailing actions (as a finished swipe does); false when it has none or
    /// is off screen.
    @discardableResult
    public func showSwipeActions(forRowAt indexPath: IndexPath, animated: Bool) -> Bool {
        guard let cell = cellForRow(at: indexPath), let actions = trailingSwipeActions(forRowAt: indexPath) else { return false }
        if swipedRow != indexPath { hideSwipeActions(animated: animated) }
        swipedRow = indexPath
        swipedActions = actions
        cell.setSwipeOffset(cell.swipeOffset, actions: actions)
        cell.setSwipeOffset(cell.swipeActionsWidth, actions: nil, animated: animated)
        return true
    }

    /// Closes the open row's actions, if a row has them open.
    public func hideSwipeActions(animated: Bool) {
        guard let row = swipedRow else { return }
        swipedRow = nil
        swipedActions = nil
        swipeTracking = nil
        visible[row]?.setSwipeOffset(0, actions: nil, animated: animated)
    }

    /// Hooks a cell's action buttons and editing control to this table.
    func wireEditing(_ cell: TableViewCell) {
        cell.actionTapped = { [weak self] cell, action in self?.run(action, of: cell) }
        cell.editingControlTapped = { [weak self] cell in
            guard let self, let row = self.indexPath(for: cell) else { return }
            self.showSwipeActions(forRowAt: row, animated: true)
        }
    }

    private func run(_ action: ContextualAction, of cell: TableViewCell) {
        guard let row = indexPath(for: cell), row == swipedRow else { return }
        action.handler(action, cell) { _ in }
        // The handler may have deleted the row, and with it the open actions.
        if swipedRow == row { hideSwipeActions(animated: true) }
    }

    // MARK: swiping

    /// Follows a sideways drag across a row; false when the drag is a scroll.
    func followSwipe(_ pan: PanGestureRecognizer) -> Bool {
        let t = pan.translation()
        switch pan.state {
        case .began:
            let landed = pan.location(in: self)
            let start = Point(x: landed.x - t.x, y: landed.y - t.y)
            if abs(t.x) > abs(t.y), let row = indexPathForRow(at: start), let cell = cellForRow(at: row) {
                if row == swipedRow {
                    swipeTracking = (row, cell.swipeOffset)
                } else if t.x < 0, let actions = trailingSwipeActions(forRowAt: row) {
                    hideSwipeActions(animated: true)
                    swipedRow = row
                    swipedActions = actions
                    cell.setSwipeOffset(0, actions: actions)
                    swipeTracking = (row, 0)
                }
            }
            guard swipeTracking != nil else {
                hideSwipeActions(animated: true)
                return false
            }
            followSwipe(t.x)
            return true
        case .changed:
            guard swipeTracking != nil else { return false }
            followSwipe(t.x)
            return true
        case .ended, .cancelled, .failed:
            guard let tracking = swipeTracking, let cell = visible[tracking.row] else { return false }
            swipeTracking = nil
            if cell.swipeOffset >= cell.swipeActionsWidth / 2 {
                cell.setSwipeOffset(cell.swipeActionsWidth, actions: nil, animated: true)
            } else {
                hideSwipeActions(animated: true)
            }
            return true
        case .possible:
            return false
        }
    }

    private func followSwipe(_ dx: Double) {
        guard let tracking = swipeTracking, let cell = visible[tracking.row] else { return }
        cell.setSwipeOffset(min(max(0, tracking.startOffset - dx), cell.swipeActionsWidth), actions: nil)
    }
}
