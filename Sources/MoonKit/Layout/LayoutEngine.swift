import Cassowary

/// Solves the constraints of one view tree with Cassowary and writes the frames back.
///
/// The engine lives on the tree's root. Variables are in layout space (the root's coordinates
/// with bounds origins taken as zero), and each constraint holds in its items' common
/// ancestor's coordinates (see LayoutEngine+Coordinates.swift). Work is incremental:
/// activating, deactivating, changing a constant, a frame, a margin or a label's text touch only
/// their own solver rows; only moving constrained views between trees rebuilds the system.
///
/// What the engine adds by itself:
/// - a frame-placed view (`translatesAutoresizingMaskIntoConstraints`) that a constraint mentions
///   is pinned to its frame relative to its superview (UIKit's autoresizing constraints);
/// - a margins or safe-area guide is tied to its owner's bounds inset by the margins / safe area;
/// - a constraint-placed view with an intrinsic size gets `width ≤ w` at its hugging priority and
///   `width ≥ w` at its compression resistance, and the same for the height. Among views of the
///   same priority the one that entered layout first gives way first: each content constraint is
///   scaled by `1 + order × 10⁻⁶`, which only breaks ties (the seed's "the score label stretches").
final class LayoutEngine {
    /// The root of the tree, which owns the engine (until it goes away).
    var root: View? { rootLink.view }
    private let rootLink: ItemLink
    /// What nodes and constraints hold instead of a `weak` reference (see `UnownedLink`).
    let link = UnownedLink<LayoutEngine>()
    private var solver = Solver()
    private var needsRebuild = true
    // The lists are `ShortAccessList`s: the engine changes them between calls out into views,
    // which call back into it, and a plain array property would be checked for exclusive access
    // at run time on every read and change.
    let nodes = ShortAccessList<LayoutNode>()
    private var nextOrder = 0

    private let pendingAdds = ShortAccessList<LayoutConstraint>()
    private let pendingConstants = ShortAccessList<LayoutConstraint>()
    private let dirtyFrames = ShortAccessList<View>()
    private let dirtyContent = ShortAccessList<View>()
    /// Views registered during the current `addUser` whose content constraints are still to add.
    private let deferredContent = ShortAccessList<(View, LayoutNode)>()
    /// Constraints in the solver with a view between an item and their common ancestor: a bounds
    /// origin moving there shifts their constants (see `boundsShift(of:)`).
    private let crossing = ShortAccessList<LayoutConstraint>()
    /// Set when a bounds origin moved in the tree since the last solve.
    private var boundsMoved = false
    /// Views that lost constraints when taken out of their superview and were added back: the
    /// next pass warns if their layout is ambiguous (UIKit leaves them so, silently).
    let readded = ShortAccessList<ItemLink>()

    /// Conflicts found so far, oldest first.
    private(set) var conflicts: [LayoutConflict] = []

    init(root: View) {
        self.rootLink = root.itemLink
        link.open(self)
    }

    deinit {
        link.cut()
    }

    var hasPendingWork: Bool {
        needsRebuild || boundsMoved || !readded.isEmpty || !pendingAdds.isEmpty || !pendingConstants.isEmpty || !dirtyFrames.isEmpty
            || !dirtyContent.isEmpty
    }

    /// True after a solve until something the layout depends on changes: a pass that only adds
    /// frame-placed views (a hand of cards) then costs no solve. Every notification clears it but
    /// `intrinsicChanged`, whose views `solve` first measures (see `solveWouldChangeNothing`).
    private var isClean = false
    /// True after a solve that settled (its last round changed no content size or guide) until a
    /// view with layout in its subtree moves or the solver is probed: frames are then where that
    /// solve wrote them, so a solve that changes no constraint would write none.
    private var framesAsSolved = false
    /// Whether the last `solveOnce` ended because nothing changed (not after its last round).
    private var lastPassSettled = false
    /// The nodes of constraint-placed views whose height depends on their width (wrapping
    /// labels), as the last solve's final round found them: the skip test measures these rather
    /// than casting every node's item. A view starts wrapping only through settings
    /// that invalidate its intrinsic size, which puts it among the dirty views measured anyway.
    private let wrappingNodes = ShortAccessList<LayoutNode>()

