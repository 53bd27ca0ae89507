/// The walks over the view tree that run for every view added, removed, moved, resized or laid
/// out, written without reference counting: the only place where View reads its tree through
/// unmanaged references.
///
/// Why: written as plain loops (`for subview in subviews`, `while let up = view.superview`),
/// each step retains and releases the view it reaches, and these walks run on every change to
/// the tree (the figure: docs/performance.md, "Measured choices"). Every other walk (hit
/// testing, point conversion, a tap's checks, animation scopes) is a plain loop: none of them
/// gained 3 %.
///
/// Why it is safe (ViewTreeWalkTests pins both rules):
/// - Down: the walk holds a copy of the `subviews` array, which keeps every subview it visits
///   alive whatever `body` does (remove them, free their superview).
/// - Up: `superviewLink` is set exactly while the view is in that superview's `subviews`, which
///   holds it strongly; the superview clears it when it lets the view go or is freed (View's
///   `deinit`, which no subclass precedes with a deinit of its own). A live view's link is thus nil or
///   a live view, and the upward walks below call no other code, so no link changes under them.
extension View {
    /// Calls `body` with each subview, back to front, as the subviews were when the walk began
    /// (`body` may add or remove subviews).
    public func forEachSubview(_ body: (View) -> Void) {
        withSubviewLinks { links in
            for link in links { link._withUnsafeGuaranteedRef(body) }
        }
    }

    /// What a walk of a subtree does after visiting a view.
    public enum WalkStep {
        /// Goes on into the view's subviews.
        case descend
        /// Goes on, leaving out the view's subviews.
        case skipSubviews
        /// Ends the walk.
        case stop
    }

    /// Visits this view and every view of its subtree, depth first: a view before its subviews,
    /// subviews back to front, each view's subviews as they are once `visit` has returned for it
    /// (`visit` may add or remove them). Returns false when `visit` stopped the walk.
    ///
    /// A script can nest views deeper (20 000 levels, say) than a thread's stack could hold a
    /// recursion's frames, so the walk recurses only through the first `recursionLevels` levels
    /// and goes on below with a stack of its own. Why not the stack all the way: the layout
    /// pass walks the tree twice per pass, and building that stack (an array) for a screen a
    /// few levels deep costs more than the walk (docs/performance.md, "Measured choices").
    @discardableResult
    public func walkSubtree(_ visit: (View) -> WalkStep) -> Bool {
        walkSubtree(visit, recursionLeft: View.recursionLevels)
    }

    /// How many levels `walkSubtree` goes down by recursion.
    static let recursionLevels = 32

    private func walkSubtree(_ visit: (View) -> WalkStep, recursionLeft: Int) -> Bool {
        switch visit(self) {
        case .stop: return false
        case .skipSubviews: return true
        case .descend: break
        }
        guard recursionLeft > 0 else { return walkBelowWithStack(visit) }
        return withSubviewLinks { links in
            for link in links where !link._withUnsafeGuaranteedRef({ $0.walkSubtree(visit, recursionLeft: recursionLeft - 1) }) {
                return false
            }
            return true
        } ?? true
    }

    /// Walks the subviews of this (visited) view as `walkSubtree` does, with a stack of its own:
    /// each level holds a copy of a view's `subviews`, which keeps the views below it alive, as
    /// the copy held by `forEachSubview` does.
    private func walkBelowWithStack(_ visit: (View) -> WalkStep) -> Bool {
        if subviews.isEmpty { return true }
        var levels: [(subviews: [View], next: Int)] = [(subviews, 0)]
        while let last = levels.indices.last {
            let position = levels[last].next
            guard position < levels[last].subviews.count else {
                levels.removeLast()
                continue
            }
            levels[last].next = position + 1
            let link = levels[last].subviews.withUnsafeBufferPointer { Unmanaged.passUnretained($0[position]) }
            switch link._withUnsafeGuaranteedRef(visit) {
            case .stop: return false
            case .skipSubviews: continue
            case .descend:
                let below = link._withUnsafeGuaranteedRef { $0.subviews }
                if !below.isEmpty { levels.append((below, 0)) }
            }
        }
        return true
    }

    /// Whether this view or one inside it matches, without collecting them as `allViews` does
    /// (the layout engine asks this of every view added, removed, moved or resized).
    func subtreeContains(where predicate: (View) -> Bool) -> Bool {
        !walkSubtree { predicate($0) ? .stop : .descend }
    }

    /// Calls `body` with the subviews as uncounted references, held by a copy of the list for the
    /// call; nil for a leaf (most views walked), which needs no copy.
    private func withSubviewLinks<R>(_ body: (UnsafeBufferPointer<Unmanaged<View>>) -> R) -> R? {
        if subviews.isEmpty { return nil }
        let subs = subviews
        return subs.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<View>.self, body)
        }
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        // Only the view itself is inside a view without subviews: no walk up a deep tree (adding
        // a fresh view to the end of a chain asks this twice at every step).
        if view.subviews.isEmpty { return self === view }
        let target = Unmanaged.passUnretained(view).toOpaque()
        var current = Unmanaged.passUnretained(self)
        while current.toOpaque() != target {
            guard let up = current._withUnsafeGuaranteedRef({ $0.superviewLink }) else { return false }
            current = up
        }
        return true
    }

    /// The top of this view's tree (itself when it has no superview).
    public var rootView: View {
        var root = Unmanaged.passUnretained(self)
        while let up = root._withUnsafeGuaranteedRef({ $0.superviewLink }) { root = up }
        return root.takeUnretainedValue()
    }

    /// Marks this view and the views above it as holding a view that needs `layoutSubviews`,
    /// and the tree as needing a pass (`needsLayout` on its root).
    ///
    /// The walk stops at the first view already marked: going on to the root at every mark
    /// made adding a view at the end of a deep chain quadratic. Stopping there is sound because
    /// of what `subtreeNeedsLayout` keeps (see there): above a marked view, either every view is
    /// marked and the root has `needsLayout`, or a pass is going down the tree and will still
    /// come to that view (it clears the marks of the views it has come through, and it looks at
    /// a view's mark only when it comes to it, after that view's `layoutSubviews`). Either way
    /// the newly marked views are laid out. A view taken out of its tree keeps its marks and
    /// becomes a root: `removeFromSuperview` gives it `needsLayout` when it is marked.
    func markSubtreesNeedLayout() {
        var current = Unmanaged.passUnretained(self)
        while true {
            let reachedMarked: Bool = current._withUnsafeGuaranteedRef { view in
                if view.subtreeNeedsLayout { return true }
                view.subtreeNeedsLayout = true
                return false
            }
            if reachedMarked { return }
            guard let up = current._withUnsafeGuaranteedRef({ $0.superviewLink }) else {
                current._withUnsafeGuaranteedRef { $0.needsLayout = true }
                return
            }
            current = up
        }
    }

    /// Sets the window of every view of this subtree (see `windowLink`). All the views of a
    /// tree below a window have the same one, so a subtree whose top has it already is skipped.
    func setWindowOfSubtree(_ window: Window?) {
        let link = window.map { Unmanaged.passUnretained($0) }
        guard windowLink?.toOpaque() != link?.toOpaque() else { return }
        walkSubtree { view in
            view.windowLink = link
            return .descend
        }
    }
}
