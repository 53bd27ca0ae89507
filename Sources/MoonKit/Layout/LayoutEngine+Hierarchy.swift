/// How the engine follows the view tree: views added, about to leave, or left on their own.
extension LayoutEngine {
    /// `view` was added to a tree: constraints it brings (or frame-pinned views it moves) need the
    /// new root's engine to rebuild; its own engine, if it was a root, is dropped.
    static func subtreeAdded(_ view: View) {
        let broughtEngine = view.layoutEngineStorage != nil
        view.layoutEngineStorage = nil
        if broughtEngine || subtreeTakesPartInLayout(view) {
            view.rootView.layoutEngine.markRebuild()
        }
        if view.isNamedByConstraint, view.subtreeContains(where: { $0.lostConstraintsOnRemoval }) {
            let engine = view.rootView.layoutEngine
            engine.readded.append(view.itemLink)
            engine.treeChanged()
            engine.root?.needsLayout = true
        }
    }

    /// `view` is about to leave its superview: constraints between its subtree and the rest are
    /// deactivated, as UIKit does, and the old tree rebuilds without it. Returns whether a
    /// constraint ever named a view of the subtree: when none did, none is installed there either
    /// (a constraint is installed on its items' common ancestor), so `subtreeDetached` need not look.
    static func subtreeWillBeRemoved(_ view: View) -> Bool {
        // A subtree no constraint ever named (frame-placed views, such as cards dealt every
        // round) has nothing crossing out of it: skip searching every ancestor's constraints.
        guard view.subtreeContains(where: { $0.isNamedByConstraint }) else { return false }
        var ancestor = view.superview
        while let a = ancestor {
            let crossing = a.installedConstraints.filter { $0.involves(subtreeOf: view) }
            if !crossing.isEmpty {
                for c in crossing {
                    for item in [c.firstItemRef?.owningLayoutView, c.secondItemRef?.owningLayoutView]
                    where item?.isDescendant(of: view) == true { item?.lostConstraintsOnRemoval = true }
                }
                LayoutConstraint.deactivate(crossing)
            }
            ancestor = a.superview
        }
        if subtreeTakesPartInLayout(view) {
            view.rootView.layoutEngineStorage?.markRebuild()
        }
        return true
    }

    /// `view` just became a root: it gets its own engine if its subtree still has constraints.
    /// Called only for subtrees a constraint named (see `subtreeWillBeRemoved`).
    static func subtreeDetached(_ view: View) {
        if view.subtreeContains(where: { !$0.installedConstraints.isEmpty }) {
            view.layoutEngine.markRebuild()
        }
    }

    private static func subtreeTakesPartInLayout(_ view: View) -> Bool {
        view.subtreeContains { !$0.installedConstraints.isEmpty || $0.layoutNodeStorage?.engine != nil }
    }
}
