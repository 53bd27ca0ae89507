/// Where a collection view's items come from (UIKit's `UICollectionViewDataSource`).
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` has (a negative number counts as 0).
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item, from `dequeueReusableCell(withIdentifier:)`; nil leaves the item empty.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell?
    /// The view of a section's header or footer (`kind`; `indexPath.item` is 0), from
    /// `dequeueReusableSupplementaryView`; asked only for sections whose header (or footer) has
    /// a size. Nil (the default) leaves its place empty.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: CollectionView.ElementKind,
                        at indexPath: IndexPath) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No header or footer views.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: CollectionView.ElementKind,
                               at indexPath: IndexPath) -> CollectionReusableView? { nil }
}

/// What a collection view asks its delegate and tells it, besides scrolling (UIKit's
/// `UICollectionViewDelegate` and `UICollectionViewDelegateFlowLayout`).
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// The item's size, or nil for the layout's `itemSize`.
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> Size?
    /// The size of the section's header, or nil for the layout's `headerReferenceSize`.
    func collectionView(_ collectionView: CollectionView, referenceSizeForHeaderInSection section: Int) -> Size?
    /// The size of the section's footer, or nil for the layout's `footerReferenceSize`.
    func collectionView(_ collectionView: CollectionView, referenceSizeForFooterInSection section: Int) -> Size?
    /// A finger selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// A finger's selection of another item deselected this one.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// No size of its own: the item takes the layout's `itemSize`.
    public func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> Size? { nil }
    /// No size of its own: the header takes the layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, referenceSizeForHeaderInSection section: Int) -> Size? { nil }
    /// No size of its own: the footer takes the layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, referenceSizeForFooterInSection section: Int) -> Size? { nil }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

extension IndexPath {
    /// An item's place in a collection view: its section and its item in that section.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The item within the section, from 0 (the same number as `row`, as in UIKit).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
