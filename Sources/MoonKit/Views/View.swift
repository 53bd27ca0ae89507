/// A rectangle on screen that draws a background, holds subviews and takes part in layout and
/// touches (UIKit's `UIView`).
///
/// Geometry is stored the way UIKit stores it: `center` in the superview's coordinates,
/// `bounds` in the view's own, and a `transform` applied about the centre; `frame` is derived.
/// Views are plain single-threaded objects owned by one engine.
open class View: Responder, CustomStringConvertible {
    // MARK: geometry

    /// The centre in the superview's coordinates.
    public var center: Point {
        get { centerStorage }
        set {
            willChange(.center)
            let old = centerStorage
            centerStorage = newValue
            if newValue != old { geometryDidChange() }
        }
    }
    /// The view's own coordinate space: origin (usually zero) and size.
    public var bounds: Rect {
        get { boundsStorage }
        set {
            willChange(.bounds)
            let old = boundsStorage
            boundsStorage = newValue
            if newValue != old { geometryDidChange(sizeChanged: newValue.size != old.size) }
        }
    }
    // Stored apart so that `frame` can set both and tell layout once (see its setter).
    private var centerStorage: Point
    private var boundsStorage: Rect
    /// Scale and translation applied about the centre, after layout (frames laid out ignore it).
    public var transform: Transform = .identity {
        willSet { willChange(.transform) }
    }

    /// The rectangle in the superview's coordinates that the view covers, transform included.
    /// Setting it places the view by frame (size divided by the transform's scale, as UIKit does).
    public var frame: Rect {
        get {
            let w = bounds.width * transform.scaleX, h = bounds.height * transform.scaleY
            let cx = center.x + transform.translationX, cy = center.y + transform.translationY
            return Rect(x: cx - abs(w) / 2, y: cy - abs(h) / 2, width: abs(w), height: abs(h))
        }
        set {
            let sx = transform.scaleX == 0 ? 1 : abs(transform.scaleX)
            let sy = transform.scaleY == 0 ? 1 : abs(transform.scaleY)
            let size = Size(width: newValue.width / sx, height: newValue.height / sy)
            let newCenter = Point(x: newValue.midX - transform.translationX, y: newValue.midY - transform.translationY)
            // As setting `bounds.size` then `center`, with one notification: a new size tells
            // layout all that a move would (each card's three views are placed by frame).
            willChange(.bounds)
            let oldSize = boundsStorage.size
            boundsStorage.size = size
            willChange(.center)
            let oldCenter = centerStorage
            centerStorage = newCenter
            let sizeChanged = size != oldSize
            if sizeChanged || newCenter != oldCenter { geometryDidChange(sizeChanged: sizeChanged) }
        }
    }

    // MARK: appearance

    /// Hidden views are not drawn and take no touches.
    public var isHidden = false
    /// Opacity 0…1; below 0.01 the view takes no touches.
    public var alpha: Double = 1 {
        willSet { willChange(.alpha) }
    }
    /// The fill behind the content, or nil for none.
    public var backgroundColor: Color? {
        willSet { willChange(.backgroundColor) }
    }
    /// Width of the border drawn inside the bounds (UIKit's `layer.borderWidth`).
    public var borderWidth: Double = 0
    /// Colour of the border (UIKit's `layer.borderColor`).
    public var borderColor: Color = .black
    /// Radius of the rounded corners (UIKit's `layer.cornerRadius`).
    public var cornerRadius: Double = 0
    /// Whether subviews are cut at the bounds when drawn.
    public var clipsToBounds = false
    /// Whether touches are delivered to this view and its subviews.
    open var isUserInteractionEnabled = true
    /// A number for finding the view (UIKit's `tag`).
    public var tag = 0
    /// A name for finding the view from tests, bots and diagnostics (UIKit's `accessibilityIdentifier`).
    public var identifier: String?

    // MARK: hierarchy

    // The link to the superview is not `weak`: a weak reference gives its target a side table, and
    // from then on every retain and release of that view takes the runtime's slow path. It is
    // zeroed by hand instead, by the superview, which holds this view strongly: it clears the
    // link when it lets the view go (removal, or its own deinit).

