/// A button on a navigation bar or a toolbar (UIKit's `UIBarButtonItem`): a title, an image or
/// a system item (`BarButtonSystemItem`: "Done", a "+" glyph, a flexible space…) and what
/// tapping it does. The bar makes the button that shows it (`BarButton`).
open class BarButtonItem {
    /// The text shown.
    public var title: String? { didSet { changed() } }
    /// The image shown instead of the title, drawn as a template in the bar's tint.
    public var image: Image? { didSet { changed() } }
    /// The system item shown, which gives the title ("Done") or the glyph (`add`) when no
    /// `title` or `image` is set; a space when it is `flexibleSpace` or `fixedSpace`.
    public var systemItem: BarButtonSystemItem? { didSet { changed() } }
    /// The width of a `fixedSpace` item, in points (UIKit's `width`; 0 is UIKit's default
    /// there too, a space of nothing). Other items take their natural widths.
    public var width = 0.0 { didSet { changed() } }
    /// Whether the button takes taps.
    public var isEnabled = true { didSet { changed() } }
    /// Called when the button is tapped.
    public var action: ((BarButtonItem) -> Void)?
    /// An object that lives exactly as long as this one, for whoever made it (as
    /// `Responder.lifetimeCompanion`): MoonLua keeps here the charge a script's texts and images
    /// set on it count against the script's memory limit.
    public var lifetimeCompanion: AnyObject?

    /// An item showing `title` that calls `action` when tapped.
    public init(title: String? = nil, image: Image? = nil, action: ((BarButtonItem) -> Void)? = nil) {
        self.title = title
        self.image = image
        self.action = action
    }

    /// A system item (`BarButtonSystemItem`) that calls `action` when tapped.
    public convenience init(systemItem: BarButtonSystemItem, action: ((BarButtonItem) -> Void)? = nil) {
        self.init(action: action)
        self.systemItem = systemItem
    }

    /// The title the button shows: the item's own, else its system item's.
    public var shownTitle: String? { title ?? (image == nil ? systemItem?.title : nil) }

    /// The navigation item or toolbar showing this one, told of changes so its bar redraws.
    weak var owner: BarButtonItemHolder?

    private func changed() { owner?.itemDidChange() }
}
