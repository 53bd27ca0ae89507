/// Adding, moving and removing subviews, and the window callbacks that go with them.
extension View {
    /// Changes the subview list as a local array that owns its buffer, so that each access to
    /// the stored property is a plain load or store the compiler proves exclusive (see
    /// `ShortAccessList`, which does the same for the layout engine's lists). `body` must not
    /// change this view's subviews itself.
    @inline(__always)
    func changeSubviews(_ body: (inout [View]) -> Void) {
        var list = subviewList
        subviewList = []
        body(&list)
        assert(subviewList.isEmpty, "subviews changed from inside a change of them")
        subviewList = list
    }

    // MARK: hierarchy editing

    /// Adds `view` on top of the other subviews, taking it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Adds several views, each on top of the previous.
    public func addSubviews(_ views: View...) {
        for view in views { addSubview(view) }
    }

    /// Inserts `view` at `index` among the subviews (0 is the back); the index is clamped.
    /// A move that would make the tree loop does nothing, nor does one that puts a window
    /// inside a view: a window is the top of its screen (every view below it keeps it, see
    /// `windowLink`).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !(view is Window), !isDescendant(of: view) else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            changeSubviews { list in
                list.remove(at: old)
                list.insert(view, at: min(max(0, index), list.count))
            }
            return
        }
        let newWindow = window
        let windowChanges = view.window !== newWindow
        if windowChanges { view.propagateWillMove(toWindow: newWindow) }
        view.removeFromSuperviewKeepingWindowCallbacks(leavingWindow: windowChanges)
        view.willMove(toSuperview: self)
        // Arrays grow one element at a time here (Linux's malloc reports no spare room), and a
        // view given one subview is mostly given a few: room for four costs one allocation.
        changeSubviews { list in
            if list.isEmpty { list.reserveCapacity(4) }
            list.insert(view, at: min(max(0, index), list.count))
        }
        view.superviewLink = Unmanaged.passUnretained(self)
        if windowChanges { view.setWindowOfSubtree(newWindow) }
        hierarchyDidChange(added: view)
        view.didMoveToSuperview()
        didAddSubview(view)
        if windowChanges { view.propagateDidMoveToWindow() }
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling` (at the back when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves a subview to the top.
    public func bringSubviewToFront(_ view: View) {
        if view.superview === self { insertSubview(view, at: subviews.count) }
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        if view.superview === self { insertSubview(view, at: 0) }
    }

    /// Takes the view out of its superview; constraints between it (or its subviews) and views
    /// outside are deactivated, as in UIKit.
    public func removeFromSuperview() {
        guard superviewLink != nil else { return }
        let windowChanges = window != nil
        if windowChanges { propagateWillMove(toWindow: nil) }
        removeFromSuperviewKeepingWindowCallbacks(leavingWindow: windowChanges)
        if windowChanges { propagateDidMoveToWindow() }
    }

    /// Takes the view out of its superview; with `leavingWindow`, out of its window too (a view
    /// moved within its window keeps it).
    private func removeFromSuperviewKeepingWindowCallbacks(leavingWindow: Bool) {
        guard let old = superview else { return }
        old.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let named = old.hierarchyWillChange(removing: self)
        old.changeSubviews { $0.removeFirst(identicalTo: self) }
        superviewLink = nil
        if leavingWindow { setWindowOfSubtree(nil) }
        // A root now: marks it keeps ask its own tree for a pass (see `markSubtreesNeedLayout`).
        if subtreeNeedsLayout { needsLayout = true }
        if named { LayoutEngine.subtreeDetached(self) }
        didMoveToSuperview()
    }

    private func propagateWillMove(toWindow newWindow: Window?) {
        walkSubtree { view in
            // Only a view with animations on record has any to stop: the others skip the walk up
            // to the window and the animator's retain (three views per card taken off the table).
            if newWindow == nil, view.inFlightAnimations != nil, let animator = view.window?.animator {
                animator.removeAnimations(of: view, includingSubviews: false)
            }
            view.willMove(toWindow: newWindow)
            view.owningViewController?.viewWillMove(toWindow: newWindow)
            return .descend
        }
    }

    private func propagateDidMoveToWindow() {
        walkSubtree { view in
            view.didMoveToWindow()
            view.owningViewController?.viewDidMoveToWindow(view.window)
            return .descend
        }
    }

    /// The first view in this subtree (depth first, this view included) with the given tag.
    public func viewWithTag(_ tag: Int) -> View? {
        var hit: View?
        walkSubtree { view in
            guard view.tag == tag else { return .descend }
            hit = view
            return .stop
        }
        return hit
    }

    /// Every view of this subtree, depth first, this view first.
    public var allViews: [View] {
        // Room for a typical screen at once: growing the array step by step cost more than the walk.
        var out: [View] = []
        out.reserveCapacity(64)
        walkSubtree { view in
            out.append(view)
            return .descend
        }
        return out
    }
}
