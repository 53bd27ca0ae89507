import MoonKit

/// The screen drawn with characters, for `moonkit play`: buttons as `[TITLE]`, labels and text
/// fields as their text, bordered views as boxes, each at its place scaled to the grid.
struct TextScreen {
    let columns: Int
    let rows: Int
    private var grid: [[Character]]
    private let scaleX: Double
    private let scaleY: Double

    /// A grid `columns` wide for `window`; rows follow the screen's shape (a character is about
    /// twice as tall as wide).
    init(window: Window, columns: Int) {
        self.columns = max(20, columns)
        scaleX = window.bounds.width / Double(self.columns)
        scaleY = scaleX * 2
        rows = max(5, Int((window.bounds.height / scaleY).rounded()))
        grid = Array(repeating: Array(repeating: " ", count: self.columns), count: rows)
        draw(window, in: window)
    }

    var text: String {
        let border = "+" + String(repeating: "-", count: columns) + "+"
        return ([border] + grid.map { "|" + String($0) + "|" } + [border]).joined(separator: "\n")
    }

    /// The cells drawing may touch: the grid, narrowed by each `clipsToBounds` view on the way
    /// down (a scrolled list's rows stay inside it, not over the bars around it).
    private var clip = (left: 0, top: 0, right: Int.max, bottom: Int.max)

    private mutating func draw(_ view: View, in window: Window) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        let frame = view.convert(view.bounds, to: nil)
        let left = Int((frame.minX / scaleX).rounded()), right = Int((frame.maxX / scaleX).rounded()) - 1
        let top = Int((frame.minY / scaleY).rounded()), bottom = Int((frame.maxY / scaleY).rounded()) - 1
        let outer = clip
        defer { clip = outer }
        if view.clipsToBounds {
            clip = (max(clip.left, left), max(clip.top, top), min(clip.right, right), min(clip.bottom, bottom))
            if clip.left > clip.right || clip.top > clip.bottom { return }
        }
        if view.borderWidth > 0 && right > left && bottom > top { box(left, top, right, bottom) }
        switch view {
        case let button as Button:
            if let title = button.currentTitle, !title.isEmpty {
                let shown = button.isEnabled ? "[\(title)]" : "(\(title))"
                put(shown, centredIn: left, right, row: (top + bottom) / 2)
            }
        case let label as Label:
            let lines = label.displayedLines
            let first = (top + bottom) / 2 - (lines.count - 1) / 2
            for (i, line) in lines.enumerated() {
                switch label.textAlignment {
                case .center: put(line, centredIn: left, right, row: first + i)
                case .right: put(line, at: right - line.count + 1, row: first + i)
                default: put(line, at: left, row: first + i)
                }
            }
        case let field as TextField:
            let shown = field.text?.isEmpty == false ? field.text ?? "" : "‹\(field.placeholder ?? "")›"
            put(shown, centredIn: left, right, row: (top + bottom) / 2)
        default:
            break
        }
        for sub in view.subviews where !(view is Button) { draw(sub, in: window) }
    }

    private mutating func box(_ left: Int, _ top: Int, _ right: Int, _ bottom: Int) {
        for x in left...right { set(x, top, "-"); set(x, bottom, "-") }
        for y in top...bottom { set(left, y, "|"); set(right, y, "|") }
        for (x, y) in [(left, top), (right, top), (left, bottom), (right, bottom)] { set(x, y, "+") }
    }

    private mutating func put(_ text: String, centredIn left: Int, _ right: Int, row: Int) {
        put(text, at: left + max(0, (right - left + 1 - text.count) / 2), row: row)
    }

    private mutating func put(_ text: String, at column: Int, row: Int) {
        for (i, ch) in text.enumerated() { set(column + i, row, ch) }
    }

    private mutating func set(_ x: Int, _ y: Int, _ ch: Character) {
        guard x >= 0, x < columns, y >= 0, y < rows else { return }
        guard x >= clip.left, x <= clip.right, y >= clip.top, y <= clip.bottom else { return }
        grid[y][x] = ch
    }
}
