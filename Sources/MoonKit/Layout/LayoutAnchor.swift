/// Something anchors can belong to: a view or a layout guide.
protocol LayoutItem: AnyObject {
    /// The solver variables of the item (made on first use).
    var layoutNode: LayoutNode { get }
    /// The view whose tree the item lives in: the view itself, or a guide's owner.
    var owningLayoutView: View? { get }
    /// How diagnostics name the item.
    var layoutName: String { get }
    /// Set once a constraint names the item (never cleared): a subtree none of whose items was
    /// ever named has no constraints to deactivate when it leaves its superview.
    var isNamedByConstraint: Bool { get set }
    /// What holds the item without keeping it alive.
    var itemLink: ItemLink { get }
}

/// Marks horizontal position anchors.
public enum XAxis {}
/// Marks vertical position anchors.
public enum YAxis {}

/// A position on one axis (UIKit's `NSLayoutXAxisAnchor` / `NSLayoutYAxisAnchor`). Its type
/// carries the axis, so tying an x anchor to a y anchor does not compile.
public struct PositionAnchor<Axis>: CustomStringConvertible {
    let layoutItem: any LayoutItem
    /// The edge or centre the anchor stands for.
    public let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.layoutItem = item
        self.attribute = attribute
    }

    /// The view or guide the anchor belongs to.
    public var item: AnyObject { layoutItem }

    private func make(_ relation: LayoutRelation, _ other: PositionAnchor<Axis>, _ constant: Double,
                      _ file: String, _ line: Int) -> LayoutConstraint {
        LayoutConstraint(layoutItem, attribute, relation, other.layoutItem, other.attribute,
                         multiplier: 1, constant: constant, site: "\(file):\(line)")
    }

    /// `self = other + constant`.
    public func constraint(equalTo other: PositionAnchor<Axis>, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, other, constant, file, line)
    }

    /// `self ≥ other + constant`.
    public func constraint(greaterThanOrEqualTo other: PositionAnchor<Axis>, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant, file, line)
    }

    /// `self ≤ other + constant`.
    public func constraint(lessThanOrEqualTo other: PositionAnchor<Axis>, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant, file, line)
    }

    /// Easier spelling: `a.eq(b)`.
    public func eq(_ other: PositionAnchor<Axis>, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, other, 0, file, line)
    }
    /// Easier spelling: `a.eq(b + 20)`.
    public func eq(_ target: PositionTarget<Axis>, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, target.anchor, target.constant, file, line)
    }
    /// Easier spelling: `a.ge(b + 20)`.
    public func ge(_ target: PositionTarget<Axis>, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, target.anchor, target.constant, file, line)
    }
    /// Easier spelling: `a.le(b - 20)`.
    public func le(_ target: PositionTarget<Axis>, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, target.anchor, target.constant, file, line)
    }

    /// `anchor + constant`, for the easier spelling.
    public static func + (a: PositionAnchor<Axis>, c: Double) -> PositionTarget<Axis> { PositionTarget(anchor: a, constant: c) }
    /// `anchor − constant`, for the easier spelling.
    public static func - (a: PositionAnchor<Axis>, c: Double) -> PositionTarget<Axis> { PositionTarget(anchor: a, constant: -c) }

    /// The item and attribute, for messages: `button.top`.
    public var description: String { "\(layoutItem.layoutName).\(attribute.rawValue)" }
}

/// A horizontal position: leading, trailing, left, right or centerX.
public typealias XAxisAnchor = PositionAnchor<XAxis>
/// A vertical position: top, bottom or centerY.
public typealias YAxisAnchor = PositionAnchor<YAxis>

/// `anchor + constant` for a position anchor, the right-hand side the easier spelling builds.
public struct PositionTarget<Axis> {
    /// The anchor.
    public var anchor: PositionAnchor<Axis>
    /// The offset added.
    public var constant: Double

    /// The anchor with an offset.
    public init(anchor: PositionAnchor<Axis>, constant: Double) {
        self.anchor = anchor
        self.constant = constant
    }
}

