/// How much a constraint matters, 1…1000; 1000 is required (UIKit's `UILayoutPriority`).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The number, clamped to 1…1000.
    public let rawValue: Double

    /// A priority; values outside 1…1000 are clamped.
    public init(rawValue: Double) {
        self.rawValue = rawValue.isNaN ? 1 : min(1000, max(1, rawValue))
    }

    /// A priority from a number, UIKit-style: `LayoutPriority(1)`.
    public init(_ value: Double) { self.init(rawValue: value) }
    /// A priority written as a number (`750.5`).
    public init(floatLiteral value: Double) { self.init(rawValue: value) }
    /// A priority written as a whole number (`750`).
    public init(integerLiteral value: Int) { self.init(rawValue: Double(value)) }

    /// Must hold.
    public static let required = LayoutPriority(rawValue: 1000)
    /// The default compression resistance.
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// The default content hugging.
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// The level `systemLayoutSizeFitting` uses to pull toward a target size.
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    /// True for 1000.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Lower priorities come first.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// `required`, or `priority N`.
    public var description: String { isRequired ? "required" : "priority \(Geometry.format(rawValue))" }
}

/// Horizontal or vertical, for hugging and compression resistance (UIKit's `NSLayoutConstraint.Axis`).
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// Along x: widths.
    case horizontal
    /// Along y: heights.
    case vertical
}

/// How the two sides of a layout constraint compare (UIKit's `NSLayoutConstraint.Relation`).
public enum LayoutRelation: String, Sendable, Hashable {
    /// first ≤ m × second + c
    case lessThanOrEqual
    /// first = m × second + c
    case equal
    /// first ≥ m × second + c
    case greaterThanOrEqual

    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// The edge, centre or size an anchor stands for (UIKit's `NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: String, Sendable, Hashable {
    /// The edges, leading and trailing edges, size and centre lines a constraint can relate.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
}
