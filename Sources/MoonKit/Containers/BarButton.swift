/// The button a bar makes to show a `BarButtonItem` (UIKit keeps its own private class for
/// it): a system button with the item's title or image, or, for a glyph item, the item's
/// `BarGlyph` drawn in the tint, in a box `BarGlyph.side` points wide. Bots find one by its
/// item's system item (`game:find { systemItem = "add" }`).
public final class BarButton: Button {
    /// The system item shown, if the item is one.
    public internal(set) var systemItem: BarButtonSystemItem? {
        didSet { if systemItem != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    }

    /// The drawing shown in place of a title: a glyph item's.
    public var glyph: BarGlyph? { systemItem?.glyph }

    init() {
        super.init(type: .system)
        titleLabel.font = .system(17)
    }

    /// A glyph's box with the content insets; else a button's size for its title or image.
    public override var intrinsicContentSize: Size? {
        guard glyph != nil else { return super.intrinsicContentSize }
        return Size(width: BarGlyph.side + contentEdgeInsets.left + contentEdgeInsets.right,
                    height: BarGlyph.side + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// Shows `item`: its title (bold for `done`, as UIKit's done style), its image, or its
    /// system item's glyph; enabled as it is.
    func show(_ item: BarButtonItem) {
        let title = item.shownTitle
        titleLabel.font = item.title == nil && item.systemItem?.isBold == true ? .boldSystem(17) : .system(17)
        setTitle(item.image == nil ? title : nil, for: .normal)
        setImage(item.image, for: .normal)
        systemItem = item.title == nil && item.image == nil ? item.systemItem : nil
        isEnabled = item.isEnabled
    }

    /// Where the glyph is drawn: its box centred in the bounds.
    public var glyphFrame: Rect {
        Rect(x: bounds.midX - BarGlyph.side / 2, y: bounds.midY - BarGlyph.side / 2, width: BarGlyph.side, height: BarGlyph.side)
    }

    /// The details `description` shows after a button's: the system item.
    public override var descriptionDetails: [String] {
        super.descriptionDetails + (systemItem.map { ["systemItem=\($0.rawValue)"] } ?? [])
    }
}

extension Button {
    /// Takes a bar's tint for the title (and a bar button's glyph), dimmed while pressed, as
    /// UIKit's bar buttons do: a tint set on the bar, or above it, shows from the bar's next
    /// layout on. Set only when it changes: a new colour asks for another layout pass.
    func adoptTint(_ tint: Color) {
        guard titleColor(for: .normal) != tint else { return }
        setTitleColor(tint, for: .normal)
        setTitleColor(tint.withAlphaComponent(0.2), for: .highlighted)
    }
}
