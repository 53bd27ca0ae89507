/// A view whose cells an animated update moves: a table's rows and a collection view's items,
/// which UIKit animates alike. This extension is the one home of what both do once an update's
/// changes are resolved (`TableUpdate.Result`): cells of deleted or reloaded rows leave with
/// their `RowAnimation` from where they are (`none`: at once); rows that stay keep their cells
/// and slide from their old frames to their new ones; rows that come on screen from elsewhere
/// slide from their old frames; inserted rows come in with their animation and reloaded ones
/// fade in over the leaving cell; cells whose rows move off screen slide there, then go back to
/// their queue; all over `duration` of the window's clock (at once with no window). A view says
/// where its rows are, how it places its cells and how it queues one.
protocol CellUpdateAnimating: View {
    associatedtype Cell: View
    /// The cells on screen, by row (or item).
    var visible: [IndexPath: Cell] { get set }
    /// Cells animating out; each goes back to its queue when its animation ends.
    var leavingCells: [Cell] { get set }
    /// Counts reloads and updates, so that placing cells notices one made mid-way.
    var generation: Int { get set }
    /// Forgets the rows and asks the data source again.
    func reloadData()
    /// A row's frame in the content now, or nil when there is no such row.
    func cellFrame(at indexPath: IndexPath) -> Rect?
    /// Whether a cell at `frame` (content coordinates) shows in the view's bounds.
    func showsOnScreen(_ frame: Rect) -> Bool
    /// Gives every row on screen a cell at its frame, queueing the cells of rows that left.
    func placeCells()
    /// Takes a cell off the view and puts it back in its reuse queue.
    func enqueue(_ cell: Cell)
    /// Keeps a leaving cell in the view while it animates out.
    func keepLeaving(_ cell: Cell)
}

extension CellUpdateAnimating {
    /// Where every row goes in `update`, given the counts before it and what the data source
    /// says after. Counts that disagree with the changes are an error: the view reloads to show
    /// the data as it is, `completion` runs, and the error is thrown.
    func resolve(_ update: TableUpdate, before: [Int], after: [Int],
                 completion: ((Bool) -> Void)?) throws(TableUpdateError) -> TableUpdate.Result {
        do {
            return try update.resolve(before: before, after: after)
        } catch {
            reloadData()
            completion?(true)
            throw error
        }
    }

    /// Moves the cells on screen through `update`, which `result` resolved. `oldFrame` gives a
    /// row's frame before the update (by its index path then); `adopt` makes the view take its
    /// new rows' geometry (once the cells that stay know their new index paths, before anything
    /// moves). `completion` runs when the cells have stopped (true), or at once when none moved.
    func animateCells(through update: TableUpdate, _ result: TableUpdate.Result, duration: Double,
                      oldFrame: (IndexPath) -> Rect?, adopt: () -> Void, completion: ((Bool) -> Void)?) {
        generation += 1
        var leaving = sortCells(through: update, result)
        adopt()
        // Rows whose cells were on screen but whose new places are not slide there, then go.
        for p in visible.keys.sorted() {
            guard let cell = visible[p], let frame = cellFrame(at: p), !showsOnScreen(frame) else { continue }
            visible[p] = nil
            leaving.append((cell, frame, 1))
        }
        // First the cells on screen take their starting places, without animation…
        placeCells(startingAt: starts(through: update, result, oldFrame: oldFrame))
        for (cell, _, _) in leaving { keepLeaving(cell) }
        leavingCells += leaving.map(\.cell)
        let going = leaving
        let moving = Array(visible.values) + going.map(\.cell)
        // …then everything moves to where it ends.
        let finish = {
            for (cell, frame, alpha) in going {
                if cell.frame != frame { cell.frame = frame }
                cell.alpha = alpha
            }
            for (p, cell) in self.visible {
                if let frame = self.cellFrame(at: p), cell.frame != frame { cell.frame = frame }
                if cell.alpha != 1 { cell.alpha = 1 }
            }
        }
        guard let animator = window?.animator, !moving.isEmpty else {
            finish()
            for (cell, _, _) in going { finishLeaving(cell) }
            setNeedsLayout()
            completion?(true)
            return
        }
        animator.animate(in: self, duration: duration, changes: finish, completion: { [weak self] finished in
            guard let self else { return }
            for (cell, _, _) in going { self.finishLeaving(cell) }
            self.setNeedsLayout()
            completion?(finished)
        })
    }

