/// A view that lines up its arranged subviews in a row or a column (UIKit's `UIStackView`).
///
/// As in UIKit, the stack view draws nothing and places nothing by hand: it owns ordinary
/// constraints between itself and its arranged subviews, remade whenever the arrangement or a
/// setting changes, so that it nests in other stack views and mixes with a script's own
/// constraints. Arranged subviews are placed by constraints (their
/// `translatesAutoresizingMaskIntoConstraints` is turned off); their intrinsic sizes with their
/// hugging and compression priorities say who stretches and who shrinks. Among views of equal
/// priority the layout engine's own rule decides: the one that entered layout first gives way
/// first (docs/lua-api.md, "StackView").
///
/// Along the axis (x for a row):
/// - `fill`: each view follows the previous one at the spacing; hugging and compression decide
///   the sizes;
/// - `fillEqually`: the same, with every view as long as the first;
/// - `fillProportionally`: the same, each view's length in proportion to its intrinsic length
///   (the spacing taken out first);
/// - `equalSpacing`: views at their intrinsic lengths, the gaps between them all equal and at
///   least the spacing;
/// - `equalCentering`: views at their intrinsic lengths, their centres equally far apart, gaps
///   at least the spacing.
///
/// Across the axis, `alignment` says where each view sits: `fill` pins both edges, the others
/// pin one edge or the centre and keep the view inside; the stack is then as thick as its
/// thickest view unless something else sizes it.
///
/// A hidden arranged view collapses: it gets no length and the spacing after it goes (the
/// spacing after the view before it stays), as UIKit's hidden arranged views do.
open class StackView: View {
    /// How arranged views share the length of the stack (UIKit's `UIStackView.Distribution`).
    public enum Distribution: String, Sendable, CaseIterable {
        /// The views keep their spacing and fill the length; the one that hugs least stretches
        /// or the one that resists least shrinks.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// The length is shared in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// The views keep their intrinsic lengths, and the room left is shared between the gaps.
        case equalSpacing
        /// The views keep their intrinsic lengths, and their centres are equally far apart.
        case equalCentering
    }

    /// Where arranged views sit across the axis (UIKit's `UIStackView.Alignment`). `leading` and
    /// `top` are the same for a row (the top edge), as are `trailing` and `bottom`; in a column
    /// `leading`/`top` is the left edge and `trailing`/`bottom` the right. Baseline alignments
    /// are left out: MoonKit's layout has no baseline anchors.
    public enum Alignment: String, Sendable, CaseIterable {
        /// Each view spans the stack's whole thickness.
        case fill
        /// Against the leading edge (a column's left).
        case leading
        /// Against the top edge (a row's top).
        case top
        /// Centred across the axis.
        case center
        /// Against the trailing edge (a column's right).
        case trailing
        /// Against the bottom edge (a row's bottom).
        case bottom
    }

    /// What `customSpacing(after:)` returns for a view without custom spacing, and what
    /// `setCustomSpacing` takes to remove it (UIKit's `UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// The views the stack lines up, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []
    /// Row (`horizontal`) or column (`vertical`).
    public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    /// How the views share the stack's length.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    /// Where the views sit across the axis.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// The space between neighbours (a minimum for `equalSpacing` and `equalCentering`).
    public var spacing: Double = 0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    /// Whether the views are laid out inside the stack's layout margins rather than its bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// Spacing set after particular views, by identity.
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints the stack made, active while they are its arrangement.
    public private(set) var arrangementConstraints: [LayoutConstraint] = []
    /// The guides standing for the gaps (`equalSpacing`) or centre distances (`equalCentering`).
    private var gapGuides: [LayoutGuide] = []
    /// The intrinsic lengths `fillProportionally` shared the stack by, to notice when they change.
    private var proportionsUsed: [Double] = []

    /// A stack of `views` (UIKit's `UIStackView(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: arranged subviews

    /// Adds `view` at the end of the arrangement, and as the top subview.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of the arrangement (clamped); a view already arranged moves.
    /// A view that is not yet a subview is added on top.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self, !(view is Window), !isDescendant(of: view) else { return }
        arrangedSubviews.removeFirst(identicalTo: view)
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Replaces the arrangement: views arranged before and not in `views` leave the stack
    /// (taken out of its subviews too), then `views` are arranged in order.
    public func setArrangedSubviews(_ views: [View]) {
        for view in arrangedSubviews where !views.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in views { addArrangedSubview(view) }
    }

