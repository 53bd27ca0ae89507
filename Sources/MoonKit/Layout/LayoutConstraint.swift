import Cassowary

/// `first relation multiplier × second + constant`, at a priority (UIKit's `NSLayoutConstraint`).
///
/// Made from anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 100)`),
/// it does nothing until activated. As in UIKit, activating it leaves
/// `translatesAutoresizingMaskIntoConstraints` alone: a view that keeps it on is pinned to its
/// frame by autoresizing constraints, and constraints that disagree are logged as a conflict.
/// Changing `constant` or `priority` later re-solves incrementally.
public final class LayoutConstraint: CustomStringConvertible {
    // Items are held without keeping them alive, as UIKit holds them weakly: a constraint
    // installed on a view and naming that view would otherwise keep the whole tree alive.
    // Through links rather than `weak` (see `ItemLink`).
    private let firstItemLink: ItemLink
    /// The attribute of the first item.
    public let firstAttribute: LayoutAttribute
    private let secondItemLink: ItemLink?
    /// The attribute of the second item, nil for `dimension = constant`.
    public let secondAttribute: LayoutAttribute?
    /// =, ≤ or ≥.
    public let relation: LayoutRelation
    /// The factor on the second item.
    public let multiplier: Double
    /// Where it was made (`File.swift:12`, or the Lua file and line), for diagnostics.
    public var creationSite: String?
    /// A name for diagnostics.
    public var identifier: String?
    /// An object that lives exactly as long as this one, for whoever made it (as
    /// `Responder.lifetimeCompanion`): MoonLua keeps here the charge a script's texts and images
    /// set on it count against the script's memory limit.
    public var lifetimeCompanion: AnyObject?

    /// The first item: a view or a layout guide (nil once released).
    public var firstItem: AnyObject? { firstItemRef }
    /// The second item, or nil.
    public var secondItem: AnyObject? { secondItemRef }

    var firstItemRef: (any LayoutItem)? { firstItemLink.item }
    var secondItemRef: (any LayoutItem)? { secondItemLink?.item }
    /// The first item if it is a view (no cast).
    var firstView: View? { firstItemLink.view }

    /// The number added to the second item; changing it on an active constraint re-solves incrementally.
    public var constant: Double {
        didSet { if constant != oldValue { engine?.constantChanged(self) } }
    }

