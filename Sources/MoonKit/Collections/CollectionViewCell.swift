/// One item of a collection view (UIKit's `UICollectionViewCell`): a content view to put the
/// item's views in, a background view behind it and a selected background view shown while the
/// item is highlighted or selected. Unlike a table's cell it has no labels of its own.
open class CollectionViewCell: CollectionReusableView {
    /// The view holding the cell's content: add the item's subviews here.
    public let contentView = View()
    /// Shown over the background while the item is highlighted or selected; clear by default, as
    /// in UIKit (give it a colour to see selections).
    public let selectedBackgroundView = View()
    /// Whether the item is selected; the collection view sets it.
    public private(set) var isSelected = false
    /// Whether a finger is on the item; the collection view sets it.
    public private(set) var isHighlighted = false

    /// An empty cell, neither selected nor highlighted, reused under `reuseIdentifier`.
    public override init(reuseIdentifier: String? = nil) {
        super.init(reuseIdentifier: reuseIdentifier)
        selectedBackgroundView.isHidden = true
        selectedBackgroundView.isUserInteractionEnabled = false
        addSubview(selectedBackgroundView)
        addSubview(contentView)
    }

    /// Marks the item selected or not.
    open func setSelected(_ selected: Bool) {
        isSelected = selected
        showSelection()
    }

    /// Marks the item touched or not.
    open func setHighlighted(_ highlighted: Bool) {
        isHighlighted = highlighted
        showSelection()
    }

    private func showSelection() {
        selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
    }

    /// Called before the collection view hands the cell out again: it is no longer selected or
    /// touched (a subclass resets its content here).
    open override func prepareForReuse() {
        super.prepareForReuse()
        setHighlighted(false)
        setSelected(false)
    }

    /// Makes the content view and the selected background view fill the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let all = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        selectedBackgroundView.frame = all
        contentView.frame = all
    }

    /// The reuse identifier, and whether the cell is selected or highlighted.
    open override var descriptionDetails: [String] {
        var out = super.descriptionDetails
        if isSelected { out.append("selected") }
        if isHighlighted { out.append("highlighted") }
        return out
    }
}