    /// A size or margins changed somewhere in the tree: guides and frames must be looked at again.
    func treeChanged() { isClean = false }

    /// `view` changed size: frames laid out inside it and safe areas below it may move. Only
    /// views with a layout node (and their ancestors) feed the solve, so a subtree without any,
    /// such as an alert's frame-placed box, leaves the last solve standing (no re-solve for an
    /// alert shown).
    func sizeChanged(of view: View) {
        if isClean && view.subtreeContains(where: { $0.layoutNodeStorage?.engine != nil }) { isClean = false }
    }

    /// `view` moved (its centre or bounds origin changed). That asks for no solve, but a view laid
    /// out in its subtree is no longer where the last solve wrote it: the next solve must write
    /// frames again.
    static func moved(_ view: View) {
        guard view.subtreeContains(where: { $0.layoutNodeStorage?.engine != nil }) else { return }
        view.rootView.layoutEngineStorage?.framesAsSolved = false
    }

    /// `view`'s bounds origin moved (a scroll). Frames inside it stay as they are; only
    /// constraints that reach across it to views outside, and its margins, safe-area and frame
    /// guides, follow the new origin: the next pass refreshes those and solves.
    static func boundsOriginMoved(_ view: View) {
        guard let engine = view.rootView.layoutEngineStorage else { return }
        // A guide of the view that follows its bounds matters only if a constraint places
        // something at its edges (a content width tied to the frame guide's width does not move).
        func placesAt(_ guide: LayoutGuide?) -> Bool {
            guard let node = guide?.layoutNodeStorage, node.engine === engine else { return false }
            return node.positionNamed
        }
        // Safe areas (and the margins measured from them) inside the view follow its scrolling.
        func safeAreaInside(_ v: View) -> Bool {
            placesAt(v.safeAreaGuideStorage) || (v.insetsLayoutMarginsFromSafeArea && placesAt(v.marginsGuideStorage))
        }
        let moves = !engine.crossing.isEmpty || placesAt(view.marginsGuideStorage) || placesAt(view.safeAreaGuideStorage)
            || placesAt((view as? ScrollView)?.frameGuideStorage)
            || view.subviews.contains { $0.subtreeContains(where: safeAreaInside) }
        guard moves else { return }
        engine.isClean = false
        engine.boundsMoved = true
        engine.root?.needsLayout = true
    }

    /// The solver constraint standing for caller constraint `c`, while it is in the solver
    /// (not after a rebuild that left `c` out, nor once removed or broken).
    private func live(_ c: LayoutConstraint) -> Constraint? {
        guard let cc = c.solverConstraint, solver.hasConstraint(cc) else { return nil }
        return cc
    }

    // MARK: notifications

    func activated(_ c: LayoutConstraint) {
        isClean = false
        c.engine = self
        if !needsRebuild { pendingAdds.append(c) }
        root?.needsLayout = true
    }

    func deactivated(_ c: LayoutConstraint) {
        isClean = false
        pendingAdds.removeAll { $0 === c }
        if c.isListedAsCrossing {
            crossing.removeFirst(identicalTo: c)
            c.isListedAsCrossing = false
        }
        if let cc = live(c) {
            try? solver.removeConstraint(cc)
        }
        root?.needsLayout = true
    }

    func constantChanged(_ c: LayoutConstraint) {
        isClean = false
        if live(c) != nil { pendingConstants.append(c) }
        root?.needsLayout = true
    }

    func priorityChanged(_ c: LayoutConstraint) {
        isClean = false
        if let cc = live(c) {
            try? solver.removeConstraint(cc)
        }
        if c.installedOn != nil, !needsRebuild, !pendingAdds.contains(where: { $0 === c }) { pendingAdds.append(c) }
        root?.needsLayout = true
    }

    func frameChanged(_ v: View) {
        isClean = false
        dirtyFrames.append(v)
        root?.needsLayout = true
    }

    func autoresizingChanged(_ v: View) {
        // The view switches between frame pins and content constraints: simplest to rebuild.
        markRebuild()
    }

