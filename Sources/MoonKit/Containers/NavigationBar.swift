#if canImport(Glibc)
import Glibc
#endif

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): 44 points high
/// under the safe area's top, its background reaching up to the top of the screen behind the
/// status bar; the top controller's title in the middle, a back button (`‹ Previous`) or a left
/// item at the left, a right item at the right. With `prefersLargeTitles`, a screen that shows a
/// large title makes it 52 points taller, the title big and bold at the left in the row under the
/// buttons (NavigationController+LargeTitles.swift). An ordinary view: pictures draw it as they
/// draw any other, and bots tap its buttons.
public final class NavigationBar: View {
    /// The height of the bar's content, as UIKit's.
    public static let height = 44.0
    /// The height of the large title's row under the bar's content (UIKit's 96-point bar on a
    /// portrait iPhone, less the 44).
    public static let largeTitleRowHeight = 52.0
    /// Whether screens show large titles (UIKit's `prefersLargeTitles`); each screen's
    /// `navigationItem.largeTitleDisplayMode` decides for it.
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { onLargeTitlePreferenceChange?() } }
    }
    /// The background colour; UIKit's light bar when nil.
    public var barTintColor: Color? { didSet { background.backgroundColor = barTintColor ?? NavigationBar.defaultBackground } }
    static let defaultBackground = Color(semantic: .secondarySystemBackground)
    /// The hairline between a bar and the content.
    static let separatorColor = Color(semantic: .separator)

    /// The background, reaching above the bar to the top of the screen.
    let background = View()
    /// The hairline under the bar.
    let separator = View()
    /// The title in the middle.
    public let titleLabel = Label()
    /// The large title: bold 34-point text at the left of the row under the buttons.
    public let largeTitleLabel = Label()
    /// The row under the buttons that holds the large title, clipping it as the bar collapses.
    let largeTitleRow = View()
    /// The back button, shown when a controller lies below the top one.
    public let backButton = Button(type: .system)
    /// The button showing the top controller's left item, or the back button.
    public private(set) var leftButton: BarButton?
    /// The button showing the top controller's right item.
    public private(set) var rightButton: BarButton?
    /// The back button's full title (the controller below's), which layout may shorten.
    private var backTitle: String?
    /// The left and right items shown.
    private var leftItem: BarButtonItem?
    private var rightItem: BarButtonItem?
    /// Called when the back button is tapped (the navigation controller pops).
    var onBack: (() -> Void)?
    /// Called when `prefersLargeTitles` changes (the navigation controller lays out again).
    var onLargeTitlePreferenceChange: (() -> Void)?
    /// How far the background reaches above the bar (the safe area's top).
    var backgroundOverhang = 0.0 { didSet { if backgroundOverhang != oldValue { setNeedsLayout() } } }

    init() {
        super.init(frame: .zero)
        background.backgroundColor = NavigationBar.defaultBackground
        background.isUserInteractionEnabled = false
        separator.backgroundColor = NavigationBar.separatorColor
        separator.isUserInteractionEnabled = false
        titleLabel.font = .boldSystem(17)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = .boldSystem(34)
        largeTitleLabel.textAlignment = .left
        largeTitleRow.clipsToBounds = true
        largeTitleRow.isUserInteractionEnabled = false
        largeTitleRow.addSubview(largeTitleLabel)
        backButton.titleLabel.font = .system(17)
        backButton.isHidden = true
        backButton.addTarget(for: .touchUpInside) { [weak self] _ in self?.onBack?() }
        addSubviews(background, separator, largeTitleRow, titleLabel, backButton)
    }

    /// Shows `title`, the back button titled `backTitle` (none when nil), and the items.
    func show(title: String?, backTitle: String?, left: BarButtonItem?, right: BarButtonItem?) {
        titleLabel.text = title
        backButton.isHidden = backTitle == nil || left != nil
        self.backTitle = backTitle
        // The full title until layout sees whether it fits.
        if let backTitle { backButton.setTitle("‹ " + backTitle, for: .normal) }
        leftButton = replace(leftButton, showing: left)
        rightButton = replace(rightButton, showing: right)
        leftItem = left
        rightItem = right
        setNeedsLayout()
    }

    /// The button for `item`: the old one updated, a new one, or none.
    private func replace(_ old: BarButton?, showing item: BarButtonItem?) -> BarButton? {
        guard let item else {
            old?.removeFromSuperview()
            return nil
        }
        let button = old ?? BarButton()
        button.show(item)
        if old == nil {
            button.addTarget(for: .touchUpInside) { [weak self, weak button] _ in
                guard let self, let button else { return }
                let tapped = button === self.leftButton ? self.leftItem : self.rightItem
                if let tapped { tapped.action?(tapped) }
            }
            addSubview(button)
        }
        return button
    }

    /// Places the buttons at the bar's ends and the title between them, shortening the back
    /// button's title and then the title itself when space runs out, as UIKit does; below them,
    /// the large title's row takes what height the bar has beyond 44 points.
    public override func layoutSubviews() {
        let w = bounds.width, full = bounds.height
        let h = min(full, NavigationBar.height)
        // The buttons' titles are in the bar's tint, as UIKit's are (a tint set on the bar, or
        // above it, shows from this pass on).
        let tint = tintColor
        backButton.adoptTint(tint)
        for button in [leftButton, rightButton].compactMap({ $0 }) { button.adoptTint(tint) }
        background.frame = Rect(x: 0, y: -backgroundOverhang, width: w, height: full + backgroundOverhang)
        separator.frame = Rect(x: 0, y: full, width: w, height: 0.5)
        placeLargeTitle(width: w, rowHeight: full - h)
        // Buttons keep 8 points from the edges, as UIKit's do, at their natural widths,
        // Inside the safe area's sides (a landscape iPhone's sensor housing).
        let safe = safeAreaInsets
        var leftEdge = safe.left + 8, rightEdge = w - safe.right - 8
        if !backButton.isHidden { leftEdge += placeBackButton(at: leftEdge, height: h, width: w, rightRoom: rightRoom(w)) }
        if let leftButton {
            let width = natural(leftButton)
            leftButton.frame = Rect(x: leftEdge, y: 0, width: width, height: h)
            leftEdge += width + 8
        }
        if let rightButton {
            let width = natural(rightButton)
            rightButton.frame = Rect(x: rightEdge - width, y: 0, width: width, height: h)
            rightEdge -= width + 8
        }
        // The title is centred on the bar, narrowed symmetrically to stay clear of the buttons;
        // what does not fit is cut with "…" (the label's tail truncation).
        let half = max(0, min(w / 2 - leftEdge, rightEdge - w / 2))
        titleLabel.frame = Rect(x: w / 2 - half, y: 0, width: 2 * half, height: h)
    }

    /// Where the right-hand button leaves the title room: the right edge of the space a title
    /// may take (the right button is placed after the back button, so it is measured here).
    private func rightRoom(_ w: Double) -> Double {
        let edge = w - safeAreaInsets.right - 8
        guard let rightButton else { return edge }
        return edge - natural(rightButton) - 8
    }

    /// Places the back button at `x` and gives the width it takes with its gap. As UIKit's does,
    /// it shows the title of the controller below while the bar's title still fits whole
    /// between it and the right-hand button, else "Back", else the arrow alone.
    private func placeBackButton(at x: Double, height h: Double, width w: Double, rightRoom: Double) -> Double {
        let titleWidth = ceil(titleLabel.text.map { titleLabel.font.width(of: $0) } ?? 0)
        let choices = [backTitle.map { "‹ " + $0 }, "‹ Back", "‹"].compactMap { $0 }
        var chosen = choices[choices.count - 1]
        for title in choices {
            let insets = backButton.contentEdgeInsets
            let width = ceil(backButton.titleLabel.font.width(of: title) + insets.left + insets.right)
            let half = min(w / 2 - (x + width + 8), rightRoom - w / 2)
            if titleWidth <= 2 * half { chosen = title; break }
        }
        // Set only when it changes: a new title asks the bar for another layout pass.
        if backButton.title(for: .normal) != chosen { backButton.setTitle(chosen, for: .normal) }
        let width = natural(backButton)
        backButton.frame = Rect(x: x, y: 0, width: width, height: h)
        return width + 8
    }

    private func natural(_ button: Button) -> Double { ceil(button.intrinsicContentSize?.width ?? 0) }

    /// Places the large title's row under the buttons, `rowHeight` high, with the title at its
    /// full height along the row's bottom (the row clips what has collapsed), inside the
    /// device's margins. The middle title shows only once the row has gone.
    private func placeLargeTitle(width w: Double, rowHeight: Double) {
        largeTitleRow.frame = Rect(x: 0, y: NavigationBar.height, width: w, height: max(0, rowHeight))
        largeTitleRow.isHidden = rowHeight <= 0
        titleLabel.isHidden = rowHeight > 0
        let margin = window?.device.systemMinimumLayoutMargins.left ?? 16
        let safe = safeAreaInsets
        let row = NavigationBar.largeTitleRowHeight
        largeTitleLabel.frame = Rect(x: safe.left + margin, y: rowHeight - row,
                                     width: max(0, w - safe.left - safe.right - 2 * margin), height: row)
    }

    /// The details `description` shows after the frame: the title.
    public override var descriptionDetails: [String] { ["title=\(titleLabel.text ?? "nil")"] }
}
