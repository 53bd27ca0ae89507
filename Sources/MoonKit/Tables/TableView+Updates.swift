/// Inserting, deleting, moving and reloading rows and sections with animations in virtual time
/// (UIKit's `beginUpdates`/`endUpdates`, `performBatchUpdates`, `insertRows(at:with:)`, …).
///
/// The script changes its data, then says what changed; when the batch ends the table asks the
/// data source for the counts again and checks them against the changes (an error names the
/// counts before and after, as UIKit's does, and the table then reloads to show the data as it
/// is). Rows that stay keep their cells and slide from their old places to their new ones; rows
/// that come on screen from elsewhere slide from where they were; inserted rows come in and
/// deleted rows go out with their `RowAnimation`; all over `rowAnimationDuration` of the
/// window's clock (`CellUpdateAnimating`, which a collection view shares). Section headers take
/// their new places at once.
extension TableView {
    /// How long an update's rows take to move (UIKit's 0.3 s).
    public static let rowAnimationDuration = 0.3

    // MARK: batches

    /// Starts gathering changes: they are applied together at the matching `endUpdates`.
    public func beginUpdates() {
        if updateDepth == 0 { pendingUpdate = TableUpdate() }
        updateDepth += 1
    }

    /// Applies the changes gathered since `beginUpdates` (when the outermost pair ends);
    /// `completion` runs when the rows have finished moving (true) or at once when nothing moved.
    public func endUpdates(completion: ((Bool) -> Void)? = nil) throws(TableUpdateError) {
        guard updateDepth > 0 else { completion?(true); return }
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { completion?(true); return }
        pendingUpdate = nil
        try apply(update, completion: completion)
    }

    /// Runs `updates` between `beginUpdates` and `endUpdates` (UIKit's `performBatchUpdates`).
    public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) throws {
        beginUpdates()
        do {
            try updates()
        } catch {
            // The changes are half made: the table shows the data as it is.
            updateDepth -= 1
            if updateDepth == 0 { pendingUpdate = nil }
            reloadData()
            throw error
        }
        try endUpdates(completion: completion)
    }

    // MARK: changes

    /// Inserts rows at `indexPaths` (as they are after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(TableUpdateError) {
        try change { update in for p in indexPaths { update.insertedRows[p] = animation } }
    }

    /// Deletes the rows at `indexPaths` (as they were before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(TableUpdateError) {
        try change { update in for p in indexPaths { update.deletedRows[p] = animation } }
    }

    /// Gives the rows at `indexPaths` new cells from the data source, the old ones leaving with
    /// `animation` as the new ones come in.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(TableUpdateError) {
        try change { update in for p in indexPaths { update.reloadedRows[p] = animation } }
    }

    /// Moves the row at `from` (before the update) to `to` (after it); its cell slides there.
    public func moveRow(at from: IndexPath, to: IndexPath) throws(TableUpdateError) {
        try change { update in update.movedRows[from] = to }
    }

    /// Inserts the sections at `sections` (as they are after the update), with all their rows.
    public func insertSections(_ sections: [Int], with animation: RowAnimation) throws(TableUpdateError) {
        try change { update in for s in sections { update.insertedSections[s] = animation } }
    }

    /// Deletes the sections at `sections` (as they were before), with all their rows.
    public func deleteSections(_ sections: [Int], with animation: RowAnimation) throws(TableUpdateError) {
        try change { update in for s in sections { update.deletedSections[s] = animation } }
    }

    /// Adds to the batch, or, outside one, applies the change as a batch of its own (as UIKit does).
    private func change(_ body: (inout TableUpdate) -> Void) throws(TableUpdateError) {
        if updateDepth > 0 {
            var update = pendingUpdate ?? TableUpdate()
            body(&update)
            pendingUpdate = update
            return
        }
        var update = TableUpdate()
        body(&update)
        try apply(update, completion: nil)
    }

    // MARK: applying

    private func apply(_ update: TableUpdate, completion: ((Bool) -> Void)?) throws(TableUpdateError) {
        // A table that has shown nothing yet has nothing to move: it loads the data as it is.
        guard !needsReload else {
            setNeedsLayout()
            completion?(true)
            return
        }
        hideSwipeActions(animated: false)
        let before = rows
        let after = measure()
        let result = try resolve(update, before: before.sections.map(\.rowCount), after: after.sections.map(\.rowCount),
                                 completion: completion)
        animateCells(through: update, result, duration: TableView.rowAnimationDuration, oldFrame: { old in
            before.span(of: old).map(rowFrame)
        }, adopt: {
            if let selected = indexPathForSelectedRow { indexPathForSelectedRow = result.newIndexPath[selected] }
            adopt(after)
        }, completion: completion)
    }
}

/// What an update's animation asks of a table (`CellUpdateAnimating`).
extension TableView: CellUpdateAnimating {
    func cellFrame(at indexPath: IndexPath) -> Rect? { rows.span(of: indexPath).map(rowFrame) }

    /// A row shows when it meets the visible rows' span (rows span the table's width).
    func showsOnScreen(_ frame: Rect) -> Bool { frame.maxY > bounds.minY && frame.minY < bounds.maxY }

    func placeCells() { placeRows() }

    /// A leaving cell goes behind the rows, which slide over it.
    func keepLeaving(_ cell: TableViewCell) {
        addSubview(cell)
        sendSubviewToBack(cell)
    }
}
