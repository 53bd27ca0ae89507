/// Inserting, deleting, moving and reloading rows and sections with animations in virtual time
/// (UIKit's `beginUpdates`/`endUpdates`, `performBatchUpdates`, `insertRows(at:with:)`, …).
///
/// The script changes its data, then says what changed; when the batch ends the table asks the
/// data source for the counts again and checks them against the changes (an error names the
/// counts before and after, as UIKit's does, and the table then reloads to show the data as it
/// is). Rows that stay keep their cells and slide from their old places to their new ones; rows
/// that come on screen from elsewhere slide from where they were; inserted rows come in and
/// deleted rows go out with their `RowAnimation`; all over `rowAnimationDuration` of the
/// window's clock. Section headers take their new places at once.
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
        let result: TableUpdate.Result
        do {
            result = try update.resolve(before: before.sections.map(\.rowCount), after: after.sections.map(\.rowCount))
        } catch {
            reloadData()
            completion?(true)
            throw error
        }
        generation += 1
        let oldVisible = visible
        visible = [:]
        var leaving: [(cell: TableViewCell, to: Rect, alpha: Double)] = []
        for indexPath in oldVisible.keys.sorted() {
            guard let cell = oldVisible[indexPath] else { continue }
            if let animation = update.deletedRows[indexPath] ?? update.reloadedRows[indexPath]
                ?? update.deletedSections[indexPath.section] {
                if animation == .none {
                    enqueue(cell)
                    continue
                }
                let (frame, alpha) = TableView.moved(cell.frame, by: animation, width: bounds.width)
                leaving.append((cell, frame, alpha))
            } else if let new = result.newIndexPath[indexPath] {
                visible[new] = cell
            } else {
                enqueue(cell)
            }
        }
        if let selected = indexPathForSelectedRow { indexPathForSelectedRow = result.newIndexPath[selected] }
        adopt(after)
        // Rows whose cells were on screen but whose new places are not slide there, then go.
        for p in visible.keys.sorted() {
            guard let cell = visible[p], let span = rows.span(of: p) else { continue }
            let frame = rowFrame(span)
            if !TableView.isOnScreen(frame, in: bounds) {
                visible[p] = nil
                leaving.append((cell, frame, 1))
            }
        }
        // Where each row on screen now starts: a surviving row at its old place, an inserted one
        // off to its animation's side.
        var starts: [IndexPath: (frame: Rect, alpha: Double)] = [:]
        for (s, section) in result.sections.enumerated() {
            for (r, source) in section.rows.enumerated() {
                let p = IndexPath(row: r, section: s)
                guard let span = rows.span(of: p) else { continue }
                switch source {
                case .old(let old):
                    if update.reloadedRows[old] != nil {
                        starts[p] = (rowFrame(span), 0)
                    } else if visible[p] == nil, let oldSpan = before.span(of: old) {
                        starts[p] = (rowFrame(oldSpan), 1)
                    }
                case .inserted(let animation):
                    let (frame, alpha) = TableView.moved(rowFrame(span), by: animation, width: bounds.width)
                    starts[p] = (frame, alpha)
                }
            }
        }
        // First the rows on screen take their starting places, without animation…
        placeRows(startingAt: starts)
        // …then everything moves to where it ends.
        let moving = Array(visible.values) + leaving.map(\.cell)
        for (cell, _, _) in leaving {
            addSubview(cell)
            sendSubviewToBack(cell)
        }
        leavingCells += leaving.map(\.cell)
        guard let animator = window?.animator, !moving.isEmpty else {
            for (cell, _, _) in leaving { finishLeaving(cell) }
            setNeedsLayout()
            completion?(true)
            return
        }
        animator.animate(in: self, duration: TableView.rowAnimationDuration, changes: {
            for (cell, frame, alpha) in leaving {
                cell.frame = frame
                cell.alpha = alpha
            }
            for (p, cell) in visible {
                if let span = rows.span(of: p), cell.frame != rowFrame(span) { cell.frame = rowFrame(span) }
                if cell.alpha != 1 { cell.alpha = 1 }
            }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for (cell, _, _) in leaving { self.finishLeaving(cell) }
            self.setNeedsLayout()
            completion?(finished)
        })
    }

    /// Gives the rows now on screen cells, at their starting frames and alphas when they have
    /// one (rows that slide in, rows coming from off screen, reloaded rows fading in).
    private func placeRows(startingAt starts: [IndexPath: (frame: Rect, alpha: Double)]) {
        // Cells that stay keep their frames until the animation moves them.
        let kept = visible.mapValues(\.frame)
        placeRows()
        for (p, cell) in visible {
            if let frame = kept[p] {
                if cell.frame != frame { cell.frame = frame }
            } else if let start = starts[p] {
                if cell.frame != start.frame { cell.frame = start.frame }
                cell.alpha = start.alpha
            }
        }
    }

    /// A deleted cell's animation is over: it goes back to its queue (unless something else took it).
    private func finishLeaving(_ cell: TableViewCell) {
        guard let i = leavingCells.firstIndex(where: { $0 === cell }) else { return }
        leavingCells.remove(at: i)
        guard !visible.values.contains(where: { $0 === cell }) else { return }
        cell.alpha = 1
        enqueue(cell)
    }

    /// Where a row goes (or comes from) with `animation`: off to that side, or faded out.
    static func moved(_ frame: Rect, by animation: RowAnimation, width: Double) -> (Rect, Double) {
        var moved = frame
        switch animation {
        case .fade, .automatic: return (frame, 0)
        case .none: return (frame, 1)
        case .top: moved.origin.y -= frame.height
        case .bottom: moved.origin.y += frame.height
        case .left: moved.origin.x -= width
        case .right: moved.origin.x += width
        }
        return (moved, 1)
    }

    private static func isOnScreen(_ frame: Rect, in bounds: Rect) -> Bool {
        frame.maxY > bounds.minY && frame.minY < bounds.maxY
    }
}
