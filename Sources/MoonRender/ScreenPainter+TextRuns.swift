import MoonKit

extension ScreenPainter {
    /// A label's attributed text: its lines centred vertically as a block, each aligned by its
    /// paragraph (else the label), each run in its font and colour; links take the label's tint
    /// unless a run names a colour, and are underlined.
    func paintRuns<C: Canvas>(of label: Label, text: AttributedText, in b: Rect, on canvas: inout C) {
        let lines = TextRunLayout.lines(text, font: label.font, width: label.numberOfLines == 1 ? nil : b.width,
                                        numberOfLines: label.numberOfLines)
        guard !lines.isEmpty else { return }
        let blockHeight = lines.reduce(0) { $0 + $1.height }
        var top = b.minY + (b.height - blockHeight) / 2
        for line in lines {
            let start: Double
            switch line.alignment ?? label.textAlignment {
            case .center: start = b.minX + (b.width - line.width) / 2
            case .right: start = b.maxX - line.width
            case .left, .natural, .justified: start = b.minX
            }
            let baseline = top + line.ascender
            for piece in line.pieces {
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
            top += line.height
        }
    }
}
