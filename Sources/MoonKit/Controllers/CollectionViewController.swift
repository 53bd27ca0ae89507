/// A view controller whose view is a collection view (UIKit's `UICollectionViewController`), for
/// a screen that is a grid and little else.
///
/// As UIKit's: its `view` is its `collectionView`, made by `loadView` with the flow layout the
/// controller was made with (`init(collectionViewLayout:)`) unless a subclass's `loadView` gives
/// one; the collection view's data source and delegate are the controller itself (unless the
/// subclass set others before the view finished loading), and the controller answers with
/// UIKit's defaults until a subclass overrides them: one section, no items. A grid that fills
/// the screen extends under the bars, and its content inset makes room for them. When the view
/// is about to appear again, the selected item is deselected, unless
/// `clearsSelectionOnViewWillAppear` is false.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    private let initialLayout: CollectionViewFlowLayout

    /// Whether the selected item is deselected when the view is about to appear (default true,
    /// as in UIKit).
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view will place its items with `layout`.
    public init(collectionViewLayout layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) {
        initialLayout = layout
        super.init()
    }

    /// The collection view: the controller's view, loaded on first use. Nil only when a subclass
    /// made a view that is not a collection view. One set here becomes the view, and takes the
    /// controller as its data source and delegate where it has none; setting nil leaves the
    /// view as it is.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set {
            guard let newValue else { return }
            view = newValue
            adopt(newValue)
        }
    }

    /// The layout of the collection view (the one the controller was made with until the view
    /// is loaded, or a subclass gives the view another).
    public var collectionViewLayout: CollectionViewFlowLayout {
        (viewIfLoaded as? CollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// A collection view with the controller's layout, which shows the controller's items.
    open override func loadView() {
        view = CollectionView(layout: initialLayout)
    }

    /// The collection view a subclass's `loadView` made takes the controller as its data source
    /// and delegate, where it has none yet.
    override func didLoadView() {
        if let grid = viewIfLoaded as? CollectionView { adopt(grid) }
    }

    private func adopt(_ grid: CollectionView) {
        if grid.dataSource == nil { grid.dataSource = self }
        if grid.delegate == nil { grid.delegate = self }
    }

    /// Deselects the selected item when `clearsSelectionOnViewWillAppear` says so.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let grid = viewIfLoaded as? CollectionView,
              let selected = grid.indexPathForSelectedItem else { return }
        grid.deselectItem(at: selected)
    }

    // MARK: the data source, with UIKit's defaults

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// No cell: the item stays empty (asked only of a subclass that gives items and no cells).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell? { nil }
    /// No header or footer view.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: CollectionView.ElementKind,
                             at indexPath: IndexPath) -> CollectionReusableView? { nil }

    // MARK: the delegate, with UIKit's defaults

    /// No size of its own: the item takes the layout's `itemSize`.
    open func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> Size? { nil }
    /// No size of its own: the header takes the layout's `headerReferenceSize`.
    open func collectionView(_ collectionView: CollectionView, referenceSizeForHeaderInSection section: Int) -> Size? { nil }
    /// No size of its own: the footer takes the layout's `footerReferenceSize`.
    open func collectionView(_ collectionView: CollectionView, referenceSizeForFooterInSection section: Int) -> Size? { nil }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
