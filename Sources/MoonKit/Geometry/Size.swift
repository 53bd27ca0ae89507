/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size with the given extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// `width×height`, with numbers as people write them.
    public var description: String { "\(Geometry.format(width))×\(Geometry.format(height))" }
}
