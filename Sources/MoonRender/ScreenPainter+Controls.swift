import Foundation
import MoonKit

/// The everyday controls drawn as iOS draws them by default: a switch's rounded track and white
/// thumb, a slider's two-coloured track and thumb, a stepper's − and + halves, a segmented
/// control's grey track with a white selected segment, a page control's dots, a progress bar,
/// a spinner's fading spokes (as dots: the canvases draw no rotated shapes).
extension ScreenPainter {
    /// Paints `view` when it is one of the controls (or a bar button, whose glyph it draws);
    /// false when it is not.
    func paintControl<C: Canvas>(_ view: View, in b: Rect, on canvas: inout C) -> Bool {
        switch view {
        case let toggle as Switch: paintSwitch(toggle, in: b, on: &canvas)
        case let slider as Slider: paintSlider(slider, in: b, on: &canvas)
        case let stepper as Stepper: paintStepper(stepper, in: b, on: &canvas)
        case let segments as SegmentedControl: paintSegments(segments, in: b, on: &canvas)
        case let pages as PageControl: paintPages(pages, on: &canvas)
        case let bar as ProgressView: paintProgress(bar, in: b, on: &canvas)
        case let spinner as ActivityIndicatorView: paintSpinner(spinner, in: b, on: &canvas)
        case let button as BarButton: paintGlyph(of: button, on: &canvas)
        case is TextFieldClearButton: paintClearButton(in: b, on: &canvas)
        default: return false
        }
        return true
    }

    /// The soft shadow under a white thumb: a slightly larger, faint dark disc.
    private static let thumbShadow = Color(red: 0, green: 0, blue: 0, alpha: 0.12)
    /// The dimmed look of a disabled control's parts.
    private static let disabledGlyph = Color(white: 0.75)

    private func thumb<C: Canvas>(centerX: Double, centerY: Double, diameter d: Double, color: Color, on canvas: inout C) {
        canvas.ellipse(x: centerX - d / 2 - 0.5, y: centerY - d / 2 + 0.5, width: d + 1, height: d + 1, fill: Self.thumbShadow)
        canvas.ellipse(x: centerX - d / 2, y: centerY - d / 2, width: d, height: d, fill: color)
    }

    /// A text field's clear button: a grey disc (UIKit's `tertiaryLabel`) with a × across it in
    /// the background colour, as if cut out of the disc.
    private func paintClearButton<C: Canvas>(in b: Rect, on canvas: inout C) {
        let d = TextFieldClearButton.discDiameter, arm = TextFieldClearButton.crossHalfLength
        canvas.ellipse(x: b.midX - d / 2, y: b.midY - d / 2, width: d, height: d, fill: Color(semantic: .tertiaryLabel))
        let cross = Color(semantic: .systemBackground)
        for (dx, dy) in [(arm, arm), (arm, -arm)] {
            canvas.polyline([Point(x: b.midX - dx, y: b.midY - dy), Point(x: b.midX + dx, y: b.midY + dy)],
                            closed: false, fill: nil, stroke: cross, lineWidth: 1.5)
        }
    }

    private func paintSwitch<C: Canvas>(_ toggle: Switch, in b: Rect, on canvas: inout C) {
        let track = toggle.isOn ? toggle.onTintColor ?? Switch.defaultOnTint : Switch.offTrackColor
        canvas.rect(x: b.minX, y: b.minY, width: b.width, height: b.height, fill: track, stroke: nil, strokeWidth: 0,
                    cornerRadius: b.height / 2)
        let d = b.height - 4
        let cx = toggle.isOn ? b.maxX - 2 - d / 2 : b.minX + 2 + d / 2
        thumb(centerX: cx, centerY: b.midY, diameter: d, color: toggle.thumbTintColor ?? .white, on: &canvas)
    }

    private func paintSlider<C: Canvas>(_ slider: Slider, in b: Rect, on canvas: inout C) {
        let h = Slider.trackHeight
        let x = slider.thumbCenterX(for: slider.value)
        let y = b.midY - h / 2
        let minimum = slider.isEnabled ? slider.minimumTrackTintColor ?? slider.tintColor : Self.disabledGlyph
        canvas.rect(x: b.minX, y: y, width: b.width, height: h, fill: slider.maximumTrackTintColor ?? Slider.defaultMaximumTrackColor,
                    stroke: nil, strokeWidth: 0, cornerRadius: h / 2)
        canvas.rect(x: b.minX, y: y, width: max(0, x - b.minX), height: h, fill: minimum, stroke: nil, strokeWidth: 0,
                    cornerRadius: h / 2)
        thumb(centerX: x, centerY: b.midY, diameter: Slider.thumbDiameter, color: slider.thumbTintColor ?? .white, on: &canvas)
    }

