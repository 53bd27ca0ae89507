/// Manages one screen's view and its life cycle (UIKit's `UIViewController`).
///
/// The view is made on first use: `loadView` (a plain view unless overridden) then `viewDidLoad`.
/// Appearance callbacks follow the view into and out of a window: `viewWillAppear` before it
/// enters, then the tree is laid out, then `viewDidAppear`; children's views get theirs as they
/// arrive. A container that animates a child in or out (a navigation controller's slide) tells
/// it instead, with `beginAppearanceTransition` at the start and `endAppearanceTransition` at the
/// end, as UIKit's containers do (ViewController+Appearance.swift). Containment follows UIKit: `addChild` calls the child's `willMove(toParent:)`, the
/// caller adds the view and calls `didMove(toParent:)`; for removal the caller calls
/// `willMove(toParent: nil)` and removes the view, and `removeFromParent` calls `didMove(toParent: nil)`.
open class ViewController: Responder {
    private var storedView: View?
    private var isLoadingView = false
    /// What a navigation controller shows for this controller (made on first use).
    var navigationItemStorage: NavigationItem?
    /// The items a navigation controller's toolbar shows while this controller is on top
    /// (UIKit's `toolbarItems`); a change shows at once.
    public var toolbarItems: [BarButtonItem]? {
        didSet { titleDidChange() }
    }
    /// What a tab bar controller shows for this controller (made on first use).
    var tabBarItemStorage: TabBarItem?
    /// Where the view is in its appearance: gone, coming, shown or going.
    var appearance = AppearanceState.disappeared
    /// Set while a container drives the appearance (`beginAppearanceTransition` until
    /// `endAppearanceTransition`): the window's own callbacks then leave it alone.
    var appearanceIsManaged = false

    /// A view controller whose view is not loaded yet.
    public override init() {
        super.init()
    }

    /// The title shown by containers (a navigation bar, a tab when the tab has none).
    public var title: String? {
        didSet { if title != oldValue { titleDidChange() } }
    }

    /// Whether the last container-driven transition was animated (for its "did" callbacks).
    var transitionAnimated = false

