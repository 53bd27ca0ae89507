import MoonKit

/// Paints a view tree onto a canvas the way UIKit composites it: each view's shadow and background, then
/// its content (text, image, gradient), then its subviews back to front (cut at its bounds when it
/// clips), then its border on top; views that do not show (`View.showsItself`) are skipped and
/// alpha fades a view with its subtree.
///
/// ```swift
/// var svg = SVGCanvas(width: window.bounds.width, height: window.bounds.height)
/// ScreenPainter().paint(window, on: &svg)
/// ```
public struct ScreenPainter {
    /// Outlines every view in magenta and writes its type and identifier at its top-left.
    public var debugOutlines: Bool
    /// Where the animations in flight are: with one, views are painted as they are on screen
    /// mid-animation (presentation values); without, as their model values say.
    public var animator: Animator?

    /// A painter; `debugOutlines` for the `--debug` picture.
    public init(animator: Animator? = nil, debugOutlines: Bool = false) {
        self.animator = animator
        self.debugOutlines = debugOutlines
    }

    /// Paints `root` and everything inside it, with `root`'s superview coordinates as the canvas's.
    ///
    /// A loop over a list of steps rather than a recursion: a script can nest views deeper than
    /// a thread's stack could hold a recursion's frames (20 000 levels, say).
    public func paint<C: Canvas>(_ root: View, on canvas: inout C) {
        // Semantic colours resolve as they are drawn, for the window's appearance.
        var resolving = AppearanceCanvas(base: canvas, appearance: root.window?.appearance ?? .light)
        paintResolved(root, on: &resolving)
        canvas = resolving.base
    }

    private func paintResolved<C: Canvas>(_ root: View, on canvas: inout C) {
        root.layoutIfNeeded()
        var steps: [Step] = [.open(root)]
        while let step = steps.popLast() {
            switch step {
            case .open(let view):
                guard let opened = open(view, on: &canvas) else { continue }
                steps.append(.close(opened))
                // Reversed onto the list, so that the first subview is painted first.
                for sub in view.subviews.reversed() { steps.append(.open(sub)) }
            case .close(let opened):
                close(opened, on: &canvas)
            }
        }
    }

    /// What is left to do: paint a view (and then its subviews), or finish one whose subviews
    /// are painted.
    private enum Step {
        case open(View)
        case close(OpenView)
    }

    /// A view whose group is begun, waiting for its subviews.
    private struct OpenView {
        let view: View
        let bounds: Rect
        let clipped: Bool
    }

    /// Begins `view`'s group and paints what lies under its subviews: background and content.
    /// Nil when nothing of it (or of its subviews) shows.
    private func open<C: Canvas>(_ view: View, on canvas: inout C) -> OpenView? {
        let shown = animator?.presentation(of: view) ?? ViewPresentation(model: view)
        // The rule every reader of the screen shares: a view too faint to see is left out, as
        // hit testing and bots leave it out.
        guard shown.showsItself else { return nil }
        let b = shown.bounds, t = shown.transform, c = shown.center
        // Squeezed to (almost) nothing — a card edge-on mid-flip, a view shrunk away — nothing
        // shows; Cairo would also refuse the near-singular matrix and spoil the whole picture.
        guard abs(t.scaleX) >= 1e-4, abs(t.scaleY) >= 1e-4, t.scaleX.isFinite, t.scaleY.isFinite else { return nil }
        // Own coordinates → superview: scale about the bounds' centre, then move to the centre.
        canvas.beginGroup(translateX: c.x + t.translationX - t.scaleX * b.midX,
                          translateY: c.y + t.translationY - t.scaleY * b.midY,
                          scaleX: t.scaleX, scaleY: t.scaleY, opacity: min(shown.alpha, 1), clip: nil)
        // A shadow falls from the view's filled shape; clipping cuts it off, as masksToBounds does in UIKit.
        if view.shadow.isVisible, !view.clipsToBounds, let fill = shown.backgroundColor, fill.alpha > 0 {
            paintShadow(view.shadow, under: b, cornerRadius: view.cornerRadius, on: &canvas)
        }
        if let fill = shown.backgroundColor {
            canvas.rect(x: b.minX, y: b.minY, width: b.width, height: b.height,
                        fill: fill, stroke: nil, strokeWidth: 0, cornerRadius: view.cornerRadius)
        }
        let clip = view.clipsToBounds
            ? CanvasRect(x: b.minX, y: b.minY, width: b.width, height: b.height, cornerRadius: view.cornerRadius) : nil
        if clip != nil {
            canvas.beginGroup(translateX: 0, translateY: 0, scaleX: 1, scaleY: 1, opacity: 1, clip: clip)
        }
        paintContent(of: view, in: b, on: &canvas)
        return OpenView(view: view, bounds: b, clipped: clip != nil)
    }

    /// Paints what lies over `opened`'s subviews (its border, the debug outline) and ends its group.
    private func close<C: Canvas>(_ opened: OpenView, on canvas: inout C) {
        let view = opened.view, b = opened.bounds
        if let scrollView = view as? ScrollView { paintIndicators(of: scrollView, on: &canvas) }
        if opened.clipped { canvas.endGroup() }
        if view.borderWidth > 0 {
            canvas.rect(x: b.minX, y: b.minY, width: b.width, height: b.height, fill: nil,
                        stroke: view.borderColor, strokeWidth: view.borderWidth, cornerRadius: view.cornerRadius)
        }
        if debugOutlines { paintOutline(of: view, in: b, on: &canvas) }
        canvas.endGroup()
    }