    func intrinsicChanged(_ v: View) {
        dirtyContent.append(v)
        root?.needsLayout = true
    }

    func contentPrioritiesChanged(_ v: View) {
        isClean = false
        guard let node = v.layoutNodeStorage, node.engine === self else { return }
        removeContent(node)
        dirtyContent.append(v)
        root?.needsLayout = true
    }

    func markRebuild() {
        isClean = false
        needsRebuild = true
        root?.needsLayout = true
    }

    // MARK: solving

    /// Brings the solver up to date, solves, and writes frames; wrapping labels get a second
    /// pass once their width is known.
    func solve() {
        if isClean {
            if dirtyContent.isEmpty { return }
            // Only intrinsic sizes were touched since a settled solve. Text that changes but
            // keeps its size (a letter typed into a field its placeholder sizes) changes no
            // constraint, so solving would write the same frames: skip it.
            if framesAsSolved && solveWouldChangeNothing() {
                dirtyContent.removeAll()
                root?.needsLayout = hasPendingWork
                return
            }
        }
        solveOnce()
        // A frame or margin change that no longer fits the required constraints asks for a
        // rebuild (pins first, so the caller's constraint is the one broken): do it now, once.
        if needsRebuild { solveOnce() }
        if !readded.isEmpty { warnAboutReaddedViews() }
        isClean = !hasPendingWork
        framesAsSolved = isClean && lastPassSettled
    }

    /// Views added back after a removal took their constraints: UIKit leaves such a view
    /// ambiguous without a word; MoonKit logs it (so `run` shows it, as `check` does).
    private func warnAboutReaddedViews() {
        for link in readded.takeAll() {
            guard let top = link.view, top.rootView === root else { continue }
            for v in top.allViews where v.lostConstraintsOnRemoval {
                v.lostConstraintsOnRemoval = false
                guard !v.translatesAutoresizingMaskIntoConstraints else { continue }
                let node = v.layoutNodeStorage
                guard node?.engine !== self || isAmbiguous(node!) else { continue }
                root?.window?.report("Ambiguous layout: \(v.debugName) lost its constraints to views outside it when it "
                    + "was removed from its superview, and nothing places it since it was added back "
                    + "(activate its constraints again after adding it)")
            }
        }
    }

    /// Whether a solve now would leave the solver as it is, when nothing but intrinsic sizes was
    /// touched since a settled solve: the dirty views measure as their content constraints say,
    /// and so do wrapping labels and guide insets (as `refreshContent`, the wrapping round and
    /// `refreshGuides` would find; it only reads).
    private func solveWouldChangeNothing() -> Bool {
        for v in dirtyContent.elements {
            guard let node = v.layoutNodeStorage, node.engine === self, !v.translatesAutoresizingMaskIntoConstraints else { continue }
            let size = v.intrinsicHeightDependsOnWidth && node.content.count == 4
                ? v.intrinsicContentSize(forWidth: node.width.value) : v.intrinsicContentSize
            if size != node.contentSize { return false }
        }
        for node in wrappingNodes.elements {
            guard let view = node.view, !view.translatesAutoresizingMaskIntoConstraints,
                  view.intrinsicHeightDependsOnWidth else { continue }
            if view.intrinsicContentSize(forWidth: node.width.value) != node.contentSize { return false }
        }
        return !guidesChanged()
    }

    private func solveOnce() {
        guard let root else { return }
        if needsRebuild { rebuild(root) } else { applyPending() }
        if boundsMoved { refreshBoundsShifts() }
        refreshFramePins()
        refreshGuides()
        refreshContent(dirtyContent.elements)
        dirtyContent.removeAll()
        lastPassSettled = false
        for _ in 0..<4 {
            solver.updateVariables()
            var changed = false
            wrappingNodes.removeAll(keepingCapacity: true)
            // Text that wraps needs its width before its height is known.
            for node in nodes.elements {
                guard let view = node.view, !view.translatesAutoresizingMaskIntoConstraints,
                      view.intrinsicHeightDependsOnWidth else { continue }
                wrappingNodes.append(node)
                if updateContent(view, node, view.intrinsicContentSize(forWidth: node.width.value)) { changed = true }
            }
            writeFrames(root)
            // Safe areas of inner views depend on the frames just written.
            if refreshGuides() { changed = true }
            if !changed {
                lastPassSettled = true
                break
            }
        }
        root.needsLayout = hasPendingWork
    }

