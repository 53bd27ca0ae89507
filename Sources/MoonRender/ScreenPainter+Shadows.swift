import Foundation
import MoonKit

extension ScreenPainter {
    /// How many shapes a shadow blurred over `radius` points each side is drawn with: one per
    /// point of the blur's width, so that its steps do not show as bands, from 4 to 24.
    static func shadowSteps(radius: Double) -> Int {
        min(24, max(4, Int((2 * radius).rounded(.up))))
    }

    /// `shadow` under a view whose bounds are `b` and corners `cornerRadius`: the bounds' shape
    /// moved by the offset, its edge blurred over `radius` points on each side. The blur is drawn
    /// the same way on every canvas (SVG has filters, Cairo has none): `shadowSteps(radius:)` nested
    /// shapes from `radius` outside the edge to `radius` inside, each adding the same share of
    /// the opacity, so that where all of them overlap the shadow is at its full opacity and its
    /// edge fades evenly outwards.
    func paintShadow<C: Canvas>(_ shadow: Shadow, under b: Rect, cornerRadius: Double, on canvas: inout C) {
        let x = b.minX + shadow.offset.width, y = b.minY + shadow.offset.height
        let opacity = min(max(shadow.opacity, 0), 1) * shadow.color.alpha
        guard shadow.radius > 0 else {
            canvas.rect(x: x, y: y, width: b.width, height: b.height, fill: shadow.color.withAlphaComponent(opacity),
                        stroke: nil, strokeWidth: 0, cornerRadius: cornerRadius)
            return
        }
        let n = Self.shadowSteps(radius: shadow.radius)
        // n layers of alpha `each` painted over each other give 1 − (1 − each)ⁿ = opacity.
        let each = shadow.color.withAlphaComponent(1 - pow(1 - opacity, 1 / Double(n)))
        for step in 0..<n {
            let grow = shadow.radius * (1 - (2 * Double(step) + 1) / Double(n))
            let width = b.width + 2 * grow, height = b.height + 2 * grow
            guard width > 0, height > 0 else { continue }
            canvas.rect(x: x - grow, y: y - grow, width: width, height: height, fill: each,
                        stroke: nil, strokeWidth: 0, cornerRadius: max(0, cornerRadius + grow))
        }
    }
}
