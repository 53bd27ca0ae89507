/// Finding and tapping a collection view's items, by index path or by what they show, as
/// `Driver+Tables` does for a table's rows: the item is scrolled fully into view first (no
/// animation), then tapped through hit testing as a finger would.
extension Driver {
    /// The cell of the item at `indexPath`, scrolled into view.
    public func item(in collection: CollectionView, at indexPath: IndexPath) throws(DriverError) -> CollectionViewCell {
        window.layoutIfNeeded()
        guard collection.scrollToItem(at: indexPath, animated: false) else {
            let sections = collection.numberOfSections
            let has = indexPath.section >= 0 && indexPath.section < sections
                ? "section \(indexPath.section) has \(collection.numberOfItems(inSection: indexPath.section)) items"
                : "it has \(sections) sections"
            throw .noItemAt(collection.debugName, indexPath: indexPath, has: has)
        }
        window.layoutIfNeeded()
        guard let cell = collection.cellForItem(at: indexPath) else {
            throw .noItemAt(collection.debugName, indexPath: indexPath, has: "the data source gave the item no cell")
        }
        return cell
    }

    /// The cell of the first item (in item order) whose content shows `text`: first among the
    /// cells on screen, then scrolling to each item not yet seen, a screenful at a time. Throws
    /// `noSuchItem` when none does; the view is then left where it was.
    public func item(in collection: CollectionView, text: String) throws(DriverError) -> CollectionViewCell {
        window.layoutIfNeeded()
        if let cell = visibleItem(in: collection, text: text), let p = collection.indexPath(for: cell) {
            return try item(in: collection, at: p)
        }
        let start = collection.contentOffset
        var seen = Set(collection.indexPathsForVisibleItems)
        for section in 0..<collection.numberOfSections {
            for i in 0..<collection.numberOfItems(inSection: section) {
                let p = IndexPath(item: i, section: section)
                guard !seen.contains(p) else { continue }
                collection.scrollToItem(at: p, animated: false)
                window.layoutIfNeeded()
                seen.formUnion(collection.indexPathsForVisibleItems)
                seen.insert(p)
                if let cell = visibleItem(in: collection, text: text), let found = collection.indexPath(for: cell) {
                    return try item(in: collection, at: found)
                }
            }
        }
        collection.contentOffset = start
        window.layoutIfNeeded()
        throw .noSuchItem(collection.debugName, text: text)
    }

    private func visibleItem(in collection: CollectionView, text: String) -> CollectionViewCell? {
        collection.visibleCells.first { Driver.shownTexts(in: $0.contentView).contains(text) }
    }

    /// Taps the item at `indexPath`: it is selected and the delegate told.
    public func tapItem(in collection: CollectionView, at indexPath: IndexPath) throws(DriverError) {
        try tap(item(in: collection, at: indexPath))
    }

    /// Taps the first item showing `text`.
    public func tapItem(in collection: CollectionView, text: String) throws(DriverError) {
        try tap(item(in: collection, text: text))
    }

    /// The collection view that is `view` or holds it.
    public func collectionView(holding view: View) throws(DriverError) -> CollectionView {
        var found: View? = view
        while let v = found, !(v is CollectionView) { found = v.superview }
        guard let collection = found as? CollectionView else { throw .notACollectionView(view.debugName) }
        return collection
    }
}
