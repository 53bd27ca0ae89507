import MoonKit

/// A system bar item's glyph (`BarGlyph`), drawn in the colour its button would draw a title
/// in (the tint, dimmed while pressed, grey when disabled), centred in the button.
extension ScreenPainter {
    func paintGlyph<C: Canvas>(of button: BarButton, on canvas: inout C) {
        guard let glyph = button.glyph else { return }
        let box = button.glyphFrame, color = button.currentTitleColor
        for stroke in glyph.strokes {
            let points = stroke.points.map { Point(x: box.minX + $0.x, y: box.minY + $0.y) }
            canvas.polyline(points, closed: stroke.closed, fill: stroke.filled ? color : nil,
                            stroke: stroke.filled ? nil : color, lineWidth: BarGlyph.lineWidth)
        }
    }
}
