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
            if newValue.origin != old.origin { LayoutEngine.boundsOriginMoved(self) }
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

    /// Hidden views are not drawn and take no touches; a hidden arranged view of a stack view
    /// also gives up its place in the stack (StackView.swift).
    public var isHidden = false {
        didSet {
            if isHidden != oldValue, let stack = superview as? StackView,
               stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.arrangedSubviewVisibilityChanged()
            }
        }
    }
    /// Opacity 0…1; below `View.leastVisibleAlpha` the view neither shows nor takes touches.
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
    /// The shadow cast under the view (UIKit's `layer.shadow…`; `Layer` sets it by those names).
    public var shadow = Shadow()
    /// The tint set on this view itself; `tintColor` (View+Tint.swift) inherits when nil.
    public var ownTintColor: Color?
    /// Whether touches are delivered to this view and its subviews.
    open var isUserInteractionEnabled = true
    /// A number for finding the view (UIKit's `tag`).
    public var tag = 0
    /// A name for finding the view from tests, bots and diagnostics (UIKit's `accessibilityIdentifier`).
    public var identifier: String?
    /// Recognizers watching touches in this view and its subviews (see `addGestureRecognizer`).
    public var gestureRecognizers: [GestureRecognizer] { recognizerList }
    /// Changed as a local array that owns its buffer (View+Gestures.swift): the compiler proves
    /// each access exclusive, where a public stored property is checked at run time on each read
    /// (a plain release build; see `ShortAccessList`).
    var recognizerList: [GestureRecognizer] = []

    // MARK: hierarchy

    /// The view this one is a subview of; nil once that view is freed.
    public var superview: View? { superviewLink?.takeUnretainedValue() }
    /// The superview, uncounted: set while the superview holds this view in `subviews`, cleared
    /// by it when it lets the view go (removal, or its own deinit). Not `weak`: the walks up the
    /// tree read it without a retain per step (see View+TreeWalks.swift for the figures).
    var superviewLink: Unmanaged<View>?
    /// Subviews, back to front.
    public var subviews: [View] { subviewList }
    /// The subviews, changed in place only through `changeSubviews` (View+Hierarchy.swift): tree
    /// walks read them at every view, and a public stored property would be checked for
    /// exclusive access at run time on each read (a plain release build; see `ShortAccessList`).
    var subviewList: [View] = []
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
        if additionalSafeArea == .zero { return inheritedSafeAreaInsets }
        return inheritedSafeAreaInsets + additionalSafeArea
    }

    /// Insets a view controller adds to its root view's safe area (UIKit's
    /// `additionalSafeAreaInsets`: a navigation bar, a tab bar); kept on the view so that
    /// reading the safe area asks no controller.
    var additionalSafeArea: EdgeInsets = .zero {
        didSet {
            guard additionalSafeArea != oldValue else { return }
            marginsDidChange()
            walkSubtree { view in
                view.safeAreaMayHaveChanged()
                return .descend
            }
        }
    }

    /// Heard by every view of a subtree whose root's safe area was changed by its controller
    /// (a bar shown, hidden or resized); a scroll view lays out again to adjust its insets.
    func safeAreaMayHaveChanged() {}

    /// The safe area this view's subviews take their share of: its own (a scroll view leaves out
    /// the edges it has made room for).
    var safeAreaInsetsForSubviews: EdgeInsets { safeAreaInsets }

    /// Set by a container on its children's root views, which fill it: they take the
    /// container's safe area whatever their position, so that a screen sliding in or out keeps
    /// its layout (UIKit's containers give their children their own safe area the same way).
    var takesSuperviewSafeArea = false

    /// The part of the superview's safe area this view overlaps.
    private var inheritedSafeAreaInsets: EdgeInsets {
        guard let superview else { return .zero }
        if takesSuperviewSafeArea { return superview.safeAreaInsetsForSubviews }
        let outer = superview.safeAreaInsetsForSubviews
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
    /// Set when leaving a superview deactivated constraints naming this view; cleared by the
    /// check made once it is back in a tree (see `LayoutEngine.subtreeAdded`).
    var lostConstraintsOnRemoval = false
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
        // Subviews that outlive this view (a script may still hold them) have no superview,
        // and, when this is a window, no window.
        if self is Window { for sub in subviews { sub.setWindowOfSubtree(nil) } }
        for sub in subviews { sub.superviewLink = nil }
        releaseSubtreeWithoutRecursion()
    }

    /// Lets the subviews go one by one. Released the usual way, a view's subviews would be freed
    /// inside its deinit, theirs inside theirs, and so on: a chain of 20 000 nested views would
    /// nest 20 000 deinits on the stack. Here a subview about to be freed (nothing else holds
    /// it) first hands its own subviews to this loop, so it is freed with none.
    private func releaseSubtreeWithoutRecursion() {
        guard subviewList.contains(where: { !$0.subviewList.isEmpty }) else { return }
        var pending = subviewList
        subviewList = []
        while var view = pending.popLast() {
            guard isKnownUniquelyReferenced(&view), !view.subviewList.isEmpty else { continue }
            for sub in view.subviewList { sub.superviewLink = nil }
            pending.append(contentsOf: view.subviewList)
            view.subviewList = []
        }
    }

    /// The window this view is in, or nil when it is not on screen (a window is its own).
    open var window: Window? { windowLink?.takeUnretainedValue() }

    /// The window of this view's tree, kept on every view of the tree below a window (nil
    /// elsewhere, and on the window itself), so that finding it takes no walk up: adding a view
    /// at the end of a 100 000-deep chain walked up to the root for it at every step, which
    /// made building the chain quadratic. It is set on a whole subtree when the subtree moves
    /// into or out of a window (`setWindowOfSubtree`), alongside the walk that tells the subtree
    /// `willMove(toWindow:)` and `didMoveToWindow()` anyway, and cleared when the window is
    /// freed. Unmanaged for the reason `superviewLink` is: a window holds its tree, so a view
    /// in it never outlives it, and its deinit clears the links of views a script still holds
    /// (`ViewTests.aViewOutlivingItsWindowHasNoWindow`). Not `weak`, because every hit test and
    /// layout pass asks views for their window (the figure: docs/performance.md, "Measured
    /// choices").
    var windowLink: Unmanaged<Window>?

    // MARK: layout pass state (View+LayoutPass.swift)

    /// Whether a layout pass is pending for this view's tree.
    public internal(set) var needsLayout = true
    var needsLayoutSubviewsStorage = true
    /// Whether the current pass told the view's controller `viewWillLayoutSubviews` already.
    var layoutAnnounced = false
    /// Whether this view or one inside it needs `layoutSubviews`: a pass goes down only into such
    /// subtrees rather than the whole tree (a card dealt lays out the screen as it appears,
    /// eight times a hand). Every view on the way up from a view that needs
    /// `layoutSubviews` has it; the pass clears it as it goes down. What marking relies on
    /// (`markSubtreesNeedLayout`): a marked view either has a marked superview, or is the root
    /// of its tree and has `needsLayout`, or is one that a layout pass going on will still reach.
    var subtreeNeedsLayout = true

    // MARK: hooks subclasses may override

    /// Tells layout that the content's natural size changed (text, font, image, title).
    open func invalidateIntrinsicContentSize() {
        layoutNodeStorage?.engine?.intrinsicChanged(self)
        setNeedsLayout()
    }


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

    /// The size the content needs, or nil when it has no preference. A length below zero
    /// (`View.noIntrinsicMetric`) says the content has none on that axis only (a slider's
    /// width). Plain views have none.
    open var intrinsicContentSize: Size? { nil }

    /// The length of an axis on which the content has no natural size (UIKit's `noIntrinsicMetric`).
    public static let noIntrinsicMetric = -1.0

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
    private func pointToRoot(_ p: Point) -> Point {
        var point = p
        var current = self
        while !(current is Window) {
            point = current.pointToSuperview(point)
            guard let up = current.superview else { break }
            current = up
        }
        return point
    }

    /// Converts on the way back down from the root, so that no list of ancestors is made for
    /// the few levels of a usual screen; a deeper view (scripts can nest thousands) goes through
    /// a list rather than a recursion as deep as the tree. The same steps either way.
    private func pointFromRoot(_ p: Point, levels: Int = 0) -> Point {
        if self is Window { return p }
        guard let up = superview else { return pointFromSuperview(p) }
        guard levels < 64 else { return pointFromRootThroughAncestors(p) }
        return pointFromSuperview(up.pointFromRoot(p, levels: levels + 1))
    }

    private func pointFromRootThroughAncestors(_ p: Point) -> Point {
        var chain: [View] = []
        var current = self
        while !(current is Window) {
            chain.append(current)
            guard let up = current.superview else { break }
            current = up
        }
        var point = p
        for view in chain.reversed() { point = view.pointFromSuperview(point) }
        return point
    }

    // MARK: hit testing

    /// Whether a point in this view's coordinates is inside its bounds.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest view containing `point` (in this view's coordinates) that takes touches, as
    /// UIKit decides it: views that do not show (`showsItself`) and views with user
    /// interaction off are skipped with their subviews; a point outside the bounds misses the view
    /// and its subviews, even subviews that stick out; later subviews are tried first.
    ///
    /// A view that takes the point is the answer or holds it (it answers itself when none of its
    /// subviews does), so the search goes down one branch without coming back: a loop, not a
    /// recursion, since scripts can nest views deeper than a stack. Subclasses decide where
    /// they take touches with `point(inside:)`.
    public func hitTest(_ point: Point) -> View? {
        guard takesTouch(at: point) else { return nil }
        var hit = self, local = point
        search: while true {
            for subview in hit.subviews.reversed() {
                let inSubview = subview.pointFromSuperview(local)
                if subview.takesTouch(at: inSubview) {
                    hit = subview
                    local = inSubview
                    continue search
                }
            }
            return hit
        }
    }

    /// Whether this view takes a touch at `point` (its own coordinates), subviews aside.
    private func takesTouch(at point: Point) -> Bool {
        guard showsItself, isUserInteractionEnabled, self.point(inside: point) else { return false }
        // Only a view with animations on record can be blocked: ask for the window (a walk up) then.
        if inFlightAnimations != nil, let animator = window?.animator, animator.blocksTouches(self) { return false }
        return true
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

    /// One line a person reads: the type, the identifier, the frame, what differs from a plain
    /// view (hidden, alpha, transform, background, touches off) and the subclass's
    /// `descriptionDetails`.
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

    /// The tree below and including this view, one view a line, indented by depth. Indentation
    /// stops growing at `indentedLevels`: deeper views are written at that indentation with
    /// their depth in front (`[depth 20000] <View …>`), so that 20 000 nested views print a
    /// few megabytes rather than a gigabyte of indentation.
    public var recursiveDescription: String {
        var lines: [String] = []
        var depths: [Int] = [0]
        walkSubtree { view in
            let depth = depths.removeLast()
            let indent = String(repeating: "   | ", count: min(depth, View.indentedLevels))
            let text = (depth > View.indentedLevels ? "[depth \(depth)] " : "") + view.description
            // A label's text may hold line breaks: its continuation lines keep the tree's prefix.
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                lines.append(indent + (i == 0 ? "" : "   : ") + line)
            }
            // The walk takes subviews back to front: their depths wait on a stack in the same order.
            depths.append(contentsOf: repeatElement(depth + 1, count: view.subviews.count))
            return .descend
        }
        return lines.joined(separator: "\n")
    }

    /// How many levels `recursiveDescription` indents.
    public static let indentedLevels = 32
}
