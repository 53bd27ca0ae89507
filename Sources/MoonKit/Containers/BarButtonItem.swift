/// A button on a navigation bar (UIKit's `UIBarButtonItem`): a title or an image and what
/// tapping it does. The bar makes the button that shows it.
open class BarButtonItem {
    /// The text shown.
    public var title: String? { didSet { changed() } }
    /// The image shown instead of the title, drawn as a template in the bar's tint.
    public var image: Image? { didSet { changed() } }
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

    /// The navigation item showing this one, told of changes so its bar redraws.
    weak var owner: NavigationItem?

    private func changed() { owner?.changed() }
}
