/// A rectangle that takes part in layout without being a view (UIKit's `UILayoutGuide`).
///
/// A view's `layoutMarginsGuide` and `safeAreaLayoutGuide` follow its margins and safe area;
/// guides added with `addLayoutGuide` are placed by constraints like views.
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// What positions the guide.
    enum Kind {
        case custom
        case margins
        case safeArea
        /// A scroll view's content area: at the origin of its bounds coordinates, sized by constraints.
        case content
        /// A scroll view's frame, seen from its content: its bounds.
        case frame
    }

    let kind: Kind
    /// The view the guide belongs to.
    public internal(set) var owningView: View? {
        get { owningViewLink?.view }
        set { owningViewLink = newValue?.itemLink }
    }
    private var owningViewLink: ItemLink?
    /// A name for diagnostics.
    public var identifier: String?
    /// An object that lives exactly as long as this one, for whoever made it (as
    /// `Responder.lifetimeCompanion`): MoonLua keeps here the charge a script's texts and images
    /// set on it count against the script's memory limit.
    public var lifetimeCompanion: AnyObject?
    /// The node, if the guide ever took part in layout (read without making one).
    var layoutNodeStorage: LayoutNode?
    var layoutNode: LayoutNode {
        if let node = layoutNodeStorage { return node }
        let node = LayoutNode()
        layoutNodeStorage = node
        return node
    }
    var isNamedByConstraint = false
    /// See `ItemLink`.
    var itemLinkStorage: ItemLink?

    /// A custom guide, to add to a view with `addLayoutGuide`.
    public convenience init() { self.init(kind: .custom, owner: nil) }

    init(kind: Kind, owner: View?) {
        self.kind = kind
        self.owningViewLink = owner?.itemLink
    }

    deinit {
        itemLinkStorage?.cut()
    }

    var owningLayoutView: View? { owningView }

    var layoutName: String {
        if let identifier { return identifier }
        let owner = owningView?.debugName ?? "nil"
        switch kind {
        case .margins: return "\(owner).layoutMarginsGuide"
        case .safeArea: return "\(owner).safeAreaLayoutGuide"
        case .custom: return "\(owner).guide"
        case .content: return "\(owner).contentLayoutGuide"
        case .frame: return "\(owner).frameLayoutGuide"
        }
    }

    /// The insets from the owner's bounds a margins or safe-area guide keeps.
    var insets: EdgeInsets {
        guard let owningView else { return .zero }
        switch kind {
        case .margins: return owningView.layoutMargins
        case .safeArea: return owningView.safeAreaInsets
        case .custom, .content, .frame: return .zero
        }
    }

    /// The owner's bounds origin for guides that follow the owner's bounds (margins, safe area,
    /// frame: they stay put on screen as the owner scrolls), zero for those laid out in its
    /// bounds coordinates like a subview.
    var followedBoundsOrigin: Point {
        guard let owningView else { return .zero }
        switch kind {
        case .margins, .safeArea, .frame: return owningView.bounds.origin
        case .custom, .content: return .zero
        }
    }

    /// The guide's rectangle in its owner's coordinates, as of the last layout pass.
    public var layoutFrame: Rect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .frame: return owner.bounds
        case .custom, .content:
            guard let engine = layoutNode.engine else { return .zero }
            let origin = engine.absoluteOrigin(of: owner)
            let n = layoutNode
            return Rect(x: n.left.value - origin.x, y: n.top.value - origin.y, width: n.width.value, height: n.height.value)
        }
    }

    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    /// The leading edge (left).
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

    /// The guide's name and frame, for logs.
    public var description: String { "<LayoutGuide \(layoutName) frame=\(layoutFrame)>" }
}
