/// An affine transform limited to scale and translation, which is all the games animate
/// (UIKit's `CGAffineTransform` without rotation or shear): x' = sx·x + tx, y' = sy·y + ty.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal scale.
    public var scaleX: Double
    /// Vertical scale.
    public var scaleY: Double
    /// Horizontal translation, applied after scaling.
    public var translationX: Double
    /// Vertical translation, applied after scaling.
    public var translationY: Double

    /// A transform from its four numbers.
    public init(scaleX: Double = 1, scaleY: Double = 1, translationX: Double = 0, translationY: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translationX = translationX
        self.translationY = translationY
    }

    /// The transform that changes nothing.
    public static let identity = Transform()

    /// A pure scale (UIKit's `CGAffineTransform(scaleX:y:)`).
    public init(scaleX: Double, y: Double) {
        self.init(scaleX: scaleX, scaleY: y)
    }

    /// A pure translation (UIKit's `CGAffineTransform(translationX:y:)`).
    public init(translationX: Double, y: Double) {
        self.init(translationX: translationX, translationY: y)
    }

    /// True for the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by a further scale.
    public func scaledBy(x: Double, y: Double) -> Transform {
        concatenating(Transform(scaleX: x, y: y))
    }

    /// This transform followed by a further translation.
    public func translatedBy(x: Double, y: Double) -> Transform {
        concatenating(Transform(translationX: x, y: y))
    }

    /// `self` applied first, then `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(scaleX: scaleX * other.scaleX, scaleY: scaleY * other.scaleY,
                  translationX: translationX * other.scaleX + other.translationX,
                  translationY: translationY * other.scaleY + other.translationY)
    }

    /// The transform that undoes this one, or nil when a scale is zero.
    public func inverted() -> Transform? {
        guard scaleX != 0, scaleY != 0 else { return nil }
        return Transform(scaleX: 1 / scaleX, scaleY: 1 / scaleY,
                         translationX: -translationX / scaleX, translationY: -translationY / scaleY)
    }

    /// `scale(sx, sy) translate(tx, ty)`, for messages.
    public var description: String {
        "scale(\(Geometry.format(scaleX)), \(Geometry.format(scaleY))) translate(\(Geometry.format(translationX)), \(Geometry.format(translationY)))"
    }
}

extension Point {
    /// The point mapped through a transform.
    public func applying(_ t: Transform) -> Point {
        Point(x: x * t.scaleX + t.translationX, y: y * t.scaleY + t.translationY)
    }
}
