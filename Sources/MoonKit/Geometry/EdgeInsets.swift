/// Distances inward from each edge of a rectangle (UIKit's `UIEdgeInsets`).
///
/// MoonKit lays out left to right only, so leading is left and trailing is right.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left (leading) edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right (trailing) edge.
    public var right: Double

    /// Insets from four numbers, in UIKit's order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The leading inset (left in a left-to-right layout).
    public var leading: Double { left }
    /// The trailing inset (right in a left-to-right layout).
    public var trailing: Double { right }

    /// Edge by edge sum.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// `(top t, left l, bottom b, right r)`, for messages.
    public var description: String {
        "(top \(Geometry.format(top)), left \(Geometry.format(left)), bottom \(Geometry.format(bottom)), right \(Geometry.format(right)))"
    }
}