    private func rebuild(_ root: View) {
        for node in nodes.elements where node.engine === self {
            node.engine = nil
            node.positionNamed = false
            node.pins = []
            node.content = []
            node.contentSize = nil
        }
        nodes.removeAll()
        for c in crossing.takeAll() { c.isListedAsCrossing = false }
        boundsMoved = false
        solver = Solver()
        pendingAdds.removeAll()
        pendingConstants.removeAll()
        dirtyFrames.removeAll()
        dirtyContent.removeAll()
        needsRebuild = false
        // Depth first, without collecting the views first (that array cost a retain per view).
        root.walkSubtree { view in
            for c in view.installedConstraints { addUser(c) }
            return .descend
        }
    }

    private func applyPending() {
        for c in pendingAdds.takeAll() where c.installedOn != nil && live(c) == nil { addUser(c) }
        for c in pendingConstants.takeAll() {
            guard let cc = live(c) else { continue }
            do {
                try solver.setConstant(of: cc, to: c.crossesBounds ? LayoutEngine.shiftedConstant(of: c) : c.constant)
            } catch {
                // The new constant cannot hold with the other required constraints: leave it out.
                if case .unsatisfiableConstraint(_, let conflicting) = error {
                    try? solver.removeConstraint(cc)
                    c.isBroken = true
                    record(broken: cc, owner: .user(c), conflicting: conflicting)
                }
            }
        }
        if needsRebuild, let root { rebuild(root) }
    }

    // MARK: registering items

    @discardableResult
    private func register(_ item: any LayoutItem) -> LayoutNode {
        let node = item.layoutNode
        if node.engine === self { return node }
        if let view = item as? View {
            register(view: view)
            return node
        }
        enter(node, of: item)
        if let guide = item as? LayoutGuide, guide.kind != .custom, let owner = guide.owningView {
            if guide.kind == .content {
                addContentGuidePins(node, register(owner))
            } else {
                addGuidePins(guide, node, register(owner))
            }
        }
        return node
    }

    /// Registers `view`; a view placed by its frame is pinned to its superview, which is then
    /// registered first, and so on up. A loop rather than a recursion up the tree (scripts can
    /// nest views thousands deep): nodes enter from the view up, and pins are added from the
    /// top down, the order the recursion gave them.
    private func register(view: View) {
        var framePlaced: [(View, LayoutNode)] = []
        var next: View? = view
        while let v = next {
            let node = v.layoutNode
            guard node.engine !== self else { break }
            enter(node, of: v)
            guard v.translatesAutoresizingMaskIntoConstraints else {
                deferredContent.append((v, node))
                break
            }
            framePlaced.append((v, node))
            next = v.superview.flatMap { $0 is Window ? nil : $0 }
        }
        for (v, node) in framePlaced.reversed() { addFramePins(v, node) }
    }

    /// Makes `node` one of this engine's.
    private func enter(_ node: LayoutNode, of item: any LayoutItem) {
        node.engine = self
        node.itemLink = item.itemLink
        if node.order < 0 {
            node.order = nextOrder
        }
        nextOrder = max(nextOrder, node.order + 1)
        node.contentScale = 1 + Double(min(node.order, 10_000)) * 1e-6
        nodes.append(node)
    }

