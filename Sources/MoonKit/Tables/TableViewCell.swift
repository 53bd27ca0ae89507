/// One row of a table view (UIKit's `UITableViewCell`): a content view holding a text label,
/// a detail label (in the `subtitle` and `value1` styles) and an image view, an accessory on the
/// right, a selection background and a separator line at the bottom.
///
/// The layout is MoonKit's model of UIKit's default cells: content inset 16 points from the
/// content view's edges, the image (when there is one) at the left with the text 16 points
/// after it; an accessory takes 34 points at the right (a disclosure chevron) or 40 (a
/// checkmark), which the content view gives up. Subviews a script adds to `contentView` are
/// its own to place (by frame or by constraints to `contentView`).
open class TableViewCell: View {
    /// Which labels the cell has and where they go (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: String, Sendable, CaseIterable {
        /// One line of text (no detail label).
        case `default`
        /// The text with a smaller grey detail line under it.
        case subtitle
        /// The text on the left, the detail in grey on the right.
        case value1
    }

    /// What the cell shows at its right edge (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: String, Sendable, CaseIterable {
        /// Nothing: the content view takes the whole width.
        case none
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator
        /// A checkmark in the tint colour.
        case checkmark
    }

    /// How a touched or selected cell shows it (UIKit's `UITableViewCell.SelectionStyle`; `blue`
    /// and `gray` draw as `default`, as they have since iOS 7).
    public enum SelectionStyle: String, Sendable, CaseIterable {
        /// The cell does not change when touched or selected.
        case none
        /// The selected background view, grey, shows behind the content.
        case `default`
        /// Drawn as `default` (UIKit's blue fill is gone since iOS 7).
        case blue
        /// Drawn as `default`.
        case gray
    }

    /// The cell's style, fixed when it is made.
    public let style: CellStyle
    /// The identifier the table view reuses it under (nil for a cell made by hand).
    public internal(set) var reuseIdentifier: String?
    /// The view holding the cell's content: add custom subviews here.
    public let contentView = View()
    /// The main text.
    public let textLabel = Label()
    /// The secondary text, in the `subtitle` and `value1` styles; nil in `default`, as in UIKit.
    public var detailTextLabel: Label? { style == .default ? nil : detailLabel }
    private let detailLabel = Label()
    /// An image at the left of the text; it takes room only when it has an image.
    public let imageView = ImageView()
    /// The accessory at the right edge.
    public var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }
    /// How the cell shows a touch or a selection.
    public var selectionStyle: SelectionStyle = .default {
        didSet { showSelection(animated: false) }
    }
    /// Whether the row is selected (see `setSelected`).
    public private(set) var isSelected = false
    /// Whether a finger is on the row (see `setHighlighted`).
    public private(set) var isHighlighted = false
    /// The fill shown behind the content while the cell is highlighted or selected.
    public let selectedBackgroundView = View()
    /// The chevron or checkmark drawn for `accessoryType`.
    let accessoryLabel = Label()
    /// The line at the bottom of the cell, placed by the table view.
    let separator = TableViewSeparator()
    /// Whether the cell shows its editing control (see `setEditing`).
    public private(set) var isEditing = false
    /// The red round "−" at the left of a row in editing mode; a tap reveals the row's Delete
    /// action, as in UIKit (the table view wires it).
    public let editingControl = Button(title: "−", type: .custom)
    /// How far a swipe has slid the content to the left, showing the trailing actions.
    public private(set) var swipeOffset = 0.0
    /// The buttons of the trailing swipe actions, right of the content (first action outermost).
    public let swipeActionsView = View()
    /// The actions the buttons show, in order.
    public private(set) var swipeActions: [ContextualAction] = []
    /// What the table view does when a finger taps an action's button or the editing control.
    var actionTapped: ((TableViewCell, ContextualAction) -> Void)?
    var editingControlTapped: ((TableViewCell) -> Void)?
    /// The separator's insets from the cell's left and right edges (the table's `separatorInset`).
    var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if separatorInset != oldValue { setNeedsLayout() } }
    }

    /// UIKit's systemGray4, the selected row's fill.
    public static let selectionColor = Color(red255: 209, green255: 209, blue255: 214)
    /// UIKit's secondary label grey on white.
    public static let detailColor = Color(red255: 138, green255: 138, blue255: 142)
    /// UIKit's grey of the disclosure chevron.
    public static let chevronColor = Color(red255: 196, green255: 196, blue255: 199)
    /// Content inset from the content view's edges.
    public static let margin = 16.0

    /// A cell of `style`, reused under `reuseIdentifier` (UIKit's `init(style:reuseIdentifier:)`).
    public init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = Color(semantic: .systemBackground)
        selectedBackgroundView.backgroundColor = TableViewCell.selectionColor
        selectedBackgroundView.alpha = 0
        selectedBackgroundView.isUserInteractionEnabled = false
        accessoryLabel.isHidden = true
        accessoryLabel.textAlignment = .center
        switch style {
        case .default: break
        case .subtitle:
            detailLabel.font = .system(12)
            detailLabel.textColor = TableViewCell.detailColor
        case .value1:
            detailLabel.textColor = TableViewCell.detailColor
            detailLabel.textAlignment = .right
        }
        addSubview(selectedBackgroundView)
        addSubview(contentView)
        contentView.addSubview(imageView)
        contentView.addSubview(textLabel)
        if style != .default { contentView.addSubview(detailLabel) }
        addSubview(accessoryLabel)
        addSubview(separator)
        editingControl.backgroundColor = .systemRed
        editingControl.titleLabel.font = .boldSystem(17)
        editingControl.isHidden = true
        editingControl.addTarget(for: .touchUpInside) { [weak self] _ in
            if let self { self.editingControlTapped?(self) }
        }
        addSubview(editingControl)
        swipeActionsView.clipsToBounds = true
        swipeActionsView.isHidden = true
        addSubview(swipeActionsView)
    }

    // MARK: editing

    /// How far the content moves right in editing mode, for the editing control.
    public static let editingIndent = 38.0
    /// The editing control's side.
    public static let editingControlSize = 22.0
    /// How long showing or hiding the editing controls, or sliding swiped actions, takes.
    public static let editingDuration = 0.3
    /// The narrowest a swipe action's button is.
    public static let minimumActionWidth = 74.0
    /// The room a swipe action's button leaves on each side of its title.
    public static let actionPadding = 15.0

    /// Shows or hides the editing control (the content moves right to make room for it),
    /// sliding over 0.3 s of virtual time when `animated` (UIKit's `setEditing(_:animated:)`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        relayout(animated: animated)
    }

    /// Slides the content `offset` points left over the trailing actions `actions` (kept when
    /// nil); 0 closes them.
    func setSwipeOffset(_ offset: Double, actions: SwipeActionsConfiguration?, animated: Bool = false) {
        if let actions { showActions(actions.actions) }
        let offset = max(0, offset)
        guard offset != swipeOffset else { return }
        swipeOffset = offset
        relayout(animated: animated)
    }

    private func relayout(animated: Bool) {
        if animated, let animator = window?.animator {
            animator.animate(in: self, duration: TableViewCell.editingDuration, changes: { self.layoutSubviews() })
        } else {
            setNeedsLayout()
        }
    }

    private func showActions(_ actions: [ContextualAction]) {
        guard actions.map(ObjectIdentifier.init) != swipeActions.map(ObjectIdentifier.init) else { return }
        swipeActions = actions
        for button in swipeActionsView.subviews { button.removeFromSuperview() }
        for action in actions {
            let button = Button(title: action.title ?? "", type: .custom)
            button.titleLabel.font = .system(15)
            button.backgroundColor = action.shownColor
            button.addTarget(for: .touchUpInside) { [weak self, weak action] _ in
                if let self, let action { self.actionTapped?(self, action) }
            }
            swipeActionsView.addSubview(button)
        }
        setNeedsLayout()
    }

    /// The width every action's button takes when the actions are fully shown.
    public var swipeActionsWidth: Double {
        actionWidths.reduce(0, +)
    }

    private var actionWidths: [Double] {
        swipeActions.map { action in
            let title = TextLayout.size(action.title ?? "", font: .system(15), width: nil, numberOfLines: 1).width
            return max(TableViewCell.minimumActionWidth, (title + 2 * TableViewCell.actionPadding).rounded(.up))
        }
    }

    /// The button showing `action`, when the actions are showing.
    public func button(for action: ContextualAction) -> Button? {
        guard let i = swipeActions.firstIndex(where: { $0 === action }), i < swipeActionsView.subviews.count else { return nil }
        return swipeActionsView.subviews[i] as? Button
    }

    // MARK: selection

    /// Selects or deselects the cell's look; `animated` fades the selection out over 0.3 s of
    /// virtual time (UIKit's `setSelected(_:animated:)`).
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
        showSelection(animated: animated)
    }

    /// Shows or hides the touch highlight (UIKit's `setHighlighted(_:animated:)`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
        showSelection(animated: animated)
    }

    private func showSelection(animated: Bool) {
        let alpha: Double = (isSelected || isHighlighted) && selectionStyle != .none ? 1 : 0
        guard alpha != selectedBackgroundView.alpha else { return }
        if animated, alpha == 0, let animator = window?.animator {
            animator.animate(in: selectedBackgroundView, duration: TableViewCell.deselectDuration,
                             changes: { self.selectedBackgroundView.alpha = 0 })
        } else {
            selectedBackgroundView.alpha = alpha
        }
    }

    /// How long an animated deselection fades.
    public static let deselectDuration = 0.3

    /// Called on a cell the table view takes from its reuse queue, just before
    /// `dequeueReusableCell` returns it: reset what is not content (UIKit's `prepareForReuse`).
    /// The default clears the highlight and selection.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        alpha = 1
    }

    // MARK: layout

    /// The width the accessory takes from the content view's right.
    public var accessoryWidth: Double {
        switch accessoryType {
        case .none: 0
        case .disclosureIndicator: 34
        case .checkmark: 40
        }
    }

    /// Places the content view (less the accessory's width, moved right in editing mode), the
    /// accessory, the editing control, the swipe actions' buttons and the separator, all but the
    /// separator slid left by a swipe; then the image and labels inside the content view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height, m = TableViewCell.margin
        // A swipe slides everything but the separator left; editing moves the content right.
        let shift = -swipeOffset
        let indent = isEditing ? TableViewCell.editingIndent : 0
        selectedBackgroundView.frame = Rect(x: shift, y: 0, width: w, height: h)
        let accessory = accessoryWidth
        contentView.frame = Rect(x: shift + indent, y: 0, width: max(0, w - accessory - indent), height: h)
        layOutAccessory(x: shift + w - accessory, width: accessory - m, height: h)
        let side = TableViewCell.editingControlSize
        editingControl.isHidden = !isEditing
        editingControl.frame = Rect(x: shift + (isEditing ? 8 : 8 - TableViewCell.editingIndent), y: ((h - side) / 2).rounded(.down),
                                    width: side, height: side)
        layOutSwipeActions(width: w, height: h)
        let hairline = 1 / (window?.device.scale ?? 2)
        separator.frame = Rect(x: separatorInset.left, y: h - hairline,
                               width: max(0, w - separatorInset.left - separatorInset.right), height: hairline)
        layOutContent(width: contentView.bounds.width, height: h, margin: m)
    }

    private func layOutAccessory(x: Double, width: Double, height: Double) {
        switch accessoryType {
        case .none:
            accessoryLabel.isHidden = true
        case .disclosureIndicator:
            accessoryLabel.isHidden = false
            accessoryLabel.text = "›"
            accessoryLabel.font = .system(24)
            accessoryLabel.textColor = TableViewCell.chevronColor
        case .checkmark:
            accessoryLabel.isHidden = false
            accessoryLabel.text = "✓"
            accessoryLabel.font = .boldSystem(17)
            accessoryLabel.textColor = tintColor
        }
        accessoryLabel.frame = Rect(x: x, y: 0, width: max(0, width), height: height)
    }

    /// The actions' buttons in the space the swipe opened at the right, the first action at the
    /// outer edge; while the swipe is partway, each button is that share of its full width.
    private func layOutSwipeActions(width w: Double, height h: Double) {
        swipeActionsView.isHidden = swipeOffset <= 0
        swipeActionsView.frame = Rect(x: w - swipeOffset, y: 0, width: swipeOffset, height: h)
        let widths = actionWidths
        let total = widths.reduce(0, +)
        let share = total > 0 ? swipeOffset / total : 0
        var right = swipeOffset
        for (button, width) in zip(swipeActionsView.subviews, widths) {
            let shown = width * share
            button.frame = Rect(x: right - shown, y: 0, width: shown, height: h)
            right -= shown
        }
    }

    /// Image at the left, then the text (and the detail, by style), inset by `margin`.
    private func layOutContent(width: Double, height: Double, margin m: Double) {
        var x = m
        if let image = imageView.image, image.size.width > 0, image.size.height > 0 {
            // As tall as the image, or the row when the image is taller, keeping its shape.
            let scale = min(1, height / image.size.height)
            let size = Size(width: image.size.width * scale, height: image.size.height * scale)
            imageView.frame = Rect(x: m, y: (height - size.height) / 2, width: size.width, height: size.height)
            x = m + size.width + m
        } else {
            imageView.frame = Rect(x: m, y: height / 2, width: 0, height: 0)
        }
        let textWidth = max(0, width - m - x)
        switch style {
        case .default:
            textLabel.frame = Rect(x: x, y: 0, width: textWidth, height: height)
        case .subtitle:
            let t = textLabel.intrinsicContentSize?.height ?? 0, d = detailLabel.intrinsicContentSize?.height ?? 0
            let top = ((height - t - d) / 2).rounded(.down)
            textLabel.frame = Rect(x: x, y: top, width: textWidth, height: t)
            detailLabel.frame = Rect(x: x, y: top + t, width: textWidth, height: d)
        case .value1:
            let detailWidth = min(detailLabel.intrinsicContentSize?.width ?? 0, textWidth)
            detailLabel.frame = Rect(x: x + textWidth - detailWidth, y: 0, width: detailWidth, height: height)
            let gap = detailWidth > 0 ? 8.0 : 0
            textLabel.frame = Rect(x: x, y: 0, width: max(0, textWidth - detailWidth - gap), height: height)
        }
    }

    /// The cell style, the reuse identifier, the accessory, and whether the cell is selected,
    /// highlighted, editing or swiped open.
    open override var descriptionDetails: [String] {
        var out = ["style=\(style.rawValue)"]
        if let reuseIdentifier { out.append("reuse='\(reuseIdentifier)'") }
        if accessoryType != .none { out.append("accessory=\(accessoryType.rawValue)") }
        if isSelected { out.append("selected") }
        if isHighlighted { out.append("highlighted") }
        if isEditing { out.append("editing") }
        if swipeOffset > 0 { out.append("swiped") }
        return out
    }
}

/// The hairline under a table view's row (UIKit's private separator view): a thin fill that
/// pictures draw, and `play`'s text screen draws as a row of dashes.
public final class TableViewSeparator: View {
    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = TableView.defaultSeparatorColor
        isUserInteractionEnabled = false
    }
}
