/// Something anchors can belong to: a view or a layout guide.
protocol LayoutItem: AnyObject {
    /// The solver variables of the item (made on first use).
    var layoutNode: LayoutNode { get }
    /// The view whose tree the item lives in: the view itself, or a guide's owner.
    var owningLayoutView: View? { get }
    /// How diagnostics name the item.
    var layoutName: String { get }
}

/// What all anchors share: the item they belong to and the attribute they stand for.
public protocol LayoutAnchorBase: CustomStringConvertible {
    /// The view or guide the anchor belongs to.
    var item: AnyObject { get }
    /// The attribute the anchor stands for.
    var attribute: LayoutAttribute { get }
}

/// A horizontal position: leading, trailing, left, right or centerX (UIKit's `NSLayoutXAxisAnchor`).
/// It can only be tied to another x-axis anchor: the types stop x-to-y constraints at compile time.
public struct XAxisAnchor: LayoutAnchorBase, PositionAnchor {
    let layoutItem: any LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.layoutItem = item
        self.attribute = attribute
    }
}

/// A vertical position: top, bottom or centerY (UIKit's `NSLayoutYAxisAnchor`).
public struct YAxisAnchor: LayoutAnchorBase, PositionAnchor {
    let layoutItem: any LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.layoutItem = item
        self.attribute = attribute
    }
}

/// A width or height (UIKit's `NSLayoutDimension`): tied to another dimension with a multiplier,
/// or to a constant.
public struct DimensionAnchor: LayoutAnchorBase {
    let layoutItem: any LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.layoutItem = item
        self.attribute = attribute
    }

    /// `self = multiplier × other + constant`.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(layoutItem, attribute, .equal, other.layoutItem, other.attribute, multiplier: multiplier, constant: constant, site: "\(file):\(line)")
    }

    /// `self ≥ multiplier × other + constant`.
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(layoutItem, attribute, .greaterThanOrEqual, other.layoutItem, other.attribute, multiplier: multiplier, constant: constant, site: "\(file):\(line)")
    }

    /// `self ≤ multiplier × other + constant`.
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(layoutItem, attribute, .lessThanOrEqual, other.layoutItem, other.attribute, multiplier: multiplier, constant: constant, site: "\(file):\(line)")
    }

    /// `self = constant`.
    public func constraint(equalToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(layoutItem, attribute, .equal, nil, nil, multiplier: 0, constant: constant, site: "\(file):\(line)")
    }

    /// `self ≥ constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(layoutItem, attribute, .greaterThanOrEqual, nil, nil, multiplier: 0, constant: constant, site: "\(file):\(line)")
    }

    /// `self ≤ constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(layoutItem, attribute, .lessThanOrEqual, nil, nil, multiplier: 0, constant: constant, site: "\(file):\(line)")
    }

    /// Easier spelling: `a.eq(b * 0.6 - 100)`.
    public func eq(_ target: DimensionTarget, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(layoutItem, attribute, .equal, target.anchor.layoutItem, target.anchor.attribute, multiplier: target.multiplier, constant: target.constant, site: "\(file):\(line)")
    }
    /// Easier spelling: `a.ge(b * 0.5)`.
    public func ge(_ target: DimensionTarget, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(layoutItem, attribute, .greaterThanOrEqual, target.anchor.layoutItem, target.anchor.attribute, multiplier: target.multiplier, constant: target.constant, site: "\(file):\(line)")
    }
    /// Easier spelling: `a.le(b + 10)`.
    public func le(_ target: DimensionTarget, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(layoutItem, attribute, .lessThanOrEqual, target.anchor.layoutItem, target.anchor.attribute, multiplier: target.multiplier, constant: target.constant, site: "\(file):\(line)")
    }
    /// Easier spelling: `a.eq(44)`.
    public func eq(_ constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(equalToConstant: constant, file: file, line: line)
    }
    /// Easier spelling: `a.ge(100)`.
    public func ge(_ constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(greaterThanOrEqualToConstant: constant, file: file, line: line)
    }
    /// Easier spelling: `a.le(300)`.
    public func le(_ constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(lessThanOrEqualToConstant: constant, file: file, line: line)
    }

    /// Easier spelling: `a.eq(b)`.
    public func eq(_ other: DimensionAnchor, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(equalTo: other, file: file, line: line)
    }

    public var item: AnyObject { layoutItem }
    public var description: String { "\(layoutItem.layoutName).\(attribute.rawValue)" }

    /// `anchor × k`, for the easier spelling.
    public static func * (a: DimensionAnchor, k: Double) -> DimensionTarget { DimensionTarget(anchor: a, multiplier: k, constant: 0) }
    public static func * (k: Double, a: DimensionAnchor) -> DimensionTarget { a * k }
    public static func + (a: DimensionAnchor, c: Double) -> DimensionTarget { DimensionTarget(anchor: a, multiplier: 1, constant: c) }
    public static func - (a: DimensionAnchor, c: Double) -> DimensionTarget { a + -c }
}

