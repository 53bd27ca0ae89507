extension View: LayoutItem {
    var layoutNode: LayoutNode {
        if let node = layoutNodeStorage { return node }
        let node = LayoutNode()
        layoutNodeStorage = node
        return node
    }

    var owningLayoutView: View? { self }

    var layoutName: String { debugName }

    /// The engine of this view's tree (made on first use; it lives on the root).
    var layoutEngine: LayoutEngine {
        let root = rootView
        if let engine = root.layoutEngineStorage { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutEngineStorage = engine
        return engine
    }
}

extension View {
    // MARK: anchors

    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    /// The leading edge (left: MoonKit lays out left to right).
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    /// The trailing edge (right).
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }

    // MARK: guides

    /// The rectangle inside the view's margins, for constraints (UIKit's `layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        if let g = marginsGuideStorage { return g }
        let g = LayoutGuide(kind: .margins, owner: self)
        marginsGuideStorage = g
        return g
    }

    /// The rectangle inside the safe area, for constraints (UIKit's `safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = safeAreaGuideStorage { return g }
        let g = LayoutGuide(kind: .safeArea, owner: self)
        safeAreaGuideStorage = g
        return g
    }

    /// Adds a custom guide that constraints can place, like an invisible view.
    /// The guide's owner says whether it is here already: no walk of the view's other guides, so
    /// that adding many guides costs the same for each.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        if guide.isNamedByConstraint { isNamedByConstraint = true }
        layoutGuides.append(guide)
    }

    /// Removes a custom guide (its constraints are deactivated).
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom, guide.owningView === self else { return }
        var v: View? = self
        while let current = v {
            LayoutConstraint.deactivate(current.installedConstraints.filter {
                $0.firstItemRef === guide || $0.secondItemRef === guide
            })
            v = current.superview
        }
        layoutGuides.removeFirst(identicalTo: guide)
        guide.owningView = nil
    }

    // MARK: content hugging and compression resistance

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard contentHuggingPriority(for: axis) != priority else { return }
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        layoutNodeStorage?.engine?.contentPrioritiesChanged(self)
        setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard contentCompressionResistancePriority(for: axis) != priority else { return }
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        layoutNodeStorage?.engine?.contentPrioritiesChanged(self)
        setNeedsLayout()
    }

    // MARK: UIKit's older API and diagnostics

    /// The constraints installed on this view (UIKit's `constraints`).
    public var constraints: [LayoutConstraint] { installedConstraints }

    /// Activates a constraint (UIKit's `addConstraint`; the constraint goes to its items' common ancestor).
    public func addConstraint(_ constraint: LayoutConstraint) { LayoutConstraint.activate([constraint]) }
    /// Activates constraints.
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// Deactivates a constraint installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedOn === self { LayoutConstraint.deactivate([constraint]) }
    }
    /// Deactivates constraints installed on this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints.filter { $0.installedOn === self })
    }

    /// Whether the constraints leave this view's position or size free to move without making
    /// any constraint less satisfied. Frame-placed views that no constraint mentions are never
    /// ambiguous. Constraints at priority 1 (the lowest level) do not count as holding a view.
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        guard let node = layoutNodeStorage, let engine = node.engine, engine.root === rootView else { return false }
        return engine.isAmbiguous(node)
    }

    /// Unsatisfiable-constraint reports of this view's tree, oldest first (also in the window's log).
    public var layoutConflicts: [LayoutConflict] {
        rootView.layoutEngineStorage?.conflicts ?? []
    }
}
