/// How a view's content (an image) is fitted into its bounds (UIKit's `UIView.ContentMode`).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretched to fill the bounds, proportions ignored (UIKit's default).
    case scaleToFill
    /// As large as fits whole, proportions kept, centred: bands are left empty.
    case scaleAspectFit
    /// As small as covers the bounds, proportions kept, centred: the overflow sticks out
    /// (cut only when the view clips to its bounds).
    case scaleAspectFill
    /// UIKit's `redraw`: drawn as `scaleToFill`.
    case redraw
    /// At its own size, centred.
    case center
    /// At its own size, centred horizontally at the top.
    case top
    /// At its own size, centred horizontally at the bottom.
    case bottom
    /// At its own size, centred vertically at the left.
    case left
    /// At its own size, centred vertically at the right.
    case right
    /// At its own size, in the top-left corner.
    case topLeft
    /// At its own size, in the top-right corner.
    case topRight
    /// At its own size, in the bottom-left corner.
    case bottomLeft
    /// At its own size, in the bottom-right corner.
    case bottomRight

    /// Where content of `size` (points) is drawn inside `bounds`.
    ///
    /// A 200×100 image in 100×100 bounds: `scaleAspectFit` gives (0, 25, 100, 50),
    /// `scaleAspectFill` gives (−50, 0, 200, 100), `center` gives (−50, 0, 200, 100).
    public func rect(forContentOf size: Size, in bounds: Rect) -> Rect {
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let factor = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * factor, h = size.height * factor
            return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let w = size.width, h = size.height
            let x: Double, y: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: x = bounds.midX - w / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
            default: y = bounds.midY - h / 2
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}
