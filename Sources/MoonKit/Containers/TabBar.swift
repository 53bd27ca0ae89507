#if canImport(Glibc)
import Glibc
#endif

/// The bar of tabs at the bottom of a tab bar controller (UIKit's `UITabBar`): 49 points high
/// above the safe area's bottom, its background reaching down to the bottom of the screen; one
/// button per controller, its image over its title. Images are templates filled with
/// `tintColor` on the selected tab and `unselectedItemTintColor` on the others.
public final class TabBar: View {
    /// The height of the bar's content, as UIKit's.
    public static let height = 49.0
    /// The background colour; UIKit's light bar when nil.
    public var barTintColor: Color? { didSet { background.backgroundColor = barTintColor ?? TabBar.defaultBackground } }
    /// The colour of the tabs not selected; UIKit's grey when nil.
    public var unselectedItemTintColor: Color? { didSet { refreshColors() } }
    static let defaultBackground = NavigationBar.defaultBackground
    static let defaultUnselected = Color.systemGray

    let background = View()
    let separator = View()
    /// The tabs' buttons, in order.
    public private(set) var buttons: [TabBarButton] = []
    /// The tab shown selected.
    var selectedIndex: Int? { didSet { refreshColors() } }
    /// Called with a tab's index when it is tapped.
    var onSelect: ((Int) -> Void)?
    /// How far the background reaches below the bar (the safe area's bottom).
    var backgroundOverhang = 0.0 { didSet { if backgroundOverhang != oldValue { setNeedsLayout() } } }

    init() {
        super.init(frame: .zero)
        background.backgroundColor = TabBar.defaultBackground
        background.isUserInteractionEnabled = false
        separator.backgroundColor = NavigationBar.separatorColor
        separator.isUserInteractionEnabled = false
        addSubviews(background, separator)
    }

    /// Shows one tab per item, as (title, image, selected image).
    func show(_ items: [(title: String?, image: Image?, selectedImage: Image?)]) {
        while buttons.count > items.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < items.count {
            let button = TabBarButton()
            let index = buttons.count
            button.addTarget(for: .touchUpInside) { [weak self] _ in self?.onSelect?(index) }
            addSubview(button)
            buttons.append(button)
        }
        for (button, item) in zip(buttons, items) {
            button.titleLabel.text = item.title
            button.image = item.image
            button.selectedImage = item.selectedImage
        }
        refreshColors()
        setNeedsLayout()
    }

    /// The selected tab in the bar's tint, the others in the unselected tint.
    func refreshColors() {
        for (i, button) in buttons.enumerated() {
            let selected = i == selectedIndex
            button.isSelected = selected
            button.ownTintColor = selected ? nil : (unselectedItemTintColor ?? TabBar.defaultUnselected)
            // The title follows the tint, as the template image does.
            button.titleLabel.textColor = button.tintColor
        }
    }

    /// Shares the bar's width between the tabs, inside the safe area's sides.
    public override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        refreshColors()   // a tint set on the bar since shows from this pass on
        background.frame = Rect(x: 0, y: 0, width: w, height: h + backgroundOverhang)
        separator.frame = Rect(x: 0, y: -0.5, width: w, height: 0.5)
        guard !buttons.isEmpty else { return }
        // The tabs share the width inside the safe area's sides.
        let safe = safeAreaInsets
        let width = (w - safe.left - safe.right) / Double(buttons.count)
        for (i, button) in buttons.enumerated() {
            button.frame = Rect(x: safe.left + Double(i) * width, y: 0, width: width, height: h)
        }
    }
}

/// One tab: a 25-point image over a 10-point title, both in the tab's tint (its own tint
/// when unselected, the bar's when selected).
public final class TabBarButton: Control {
    /// The tab's image, drawn in the tint unless it asks for its own colours.
    public let imageView = ImageView()
    /// The tab's title under the image.
    public let titleLabel = Label()
    /// The image, and the image while selected (the image when nil).
    var image: Image? { didSet { refreshImage() } }
    var selectedImage: Image? { didSet { refreshImage() } }

    init() {
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .system(10)
        titleLabel.textAlignment = .center
        addSubviews(imageView, titleLabel)
    }

    /// Whether this tab is the selected one; it shows the selected image then.
    public override var isSelected: Bool { didSet { refreshImage() } }

    /// The picture shown: drawn as a template (only its shape, in the tint) unless the item's
    /// image asks for its original colours, as UIKit draws tab images.
    private func refreshImage() {
        let shown = isSelected ? (selectedImage ?? image) : image
        imageView.image = shown.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
    }

    /// Places the 25-point image over the 10-point title.
    public override func layoutSubviews() {
        let w = bounds.width
        imageView.frame = Rect(x: (w - 25) / 2, y: 7, width: 25, height: 25)
        titleLabel.frame = Rect(x: 0, y: 33, width: w, height: 12)
    }

    /// The title, and whether the tab is selected.
    public override var descriptionDetails: [String] { ["title=\(titleLabel.text ?? "nil")"] + (isSelected ? ["selected"] : []) }
}