    /// How much it matters (default required). Changing it on an active constraint re-adds it.
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { engine?.priorityChanged(self) } }
    }

    /// Whether the constraint takes part in layout.
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    /// True when activation failed because the items share no ancestor.
    public internal(set) var activationError: LayoutError?
    /// True when the solver could not hold it with the other required constraints and broke it.
    public internal(set) var isBroken = false

    /// The view it is installed on: the nearest common ancestor of its items.
    public internal(set) var installedOn: View? {
        get { installedOnLink?.view }
        set { installedOnLink = newValue?.itemLink }
    }
    private var installedOnLink: ItemLink?
    /// The engine that holds it while active (until the engine goes away).
    var engine: LayoutEngine? {
        get { engineLink?.target }
        set { engineLink = newValue?.link }
    }
    private var engineLink: UnownedLink<LayoutEngine>?
    /// The solver constraint the engine made for it; it stands for it while that is in the
    /// engine's solver (see `LayoutEngine.live`). Kept here so the engine looks it up without hashing.
    var solverConstraint: Constraint?
    /// Whether a view lies between an item and the common ancestor, so that a bounds origin can
    /// shift the constraint's solver constant (see LayoutEngine+Coordinates.swift). Set by the engine.
    var crossesBounds = false
    /// Whether the engine's list of constraints that cross bounds holds it: asked instead of
    /// searching the list, so that adding many such constraints costs the same for each.
    var isListedAsCrossing = false

    init(_ firstItem: any LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
         _ secondItem: (any LayoutItem)?, _ secondAttribute: LayoutAttribute?,
         multiplier: Double, constant: Double, site: String?) {
        self.firstItemLink = firstItem.itemLink
        self.firstAttribute = firstAttribute
        self.secondItemLink = secondItem?.itemLink
        self.secondAttribute = secondItem == nil ? nil : secondAttribute
        self.relation = relation
        self.multiplier = secondItem == nil ? 0 : multiplier
        self.constant = constant
        self.creationSite = site
        LayoutConstraint.markNamed(firstItem)
        if let secondItem { LayoutConstraint.markNamed(secondItem) }
    }

    private static func markNamed(_ item: any LayoutItem) {
        item.isNamedByConstraint = true
        item.owningLayoutView?.isNamedByConstraint = true
    }

    /// Sets the priority and returns the constraint, for building lists: `a.constraint(…).withPriority(750)`.
    @discardableResult
    public func withPriority(_ p: LayoutPriority) -> LayoutConstraint {
        priority = p
        return self
    }

    /// Sets the identifier and returns the constraint.
    @discardableResult
    public func withIdentifier(_ id: String) -> LayoutConstraint {
        identifier = id
        return self
    }

    // MARK: batches

    /// Activates constraints together: each is installed on its items' nearest common ancestor and
    /// the solver gets them at the next layout pass. A constraint whose items share no ancestor
    /// is not activated; its `activationError` says why (UIKit would crash).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints where c.installedOn == nil {
            guard let ancestor = c.commonAncestor() else {
                c.activationError = .noCommonAncestor(c.description)
                continue
            }
            c.activationError = nil
            ancestor.installedConstraints.append(c)
            c.installedOn = ancestor
            ancestor.rootView.layoutEngine.activated(c)
        }
    }

    /// Deactivates constraints together.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints {
            guard let view = c.installedOn else { continue }
            view.installedConstraints.removeFirst(identicalTo: c)
            c.installedOn = nil
            c.isBroken = false
            c.engine?.deactivated(c)
            c.engine = nil
        }
    }

    func commonAncestor() -> View? {
        guard let a = firstItemRef?.owningLayoutView else { return nil }
        guard let secondItemLink else { return a }
        guard let second = secondItemLink.item else { return nil }
        guard let b = second.owningLayoutView else { return nil }
        var v: View? = a
        while let candidate = v {
            if b.isDescendant(of: candidate) { return candidate }
            v = candidate.superview
        }
        return nil
    }

    /// Whether either item lives in the subtree of `view`.
    func involves(subtreeOf view: View) -> Bool {
        if firstItemRef?.owningLayoutView?.isDescendant(of: view) == true { return true }
        return secondItemRef?.owningLayoutView?.isDescendant(of: view) == true
    }

    /// The equation as text: `Label[0.1].width == 0.6 × layoutMarginsGuide(View[0]).width - 100`.
    public var equation: String {
        var rhs = ""
        if secondItemLink != nil, let attr = secondAttribute {
            let second = secondItemRef?.layoutName ?? "(released)"
            rhs = (multiplier == 1 ? "" : "\(Geometry.format(multiplier)) × ") + "\(second).\(attr.rawValue)"
            if constant != 0 { rhs += constant < 0 ? " - \(Geometry.format(-constant))" : " + \(Geometry.format(constant))" }
        } else {
            rhs = Geometry.format(constant)
        }
        return "\(firstItemRef?.layoutName ?? "(released)").\(firstAttribute.rawValue) \(relation.symbol) \(rhs)"
    }

    /// UIKit-style: `<LayoutConstraint 'id' equation (priority) at site>`.
    public var description: String {
        var parts = ["<LayoutConstraint"]
        if let identifier { parts.append("'\(identifier)'") }
        parts.append(equation)
        parts.append("(\(priority))")
        if let creationSite { parts.append("at \(creationSite)") }
        return parts.joined(separator: " ") + ">"
    }
}

/// Why a constraint could not be activated.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// The two items are in different trees (or an item has no view).
    case noCommonAncestor(String)
    /// The items and attributes do not make a constraint (mixed axes, a position tied to a number).
    case invalidConstraint(String)

    /// What is wrong with the constraint, for a person.
    public var description: String {
        switch self {
        case .noCommonAncestor(let c):
            return "cannot activate \(c): its items have no common ancestor (add both views to the same tree first)"
        case .invalidConstraint(let reason):
            return reason
        }
    }
}
