#if canImport(Glibc)
import Glibc
#endif

/// A bar of buttons (UIKit's `UIToolbar`): 44 points high, its items left to right at their
/// natural widths, 8 points apart and 16 points in from its ends (inside the safe area's
/// sides). Without a flexible space they pack to the left, as UIKit's do; flexible spaces
/// (`BarButtonSystemItem.flexibleSpace`) share the room left over equally, so a space before
/// and after an item centres it, and one between two items pushes them to the ends. A fixed
/// space takes its item's `width`. A navigation controller shows one at the bottom, above the
/// safe area, with its top controller's `toolbarItems` (`NavigationController.isToolbarHidden`).
public final class Toolbar: View {
    /// The height of the bar's content, as UIKit's toolbar in portrait.
    public static let height = 44.0
    /// How far the first and last items keep from the bar's ends.
    public static let edgeInset = 16.0
    /// The gap between two items that no space separates.
    public static let gap = 8.0

    /// The items, left to right.
    public var items: [BarButtonItem] = [] {
        didSet {
            for item in oldValue where item.owner === self { item.owner = nil }
            for item in items { item.owner = self }
            rebuildButtons()
        }
    }
    /// The background colour; the default bar colour when nil.
    public var barTintColor: Color? { didSet { background.backgroundColor = barTintColor ?? NavigationBar.defaultBackground } }

    /// The background, reaching below the bar to the bottom of the screen.
    let background = View()
    /// The hairline along the bar's top.
    let separator = View()
    /// One button per item; nil for a space.
    public private(set) var buttons: [BarButton?] = []
    /// How far the background reaches below the bar (the safe area's bottom).
    var backgroundOverhang = 0.0 { didSet { if backgroundOverhang != oldValue { setNeedsLayout() } } }

    /// An empty toolbar; give it a frame, or let a navigation controller place it.
    public init() {
        super.init(frame: .zero)
        background.backgroundColor = NavigationBar.defaultBackground
        background.isUserInteractionEnabled = false
        separator.backgroundColor = NavigationBar.separatorColor
        separator.isUserInteractionEnabled = false
        addSubviews(background, separator)
    }

    /// An item's title, image or enabling changed: its button shows it.
    func itemDidChange() {
        for (item, button) in zip(items, buttons) { button?.show(item) }
        setNeedsLayout()
    }

    private func rebuildButtons() {
        for button in buttons { button?.removeFromSuperview() }
        buttons = items.map { item in
            guard item.systemItem?.isSpace != true else { return nil }
            let button = BarButton()
            button.show(item)
            button.addTarget(for: .touchUpInside) { [weak self, weak button] _ in
                guard let self, let button, let index = self.buttons.firstIndex(where: { $0 === button }) else { return }
                let item = self.items[index]
                item.action?(item)
            }
            addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    /// The items' places: natural widths, fixed spaces' widths, gaps between neighbouring
    /// items, and what is left shared by the flexible spaces.
    public override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        background.frame = Rect(x: 0, y: 0, width: w, height: h + backgroundOverhang)
        separator.frame = Rect(x: 0, y: -0.5, width: w, height: 0.5)
        for button in buttons.compactMap({ $0 }) { button.adoptTint(tintColor) }
        let widths = zip(items, buttons).map { item, button -> Double in
            if let button { return ceil(button.intrinsicContentSize?.width ?? 0) }
            return item.systemItem == .fixedSpace ? item.width : 0
        }
        // A gap between two neighbours only when neither is a space.
        var gaps = 0
        for i in items.indices.dropFirst() where buttons[i] != nil && buttons[i - 1] != nil { gaps += 1 }
        let left = safeAreaInsets.left + Self.edgeInset, right = w - safeAreaInsets.right - Self.edgeInset
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + Double(gaps) * Self.gap
        let share = flexible > 0 ? max(0, right - left - used) / Double(flexible) : 0
        var x = left
        for (i, item) in items.enumerated() {
            if i > 0, buttons[i] != nil, buttons[i - 1] != nil { x += Self.gap }
            if let button = buttons[i] {
                button.frame = Rect(x: x, y: 0, width: widths[i], height: h)
            }
            x += item.systemItem == .flexibleSpace ? share : widths[i]
        }
    }
}

extension Toolbar: BarButtonItemHolder {}