    /// Takes `view` out of the arrangement; as in UIKit it stays a subview (remove it from its
    /// superview to take it off screen). Its custom spacing goes with it.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeFirst(identicalTo: view)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the space after `view` (instead of `spacing`); `spacingUseDefault` removes it.
    /// Ignored for a view that is not arranged, as in UIKit.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        customSpacings[ObjectIdentifier(view)] = spacing == StackView.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The space set after `view`, or `spacingUseDefault` when it has none.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    /// A subview taken out of the stack leaves its arranged views too.
    open override func willRemoveSubview(_ subview: View) {
        // A view taken out of the stack leaves the arrangement too (UIKit's rule).
        removeArrangedSubview(subview)
    }

    /// Told by an arranged view whose `isHidden` changed.
    func arrangedSubviewVisibilityChanged() { arrangementChanged() }

    /// Makes the arrangement again when `fillProportionally`'s intrinsic lengths changed.
    open override func layoutSubviews() {
        // `fillProportionally` shares by intrinsic lengths, which live in its constraints'
        // multipliers: when they changed (a label's new text), the arrangement is made again,
        // and the layout pass solves again before going down (`layOutSubtree`).
        if distribution == .fillProportionally, proportionsUsed != currentProportions() { arrangementChanged() }
    }

    // MARK: the constraints

    private func arrangementChanged() {
        LayoutConstraint.deactivate(arrangementConstraints)
        for guide in gapGuides { removeLayoutGuide(guide) }
        gapGuides = []
        arrangementConstraints = makeArrangement()
        LayoutConstraint.activate(arrangementConstraints)
        setNeedsLayout()
    }

    /// The item the views are laid out in: the stack, or its margins.
    private var canvas: any LayoutItem {
        isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    }

    // The attributes of the axis and of the cross axis.
    private var along: (start: LayoutAttribute, end: LayoutAttribute, center: LayoutAttribute, size: LayoutAttribute) {
        axis == .horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
    }
    private var across: (start: LayoutAttribute, end: LayoutAttribute, center: LayoutAttribute, size: LayoutAttribute) {
        axis == .horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
    }

    private func constraint(_ a: any LayoutItem, _ aAttr: LayoutAttribute, _ relation: LayoutRelation,
                            _ b: (any LayoutItem)?, _ bAttr: LayoutAttribute?, multiplier: Double = 1,
                            constant: Double = 0, priority: LayoutPriority = .required) -> LayoutConstraint {
        let c = LayoutConstraint(a, aAttr, relation, b, bAttr, multiplier: multiplier, constant: constant, site: "StackView")
        c.priority = priority
        c.identifier = "stack-\(distribution.rawValue)"
        return c
    }

    /// How far the stack is pulled to the thickness of its views, and how far its gaps are
    /// pulled to the spacing, when nothing else sizes it: below hugging (250) and the fitting
    /// level (50), so anything a script says wins (UIKit uses a low "canvas fit" level too).
    private static let canvasFitPriority: LayoutPriority = 49

    private func currentProportions() -> [Double] {
        let size = along.size
        return arrangedSubviews.filter { !$0.isHidden }.map { view in
            let s = view.intrinsicContentSize
            return max(0, (size == .width ? s?.width : s?.height) ?? 0)
        }
    }

