import MoonKit

/// How `play`'s text screen shows the everyday controls: one line each, fitted to the cells the
/// control covers, saying what a glance at the control says (on or off, where the thumb is,
/// which segment and page are chosen).
enum ControlText {
    /// The line for `view` in `width` cells, or nil when it is not one of the controls.
    static func of(_ view: View, width: Int) -> String? {
        let room = max(width, 1)
        switch view {
        case let toggle as Switch:
            return toggle.isOn ? "(on ●)" : "(○ off)"
        case let slider as Slider:
            let span = slider.maximumValue - slider.minimumValue
            return bar(fraction: span > 0 ? (slider.value - slider.minimumValue) / span : 0, cells: room, thumb: "●")
        case is Stepper:
            return "[ − | + ]"
        case let control as SegmentedControl:
            let parts = control.titles.enumerated().map { i, title in
                i == control.selectedSegmentIndex ? "[\(title)]" : " \(title) "
            }
            return parts.joined(separator: "|")
        case let pages as PageControl:
            guard pages.showsDots else { return "" }
            return (0..<pages.numberOfPages).map { $0 == pages.currentPage ? "●" : "○" }.joined(separator: " ")
        case let progress as ProgressView:
            return bar(fraction: progress.progress, cells: room, thumb: nil)
        case let spinner as ActivityIndicatorView:
            return spinner.isAnimating ? "⟳" : ""
        case is TextFieldClearButton:
            // Drawn by its field, on the field's text row (TextScreen).
            return ""
        default:
            return nil
        }
    }

    /// A bar of `cells` cells filled to `fraction`: `━━━●───` with a thumb, `━━━────` without.
    static func bar(fraction: Double, cells: Int, thumb: Character?) -> String {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let filled = Int((f * Double(cells - (thumb == nil ? 0 : 1))).rounded())
        var line = String(repeating: "━", count: filled)
        if let thumb { line.append(thumb) }
        line += String(repeating: "─", count: max(0, cells - line.count))
        return line
    }
}