/// A width or height (UIKit's `NSLayoutDimension`): tied to another dimension with a multiplier,
/// or to a constant.
public struct DimensionAnchor: CustomStringConvertible {
    let layoutItem: any LayoutItem
    /// `.width` or `.height`.
    public let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.layoutItem = item
        self.attribute = attribute
    }

    /// The view or guide the anchor belongs to.
    public var item: AnyObject { layoutItem }

    private func make(_ relation: LayoutRelation, _ other: DimensionAnchor?, _ multiplier: Double, _ constant: Double,
                      _ file: String, _ line: Int) -> LayoutConstraint {
        LayoutConstraint(layoutItem, attribute, relation, other?.layoutItem, other?.attribute,
                         multiplier: multiplier, constant: constant, site: "\(file):\(line)")
    }

    /// `self = multiplier × other + constant`.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, other, multiplier, constant, file, line)
    }

    /// `self ≥ multiplier × other + constant`.
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, multiplier, constant, file, line)
    }

    /// `self ≤ multiplier × other + constant`.
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, other, multiplier, constant, file, line)
    }

    /// `self = constant`.
    public func constraint(equalToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, nil, 0, constant, file, line)
    }

    /// `self ≥ constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, 0, constant, file, line)
    }

    /// `self ≤ constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, 0, constant, file, line)
    }

    /// Easier spelling: `a.eq(b)`.
    public func eq(_ other: DimensionAnchor, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, other, 1, 0, file, line)
    }
    /// Easier spelling: `a.eq(b * 0.6 - 100)`.
    public func eq(_ t: DimensionTarget, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, t.anchor, t.multiplier, t.constant, file, line)
    }
    /// Easier spelling: `a.ge(b * 0.5)`.
    public func ge(_ t: DimensionTarget, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, t.anchor, t.multiplier, t.constant, file, line)
    }
    /// Easier spelling: `a.le(b + 10)`.
    public func le(_ t: DimensionTarget, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, t.anchor, t.multiplier, t.constant, file, line)
    }
    /// Easier spelling: `a.eq(44)`.
    public func eq(_ constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, nil, 0, constant, file, line)
    }
    /// Easier spelling: `a.ge(100)`.
    public func ge(_ constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, 0, constant, file, line)
    }
    /// Easier spelling: `a.le(300)`.
    public func le(_ constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, 0, constant, file, line)
    }

    /// `anchor × k`, for the easier spelling.
    public static func * (a: DimensionAnchor, k: Double) -> DimensionTarget { DimensionTarget(anchor: a, multiplier: k, constant: 0) }
    /// `k × anchor`, for the easier spelling.
    public static func * (k: Double, a: DimensionAnchor) -> DimensionTarget { a * k }
    /// `anchor + c`, for the easier spelling.
    public static func + (a: DimensionAnchor, c: Double) -> DimensionTarget { DimensionTarget(anchor: a, multiplier: 1, constant: c) }
    /// `anchor − c`, for the easier spelling.
    public static func - (a: DimensionAnchor, c: Double) -> DimensionTarget { a + -c }

    /// The item and attribute, for messages: `button.width`.
    public var description: String { "\(layoutItem.layoutName).\(attribute.rawValue)" }
}

/// `multiplier × anchor + constant`, the right-hand side the easier spelling builds.
public struct DimensionTarget {
    /// The dimension multiplied.
    public var anchor: DimensionAnchor
    /// Its multiplier.
    public var multiplier: Double
    /// The constant added.
    public var constant: Double

    /// A target from its parts.
    public init(anchor: DimensionAnchor, multiplier: Double, constant: Double) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }

    /// The target plus a constant.
    public static func + (t: DimensionTarget, c: Double) -> DimensionTarget {
        DimensionTarget(anchor: t.anchor, multiplier: t.multiplier, constant: t.constant + c)
    }
    /// The target minus a constant.
    public static func - (t: DimensionTarget, c: Double) -> DimensionTarget { t + -c }
}