    private func paintStepper<C: Canvas>(_ stepper: Stepper, in b: Rect, on canvas: inout C) {
        canvas.rect(x: b.minX, y: b.minY, width: b.width, height: b.height, fill: Stepper.backgroundFill, stroke: nil,
                    strokeWidth: 0, cornerRadius: 8)
        canvas.rect(x: b.midX - 0.5, y: b.midY - 9, width: 1, height: 18, fill: Color(white: 0.78), stroke: nil,
                    strokeWidth: 0, cornerRadius: 0)
        let glyph = 14.0, bar = 2.0
        let minus = stepper.decrementRect.center, plus = stepper.incrementRect.center
        let minusColor = stepper.isEnabled && stepper.canDecrement ? Color.black : Self.disabledGlyph
        let plusColor = stepper.isEnabled && stepper.canIncrement ? Color.black : Self.disabledGlyph
        canvas.rect(x: minus.x - glyph / 2, y: minus.y - bar / 2, width: glyph, height: bar, fill: minusColor, stroke: nil,
                    strokeWidth: 0, cornerRadius: bar / 2)
        canvas.rect(x: plus.x - glyph / 2, y: plus.y - bar / 2, width: glyph, height: bar, fill: plusColor, stroke: nil,
                    strokeWidth: 0, cornerRadius: bar / 2)
        canvas.rect(x: plus.x - bar / 2, y: plus.y - glyph / 2, width: bar, height: glyph, fill: plusColor, stroke: nil,
                    strokeWidth: 0, cornerRadius: bar / 2)
    }

    private func paintSegments<C: Canvas>(_ control: SegmentedControl, in b: Rect, on canvas: inout C) {
        canvas.rect(x: b.minX, y: b.minY, width: b.width, height: b.height, fill: SegmentedControl.trackFill, stroke: nil,
                    strokeWidth: 0, cornerRadius: 9)
        let selected = control.selectedSegmentIndex
        let font = SegmentedControl.titleFont
        for i in 0..<control.numberOfSegments {
            let r = control.segmentRect(at: i)
            if i == selected {
                canvas.rect(x: r.minX + 2, y: r.minY + 2, width: r.width - 4, height: r.height - 4, fill: .white,
                            stroke: Color(red: 0, green: 0, blue: 0, alpha: 0.04), strokeWidth: 0.5, cornerRadius: 7)
            } else if i > 0, i - 1 != selected {
                // A thin divider between two unselected segments.
                canvas.rect(x: r.minX - 0.5, y: r.midY - 8, width: 1, height: 16, fill: Color(white: 0.78), stroke: nil,
                            strokeWidth: 0, cornerRadius: 0)
            }
            let title = control.titleForSegment(at: i) ?? ""
            let color = control.isEnabled ? Color.black : Self.disabledGlyph
            canvas.text(title, x: r.midX - font.width(of: title) / 2, y: r.midY - font.lineHeight / 2 + font.ascender,
                        font: font, color: color)
        }
    }

    private func paintPages<C: Canvas>(_ control: PageControl, on canvas: inout C) {
        guard control.showsDots else { return }
        let d = PageControl.dotDiameter
        for page in 0..<control.numberOfPages {
            let c = control.dotCenter(at: page)
            let color = page == control.currentPage
                ? control.currentPageIndicatorTintColor ?? .white
                : control.pageIndicatorTintColor ?? Color(white: 1, alpha: 0.3)
            canvas.ellipse(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d, fill: color)
        }
    }

    private func paintProgress<C: Canvas>(_ bar: ProgressView, in b: Rect, on canvas: inout C) {
        canvas.rect(x: b.minX, y: b.minY, width: b.width, height: b.height, fill: bar.trackTintColor ?? ProgressView.defaultTrackColor,
                    stroke: nil, strokeWidth: 0, cornerRadius: b.height / 2)
        guard bar.progress > 0 else { return }
        canvas.rect(x: b.minX, y: b.minY, width: b.width * bar.progress, height: b.height, fill: bar.progressTintColor ?? bar.tintColor,
                    stroke: nil, strokeWidth: 0, cornerRadius: b.height / 2)
    }

    private func paintSpinner<C: Canvas>(_ spinner: ActivityIndicatorView, in b: Rect, on canvas: inout C) {
        let n = ActivityIndicatorView.spokeCount
        let size = min(b.width, b.height)
        let radius = size * 0.36, dot = size * 0.18
        let lead = spinner.leadingSpoke(at: animator?.queue.now ?? 0)
        let base = spinner.color ?? Color(white: 0.56)
        for k in 0..<n {
            // Spoke 0 at the top, clockwise; the leading one darkest, the ones behind it fading.
            let angle = Double(k) / Double(n) * 2 * Double.pi
            let behind = (lead - k + n) % n
            let alpha = spinner.isAnimating ? 1 - Double(behind) * 0.1 : 0.3 + 0.7 * Double(n - k) / Double(n)
            let x = b.midX + radius * sin(angle), y = b.midY - radius * cos(angle)
            canvas.ellipse(x: x - dot / 2, y: y - dot / 2, width: dot, height: dot, fill: base.withAlphaComponent(base.alpha * alpha))
        }
    }
}
