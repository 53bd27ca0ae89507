/// A stack of view controllers shown one at a time under a navigation bar (UIKit's
/// `UINavigationController`): pushing slides the new screen in from the right while the old one
/// moves left by a third; popping slides back. The top controller's view fills the
/// controller's view, its safe area's top lowered by the bar (`additionalSafeAreaInsets`).
///
/// Appearance follows UIKit: `viewWillAppear`/`viewWillDisappear` when a slide starts and
/// `viewDidAppear`/`viewDidDisappear` when it ends (NavigationTransition.swift).
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar.
    public let navigationBar = NavigationBar()
    /// The toolbar at the bottom, showing the top controller's `toolbarItems` while
    /// `isToolbarHidden` is false.
    public let toolbar = Toolbar()
    /// The slide in progress, if any.
    var transition: NavigationTransition?
    /// The recognizer behind `hidesBarsOnTap` (UIKit's `barHideOnTapGestureRecognizer`).
    public let barHideOnTapGestureRecognizer = NavigationController.makeBarHideOnTapRecognizer()
    /// Whether a tap hid the toolbar, so that the next brings it back with the bar.
    var toolbarHiddenByTap = false
    /// The height of the large title's row the bar shows, 0 without one
    /// (NavigationController+LargeTitles.swift).
    var largeTitleRowHeight = 0.0

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        barHideOnTapGestureRecognizer.addHandler { [weak self] recognizer in
            if recognizer.state == .ended { self?.barHideTap(recognizer) }
        }
        navigationBar.onLargeTitlePreferenceChange = { [weak self] in
            self?.refreshBar()
            self?.viewIfLoaded?.setNeedsLayout()
        }
        push(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Whether the bar is hidden (set without animation).
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    /// The bar's state as asked; the bar view stays shown while it slides away.
    private var barHidden = false

    /// How long the bar takes to slide in or out (UIKit's `hideShowBarDuration`, whose value
    /// its documentation does not give; MoonKit takes 0.2 s).
    public static let hideShowBarDuration = 0.2

    /// Hides or shows the bar; the top controller's safe area follows. Animated (on a window
    /// with an animator), the bar slides up out of the screen or down into place, and the top
    /// screen's layout moves with it.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        slideBar(navigationBar, hidden: hidden, animated: animated) { [weak self] in self?.barHidden == true }
    }

    /// Whether the toolbar is hidden: true until a game shows it, as in UIKit.
    public var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    /// The toolbar's state as asked; the toolbar view stays shown while it slides away.
    private var toolbarHidden = true

    /// Hides or shows the toolbar; the top controller's safe area follows. Animated (on a
    /// window with an animator), it slides down out of the screen or up into place in
    /// `hideShowBarDuration`, and the top screen's layout moves with it.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        slideBar(toolbar, hidden: hidden, animated: animated) { [weak self] in self?.toolbarHidden == true }
    }

    /// Moves `bar` in or out as the container lays it out, sliding when animated; `stillHidden`
    /// says at the end whether to hide the view (not when it was asked back meanwhile).
    private func slideBar(_ bar: View, hidden: Bool, animated: Bool, stillHidden: @escaping () -> Bool) {
        let container = viewIfLoaded
        let animator = animated ? container?.window?.animator : nil
        if !hidden { bar.isHidden = false }
        guard let container, let animator else {
            bar.isHidden = hidden
            topViewController?.adoptContainerSafeArea(adding: barInsets)
            container?.setNeedsLayout()
            return
        }
        container.layoutIfNeeded()
        animator.animate(in: container, duration: Self.hideShowBarDuration, changes: {
            topViewController?.adoptContainerSafeArea(adding: barInsets)
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }, completion: { _ in if stillHidden() { bar.isHidden = true } })
    }

    /// The insets the bars add to the top controller's safe area.
    var barInsets: EdgeInsets {
        EdgeInsets(top: barHidden ? 0 : NavigationBar.height + largeTitleRowHeight, left: 0,
                   bottom: toolbarHidden ? 0 : Toolbar.height, right: 0)
    }

    /// Makes the container view with the bar over the top controller's view.
    open override func loadView() {
        let container = NavigationContainerView(controller: self)
        view = container
        toolbar.isHidden = toolbarHidden
        container.addSubviews(navigationBar, toolbar)
        container.addGestureRecognizer(barHideOnTapGestureRecognizer)
        if let top = topViewController {
            updateLargeTitleRow()
            top.adoptContainerSafeArea(adding: barInsets)
            container.insertSubview(top.view, belowSubview: navigationBar)
        }
        refreshBar()
    }

    // MARK: the stack

    /// Puts `viewController` on top, sliding it in when `animated` and on screen. A controller
    /// already in a navigation stack, or this navigation controller itself, is refused.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard viewController !== self, !viewControllers.contains(where: { $0 === viewController }),
              viewController.parent == nil else { return }
        finishTransitionNow()
        let old = topViewController
        push(viewController)
        guard let old else { return }
        show(viewController, replacing: old, kind: .push, removed: [], animated: animated)
    }

    /// Takes the top controller off (never the root) and returns it.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        finishTransitionNow()
        guard viewControllers.count > 1 else { return nil }
        return pop(to: viewControllers[viewControllers.count - 2], animated: animated).first
    }

    /// Takes every controller above the root off and returns them, bottom first.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        finishTransitionNow()
        guard viewControllers.count > 1 else { return [] }
        return pop(to: viewControllers[0], animated: animated)
    }

    /// Takes the controllers above `target` off; the top one slides away, the others, never
    /// seen, just leave.
    private func pop(to target: ViewController, animated: Bool) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === target }), let top = topViewController,
              top !== target else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        for controller in popped { controller.willMove(toParent: nil) }
        show(target, replacing: top, kind: .pop, removed: popped, animated: animated)
        return popped
    }

    private func push(_ controller: ViewController) {
        addChild(controller)
        viewControllers.append(controller)
    }

    /// Brings `incoming` on screen in place of `outgoing`, sliding when animated and on a
    /// window with an animator; `removed` leave the stack once it is done.
    private func show(_ incoming: ViewController, replacing outgoing: ViewController, kind: NavigationTransition.Kind,
                      removed: [ViewController], animated: Bool) {
        let slide = NavigationTransition(controller: self, incoming: incoming, outgoing: outgoing, kind: kind, removed: removed)
        refreshBar()
        guard let container = viewIfLoaded else {
            slide.finishOffScreen()
            return
        }
        incoming.adoptContainerSafeArea(adding: barInsets)
        transition = slide
        slide.start(in: container, animated: animated)
    }

    /// Ends the slide in progress at once (before another starts, or when the controller
    /// itself leaves the screen).
    override func finishRunningTransition() {
        finishTransitionNow()
    }

    func finishTransitionNow() {
        transition?.finish()
    }

    // MARK: the bar

    /// Shows a changed title in the bar (and in the back button above it).
    open override func childTitleDidChange(_ child: ViewController) {
        refreshBar()
        // A large-title mode changed on the screen that shows may grow or shrink the bar: the
        // row follows at the next layout pass, as UIKit's does.
        viewIfLoaded?.setNeedsLayout()
    }

    /// Shows the top controller's title and items, and the back button titled after the
    /// controller below.
    func refreshBar() {
        guard let top = topViewController else { return }
        let item = top.navigationItemStorage
        var backTitle: String?
        if viewControllers.count > 1, item?.hidesBackButton != true {
            let below = viewControllers[viewControllers.count - 2]
            backTitle = below.navigationItemStorage?.backButtonTitle ?? below.shownTitle ?? "Back"
        }
        navigationBar.show(title: top.shownTitle, backTitle: backTitle, left: item?.leftBarButtonItem,
                           right: item?.rightBarButtonItem)
        // A screen without a large title leaves the last one in its row, which shrinks away.
        if showsLargeTitle(top) { navigationBar.largeTitleLabel.text = top.shownTitle }
        let items = top.toolbarItems ?? []
        if toolbar.items.count != items.count || zip(toolbar.items, items).contains(where: { $0 !== $1 }) { toolbar.items = items }
    }

    /// The stack's controllers in order, for messages: `NavigationController(A › B)`.
    open override var debugName: String {
        "NavigationController(\(viewControllers.map(\.debugName).joined(separator: " › ")))"
    }
}