    /// The view this one is a subview of.
    public var superview: View? { superviewLink?.takeUnretainedValue() }
    /// The superview, uncounted: it holds this view in `subviews` while the link is set. Walks up
    /// the tree read it without retaining each ancestor.
    private var superviewLink: Unmanaged<View>?
    /// Subviews, back to front.
    public private(set) var subviews: [View] = []
    /// The view controller whose root view this is, if any; nil once that controller is freed.
    public internal(set) weak var owningViewController: ViewController?

    // MARK: margins and safe area

    /// The view's own margins, applied inside the safe area when `insetsLayoutMarginsFromSafeArea`.
    /// UIKit's default is 8 on each edge; a window sets a root view's to its device's minimums.
    public var directionalLayoutMargins = EdgeInsets(all: 8) {
        didSet { if directionalLayoutMargins != oldValue { marginsDidChange() } }
    }
    /// Whether the margins are measured from the safe area rather than from the bounds.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { marginsDidChange() } }
    }

    /// The margins in force: the view's own, plus the safe area when `insetsLayoutMarginsFromSafeArea`
    /// (what UIKit's `layoutMargins` reads). Setting it sets the view's own margins.
    public var layoutMargins: EdgeInsets {
        get { insetsLayoutMarginsFromSafeArea ? directionalLayoutMargins + safeAreaInsets : directionalLayoutMargins }
        set { directionalLayoutMargins = newValue }
    }

    /// The parts of the view covered by the status bar, home indicator or sensor housing: a
    /// window's come from its device; any other view's are the window's safe area that overlaps it.
    open var safeAreaInsets: EdgeInsets {
        guard let superview else { return .zero }
        let outer = superview.safeAreaInsets
        if outer == .zero { return .zero }
        // The superview's safe rectangle in its bounds space, compared with this view's frame there.
        let safe = superview.bounds.inset(by: outer)
        let f = frame
        return EdgeInsets(top: max(0, safe.minY - f.minY), left: max(0, safe.minX - f.minX),
                          bottom: max(0, f.maxY - safe.maxY), right: max(0, f.maxX - safe.maxX))
    }

    /// The rectangle inside the margins, in the view's own coordinates.
    public var layoutMarginsFrame: Rect { bounds.inset(by: layoutMargins) }
    /// The rectangle inside the safe area, in the view's own coordinates.
    public var safeAreaFrame: Rect { bounds.inset(by: safeAreaInsets) }

    // MARK: layout bookkeeping (used by the layout engine in Layout/)

    /// Whether the view is placed by `frame` (true) or by constraints (false).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { autoresizingDidChange() } }
    }

    // MARK: layout storage (Layout/View+Layout.swift uses these)

    /// Constraints installed on this view: those whose nearest common ancestor it is (UIKit's `constraints`).
    public internal(set) var installedConstraints: [LayoutConstraint] = []
    var layoutNodeStorage: LayoutNode?
    /// See `LayoutItem.isNamedByConstraint`; a view is also marked when one of its guides is named.
    var isNamedByConstraint = false
    var layoutEngineStorage: LayoutEngine?
    var marginsGuideStorage: LayoutGuide?
    var safeAreaGuideStorage: LayoutGuide?
    /// Guides added with `addLayoutGuide`.
    public internal(set) var layoutGuides: [LayoutGuide] = []
    var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// What constraints, layout nodes and bots hold instead of a `weak` reference (see `ItemLink`).
    var itemLinkStorage: ItemLink?

    // MARK: animation storage (Animation/Animator.swift uses this)

    /// The animations in flight on this view, kept on it so that finding them takes no look-up.
    var inFlightAnimations: ViewAnimations?

    // MARK: init

    /// A view covering `frame`.
    public init(frame: Rect = .zero) {
        centerStorage = frame.center
        boundsStorage = Rect(origin: .zero, size: frame.size)
        super.init()
    }

    deinit {
        itemLinkStorage?.cut()
        // Subviews that outlive this view (a script may still hold them) have no superview.
        for sub in subviews { sub.superviewLink = nil }
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
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        let newWindow = window
        let windowChanges = view.windowLink?.toOpaque() != newWindow.map { Unmanaged.passUnretained($0).toOpaque() }
        if windowChanges { view.propagateWillMove(toWindow: newWindow) }
        view.removeFromSuperviewKeepingWindowCallbacks()
        view.willMove(toSuperview: self)
        // Arrays grow one element at a time here (Linux's malloc reports no spare room), and a
        // view given one subview is mostly given a few: room for four costs one allocation.
        if subviews.isEmpty { subviews.reserveCapacity(4) }
        // Most views go on top: `append` is a store, where `insert` goes through the generic
        // `replaceSubrange` (~140 instructions a view added).
        let position = min(max(0, index), subviews.count)
        if position == subviews.count { subviews.append(view) } else { subviews.insert(view, at: position) }
        view.superviewLink = Unmanaged.passUnretained(self)
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
        let windowChanges = windowLink != nil
        if windowChanges { propagateWillMove(toWindow: nil) }
        removeFromSuperviewKeepingWindowCallbacks()
        if windowChanges { propagateDidMoveToWindow() }
    }

    private func removeFromSuperviewKeepingWindowCallbacks() {
        guard let old = superview else { return }
        old.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let named = old.hierarchyWillChange(removing: self)
        old.subviews.removeFirst(identicalTo: self)
        superviewLink = nil
        if named { LayoutEngine.subtreeDetached(self) }
        didMoveToSuperview()
    }

    private func propagateWillMove(toWindow newWindow: Window?) {
        // Only a view with animations on record has any to stop: the others skip the walk up to
        // the window and the animator's retain (three views per card taken off the table).
        if newWindow == nil, inFlightAnimations != nil,
           let animator = windowLink?._withUnsafeGuaranteedRef({ $0.animator }) {
            animator.removeAnimations(of: self, includingSubviews: false)
        }
        willMove(toWindow: newWindow)
        owningViewController?.viewWillMove(toWindow: newWindow)
        forEachSubview { $0.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        owningViewController?.viewDidMoveToWindow(window)
        forEachSubview { $0.propagateDidMoveToWindow() }
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        let target = Unmanaged.passUnretained(view).toOpaque()
        var current = Unmanaged.passUnretained(self)
        while current.toOpaque() != target {
            guard let next = current._withUnsafeGuaranteedRef({ $0.superviewLink }) else { return false }
            current = next
        }
        return true
    }

    /// The window this view is in, or nil when it is not on screen: its root's (a window is
    /// its own; a view that is not in a window has none).
    open var window: Window? {
        let root = rootLink
        return root.toOpaque() == Unmanaged.passUnretained(self).toOpaque() ? nil : root.takeUnretainedValue().window
    }

    /// The top of this view's tree (itself when it has no superview).
    public var rootView: View { rootLink.takeUnretainedValue() }

    /// `window`, uncounted, for the checks that only compare it or read through it: they run for
    /// every view added, removed or hit-tested, and need no retain.
    private var windowLink: Unmanaged<Window>? {
        let root = rootLink
        guard root._withUnsafeGuaranteedRef({ $0 is Window }) else { return nil }
        return Unmanaged<Window>.fromOpaque(root.toOpaque())
    }

    // Walks up without retaining each ancestor (the tree holds them meanwhile): these walks run
    // for every view added, removed, moved or resized.
    private var rootLink: Unmanaged<View> {
        var root = Unmanaged.passUnretained(self)
        while let next = root._withUnsafeGuaranteedRef({ $0.superviewLink }) { root = next }
        return root
    }

    /// The first view in this subtree (depth first, this view included) with the given tag.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for sub in subviews { if let hit = sub.viewWithTag(tag) { return hit } }
        return nil
    }

    /// Whether this view or one inside it matches, without collecting them as `allViews` does.
    /// The layout engine asks this of every view added, removed, moved or resized: the subviews
    /// are walked as `forEachSubview` walks them, without a retain and release of each.
    func subtreeContains(where predicate: (View) -> Bool) -> Bool {
        if predicate(self) { return true }
        return withSubviewLinks { links in
            links.contains { $0._withUnsafeGuaranteedRef { $0.subtreeContains(where: predicate) } }
        } ?? false
    }

    /// Every view of this subtree, depth first, this view first.
    public var allViews: [View] {
        // Room for a typical screen at once: growing the array step by step cost more than the walk.
        var out: [View] = []
        out.reserveCapacity(64)
        View.collect(self, into: &out)
        return out
    }

    private static func collect(_ view: View, into out: inout [View]) {
        out.append(view)
        view.forEachSubview { collect($0, into: &out) }
    }

    // MARK: hooks subclasses may override

    /// Called before the view moves to another superview (nil when removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to another superview.
    open func didMoveToSuperview() {}
    /// Called before the view enters or leaves a window.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view entered or left a window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    /// Places subviews that are not laid out by constraints; called after constraints are solved.
    open func layoutSubviews() {}

    /// The size the content needs, or nil on an axis where it has no preference
    /// (UIKit's `UIView.noIntrinsicMetric`). Plain views have none.
    open var intrinsicContentSize: Size? { nil }

    /// The natural size of the content when it may use at most `width` (for text that wraps).
    /// The default ignores the width.
    open func intrinsicContentSize(forWidth width: Double) -> Size? { intrinsicContentSize }

    /// The size the view would like within `size` (UIKit's `sizeThatFits`): the content's natural
    /// size wrapped at `size.width`, or the current size for views without content.
    open func sizeThatFits(_ size: Size) -> Size {
        intrinsicContentSize(forWidth: size.width > 0 ? size.width : .infinity) ?? bounds.size
    }

    /// Resizes the view to `sizeThatFits` its current width (UIKit's `sizeToFit`), keeping its origin.
    public func sizeToFit() {
        let origin = frame.origin
        let fitted = sizeThatFits(Size(width: numberOfLinesWrapWidth, height: 0))
        frame = Rect(origin: origin, size: fitted)
    }

    // Multi-line text fits itself to its current width; everything else measures unbounded.
    private var numberOfLinesWrapWidth: Double {
        intrinsicHeightDependsOnWidth && bounds.width > 0 ? bounds.width : 0
    }

    /// Whether the intrinsic height depends on the laid-out width (wrapping text).
    open var intrinsicHeightDependsOnWidth: Bool { false }

    // MARK: coordinates

    /// Converts a point from this view's coordinates to `view`'s (window coordinates when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = pointToRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// Converts a point from `view`'s coordinates (window coordinates when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view.map { $0.pointToRoot(point) } ?? point
        return pointFromRoot(inRoot)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (window coordinates when nil).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let a = convert(Point(x: rect.minX, y: rect.minY), to: view)
        let b = convert(Point(x: rect.maxX, y: rect.maxY), to: view)
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// This view's point in its superview's coordinates.
    func pointToSuperview(_ p: Point) -> Point {
        let local = Point(x: p.x - bounds.midX, y: p.y - bounds.midY)
        return Point(x: center.x + local.x * transform.scaleX + transform.translationX,
                     y: center.y + local.y * transform.scaleY + transform.translationY)
    }

    /// A point in the superview's coordinates, in this view's.
    func pointFromSuperview(_ p: Point) -> Point {
        let sx = transform.scaleX == 0 ? 1 : transform.scaleX, sy = transform.scaleY == 0 ? 1 : transform.scaleY
        return Point(x: (p.x - center.x - transform.translationX) / sx + bounds.midX,
                     y: (p.y - center.y - transform.translationY) / sy + bounds.midY)
    }

    // The root's superview space is the window space: a window is a root whose frame starts at 0.
    // Both walks go up without retaining (the tree holds the ancestors meanwhile): they run for
    // every touch and every bot query of a frame.
    private func pointToRoot(_ p: Point) -> Point {
        var point = p
        var current = Unmanaged.passUnretained(self)
        while !current._withUnsafeGuaranteedRef({ $0 is Window }) {
            point = current._withUnsafeGuaranteedRef { $0.pointToSuperview(point) }
            guard let next = current._withUnsafeGuaranteedRef({ $0.superviewLink }) else { break }
            current = next
        }
        return point
    }

    /// Converts on the way back down from the root, so that no list of ancestors is made.
    private func pointFromRoot(_ p: Point) -> Point {
        if self is Window { return p }
        guard let up = superviewLink else { return pointFromSuperview(p) }
        return pointFromSuperview(up._withUnsafeGuaranteedRef { $0.pointFromRoot(p) })
    }

    // MARK: hit testing

    /// Whether a point in this view's coordinates is inside its bounds.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest view containing `point` (in this view's coordinates) that takes touches, as
    /// UIKit decides it: hidden views, views with alpha below 0.01 and views with user
    /// interaction off are skipped with their subviews; a point outside the bounds misses the view
    /// and its subviews, even subviews that stick out; later subviews are tried first.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        // Only a view with animations on record can be blocked: ask for the window (a walk up) then.
        if inFlightAnimations != nil, let animator = windowLink?._withUnsafeGuaranteedRef({ $0.animator }),
           animator.blocksTouches(self) { return nil }
        // Front to back without retaining each subview, as `forEachSubview` walks.
        let subs = subviews
        return subs.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<View>.self) { links in
                for link in links.reversed() {
                    if let hit = link._withUnsafeGuaranteedRef({ $0.hitTest($0.pointFromSuperview(point)) }) { return hit }
                }
                return self
            }
        }
    }

    // MARK: responder chain

    /// The view controller, for a view controller's root view; the superview otherwise.
    open override var next: Responder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    // MARK: naming

    /// Positions of this view from the root down, e.g. `[0, 2]` for the root's first subview's third.
    public var indexPath: [Int] {
        var path: [Int] = []
        var v = self
        while let s = v.superview, !(v is Window) {
            path.append(s.subviews.firstIndex { $0 === v } ?? 0)
            v = s
        }
        return path.reversed()
    }

    /// The type name without module, e.g. `Label`.
    public var typeName: String { TypeNameCache.name(of: type(of: self)) }

    /// How diagnostics name the view: its identifier, else its type and index path (`Label[0.2]`).
    open var debugName: String {
        if let identifier, !identifier.isEmpty { return identifier }
        if let owningViewController { return owningViewController.debugName + ".view" }
        return "\(typeName)[\(indexPath.map(String.init).joined(separator: "."))]"
    }

    /// Extra words for `description` (text, title, …) that subclasses add.
    open var descriptionDetails: [String] { [] }

    public var description: String {
        var parts = ["<\(typeName)"]
        if let identifier { parts.append("'\(identifier)'") }
        parts.append("frame=\(frame)")
        if isHidden { parts.append("hidden") }
        if alpha != 1 { parts.append("alpha=\(Geometry.format(alpha))") }
        if !transform.isIdentity { parts.append("transform=\(transform)") }
        if let backgroundColor { parts.append("background=\(backgroundColor)") }
        if !isUserInteractionEnabled && !(self is Label) && !(self is ImageView) { parts.append("userInteraction=off") }
        parts.append(contentsOf: descriptionDetails)
        return parts.joined(separator: " ") + ">"
    }

    /// The tree below and including this view, one view a line, indented by depth.
    public var recursiveDescription: String {
        var lines: [String] = []
        func walk(_ v: View, _ depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + v.description)
            for s in v.subviews { walk(s, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }

    // MARK: change notifications for layout (the engine in Layout/ listens through these)

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

    /// Whether a layout pass is pending for this view's tree.
    public internal(set) var needsLayout = true

    /// Whether this view's `layoutSubviews` runs in the next pass (set by size changes and `setNeedsLayout`).
    var needsLayoutSubviews: Bool {
        get { needsLayoutSubviewsStorage }
        set {
            let was = needsLayoutSubviewsStorage
            needsLayoutSubviewsStorage = newValue
            if newValue && !was { markSubtreesNeedLayout() }
        }
    }
    private var needsLayoutSubviewsStorage = true
    /// Whether the current pass told the view's controller `viewWillLayoutSubviews` already.
    private var layoutAnnounced = false
    /// Whether this view or one inside it needs `layoutSubviews`: a pass goes down only into such
    /// subtrees, where it used to list the whole tree (a card dealt lays out the screen as it
    /// appears, eight times a hand). Every view on the way up from a view that needs
    /// `layoutSubviews` has it; the pass clears it as it goes down.
    private var subtreeNeedsLayout = true

    /// Marks this view and every view above it; returns the root.
    @discardableResult
    private func markSubtreesNeedLayout() -> Unmanaged<View> {
        var v = Unmanaged.passUnretained(self)
        while true {
            v._withUnsafeGuaranteedRef { $0.subtreeNeedsLayout = true }
            guard let next = v._withUnsafeGuaranteedRef({ $0.superviewLink }) else { return v }
            v = next
        }
    }

    /// Marks the view for `layoutSubviews` and its tree for a pass at the next `layoutIfNeeded()`.
    public func setNeedsLayout() {
        needsLayoutSubviewsStorage = true   // marked on the way up just below: one walk, not two
        // Marked already if it needed layout before, unless a pass going down cleared the marks
        // above it and has yet to reach it: mark the way up again, it costs no more than finding the root.
        markSubtreesNeedLayout()._withUnsafeGuaranteedRef { $0.needsLayout = true }
    }

    /// Tells layout that the content's natural size changed (text, font, image, title).
    open func invalidateIntrinsicContentSize() {
        layoutNodeStorage?.engine?.intrinsicChanged(self)
        setNeedsLayout()
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
        root.layoutEngineStorage?.solve()
        // The list is the window's, kept between passes: a pass that lays out a controller's view
        // (every card dealt) allocated and freed one. A pass started from inside this one (a
        // controller's callback) finds it taken and makes its own.
        let window = root as? Window
        var laidOut: [View] = []
        if let window { swap(&laidOut, &window.laidOutScratch) }
        root.layOutSubtree(into: &laidOut)
        for view in laidOut { view.owningViewController?.viewDidLayoutSubviews() }
        if let window {
            laidOut.removeAll(keepingCapacity: true)
            swap(&laidOut, &window.laidOutScratch)
        }
    }

    /// Tells the controllers of the views that will lay out, parents first, that they will.
    private func announceLayout() {
        if needsLayoutSubviews {
            layoutAnnounced = true
            owningViewController?.viewWillLayoutSubviews()
        }
        guard subtreeNeedsLayout else { return }
        forEachSubview { $0.announceLayout() }
    }

    /// Lays out the views of this subtree that need it, parents first, and lists them.
    private func layOutSubtree(into laidOut: inout [View]) {
        if needsLayoutSubviews {
            needsLayoutSubviews = false
            if !layoutAnnounced { owningViewController?.viewWillLayoutSubviews() }
            layoutAnnounced = false
            layoutSubviews()
            // Only controllers hear of it afterwards: most views laid out have none, and an
            // empty list costs no allocation.
            if owningViewController != nil { laidOut.append(self) }
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        forEachSubview { $0.layOutSubtree(into: &laidOut) }
    }

    /// Calls `body` with each subview without retaining it: the array copied here holds them
    /// (and stays as it was if `body` changes the subviews). A layout pass goes down through them
    /// every time, and a retain and release per view was a good part of its cost.
    public func forEachSubview(_ body: (View) -> Void) {
        withSubviewLinks { links in
            for link in links { link._withUnsafeGuaranteedRef(body) }
        }
    }

    /// Calls `body` with the subviews as uncounted links, held by a copy of the list for the
    /// call; nil for a leaf, which is most of the views walked (no copy of the empty list to retain).
    private func withSubviewLinks<R>(_ body: (UnsafeBufferPointer<Unmanaged<View>>) -> R) -> R? {
        if subviews.isEmpty { return nil }
        let subs = subviews
        return subs.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<View>.self, body)
        }
    }
}
