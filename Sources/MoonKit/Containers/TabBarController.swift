/// View controllers shown one at a time, chosen by the tabs of a bar at the bottom (UIKit's
/// `UITabBarController`). Each child keeps its state while another is shown: a navigation
/// controller in a tab keeps its stack. Tapping the selected tab again pops its navigation
/// controller to the root, animated, as UIKit does.
open class TabBarController: ViewController {
    /// The tabs' controllers, in order. Setting them makes them the children and selects the
    /// first (or keeps the selected one if it is still there).
    public var viewControllers: [ViewController] = [] {
        didSet { viewControllersDidChange(from: oldValue) }
    }
    /// The bar.
    public let tabBar = TabBar()
    /// Told before and after the user selects a tab.
    public weak var delegate: TabBarControllerDelegate?
    private var selectedStorage: Int?

    /// A tab bar controller with no tabs yet.
    public override init() {
        super.init()
        tabBar.onSelect = { [weak self] index in self?.userSelected(index) }
    }

    /// The index of the selected tab (0 for the first), or nil when there are no tabs.
    public var selectedIndex: Int? {
        get { selectedStorage }
        set {
            guard let newValue, viewControllers.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    /// The selected tab's controller; setting one of the tabs' selects it.
    public var selectedViewController: ViewController? {
        get { selectedStorage.map { viewControllers[$0] } }
        set {
            guard let newValue, let index = viewControllers.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// The insets the bar adds to the selected controller's safe area.
    var barInsets: EdgeInsets {
        EdgeInsets(top: 0, left: 0, bottom: tabBar.isHidden ? 0 : TabBar.height, right: 0)
    }

    /// Makes the container view with the tab bar under the selected controller's view.
    open override func loadView() {
        let container = TabBarContainerView(controller: self)
        view = container
        container.addSubview(tabBar)
        if let selected = selectedViewController {
            selected.adoptContainerSafeArea(adding: barInsets)
            container.insertSubview(selected.view, belowSubview: tabBar)
        }
        refreshBar()
    }

    private func viewControllersDidChange(from old: [ViewController]) {
        let previous = selectedStorage.flatMap { old.indices.contains($0) ? old[$0] : nil }
        for controller in old where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.leaveContainerSafeArea()
            controller.removeFromParent()
        }
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if let kept = previous.flatMap({ p in viewControllers.firstIndex { $0 === p } }) {
            selectedStorage = kept
        } else {
            selectedStorage = nil
            if !viewControllers.isEmpty { show(0) }
        }
        refreshBar()
    }

    /// A tab tapped: the selected one again pops its navigation controller to the root.
    private func userSelected(_ index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        let controller = viewControllers[index]
        if delegate?.tabBarController(self, shouldSelect: controller) == false { return }
        if index == selectedStorage {
            (controller as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ index: Int) {
        guard index != selectedStorage else { return }
        show(index)
        refreshBar()
    }

    /// Shows tab `index` in place of the selected one, without animation: the old one hears
    /// `viewWillDisappear`, the new one `viewWillAppear`, then both their "did" callbacks.
    private func show(_ index: Int) {
        let old = selectedViewController
        selectedStorage = index
        let new = viewControllers[index]
        guard let container = viewIfLoaded else { return }
        let newView = new.view   // loaded (viewDidLoad) before any appearance callback
        let onScreen = container.window != nil
        if onScreen {
            old?.beginAppearanceTransition(false, animated: false)
            new.beginAppearanceTransition(true, animated: false)
        }
        new.adoptContainerSafeArea(adding: barInsets)
        newView.frame = container.bounds
        container.insertSubview(newView, belowSubview: tabBar)
        if let oldView = old?.viewIfLoaded, oldView.superview === container, old !== new { oldView.removeFromSuperview() }
        if onScreen {
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
        }
    }

    /// Shows a changed title on its tab.
    open override func childTitleDidChange(_ child: ViewController) {
        refreshBar()
    }

    func refreshBar() {
        tabBar.show(viewControllers.map { controller in
            let item = controller.tabBarItemStorage
            return (item?.title ?? controller.title, item?.image, item?.selectedImage)
        })
        tabBar.selectedIndex = selectedStorage
    }
}

/// Hears of the user's choice of tabs (UIKit's `UITabBarControllerDelegate`).
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether tapping the tab of `viewController` may select it.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user tapped the tab of `viewController`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// By default every tab may be selected.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// By default nothing happens.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// A tab bar controller's view: the bar above the safe area's bottom, the selected
/// controller's view over the whole of it.
final class TabBarContainerView: View {
    private weak var controller: TabBarController?

    init(controller: TabBarController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = Color(semantic: .systemBackground)
    }

    override func layoutSubviews() {
        guard let controller else { return }
        let bottom = safeAreaInsets.bottom
        controller.tabBar.frame = Rect(x: 0, y: bounds.height - bottom - TabBar.height, width: bounds.width, height: TabBar.height)
        controller.tabBar.backgroundOverhang = bottom
        if let shown = controller.selectedViewController?.viewIfLoaded, shown.superview === self { shown.frame = bounds }
    }
}