    private func addUser(_ c: LayoutConstraint) {
        c.engine = self
        // Content-size constraints of views this constraint brings in go after it: the solver then
        // meets the caller's equation while its variables are still free, which keeps long chains
        // cheap (the figure: docs/performance.md, "Measured choices").
        defer {
            for (view, node) in deferredContent.takeAll() { addContent(view, node, view.intrinsicContentSize) }
        }
        // An item that was released leaves nothing to lay out.
        guard let firstItem = c.firstItemRef else { return }
        let first = register(firstItem)
        let relation: Relation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        // `first − m × second ⋚ c`, the constant on the right so `setConstant` changes it directly.
        var terms: [Term] = []
        terms.reserveCapacity(4)
        first.appendTerms(c.firstAttribute, times: 1, to: &terms)
        if !c.firstAttribute.isDimension { first.positionNamed = true }
        var constant = c.constant
        c.crossesBounds = false
        if let attribute = c.secondAttribute {
            guard let secondItem = c.secondItemRef else { return }
            let second = register(secondItem)
            second.appendTerms(attribute, times: -c.multiplier, to: &terms)
            if !attribute.isDimension { second.positionNamed = true }
            // In the common ancestor's coordinates (LayoutEngine+Coordinates.swift): its own
            // position counts m − 1 times, and views in between shift the constant.
            if let ancestor = c.installedOn {
                if c.multiplier != 1, !attribute.isDimension, !(ancestor is Window) {
                    let a = register(ancestor)
                    terms.append(Term(attribute.isVertical ? a.top : a.left, c.multiplier - 1))
                }
                if LayoutEngine.crossesViews(firstItem, below: ancestor) || LayoutEngine.crossesViews(secondItem, below: ancestor) {
                    c.crossesBounds = true
                    // Re-added after a priority change, it is on the list already.
                    if !c.isListedAsCrossing {
                        c.isListedAsCrossing = true
                        crossing.append(c)
                    }
                    constant = LayoutEngine.shiftedConstant(of: c)
                }
            }
        }
        let cc = Constraint(Expression(terms), relation, Expression(constant), strength: .priority(c.priority.rawValue))
        cc.label = c.identifier ?? c.creationSite
        if add(cc, .user(c)) {
            c.solverConstraint = cc
            c.isBroken = false
        } else {
            c.isBroken = true
        }
    }

    /// Adds a solver constraint; a required one that cannot hold is reported and left out.
    private func add(_ cc: Constraint, _ owner: Owner) -> Bool {
        do {
            try solver.addConstraint(cc)
            return true
        } catch {
            if case .unsatisfiableConstraint(_, let conflicting) = error {
                record(broken: cc, owner: owner, conflicting: conflicting)
            }
            return false
        }
    }

    /// What a solver constraint stands for. Looked up only for a report: keeping a table of
    /// owners (or a description closure per constraint) cost more than solving a small screen.
    private func owner(of cc: Constraint) -> Owner? {
        for node in nodes.elements {
            if let k = node.pins.firstIndex(where: { $0 === cc }) { return .pin(node, k) }
            if let k = node.content.firstIndex(where: { $0 === cc }) { return .content(node, k) }
        }
        for view in root?.allViews ?? [] {
            for c in view.installedConstraints where c.solverConstraint === cc { return .user(c) }
        }
        return nil
    }

    private func record(broken: Constraint, owner: Owner, conflicting: [Constraint]) {
        var set: [Owner] = conflicting.compactMap(owner(of:))
        set.append(owner)
        var users: [LayoutConstraint] = []
        for o in set { if case .user(let c) = o { users.append(c) } }
        var brokenUser: LayoutConstraint?
        if case .user(let c) = owner { brokenUser = c }
        let conflict = LayoutConflict(constraints: set.map(\.description), broken: owner.description,
                                      brokenConstraint: brokenUser, layoutConstraints: users)
        conflicts.append(conflict)
        root?.window?.report(conflict.message)
    }

    // MARK: structural constraints

    /// The frame layout works with: centre and size, without the transform (as UIKit's engine).
    static func layoutFrame(_ v: View) -> Rect {
        Rect(x: v.center.x - v.bounds.width / 2, y: v.center.y - v.bounds.height / 2,
             width: v.bounds.width, height: v.bounds.height)
    }

    private func framePinValues(_ v: View) -> [Double] {
        let f = LayoutEngine.layoutFrame(v)
        // Relative to the superview's layout-space origin, which no bounds origin moves; a window
        // sits at the origin of layout space, so its subviews are pinned to constants.
        return [f.minX, f.minY, f.width, f.height]
    }

