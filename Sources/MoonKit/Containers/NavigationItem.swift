/// What a navigation bar shows while a view controller is on top of its navigation controller
/// (UIKit's `UINavigationItem`): a title, the back button's title for the next screen, and
/// buttons at the left and right.
public final class NavigationItem {
    /// The title shown in the bar; the controller's `title` when nil.
    public var title: String? { didSet { changed() } }
    /// The title of the back button that the *next* screen shows to come back here; the
    /// title of this screen when nil.
    public var backButtonTitle: String? { didSet { changed() } }
    /// Hides the back button while this controller is on top.
    public var hidesBackButton = false { didSet { changed() } }
    /// Whether this screen shows a large title when the bar prefers them (UIKit's
    /// `largeTitleDisplayMode`).
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// When a screen shows a large title (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: String, Sendable, CaseIterable {
        /// As the screen below in the stack does (the root: large).
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Never large: the plain 44-point bar.
        case never
    }
    /// An object that lives exactly as long as this one, for whoever made it (as
    /// `Responder.lifetimeCompanion`): MoonLua keeps here the charge a script's texts and images
    /// set on it count against the script's memory limit.
    public var lifetimeCompanion: AnyObject?
    /// The button at the right of the bar.
    public var rightBarButtonItem: BarButtonItem? {
        didSet { rightBarButtonItem?.owner = self; changed() }
    }
    /// The button at the left of the bar, in place of the back button.
    public var leftBarButtonItem: BarButtonItem? {
        didSet { leftBarButtonItem?.owner = self; changed() }
    }

    /// The controller the item belongs to.
    weak var controller: ViewController?

    init(controller: ViewController) {
        self.controller = controller
    }

    func changed() { controller?.titleDidChange() }
}

extension NavigationItem: BarButtonItemHolder {
    func itemDidChange() { changed() }
}