/// A navigation controller's view: lays out the bar under the safe area's top and the top
/// controller's view over the whole of it.
final class NavigationContainerView: View {
    private weak var controller: NavigationController?

    init(controller: NavigationController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = Color(semantic: .systemBackground)
    }

    override func layoutSubviews() {
        guard let controller else { return }
        let bar = controller.navigationBar
        let top = safeAreaInsets.top
        // A hidden bar waits above the screen, where it slides to and from.
        // The large title follows the top screen's scroll view, except while a slide lands it.
        if controller.transition == nil { controller.updateLargeTitleRow() }
        let height = NavigationBar.height + controller.largeTitleRowHeight
        let y = controller.isNavigationBarHidden ? -height : top
        bar.frame = Rect(x: 0, y: y, width: bounds.width, height: height)
        bar.backgroundOverhang = top
        // The toolbar sits on the safe area's bottom; hidden, it waits below the screen.
        let bottom = safeAreaInsets.bottom
        let toolbarY = controller.isToolbarHidden ? bounds.height : bounds.height - bottom - Toolbar.height
        controller.toolbar.frame = Rect(x: 0, y: toolbarY, width: bounds.width, height: Toolbar.height)
        controller.toolbar.backgroundOverhang = bottom
        // The view sliding in is placed by the slide; the others fill the container.
        if let shown = controller.topViewController?.viewIfLoaded, shown.superview === self,
           controller.transition == nil {
            shown.frame = bounds
        }
    }
}
