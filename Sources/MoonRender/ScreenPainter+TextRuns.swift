import MoonKit

extension ScreenPainter {
    /// A label's attributed text: its lines centred vertically as a block, each aligned by its
    /// paragraph (else the label), each run in its font and colour; links take the label's tint
    /// unless a run names a colour, and are underlined.
    func paintRuns<C: Canvas>(of label: Label, text: AttributedText, in b: Rect, on canvas: inout C) {
        for placed in label.placedRunLines(in: b) {
            let start = placed.x
            let baseline = placed.top + placed.line.ascender
            for piece in placed.line.pieces {
                let run = text.runs[piece.run]
                let font = run.font ?? label.font
                let color = run.color ?? (run.link != nil ? label.tintColor : label.textColor)
                canvas.text(piece.text, x: start + piece.x, y: baseline, font: font, color: color)
                if run.link != nil {
                    // UIKit's underline sits about a tenth of the size below the baseline.
                    let thickness = max(1, font.pointSize / 16)
                    canvas.underline(x0: start + piece.x, x1: start + piece.x + piece.width,
                                     y: baseline + font.pointSize / 10, thickness: thickness, color: color)
                }
            }
        }
    }
}
