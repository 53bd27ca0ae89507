/// Inserting, deleting and moving items and sections, animated in virtual time (UIKit's
/// `performBatchUpdates(_:completion:)`, `insertItems(at:)`, `deleteItems(at:)`,
/// `moveItem(at:to:)`, `insertSections`, `deleteSections`, `reloadItems(at:)`).
///
/// The script changes its data, then says what changed; when the batch ends the collection view
/// asks the data source for the counts again and checks them against the changes, with UIKit's
/// rules for what the indexes mean (`TableUpdate`: deletions and the sources of moves name items
/// as they were, insertions and destinations as they are after). An error names the counts
/// before and after, and the view then reloads to show the data as it is. As UIKit's flow layout
/// animates them (`CellUpdateAnimating`, which a table shares): items that stay keep their cells
/// and slide from their old frames to their new ones, inserted items fade in at their places,
/// deleted items fade out at theirs, all over `itemAnimationDuration` of the window's clock.
/// Headers and footers on screen slide with them, from where their sections' were.
extension CollectionView {
    /// How long an update's items take to move (UIKit's 0.3 s, a table's too).
    public static let itemAnimationDuration = 0.3

    // MARK: batches

    /// Runs `updates`, gathering the changes they name, then applies them together;
    /// `completion` runs when the items have finished moving (true), or at once when nothing
    /// was on screen to move. Batches nest: the outermost one applies.
    public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) throws {
        if updateDepth == 0 { pendingUpdate = CollectionView.newUpdate() }
        updateDepth += 1
        do {
            try updates()
        } catch {
            // The changes are half made: the view shows the data as it is.
            updateDepth -= 1
            if updateDepth == 0 { pendingUpdate = nil }
            reloadData()
            throw error
        }
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { completion?(true); return }
        pendingUpdate = nil
        try apply(update, completion: completion)
    }

    // MARK: changes

    /// Inserts items at `indexPaths` (as they are after the update).
    public func insertItems(at indexPaths: [IndexPath]) throws(TableUpdateError) {
        try change { update in for p in indexPaths { update.insertedRows[p] = .fade } }
    }

    /// Deletes the items at `indexPaths` (as they were before the update).
    public func deleteItems(at indexPaths: [IndexPath]) throws(TableUpdateError) {
        try change { update in for p in indexPaths { update.deletedRows[p] = .fade } }
    }

    /// Gives the items at `indexPaths` new cells from the data source, fading in over the old.
    public func reloadItems(at indexPaths: [IndexPath]) throws(TableUpdateError) {
        try change { update in for p in indexPaths { update.reloadedRows[p] = .fade } }
    }

    /// Moves the item at `from` (before the update) to `to` (after it); its cell slides there.
    public func moveItem(at from: IndexPath, to: IndexPath) throws(TableUpdateError) {
        try change { update in update.movedRows[from] = to }
    }

    /// Inserts the sections at `sections` (as they are after the update), with all their items.
    public func insertSections(_ sections: [Int]) throws(TableUpdateError) {
        try change { update in for s in sections { update.insertedSections[s] = .fade } }
    }

    /// Deletes the sections at `sections` (as they were before), with all their items.
    public func deleteSections(_ sections: [Int]) throws(TableUpdateError) {
        try change { update in for s in sections { update.deletedSections[s] = .fade } }
    }

    private static func newUpdate() -> TableUpdate {
        var update = TableUpdate()
        update.viewNoun = "collection view"
        update.rowNoun = "item"
        return update
    }

    /// Adds to the batch, or, outside one, applies the change as a batch of its own (as UIKit does).
    private func change(_ body: (inout TableUpdate) -> Void) throws(TableUpdateError) {
        var update = updateDepth > 0 ? (pendingUpdate ?? CollectionView.newUpdate()) : CollectionView.newUpdate()
        body(&update)
        if updateDepth > 0 {
            pendingUpdate = update
            return
        }
        try apply(update, completion: nil)
    }

    // MARK: applying

    private func apply(_ update: TableUpdate, completion: ((Bool) -> Void)?) throws(TableUpdateError) {
        // A view that has shown nothing yet has nothing to move: it loads the data as it is.
        guard !needsReload else {
            setNeedsLayout()
            completion?(true)
            return
        }
        let beforeSizes = measured.sizes
        let placedBefore = frames
        let beforeFrames = (0..<beforeSizes.count).map { s in (0..<beforeSizes[s].count).compactMap { frameForItem(at: IndexPath(item: $0, section: s)) } }
        let after = measure()
        let result = try resolve(update, before: beforeSizes.map(\.count), after: after.sizes.map(\.count), completion: completion)
        animateCells(through: update, result, duration: CollectionView.itemAnimationDuration, oldFrame: { old in
            old.section < beforeFrames.count && old.item < beforeFrames[old.section].count ? beforeFrames[old.section][old.item] : nil
        }, adopt: {
            if let selected = indexPathForSelectedItem { indexPathForSelectedItem = result.newIndexPath[selected] }
            dropSupplementaryViews()
            adopt(after)
        }, completion: completion)
        slideSupplementaryViews(from: placedBefore, sections: result.sections.map(\.old))
    }

    /// The headers and footers on screen (new views from the data source, at their new places)
    /// slide there from where their sections' were before the update, as the items do; those
    /// of new sections, and any with no window to animate on, are there at once.
    private func slideSupplementaryViews(from placedBefore: FlowLayout.Frames, sections: [Int?]) {
        guard let animator = window?.animator else { return }
        var ends: [(view: CollectionReusableView, frame: Rect)] = []
        for place in visibleSupplementary.keys.sorted() {
            guard let view = visibleSupplementary[place], sections.indices.contains(place.section),
                  let old = sections[place.section] else { continue }
            let before = supplementaryFrames(place.kind, in: placedBefore)
            guard before.indices.contains(old), let start = before[old], start != view.frame else { continue }
            ends.append((view, view.frame))
            view.frame = start
        }
        guard !ends.isEmpty else { return }
        animator.animate(in: self, duration: CollectionView.itemAnimationDuration, changes: {
            for (view, frame) in ends { view.frame = frame }
        })
    }
}

/// What an update's animation asks of a collection view (`CellUpdateAnimating`).
extension CollectionView: CellUpdateAnimating {
    func cellFrame(at indexPath: IndexPath) -> Rect? { frameForItem(at: indexPath) }

    func showsOnScreen(_ frame: Rect) -> Bool { frame.intersects(bounds) }

    func placeCells() { placeItems() }

    /// A leaving cell stays where it is among the others.
    func keepLeaving(_ cell: CollectionViewCell) {
        if cell.superview !== self { addSubview(cell) }
    }
}
