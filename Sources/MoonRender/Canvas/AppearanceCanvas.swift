import MoonKit

/// A canvas that resolves semantic colours (`Color.label`, `Color.systemBackground`, …) for an
/// appearance before handing everything to the canvas under it: colours resolve when drawn, in
/// one place, so no drawing code can forget.
struct AppearanceCanvas<Base: Canvas>: Canvas {
    var base: Base
    let appearance: Appearance

    var width: Double { base.width }
    var height: Double { base.height }

    private func resolved(_ color: Color?) -> Color? { color?.resolved(for: appearance) }

    mutating func rect(x: Double, y: Double, width: Double, height: Double,
                       fill: Color?, stroke: Color?, strokeWidth: Double, cornerRadius: Double) {
        base.rect(x: x, y: y, width: width, height: height, fill: resolved(fill), stroke: resolved(stroke),
                  strokeWidth: strokeWidth, cornerRadius: cornerRadius)
    }

    mutating func verticalGradient(x: Double, y: Double, width: Double, height: Double,
                                   stops: [(location: Double, color: Color)]) {
        base.verticalGradient(x: x, y: y, width: width, height: height,
                              stops: stops.map { ($0.location, $0.color.resolved(for: appearance)) })
    }

    mutating func image(_ picture: Image, x: Double, y: Double, width: Double, height: Double, tint: Color?) {
        base.image(picture, x: x, y: y, width: width, height: height, tint: resolved(tint))
    }

    mutating func ellipse(x: Double, y: Double, width: Double, height: Double, fill: Color) {
        base.ellipse(x: x, y: y, width: width, height: height, fill: fill.resolved(for: appearance))
    }

    mutating func polyline(_ points: [Point], closed: Bool, fill: Color?, stroke: Color?, lineWidth: Double) {
        base.polyline(points, closed: closed, fill: fill?.resolved(for: appearance), stroke: stroke?.resolved(for: appearance),
                      lineWidth: lineWidth)
    }

    mutating func text(_ string: String, x: Double, y: Double, font: Font, color: Color) {
        base.text(string, x: x, y: y, font: font, color: color.resolved(for: appearance))
    }

    mutating func underline(x0: Double, x1: Double, y: Double, thickness: Double, color: Color) {
        base.underline(x0: x0, x1: x1, y: y, thickness: thickness, color: color.resolved(for: appearance))
    }

    mutating func beginGroup(translateX: Double, translateY: Double, scaleX: Double, scaleY: Double,
                             opacity: Double, clip: CanvasRect?) {
        base.beginGroup(translateX: translateX, translateY: translateY, scaleX: scaleX, scaleY: scaleY,
                        opacity: opacity, clip: clip)
    }

    mutating func endGroup() {
        base.endGroup()
    }
}