    private func paintContent<C: Canvas>(of view: View, in b: Rect, on canvas: inout C) {
        switch view {
        case let label as Label:
            if let runs = label.attributedText { return paintRuns(of: label, text: runs, in: b, on: &canvas) }
            let lines = label.displayedLines, font = label.displayedFont
            // A line wider than the label (`byClipping`) is cut at its bounds, as UILabel's drawing is.
            let overflows = b.width > 0 && lines.contains { font.width(of: $0) > b.width + 1e-9 }
            if overflows {
                canvas.beginGroup(translateX: 0, translateY: 0, scaleX: 1, scaleY: 1, opacity: 1,
                                  clip: CanvasRect(x: b.minX, y: b.minY, width: b.width, height: b.height))
            }
            paintLines(lines, font: font, color: label.textColor, alignment: label.textAlignment, in: b, on: &canvas)
            if overflows { canvas.endGroup() }
        case let field as TextField:
            paintText(of: field, in: b, on: &canvas)
        case let imageView as ImageView:
            paintImage(of: imageView, in: b, on: &canvas)
        case let emitter as EmitterView:
            // Particles are round dots; spinning does not change a dot.
            let size = emitter.cell.contentSize
            for p in emitter.particles(at: animator?.queue.now ?? 0) where p.scale > 0 && p.color.alpha > 0 {
                let w = size.width * p.scale, h = size.height * p.scale
                canvas.ellipse(x: p.position.x - w / 2, y: p.position.y - h / 2, width: w, height: h, fill: p.color)
            }
        case let gradient as GradientView:
            canvas.verticalGradient(x: b.minX, y: b.minY, width: b.width, height: b.height,
                                    stops: gradient.stops)
        default:
            _ = paintControl(view, in: b, on: &canvas)
        }
    }

    /// A scroll view's indicators while they show (scrolling, and half a second after): UIKit's
    /// default style, black at 35 %, with round ends, over the content.
    private func paintIndicators<C: Canvas>(of scrollView: ScrollView, on canvas: inout C) {
        for frame in [scrollView.verticalScrollIndicatorFrame, scrollView.horizontalScrollIndicatorFrame].compactMap({ $0 }) {
            canvas.rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
                        fill: Self.indicatorColor, stroke: nil, strokeWidth: 0, cornerRadius: min(frame.width, frame.height) / 2)
        }
    }

    /// UIKit's default scroll indicator colour.
    static let indicatorColor = Color(red: 0, green: 0, blue: 0, alpha: 0.35)

    /// UIKit's placeholder colour (`placeholderText`: the label colour at 30 %).
    static let placeholderColor = Color(semantic: .placeholderText)

    /// A text field's text as bots read it (dots for a secure entry), else its placeholder in
    /// the placeholder colour, in the field's text rect (left of a clear button that shows).
    /// Text wider than that rect is cut as UITextField cuts it: while edited, the end stays in
    /// sight (UIKit scrolls to the caret at the end); otherwise the end gives way to "…".
    private func paintText<C: Canvas>(of field: TextField, in b: Rect, on canvas: inout C) {
        let text = Driver.shownText(of: field) ?? ""
        var shown = text.isEmpty ? field.placeholder ?? "" : text
        guard !shown.isEmpty else { return }
        let room = field.textRect(forBounds: b)
        var alignment = field.textAlignment
        let overflows = field.font.width(of: shown) > room.width + 1e-9
        if overflows {
            if field.isFirstResponder && !text.isEmpty {
                alignment = .right
            } else {
                shown = TextTruncation.truncate(shown, font: field.font, width: room.width, at: .tail)
            }
            canvas.beginGroup(translateX: 0, translateY: 0, scaleX: 1, scaleY: 1, opacity: 1,
                              clip: CanvasRect(x: room.minX, y: room.minY, width: room.width, height: room.height))
        }
        paintLines([shown], font: field.font, color: text.isEmpty ? Self.placeholderColor : field.textColor,
                   alignment: alignment, in: room, on: &canvas)
        if overflows { canvas.endGroup() }
    }

    /// Lines of text centred vertically in the box, as UILabel and UITextField place them.
    private func paintLines<C: Canvas>(_ lines: [String], font: Font, color: Color, alignment: TextAlignment,
                                       in b: Rect, on canvas: inout C) {
        guard !lines.isEmpty else { return }
        let blockHeight = Double(lines.count) * font.lineHeight
        var baseline = b.minY + (b.height - blockHeight) / 2 + font.ascender
        for line in lines {
            let width = font.width(of: line)
            let x: Double
            switch alignment {
            case .center: x = b.minX + (b.width - width) / 2
            case .right: x = b.maxX - width
            case .left, .natural, .justified: x = b.minX
            }
            canvas.text(line, x: x, y: baseline, font: font, color: color)
            baseline += font.lineHeight
        }
    }

    private func paintOutline<C: Canvas>(of view: View, in b: Rect, on canvas: inout C) {
        let magenta = Color(red: 1, green: 0, blue: 1, alpha: 0.8)
        canvas.rect(x: b.minX, y: b.minY, width: b.width, height: b.height,
                    fill: nil, stroke: magenta, strokeWidth: 1, cornerRadius: 0)
        let name = String(describing: type(of: view)) + (view.identifier.map { " #\($0)" } ?? "")
        canvas.text(name, x: b.minX + 2, y: b.minY + 9, size: 8, bold: false, color: magenta)
    }
}