    /// Insets added to the view's safe area, beyond what the window and the superview give
    /// (UIKit's `additionalSafeAreaInsets`); containers add their bars' heights to their
    /// children's this way.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { view.additionalSafeArea }
        set { view.additionalSafeArea = newValue }
    }

    /// A container's child: its view takes the container's safe area plus `insets`, wherever
    /// it is in a slide.
    func adoptContainerSafeArea(adding insets: EdgeInsets) {
        view.takesSuperviewSafeArea = true
        view.additionalSafeArea = insets
    }

    /// Out of a container again: the view's safe area follows its frame, with no bar added.
    func leaveContainerSafeArea() {
        guard let view = viewIfLoaded, view.takesSuperviewSafeArea else { return }
        view.takesSuperviewSafeArea = false
        view.additionalSafeArea = .zero
    }

    /// A container showing this controller's title hears of a change (NavigationController).
    open func titleDidChange() {
        parent?.childTitleDidChange(self)
    }

    /// A child's title changed: a container redraws its bar. Plain controllers ignore it.
    open func childTitleDidChange(_ child: ViewController) {}

    /// Ends at once a transition the controller is running between its children (a
    /// navigation controller's slide), before its own appearance changes. Plain ones run none.
    func finishRunningTransition() {}

    /// The root view, loaded on first access.
    public var view: View {
        get {
            if let storedView { return storedView }
            if isLoadingView {
                // `loadView` read `view` before assigning one: give it the default view, as UIKit does.
                let v = View()
                install(v)
                return v
            }
            isLoadingView = true
            loadView()
            isLoadingView = false
            if storedView == nil { install(View()) }
            didLoadView()
            viewDidLoad()
            return storedView ?? View()
        }
        set { install(newValue) }
    }

    private func install(_ v: View) {
        if storedView?.owningViewController === self { storedView?.owningViewController = nil }
        storedView = v
        v.owningViewController = self
    }

    /// The view if loaded, without loading it.
    public var viewIfLoaded: View? { storedView }
    /// Whether the view exists yet.
    public var isViewLoaded: Bool { storedView != nil }
    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() { _ = view }

    /// Makes the view; override to build the screen in code and assign `view`.
    open func loadView() { view = View() }
    /// Called once the view is made, before `viewDidLoad`: a table view controller adopts the
    /// table a subclass's `loadView` made (TableViewController.swift). Plain ones do nothing.
    func didLoadView() {}
    /// Called once after the view is made.
    open func viewDidLoad() {}
    /// Called before the view enters a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view entered a window and was laid out.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left its window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view's tree is laid out.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's tree is laid out.
    open func viewDidLayoutSubviews() {}

    /// Whether the view has appeared (`viewDidAppear` came and `viewWillDisappear` has not).
    public var isViewVisible: Bool { appearance == .appeared }

    func viewWillMove(toWindow newWindow: Window?) {
        guard !appearanceIsManaged else { return }
        if newWindow != nil, appearance == .disappeared || appearance == .disappearing {
            appearance = .appearing
            viewWillAppear(false)
        } else if newWindow == nil, appearance == .appeared || appearance == .appearing {
            appearance = .disappearing
            viewWillDisappear(false)
        }
    }

    func viewDidMoveToWindow(_ window: Window?) {
        guard !appearanceIsManaged else { return }
        if window != nil, appearance == .appearing {
            // Inside a container's transition, the view appears when that transition ends.
            if ancestorManages(.appearing) { appearanceIsManaged = true; return }
            finishAppearing(animated: false)
        } else if window == nil, appearance == .disappearing {
            if ancestorManages(.disappearing) { appearanceIsManaged = true; return }
            finishDisappearing(animated: false)
        }
    }

    /// `viewDidAppear`, once the tree is laid out; then a presentation that waited for it.
    func finishAppearing(animated: Bool) {
        appearance = .appeared
        viewIfLoaded?.window?.layoutIfNeeded()
        viewDidAppear(animated)
        if let pending = pendingPresentation, viewIfLoaded?.window != nil {
            pendingPresentation = nil
            present(pending.controller, animated: false, completion: pending.completion)
        }
    }

    func finishDisappearing(animated: Bool) {
        appearance = .disappeared
        viewDidDisappear(animated)
    }

    // MARK: containment

    /// The container this controller is a child of; nil once the parent is freed (scripts read it).
    public private(set) weak var parent: ViewController?
    /// Child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// Makes `child` a child; calls its `willMove(toParent: self)`. Add its view and call
    /// `child.didMove(toParent: self)` yourself, as in UIKit.
    public func addChild(_ child: ViewController) {
        // Neither itself nor an ancestor: each would become the other's parent.
        guard child !== self, !isDescendant(of: child) else { return }
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Whether `controller` is this one's parent, its parent's parent, and so on.
    public func isDescendant(of controller: ViewController) -> Bool {
        // A controller without children has no descendants: no walk up a deep chain (adding a
        // fresh child to the end of a chain asks this at every step).
        if controller.children.isEmpty { return false }
        var ancestor = parent
        while let current = ancestor {
            if current === controller { return true }
            ancestor = current.parent
        }
        return false
    }

    deinit {
        releaseChildrenWithoutRecursion()
    }

    /// Lets the children go one by one, as a view lets its subviews go: released the usual way, a
    /// chain of 20 000 nested controllers would nest 20 000 deinits on the stack. A child about to
    /// be freed (nothing else holds it) first hands its own children to this loop.
    private func releaseChildrenWithoutRecursion() {
        guard children.contains(where: { !$0.children.isEmpty }) else { return }
        var pending = children
        children = []
        while var controller = pending.popLast() {
            guard isKnownUniquelyReferenced(&controller), !controller.children.isEmpty else { continue }
            pending.append(contentsOf: controller.children)
            controller.children = []
        }
    }

    /// Leaves the parent; calls `didMove(toParent: nil)`. Call `willMove(toParent: nil)` and
    /// remove the view first, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeFirst(identicalTo: self)
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller joins or leaves a parent.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller joined or left a parent.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: presentation

    /// The controller this one presented and that is still shown.
    public private(set) var presentedViewController: ViewController?
    /// The controller that presented this one; nil once the presenter is freed (scripts read it).
    public private(set) weak var presentingViewController: ViewController?
    private var pendingPresentation: (controller: ViewController, completion: (() -> Void)?)?

    /// Shows `controller` modally above everything, covering the window so touches beneath are
    /// blocked until it is dismissed. Like UIKit, a controller already presenting refuses (with a
    /// logged warning); one whose view is not yet in a window presents as soon as it appears.
    public func present(_ controller: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let window = viewIfLoaded?.window else {
            pendingPresentation = (controller, completion)
            return
        }
        if let presentedViewController {
            window.report("Attempt to present \(controller.debugName) on \(debugName) which is already presenting \(presentedViewController.debugName)")
            return
        }
        if controller.presentingViewController != nil || controller.viewIfLoaded?.window != nil {
            window.report("Attempt to present \(controller.debugName) which is already presented")
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        window.show(controller)
        completion?()
    }

    /// Dismisses the controller this one presented, or, when it presents nothing, itself.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentedViewController?.dismiss(animated: animated)
            presented.viewIfLoaded?.window?.hide(presented)
            presented.presentingViewController = nil
            presentedViewController = nil
            completion?()
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    /// The responder after a controller is its view's superview (the window for the root one).
    open override var next: Responder? { storedView?.superview }

    /// The controller's class as a person names it: the Swift type, or a script's class name
    /// (`ui.ViewController:extend "Game"` is `Game`).
    open var typeName: String { String(describing: Swift.type(of: self)) }

    /// How diagnostics name the controller: its type and title.
    open var debugName: String {
        title.map { "\(typeName) '\($0)'" } ?? typeName
    }
}
