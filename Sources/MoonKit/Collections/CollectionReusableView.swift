/// A view a collection view reuses (UIKit's `UICollectionReusableView`): the base of its cells
/// and the view of a section's header or footer. It keeps the identifier (and, for a header or
/// footer, the kind) it is reused under; the collection view puts it back in that queue when it
/// leaves the screen.
open class CollectionReusableView: View {
    /// The identifier the collection view reuses it under (nil for a view made by hand).
    public internal(set) var reuseIdentifier: String?
    /// Whether it was made or dequeued as a header or a footer (nil for a cell, or a view made by hand).
    public internal(set) var elementKind: CollectionView.ElementKind?

    /// An empty view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Called before the collection view hands the view out again; a subclass resets its
    /// content here. The view is opaque again (an update's fade may have left it clear).
    open func prepareForReuse() {
        alpha = 1
    }

    /// The reuse identifier.
    open override var descriptionDetails: [String] {
        var out = super.descriptionDetails
        if let reuseIdentifier { out.append("reuse=\(MessageText.quoted(reuseIdentifier))") }
        return out
    }
}