    private func makeArrangement() -> [LayoutConstraint] {
        let canvas = self.canvas
        let along = self.along, across = self.across
        let shown = arrangedSubviews.filter { !$0.isHidden }
        var made: [LayoutConstraint] = []

        // Hidden views: no length, at the start, placed across as the others.
        for view in arrangedSubviews where view.isHidden {
            made.append(constraint(view, along.size, .equal, nil, nil, constant: 0))
            made.append(constraint(view, along.start, .equal, canvas, along.start))
            made += acrossConstraints(view, canvas: canvas, fitsCanvas: false)
        }
        guard let first = shown.first, let last = shown.last else { return made }

        // Across first, in arranged order: a view enters layout with its first constraint, and
        // among equal priorities the one that entered first gives way first (LayoutEngine), so
        // a new stack stretches and shrinks by index as UIKit documents.
        for view in shown { made += acrossConstraints(view, canvas: canvas, fitsCanvas: true) }
        made.append(constraint(first, along.start, .equal, canvas, along.start))
        made.append(constraint(last, along.end, .equal, canvas, along.end))

        for (previous, next) in zip(shown, shown.dropFirst()) {
            let gap = customSpacings[ObjectIdentifier(previous)] ?? spacing
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                made.append(constraint(next, along.start, .equal, previous, along.end, constant: gap))
            case .equalSpacing, .equalCentering:
                made.append(constraint(next, along.start, .greaterThanOrEqual, previous, along.end, constant: gap))
                // A guide from one view to the next: edge to edge, or centre to centre.
                let guide = LayoutGuide()
                guide.identifier = "stack-gap"
                addLayoutGuide(guide)
                gapGuides.append(guide)
                let (from, to) = distribution == .equalSpacing ? (along.end, along.start) : (along.center, along.center)
                made.append(constraint(guide, along.start, .equal, previous, from))
                made.append(constraint(guide, along.end, .equal, next, to))
                if distribution == .equalSpacing {
                    made.append(constraint(guide, along.size, .equal, nil, nil, constant: gap, priority: StackView.canvasFitPriority))
                } else {
                    // Centres as close as the gap allows when nothing sizes the stack.
                    made.append(constraint(guide, along.size, .equal, nil, nil, constant: 0, priority: StackView.canvasFitPriority))
                }
                // Pin the guides' across position so they are not ambiguous.
                made.append(constraint(guide, across.start, .equal, canvas, across.start))
                made.append(constraint(guide, across.size, .equal, nil, nil, constant: 0))
            }
        }
        if let firstGuide = gapGuides.first {
            for guide in gapGuides.dropFirst() {
                made.append(constraint(guide, along.size, .equal, firstGuide, along.size))
            }
        }

        switch distribution {
        case .fillEqually:
            for view in shown.dropFirst() {
                made.append(constraint(view, along.size, .equal, first, along.size))
            }
        case .fillProportionally:
            proportionsUsed = currentProportions()
            let total = proportionsUsed.reduce(0, +)
            let spacingTotal = zip(shown, shown.dropFirst()).reduce(0.0) { sum, pair in
                sum + (customSpacings[ObjectIdentifier(pair.0)] ?? spacing)
            }
            // Each view gets its share of the length left once the gaps are taken out; views
            // with no intrinsic length (or all of them) fall back to filling.
            if total > 0 {
                for (view, length) in zip(shown, proportionsUsed) where length > 0 {
                    let share = length / total
                    made.append(constraint(view, along.size, .equal, canvas, along.size, multiplier: share,
                                           constant: -spacingTotal * share, priority: LayoutPriority(999)))
                }
            }
        case .fill, .equalSpacing, .equalCentering:
            break
        }
        return made
    }

    /// Where `view` sits across the axis. With `fitsCanvas`, the stack is also pulled to the
    /// view's thickness (weakly), so that an alignment other than `fill` gives a stack as thick
    /// as its thickest view when nothing else sizes it.
    private func acrossConstraints(_ view: View, canvas: any LayoutItem, fitsCanvas: Bool) -> [LayoutConstraint] {
        let across = self.across
        var made: [LayoutConstraint] = []
        switch alignment {
        case .fill:
            made.append(constraint(view, across.start, .equal, canvas, across.start))
            made.append(constraint(view, across.end, .equal, canvas, across.end))
            return made
        case .leading, .top:
            made.append(constraint(view, across.start, .equal, canvas, across.start))
            made.append(constraint(view, across.end, .lessThanOrEqual, canvas, across.end))
        case .center:
            made.append(constraint(view, across.center, .equal, canvas, across.center))
            made.append(constraint(view, across.start, .greaterThanOrEqual, canvas, across.start))
        case .trailing, .bottom:
            made.append(constraint(view, across.end, .equal, canvas, across.end))
            made.append(constraint(view, across.start, .greaterThanOrEqual, canvas, across.start))
        }
        if fitsCanvas {
            made.append(constraint(canvas, across.size, .equal, view, across.size, priority: StackView.canvasFitPriority))
        }
        return made
    }

    /// The details `description` shows after the frame: the axis, distribution, alignment, spacing and the number of arranged views.
    open override var descriptionDetails: [String] {
        ["axis=\(axis.rawValue)", "distribution=\(distribution.rawValue)", "alignment=\(alignment.rawValue)",
         "spacing=\(Geometry.format(spacing))", "arranged=\(arrangedSubviews.count)"]
    }
}
