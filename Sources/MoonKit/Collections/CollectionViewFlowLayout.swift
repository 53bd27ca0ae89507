/// The flow layout a collection view places its items with, as an object the way UIKit's
/// `UICollectionViewFlowLayout` is one: a script or an embedder changes its properties and the
/// collection view it belongs to lays its items out again (keeping its cells and selection, as
/// UIKit's `invalidateLayout` does). The geometry itself is the value `FlowLayout`, which `flow`
/// gives.
public final class CollectionViewFlowLayout {
    /// Which way lines stack and the content scrolls: vertically by default.
    public var scrollDirection: FlowLayout.ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { changed(direction: true) } }
    }
    /// The items' size when the delegate gives none (UIKit's default, 50 by 50).
    public var itemSize = Size(width: 50, height: 50) {
        didSet { if itemSize != oldValue { changed() } }
    }
    /// The least space between lines (rows when vertical, columns when horizontal).
    public var minimumLineSpacing = 10.0 {
        didSet { if minimumLineSpacing != oldValue { changed() } }
    }
    /// The least space between items of a line.
    public var minimumInteritemSpacing = 10.0 {
        didSet { if minimumInteritemSpacing != oldValue { changed() } }
    }
    /// The space around each section's items.
    public var sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
        didSet { if sectionInset != oldValue { changed() } }
    }
    /// The size of each section's header when the delegate gives none: only its height counts
    /// when scrolling vertically, only its width sideways (as in UIKit); zero for no headers.
    public var headerReferenceSize = Size(width: 0, height: 0) {
        didSet { if headerReferenceSize != oldValue { changed() } }
    }
    /// The size of each section's footer when the delegate gives none, counted as a header's
    /// is; zero for no footers.
    public var footerReferenceSize = Size(width: 0, height: 0) {
        didSet { if footerReferenceSize != oldValue { changed() } }
    }

    /// The collection view that uses this layout (one at most, as in UIKit).
    public internal(set) weak var collectionView: CollectionView?
    /// An object that lives as long as the layout, for whoever made it (see
    /// `Responder.lifetimeCompanion`): MoonLua keeps here the charge of a layout a script made.
    public var lifetimeCompanion: AnyObject?

    /// A vertical layout of 50-by-50 items, 10 points apart, with no insets, headers or footers.
    public init() {}

    /// The geometry as a value: setting it sets every property at once.
    public var flow: FlowLayout {
        get {
            var flow = FlowLayout()
            flow.scrollDirection = scrollDirection
            flow.itemSize = itemSize
            flow.minimumLineSpacing = minimumLineSpacing
            flow.minimumInteritemSpacing = minimumInteritemSpacing
            flow.sectionInset = sectionInset
            flow.headerHeight = supplementaryExtent(headerReferenceSize)
            flow.footerHeight = supplementaryExtent(footerReferenceSize)
            return flow
        }
        set {
            scrollDirection = newValue.scrollDirection
            itemSize = newValue.itemSize
            minimumLineSpacing = newValue.minimumLineSpacing
            minimumInteritemSpacing = newValue.minimumInteritemSpacing
            sectionInset = newValue.sectionInset
            if newValue.headerHeight != supplementaryExtent(headerReferenceSize) {
                headerReferenceSize = referenceSize(extent: newValue.headerHeight)
            }
            if newValue.footerHeight != supplementaryExtent(footerReferenceSize) {
                footerReferenceSize = referenceSize(extent: newValue.footerHeight)
            }
        }
    }

    /// The part of a header's or footer's size that counts: its height when scrolling
    /// vertically, else its width.
    public func supplementaryExtent(_ size: Size) -> Double {
        scrollDirection == .vertical ? size.height : size.width
    }

    /// A header's or footer's reference size of `extent` along the scrolling.
    private func referenceSize(extent: Double) -> Size {
        scrollDirection == .vertical ? Size(width: 0, height: extent) : Size(width: extent, height: 0)
    }

    /// Has the collection view ask its delegate for the sizes again and place the items anew.
    public func invalidateLayout() {
        collectionView?.layoutDidChange(direction: false)
    }

    private func changed(direction: Bool = false) {
        collectionView?.layoutDidChange(direction: direction)
    }
}
