/// What a tab bar shows for one view controller (UIKit's `UITabBarItem`): a title, an image,
/// and the image shown while the tab is selected. Images are drawn as templates (only their
/// shape counts) in the tab bar's tint, as UIKit draws them, unless made `alwaysOriginal`.
public final class TabBarItem {
    /// The title under the image; the controller's `title` when nil.
    public var title: String? { didSet { changed() } }
    /// The image.
    public var image: Image? { didSet { changed() } }
    /// The image while selected; `image` when nil.
    public var selectedImage: Image? { didSet { changed() } }
    /// An object that lives exactly as long as this one, for whoever made it (as
    /// `Responder.lifetimeCompanion`): MoonLua keeps here the charge a script's texts and images
    /// set on it count against the script's memory limit.
    public var lifetimeCompanion: AnyObject?

    /// An item with a title and images.
    public init(title: String? = nil, image: Image? = nil, selectedImage: Image? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The controller the item belongs to.
    weak var controller: ViewController?

    private func changed() { controller?.titleDidChange() }
}
