#if canImport(Glibc)
import Glibc
#endif

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): 44 points high
/// under the safe area's top, its background reaching up to the top of the screen behind the
/// status bar; the top controller's title in the middle, a back button (`‹ Previous`) or a left
/// item at the left, a right item at the right. An ordinary view: pictures draw it as they draw
/// any other, and bots tap its buttons.
public final class NavigationBar: View {
    /// The height of the bar's content, as UIKit's.
    public static let height = 44.0
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
        backButton.titleLabel.font = .system(17)
        backButton.isHidden = true
        backButton.addTarget(for: .touchUpInside) { [weak self] _ in self?.onBack?() }
        addSubviews(background, separator, titleLabel, backButton)
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
    /// button's title and then the title itself when space runs out, as UIKit does.
    public override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        // The buttons' titles are in the bar's tint, as UIKit's are (a tint set on the bar, or
        // above it, shows from this pass on).
        let tint = tintColor
        backButton.adoptTint(tint)
        for button in [leftButton, rightButton].compactMap({ $0 }) { button.adoptTint(tint) }
        background.frame = Rect(x: 0, y: -backgroundOverhang, width: w, height: h + backgroundOverhang)
        separator.frame = Rect(x: 0, y: h, width: w, height: 0.5)
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

    /// The details `description` shows after the frame: the title.
    public override var descriptionDetails: [String] { ["title=\(titleLabel.text ?? "nil")"] }
}