    private func addFramePins(_ v: View, _ node: LayoutNode) {
        let values = framePinValues(v)
        var pins: [Constraint] = []
        if let s = v.superview, !(s is Window) {
            let sn = register(s)
            pins.append(Constraint(node.left - sn.left, .equal, Expression(values[0])))
            pins.append(Constraint(node.top - sn.top, .equal, Expression(values[1])))
        } else {
            pins.append(Constraint(Expression(node.left), .equal, Expression(values[0])))
            pins.append(Constraint(Expression(node.top), .equal, Expression(values[1])))
        }
        pins.append(Constraint(Expression(node.width), .equal, Expression(values[2])))
        pins.append(Constraint(Expression(node.height), .equal, Expression(values[3])))
        node.pins = pins
        for (k, pin) in pins.enumerated() {
            pin.label = Owner.framePinLabel
            _ = add(pin, .pin(node, k))
        }
    }

    private func refreshFramePins() {
        for v in dirtyFrames.takeAll() {
            guard let node = v.layoutNodeStorage, node.engine === self, v.translatesAutoresizingMaskIntoConstraints,
                  node.pins.count == 4 else { continue }
            setPins(node, framePinValues(v))
        }
    }

    private func setPins(_ node: LayoutNode, _ values: [Double]) {
        for (pin, value) in zip(node.pins, values) where pin.constant != value && solver.hasConstraint(pin) {
            do {
                try solver.setConstant(of: pin, to: value)
            } catch {
                // A frame or margin no longer fits the required constraints: rebuild so the pins,
                // added first, hold and the caller's conflicting constraint is the one broken.
                markRebuild()
            }
        }
    }

    private func guidePinValues(_ guide: LayoutGuide) -> [Double] {
        let i = guide.insets, o = guide.followedBoundsOrigin
        return [o.x + i.left, o.y + i.top, -(i.left + i.right), -(i.top + i.bottom)]
    }

    private func addGuidePins(_ guide: LayoutGuide, _ node: LayoutNode, _ owner: LayoutNode) {
        let v = guidePinValues(guide)
        let pins = [
            Constraint(node.left - owner.left, .equal, Expression(v[0])),
            Constraint(node.top - owner.top, .equal, Expression(v[1])),
            Constraint(node.width - owner.width, .equal, Expression(v[2])),
            Constraint(node.height - owner.height, .equal, Expression(v[3])),
        ]
        node.pins = pins
        for (k, pin) in pins.enumerated() {
            pin.label = Owner.guidePinLabel
            _ = add(pin, .pin(node, k))
        }
    }

    /// A scroll view's content guide starts at the origin of its owner's bounds coordinates;
    /// its size is what constraints make it (UIKit's `contentLayoutGuide`).
    private func addContentGuidePins(_ node: LayoutNode, _ owner: LayoutNode) {
        let pins = [Constraint(node.left - owner.left, .equal, Expression(0)),
                    Constraint(node.top - owner.top, .equal, Expression(0))]
        node.pins = pins
        for (k, pin) in pins.enumerated() {
            pin.label = Owner.guidePinLabel
            _ = add(pin, .pin(node, k))
        }
    }

    /// Moves the constants of constraints that cross a view whose bounds origin moved.
    private func refreshBoundsShifts() {
        boundsMoved = false
        for c in crossing.elements {
            guard let cc = live(c) else { continue }
            let value = LayoutEngine.shiftedConstant(of: c)
            if cc.constant != value { try? solver.setConstant(of: cc, to: value) }
        }
    }

    /// Updates margins and safe-area guides to their owners' insets; true when any changed.
    @discardableResult
    private func refreshGuides() -> Bool {
        guidesChanged(update: true)
    }

    /// Whether a margins or safe-area guide's pins no longer match its owner's insets; with
    /// `update`, moves those pins.
    private func guidesChanged(update: Bool = false) -> Bool {
        var changed = false
        // Runs twice a pass: the pin count first (no look at the item for the many
        // nodes without pins), and the insets compared in place rather than through an array.
        for node in nodes.elements where node.pins.count == 4 {
            guard let guide = node.guide, guide.kind != .custom else { continue }
            let i = guide.insets, o = guide.followedBoundsOrigin, pins = node.pins
            if pins[0].constant != o.x + i.left || pins[1].constant != o.y + i.top
                || pins[2].constant != -(i.left + i.right) || pins[3].constant != -(i.top + i.bottom) {
                guard update else { return true }
                setPins(node, guidePinValues(guide))
                changed = true
            }
        }
        return changed
    }

