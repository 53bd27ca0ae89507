/// One push or pop of a navigation controller: the new screen slides in over the old one (a
/// push: from the right edge; the old one moves left by a third of the width), or the old one
/// slides away to the right uncovering the one below (a pop), in 0.35 s of the virtual clock.
///
/// UIKit does not publish the curve of this slide: since iOS 7 it runs on the system's own
/// spring (the one keyboards report as animation curve 7, a spring without bounce). The
/// public curve nearest to it is the bounce-free spring of UIKit's and SwiftUI's
/// `duration`/`bounce` API, which is what the slide uses (`AnimationCurve.spring`: progress
/// 1 − (1 + ωt)·e^(−ωt) with ω = 2π / 0.35 s, scaled to land at 0.35 s). Half-way, at
/// 0.175 s, it has gone 83.2 % of the way.
///
/// The bar changes with the slide, as UIKit's does: the new title comes in from half the bar's
/// width to the right on a push (to the left on a pop) as it fades in, and the back button and
/// the bar's items fade in where they stand, on the same spring and in the same time. When one
/// screen shows a large title and the other does not, the bar's height moves with the slide.
///
/// Appearance: the disappearing controller hears `viewWillDisappear` and the appearing one
/// `viewWillAppear` when the slide starts, and their "did" callbacks, in the same order, when
/// it ends; a pushed controller's `didMove(toParent:)` and a popped one's `didMove(toParent: nil)`
/// come at the end too.
final class NavigationTransition {
    enum Kind { case push, pop }

    /// UIKit's duration of a push or pop.
    static let duration = 0.35

    private weak var controller: NavigationController?
    let incoming: ViewController
    let outgoing: ViewController
    let kind: Kind
    /// Controllers taken off the stack, told `didMove(toParent: nil)` at the end.
    let removed: [ViewController]
    private var began = false
    private var finished = false
    private weak var container: View?

    init(controller: NavigationController, incoming: ViewController, outgoing: ViewController, kind: Kind,
         removed: [ViewController]) {
        self.controller = controller
        self.incoming = incoming
        self.outgoing = outgoing
        self.kind = kind
        self.removed = removed
    }

    /// Starts the slide in `container` (the navigation controller's view); without a window
    /// or an animator, or when not `animated`, it ends at once.
    func start(in container: View, animated: Bool) {
        self.container = container
        let full = container.bounds
        let window = container.window
        let animator = animated ? window?.animator : nil
        let incomingView = incoming.view   // loaded (viewDidLoad) before any appearance callback
        if window != nil {
            began = true
            outgoing.beginAppearanceTransition(false, animated: animator != nil)
            incoming.beginAppearanceTransition(true, animated: animator != nil)
        }
        switch kind {
        case .push:
            incomingView.frame = animator == nil ? full : full.offsetBy(dx: full.width, dy: 0)
            if let bar = controller?.navigationBar { container.insertSubview(incomingView, belowSubview: bar) }
        case .pop:
            incomingView.frame = animator == nil ? full : full.offsetBy(dx: -full.width / 3, dy: 0)
            if let old = outgoing.viewIfLoaded, old.superview === container {
                container.insertSubview(incomingView, belowSubview: old)
            } else if let bar = controller?.navigationBar {
                container.insertSubview(incomingView, belowSubview: bar)
            }
        }
        guard let animator, let outgoingView = outgoing.viewIfLoaded else {
            finish()
            return
        }
        // The new screen is laid out at its size before it moves, as UIKit does.
        container.layoutIfNeeded()
        let kind = self.kind
        let landBar = slideBarIn()
        let controller = self.controller
        animator.animate(in: container, duration: Self.duration, curve: .spring, changes: {
            incomingView.frame = full
            outgoingView.frame = kind == .push ? full.offsetBy(dx: -full.width / 3, dy: 0)
                : full.offsetBy(dx: full.width, dy: 0)
            landBar()
            // The bar takes the new screen's height (a large title's row or none) with the slide.
            if controller?.updateLargeTitleRow() == true {
                container.setNeedsLayout()
                container.layoutIfNeeded()
            }
        }, completion: { [weak self] _ in self?.finish() })
    }

    /// The bar's views that move with the slide: the title, the back button, the items.
    private var barViews: [View] {
        guard let bar = controller?.navigationBar else { return [] }
        return [bar.titleLabel, bar.backButton] + [bar.leftButton, bar.rightButton].compactMap { $0 }
    }

    /// Puts the bar's title and buttons where the slide starts them (the bar laid out first, so
    /// that their frames are where it ends), and returns what lands them, to run inside the
    /// slide's animation block.
    private func slideBarIn() -> () -> Void {
        guard let bar = controller?.navigationBar, !bar.isHidden else { return {} }
        bar.layoutIfNeeded()
        let title = bar.titleLabel, landed = title.frame
        let shift = kind == .push ? bar.bounds.width / 2 : -bar.bounds.width / 2
        title.frame = landed.offsetBy(dx: shift, dy: 0)
        let faded = barViews
        for view in faded { view.alpha = 0 }
        return {
            title.frame = landed
            for view in faded { view.alpha = 1 }
        }
    }

    /// Ends the slide: the old screen leaves, the appearance callbacks end, the stack's
    /// changes are announced. Called by the animation's end, or early (another push).
    func finish() {
        guard !finished else { return }
        finished = true
        if let animator = container?.window?.animator {
            // Ending early: the views jump to where they were going.
            for view in [incoming.viewIfLoaded, outgoing.viewIfLoaded].compactMap({ $0 }) + barViews {
                animator.removeAnimations(of: view, includingSubviews: false)
            }
        }
        if let old = outgoing.viewIfLoaded, old.superview === container {
            old.removeFromSuperview()
            if let container { old.frame = container.bounds }
        }
        if let container { incoming.view.frame = container.bounds }
        if controller?.transition === self { controller?.transition = nil }
        if began {
            outgoing.endAppearanceTransition()
            incoming.endAppearanceTransition()
        }
        announce()
        container?.setNeedsLayout()
    }

    /// The stack changed while the navigation controller's view is not loaded: only the
    /// containment calls.
    func finishOffScreen() {
        finished = true
        announce()
    }

    private func announce() {
        if kind == .push, let controller { incoming.didMove(toParent: controller) }
        for controller in removed {
            controller.leaveContainerSafeArea()
            controller.removeFromParent()
        }
    }
}