/// `multiplier × anchor + constant`, the right-hand side the easier spelling builds.
public struct DimensionTarget {
    /// The dimension multiplied.
    public var anchor: DimensionAnchor
    /// Its multiplier.
    public var multiplier: Double
    /// The constant added.
    public var constant: Double

    public static func + (t: DimensionTarget, c: Double) -> DimensionTarget {
        DimensionTarget(anchor: t.anchor, multiplier: t.multiplier, constant: t.constant + c)
    }
    public static func - (t: DimensionTarget, c: Double) -> DimensionTarget { t + -c }
}

extension DimensionTarget {
    /// `anchor` itself, multiplier 1.
    public init(_ anchor: DimensionAnchor) { self.init(anchor: anchor, multiplier: 1, constant: 0) }
}

/// An anchor that is a position on one axis; positions tie only to the same kind, with an offset.
public protocol PositionAnchor: LayoutAnchorBase {}

extension PositionAnchor {
    var anyItem: any LayoutItem {
        if let x = self as? XAxisAnchor { return x.layoutItem }
        if let y = self as? YAxisAnchor { return y.layoutItem }
        preconditionFailure("only MoonKit's anchors conform to PositionAnchor")
    }

    /// `self = other + constant`.
    public func constraint(equalTo other: Self, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anyItem, attribute, .equal, other.anyItem, other.attribute, multiplier: 1, constant: constant, site: "\(file):\(line)")
    }

    /// `self ≥ other + constant`.
    public func constraint(greaterThanOrEqualTo other: Self, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anyItem, attribute, .greaterThanOrEqual, other.anyItem, other.attribute, multiplier: 1, constant: constant, site: "\(file):\(line)")
    }

    /// `self ≤ other + constant`.
    public func constraint(lessThanOrEqualTo other: Self, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anyItem, attribute, .lessThanOrEqual, other.anyItem, other.attribute, multiplier: 1, constant: constant, site: "\(file):\(line)")
    }

    /// Easier spelling: `a.eq(b + 20)`.
    public func eq(_ target: PositionTarget<Self>, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(equalTo: target.anchor, constant: target.constant, file: file, line: line)
    }
    /// Easier spelling: `a.ge(b + 20)`.
    public func ge(_ target: PositionTarget<Self>, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: target.anchor, constant: target.constant, file: file, line: line)
    }
    /// Easier spelling: `a.le(b - 20)`.
    public func le(_ target: PositionTarget<Self>, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: target.anchor, constant: target.constant, file: file, line: line)
    }

    /// Easier spelling: `a.eq(b)`.
    public func eq(_ other: Self, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(equalTo: other, file: file, line: line)
    }

    public var item: AnyObject { anyItem }
    public var description: String { "\(anyItem.layoutName).\(attribute.rawValue)" }

    public static func + (a: Self, c: Double) -> PositionTarget<Self> { PositionTarget(anchor: a, constant: c) }
    public static func - (a: Self, c: Double) -> PositionTarget<Self> { PositionTarget(anchor: a, constant: -c) }
}

/// `anchor + constant` for a position anchor, the right-hand side the easier spelling builds.
public struct PositionTarget<Anchor: PositionAnchor> {
    /// The anchor.
    public var anchor: Anchor
    /// The offset added.
    public var constant: Double

    /// The anchor with no offset.
    public init(_ anchor: Anchor) { self.init(anchor: anchor, constant: 0) }
    /// The anchor with an offset.
    public init(anchor: Anchor, constant: Double) {
        self.anchor = anchor
        self.constant = constant
    }
}