    // MARK: content size

    private func addContent(_ v: View, _ node: LayoutNode, _ size: Size?) {
        node.contentSize = size
        guard let size else { return }
        let k = node.contentScale
        let items: [(Variable, Relation, Double, LayoutPriority)] = [
            (node.width, .lessThanOrEqual, size.width, v.contentHuggingPriority(for: .horizontal)),
            (node.width, .greaterThanOrEqual, size.width, v.contentCompressionResistancePriority(for: .horizontal)),
            (node.height, .lessThanOrEqual, size.height, v.contentHuggingPriority(for: .vertical)),
            (node.height, .greaterThanOrEqual, size.height, v.contentCompressionResistancePriority(for: .vertical)),
        ]
        node.content = items.map { variable, relation, value, priority in
            let c = Constraint(Expression(variable * k), relation, Expression(value * k), strength: .priority(priority.rawValue))
            c.label = "content size"
            return c
        }
        // An axis whose length is below zero has no intrinsic metric (UIKit's
        // `noIntrinsicMetric`, a slider's width): its two constraints are made, so the list keeps
        // its four places, but left out of the solver.
        let measured = [size.width >= 0, size.width >= 0, size.height >= 0, size.height >= 0]
        for (i, c) in node.content.enumerated() where measured[i] { _ = add(c, .content(node, i)) }
    }

    private func removeContent(_ node: LayoutNode) {
        for c in node.content where solver.hasConstraint(c) {
            try? solver.removeConstraint(c)
        }
        node.content = []
        node.contentSize = nil
    }

    private func refreshContent(_ views: [View]) {
        for v in views {
            guard let node = v.layoutNodeStorage, node.engine === self, !v.translatesAutoresizingMaskIntoConstraints else { continue }
            let size = v.intrinsicHeightDependsOnWidth && node.content.count == 4
                ? v.intrinsicContentSize(forWidth: node.width.value) : v.intrinsicContentSize
            if node.content.isEmpty && node.contentSize == nil {
                addContent(v, node, size)
            } else {
                _ = updateContent(v, node, size)
            }
        }
    }

    /// Moves the content constraints to a new intrinsic size; true when it changed.
    private func updateContent(_ v: View, _ node: LayoutNode, _ size: Size?) -> Bool {
        if size == node.contentSize { return false }
        // A change between measured and unmeasured on an axis adds or leaves out constraints.
        let sameAxes = node.contentSize.map { ($0.width >= 0) == (size?.width ?? 0 >= 0) && ($0.height >= 0) == (size?.height ?? 0 >= 0) } ?? false
        guard let size, node.content.count == 4, sameAxes else {
            removeContent(node)
            addContent(v, node, size)
            return true
        }
        let k = node.contentScale
        let values = [size.width, size.width, size.height, size.height]
        for (c, value) in zip(node.content, values) where solver.hasConstraint(c) && c.constant != value * k {
            do {
                try solver.setConstant(of: c, to: value * k)
            } catch {
                markRebuild()
            }
        }
        node.contentSize = size
        return true
    }

    // MARK: ambiguity

    /// Tries to move each variable of `node` with a lowest-priority edit: if it moves, nothing holds it.
    func isAmbiguous(_ node: LayoutNode) -> Bool {
        // The probes move variables: the next solve writes frames again.
        framesAsSolved = false
        var ambiguous = false
        for variable in [node.left, node.top, node.width, node.height] {
            let start = variable.value
            for delta in [37.0, -37.0] {
                do {
                    try solver.addEditVariable(variable, strength: .weak)
                    try solver.suggestValue(variable, start + delta)
                    solver.updateVariables()
                    if abs(variable.value - start) > 1e-6 { ambiguous = true }
                    try solver.suggestValue(variable, start)
                    solver.updateVariables()
                    try solver.removeEditVariable(variable)
                } catch {
                    if solver.hasEditVariable(variable) { try? solver.removeEditVariable(variable) }
                }
            }
        }
        solver.updateVariables()
        return ambiguous
    }
}