    /// Sorts the cells on screen: those of deleted or reloaded rows leave (returned, with where
    /// they go); those of rows that stay are `visible` under their new index paths; the rest go
    /// back to their queue.
    private func sortCells(through update: TableUpdate, _ result: TableUpdate.Result) -> [(cell: Cell, to: Rect, alpha: Double)] {
        let oldVisible = visible
        visible = [:]
        var leaving: [(cell: Cell, to: Rect, alpha: Double)] = []
        for indexPath in oldVisible.keys.sorted() {
            guard let cell = oldVisible[indexPath] else { continue }
            if let animation = update.deletedRows[indexPath] ?? update.reloadedRows[indexPath]
                ?? update.deletedSections[indexPath.section] {
                if animation == .none {
                    enqueue(cell)
                    continue
                }
                let (frame, alpha) = Self.moved(cell.frame, by: animation, width: bounds.width)
                leaving.append((cell, frame, alpha))
            } else if let new = result.newIndexPath[indexPath] {
                visible[new] = cell
            } else {
                enqueue(cell)
            }
        }
        return leaving
    }

    /// Where each row on screen after the update starts: a row that was elsewhere at its old
    /// frame, an inserted one off to its animation's side (or clear), a reloaded one clear.
    private func starts(through update: TableUpdate, _ result: TableUpdate.Result,
                        oldFrame: (IndexPath) -> Rect?) -> [IndexPath: (frame: Rect, alpha: Double)] {
        var starts: [IndexPath: (frame: Rect, alpha: Double)] = [:]
        for (s, section) in result.sections.enumerated() {
            for (r, source) in section.rows.enumerated() {
                let p = IndexPath(row: r, section: s)
                guard let frame = cellFrame(at: p) else { continue }
                switch source {
                case .old(let old):
                    if update.reloadedRows[old] != nil {
                        starts[p] = (frame, 0)
                    } else if visible[p] == nil, let before = oldFrame(old) {
                        starts[p] = (before, 1)
                    }
                case .inserted(let animation):
                    starts[p] = Self.moved(frame, by: animation, width: bounds.width)
                }
            }
        }
        return starts
    }

    /// Gives the rows now on screen cells, at their starting frames and alphas when they have
    /// one; cells that stay keep their frames until the animation moves them.
    private func placeCells(startingAt starts: [IndexPath: (frame: Rect, alpha: Double)]) {
        let kept = visible.mapValues(\.frame)
        placeCells()
        for (p, cell) in visible {
            if let frame = kept[p] {
                if cell.frame != frame { cell.frame = frame }
            } else if let start = starts[p] {
                if cell.frame != start.frame { cell.frame = start.frame }
                cell.alpha = start.alpha
            }
        }
    }

    /// A leaving cell's animation is over: it goes back to its queue (unless a row took it).
    private func finishLeaving(_ cell: Cell) {
        guard let i = leavingCells.firstIndex(where: { $0 === cell }) else { return }
        leavingCells.remove(at: i)
        guard !visible.values.contains(where: { $0 === cell }) else { return }
        cell.alpha = 1
        enqueue(cell)
    }

    /// Where a row goes (or comes from) with `animation`: off to that side, or faded out.
    static func moved(_ frame: Rect, by animation: RowAnimation, width: Double) -> (frame: Rect, alpha: Double) {
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
}
