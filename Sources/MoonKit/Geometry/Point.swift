/// A location in a two-dimensional coordinate system, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// A point at the given coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The point moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// Distance to another point.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// `(x, y)`, with numbers as people write them.
    public var description: String { "(\(Geometry.format(x)), \(Geometry.format(y)))" }
}

/// Formatting shared by the geometry types' descriptions.
enum Geometry {
    /// Whole numbers without a fraction, others with up to four decimals, so dumps stay readable.
    static func format(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 {
            return String(Int(value))
        }
        let scaled = (value * 10_000).rounded() / 10_000
        return String(scaled)
    }
}
