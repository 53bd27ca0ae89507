/// The layout pass: what marks a tree for layout, and `layoutIfNeeded`, which solves the
/// constraints and calls `layoutSubviews` where needed (the engine in Layout/ listens through the
/// change notifications).
extension View {
    // MARK: change notifications for layout

    func geometryDidChange(sizeChanged: Bool = false) {
        if let node = layoutNodeStorage, let engine = node.engine, translatesAutoresizingMaskIntoConstraints {
            engine.frameChanged(self)
        }
        if sizeChanged {
            // Safe areas and frames laid out inside it may move: the engine must look again.
            rootView.layoutEngineStorage?.sizeChanged(of: self)
            setNeedsLayout()
        } else {
            LayoutEngine.moved(self)
        }
    }

    func marginsDidChange() {
        rootView.layoutEngineStorage?.treeChanged()
        setNeedsLayout()
    }

    func autoresizingDidChange() {
        layoutNodeStorage?.engine?.autoresizingChanged(self)
        setNeedsLayout()
    }

    func hierarchyDidChange(added view: View) {
        LayoutEngine.subtreeAdded(view)
        setNeedsLayout()
    }

    /// Returns whether a constraint ever named a view of the subtree (see `LayoutEngine.subtreeWillBeRemoved`).
    func hierarchyWillChange(removing view: View) -> Bool {
        let named = LayoutEngine.subtreeWillBeRemoved(view)
        setNeedsLayout()
        return named
    }


    /// Whether this view's `layoutSubviews` runs in the next pass (set by size changes and `setNeedsLayout`).
    var needsLayoutSubviews: Bool {
        get { needsLayoutSubviewsStorage }
        set {
            let was = needsLayoutSubviewsStorage
            needsLayoutSubviewsStorage = newValue
            if newValue && !was { markSubtreesNeedLayout() }
        }
    }

    /// Marks the view for `layoutSubviews` and its tree for a pass at the next `layoutIfNeeded()`.
    public func setNeedsLayout() {
        needsLayoutSubviewsStorage = true   // marked on the way up just below: one walk, not two
        markSubtreesNeedLayout()
    }

    /// Lays out the whole tree now if anything changed since the last pass: solves the constraints
    /// (incrementally), writes the frames of constraint-placed views, then calls `layoutSubviews`
    /// on the views that need it, parents first. As in UIKit, a view controller's will/did-layout
    /// callbacks come with its view's `layoutSubviews`: when the view was marked (`setNeedsLayout`,
    /// a new size, a subview added or removed) or layout moved one of its subviews.
    public func layoutIfNeeded() {
        let root = rootView
        guard root.needsLayout else { return }
        root.needsLayout = false
        // Before solving, so that a controller may still change constraints there.
        root.announceLayout()
        let engine = root.layoutEngineStorage
        engine?.solve()
        // The list is the window's, kept between passes: a pass that lays out a controller's view
        // (every card dealt) allocated and freed one. A pass started from inside this one (a
        // controller's callback) finds it taken and makes its own.
        let window = root as? Window
        var laidOut: [View] = []
        if let window { swap(&laidOut, &window.laidOutScratch) }
        root.layOutSubtree(into: &laidOut, engine: engine)
        for view in laidOut { view.owningViewController?.viewDidLayoutSubviews() }
        if let window {
            laidOut.removeAll(keepingCapacity: true)
            swap(&laidOut, &window.laidOutScratch)
        }
    }

    /// Tells the controllers of the views that will lay out, parents first, that they will.
    func announceLayout() {
        walkSubtree { view in
            if view.needsLayoutSubviews {
                view.layoutAnnounced = true
                view.owningViewController?.viewWillLayoutSubviews()
            }
            return view.subtreeNeedsLayout ? .descend : .skipSubviews
        }
    }

    /// Lays out the views of this subtree that need it, parents first, and lists them. When a
    /// view's `layoutSubviews` changed what the constraints depend on (a table placing its
    /// cells, a cell sizing its content view, which holds views placed by constraints), the
    /// tree's `engine` solves again before going down, as UIKit's engine updates each view's
    /// subviews in its own layout: else those views kept the frames of the earlier solve
    /// until some later pass.
    func layOutSubtree(into laidOut: inout [View], engine: LayoutEngine?) {
        walkSubtree { view in
            if view.needsLayoutSubviews {
                view.needsLayoutSubviews = false
                if !view.layoutAnnounced { view.owningViewController?.viewWillLayoutSubviews() }
                view.layoutAnnounced = false
                view.layoutSubviews()
                if let engine, engine.hasPendingWork { engine.solve() }
                // Only controllers hear of it afterwards: most views laid out have none, and an
                // empty list costs no allocation.
                if view.owningViewController != nil { laidOut.append(view) }
            }
            guard view.subtreeNeedsLayout else { return .skipSubviews }
            view.subtreeNeedsLayout = false
            return .descend
        }
    }
}
