/// Where a controller's view is in its appearance (UIKit keeps the same four states).
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// Appearance transitions driven by a container (UIKit's `beginAppearanceTransition` and
/// `endAppearanceTransition`).
///
/// When a view simply enters a window, its controller hears `viewWillAppear` and then, once
/// laid out, `viewDidAppear` (ViewController.swift). A container that slides a child in over a
/// third of a second tells it `viewWillAppear` when the slide starts and `viewDidAppear` when it
/// ends; the child's own visible children follow it (UIKit's
/// `shouldAutomaticallyForwardAppearanceMethods`, always on here), parents first.
extension ViewController {
    /// Tells the controller its view is about to appear (`isAppearing`) or disappear: calls
    /// `viewWillAppear` or `viewWillDisappear` now, and leaves the matching "did" to
    /// `endAppearanceTransition`. A call that changes nothing (appearing when already shown) is
    /// ignored, as are the window's own callbacks until the transition ends.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        finishRunningTransition()
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            appearanceIsManaged = true
            transitionAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            appearanceIsManaged = true
            transitionAnimated = animated
            viewWillDisappear(animated)
        }
        for child in visibleChildren() { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Tells the controller the transition `beginAppearanceTransition` began is over: calls
    /// `viewDidAppear` or `viewDidDisappear`, then lets its children finish theirs.
    public func endAppearanceTransition() {
        guard appearanceIsManaged else { return }
        appearanceIsManaged = false
        let animated = transitionAnimated
        switch appearance {
        case .appearing: finishAppearing(animated: animated)
        case .disappearing: finishDisappearing(animated: animated)
        case .appeared, .disappeared: break
        }
        for child in children where child.appearanceIsManaged { child.endAppearanceTransition() }
    }

    /// The children whose views are inside this controller's view (those a container shows).
    func visibleChildren() -> [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { child in child.viewIfLoaded.map { $0.isDescendant(of: root) } ?? false }
    }

    /// Whether a controller above this one (its parent, the parent's parent, …) is in a
    /// container-driven transition in `state`: a view added inside it waits for its end.
    func ancestorManages(_ state: AppearanceState) -> Bool {
        var ancestor = parent
        while let current = ancestor {
            if current.appearanceIsManaged { return current.appearance == state }
            ancestor = current.parent
        }
        return false
    }
}
