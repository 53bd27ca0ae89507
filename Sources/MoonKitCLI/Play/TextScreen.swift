import MoonKit

/// The screen drawn with characters, for `moonkit play`: buttons as `[TITLE]`, labels and text
/// fields as their text, bordered views as boxes, images as boxes holding their names, each at
/// its place scaled to the grid. Backgrounds are painted with the terminal's colours when it
/// has them; without colours, a background that stands out from what is under it is outlined
/// with box-drawing characters, so that cards and panels still show.
struct TextScreen {
    let columns: Int
    let rows: Int
    /// How colours are written: not at all (piped), or as ANSI escapes.
    let colours: TerminalColours
    private var grid: [[Character]]
    /// Each cell's background (nil: the terminal's own) and text colour, painted back to front.
    private var paper: [[Color?]]
    private var ink: [[Color?]]
    /// Which cells hold text (a label's line, a button's title): a later label does not write
    /// over them when its own view leaves it a free row, and a table's hairline goes round them.
    private var holdsText: [[Bool]]
    private let scaleX: Double
    private let scaleY: Double
    /// What semantic colours resolve to (the window's appearance).
    private let appearance: Appearance

    /// The widths `play --columns` accepts: narrower shows nothing readable, and the grid is
    /// columns × rows characters held at once.
    static let widths = 20...1000
    /// The most rows drawn, whatever the window's shape (a grid holds columns × rows characters).
    static let mostRows = 2000

    /// A grid `columns` wide (pulled into `widths`) for `window`; rows follow the screen's shape
    /// (a character is about twice as tall as wide).
    init(window: Window, columns: Int, colours: TerminalColours = .none) {
        self.columns = min(max(columns, Self.widths.lowerBound), Self.widths.upperBound)
        self.colours = colours
        appearance = window.appearance
        scaleX = window.bounds.width / Double(self.columns)
        scaleY = scaleX * 2
        // A script may give the window any frame (NaN, -1e308): the rows stay a drawable number.
        let shape = (window.bounds.height / scaleY).rounded()
        rows = shape.isFinite ? Int(min(max(shape, 5), Double(Self.mostRows))) : 5
        grid = Array(repeating: Array(repeating: " ", count: self.columns), count: rows)
        paper = Array(repeating: Array(repeating: nil, count: self.columns), count: rows)
        ink = paper
        holdsText = Array(repeating: Array(repeating: false, count: self.columns), count: rows)
        draw(window, in: window)
    }

    var text: String {
        let border = "+" + String(repeating: "-", count: columns) + "+"
        let lines = (0..<rows).map { y in
            colours == .none ? String(grid[y]) : colours.row(grid[y], paper: paper[y], ink: ink[y])
        }
        return ([border] + lines.map { "|" + $0 + "|" } + [border]).joined(separator: "\n")
    }

    /// The cells drawing may touch: the grid, narrowed by each `clipsToBounds` view on the way
    /// down (a scrolled list's rows stay inside it, not over the bars around it).
    private var clip = Clip(left: 0, top: 0, right: Int.max, bottom: Int.max)

    private struct Clip {
        var left, top, right, bottom: Int
        var isEmpty: Bool { left > right || top > bottom }
    }

    /// Draws `root`'s tree, back to front. A loop with a list of views still to draw (each with
    /// the clip its ancestors leave it), not a recursion: a script can nest views deeper than
    /// the stack would go.
    private mutating func draw(_ root: View, in window: Window) {
        var pending = [(view: root, clip: clip, depth: 0, above: ToWindow())]
        while let (view, outer, depth, above) = pending.popLast() {
            guard view.showsItself else { continue }
            // The frame in window coordinates: converted through the ancestors as every view
            // converts, unless the view is deep enough for that walk to make drawing a deep
            // tree quadratic; there the maps composed on the way down give it in one step.
            let toWindow = view === window ? above : above.then(view)
            let frame = depth <= ToWindow.convertedDepth ? view.convert(view.bounds, to: nil) : toWindow.rect(view.bounds)
            // A frame a script left NaN has no place on the grid: its view is not drawn (its
            // subviews, placed on their own, may be).
            let cells = cells(of: frame)
            clip = outer
            if view.clipsToBounds {
                guard let (left, right, top, bottom) = cells else { continue }
                clip = Clip(left: max(outer.left, left), top: max(outer.top, top),
                            right: min(outer.right, right), bottom: min(outer.bottom, bottom))
                if clip.isEmpty { continue }
            }
            if let (left, right, top, bottom) = cells {
                // The rows a label may move to when its own is taken: its superview's.
                let room = view is Label ? view.superview.flatMap { self.cells(of: $0.convert($0.bounds, to: nil)) } : nil
                drawOwnContent(of: view, left: left, right: right, top: top, bottom: bottom,
                               rows: room.map { ($0.top, $0.bottom) })
            }
            // Reversed onto the list, so that the first subview is drawn first (and covered by the later).
            if !(view is Button) {
                pending.append(contentsOf: view.subviews.reversed().map { (view: $0, clip: clip, depth: depth + 1, above: toWindow) })
            }
        }
    }

    /// How a view's coordinates map to the window's: x ↦ sx·x + tx, y ↦ sy·y + ty (a transform
    /// only scales and moves). The window's own map is the identity: its subviews' frames are
    /// window coordinates.
    private struct ToWindow {
        /// Views at most this deep are converted the usual way, through their ancestors.
        static let convertedDepth = 64
        var sx = 1.0, tx = 0.0, sy = 1.0, ty = 0.0

        /// The map of `view`, a subview of the view whose map this is: `view` places a point p
        /// at center + (p − bounds.mid)·scale + translation in its superview.
        func then(_ view: View) -> ToWindow {
            let t = view.transform
            let ox = view.center.x - view.bounds.midX * t.scaleX + t.translationX
            let oy = view.center.y - view.bounds.midY * t.scaleY + t.translationY
            return ToWindow(sx: sx * t.scaleX, tx: sx * ox + tx, sy: sy * t.scaleY, ty: sy * oy + ty)
        }

        func rect(_ r: Rect) -> Rect {
            let ax = sx * r.minX + tx, bx = sx * r.maxX + tx
            let ay = sy * r.minY + ty, by = sy * r.maxY + ty
            return Rect(x: min(ax, bx), y: min(ay, by), width: abs(bx - ax), height: abs(by - ay))
        }
    }

    /// The grid cells a window rectangle covers (edges included), or nil when a coordinate is
    /// not a number.
    private func cells(of frame: Rect) -> (left: Int, right: Int, top: Int, bottom: Int)? {
        guard let left = Self.cell(frame.minX, scaleX), let right = Self.cell(frame.maxX, scaleX),
              let top = Self.cell(frame.minY, scaleY), let bottom = Self.cell(frame.maxY, scaleY) else { return nil }
        return (left, right - 1, top, bottom - 1)
    }

    /// How far off the grid a cell number may go: past it nothing is drawn, and within it the
    /// sums made while placing text cannot overflow.
    private static let farthestCell = 1_000_000

    /// The grid cell of a window coordinate (`scale` points a cell); nil when it is not a
    /// number. Coordinates far off screen (1e300) are pulled in to `farthestCell`.
    static func cell(_ coordinate: Double, _ scale: Double) -> Int? {
        let cell = (coordinate / scale).rounded()
        guard !cell.isNaN else { return nil }
        return Int(min(max(cell, -Double(farthestCell)), Double(farthestCell)))
    }

    private mutating func drawOwnContent(of view: View, left: Int, right: Int, top: Int, bottom: Int,
                                         rows room: (top: Int, bottom: Int)? = nil) {
        let hasBox = right > left && bottom > top
        // A fill too faint to see is left out, as a view that faint is.
        if let fill = view.backgroundColor, fill.alpha * view.alpha >= View.leastVisibleAlpha {
            let stoodOut = paint(fill.withAlphaComponent(fill.alpha * view.alpha), left, top, right, bottom)
            // Outlined only when the outline leaves room inside it (a one-row bar stays plain),
            // and not when it fills the screen, whose edge the frame around the grid shows.
            let fillsScreen = left <= 0 && top <= 0 && right >= columns - 1 && bottom >= rows - 1
            if colours == .none && stoodOut && !fillsScreen && bottom - top >= 2 && right - left >= 2 && view.borderWidth <= 0 {
                box(left, top, right, bottom, Self.lightBox)
            }
        }
        if view.borderWidth > 0 && hasBox { box(left, top, right, bottom, Self.asciiBox) }
        switch view {
        case let button as Button:
            // A button showing only a picture (a flag to pick) shows its image's name instead,
            // and a bar's glyph button its system item's name (`[add]`), which `tap` takes.
            let titled = Driver.shownText(of: button).flatMap { $0.isEmpty ? nil : $0 }
            let glyphName = (button as? BarButton).flatMap { $0.glyph == nil ? nil : $0.systemItem?.rawValue }
            if let title = titled ?? glyphName ?? button.currentImage.map({ "image: " + $0.name }) {
                let shown = button.isEnabled ? "[\(title)]" : "(\(title))"
                put(shown, centredIn: left, right, row: (top + bottom) / 2, ink: button.currentTitleColor)
            }
        case let label as Label:
            // Lines laid out in points can be wider than the cells the label covers (a
            // character cell is narrower than a glyph only on wide grids): a label of several
            // lines wraps them again to its cells, so that text stays inside its box (an
            // alert's message inside the alert).
            var lines = label.displayedLines
            let width = right - left + 1
            if label.numberOfLines != 1, label.attributedText == nil, let text = label.text, lines.contains(where: { $0.count > width }) {
                // Wrapped again from the text, paragraph by paragraph, not line by line: a
                // line broken in two would leave a stub of a word or two on a row of its own.
                lines = Self.fitted(text.components(separatedBy: "\n"), width: width,
                                    rows: max(bottom - top + 1, lines.count), wraps: true)
            }
            // At a few columns a cell is taller than a line of text, and two labels a few
            // points apart (a row's title and subtitle) can fall on one row of the grid: the
            // later one moves to a free row of its superview rather than write over the first.
            let columnsOf = lines.map { line -> Int in
                switch label.textAlignment {
                case .center: left + max(0, (right - left + 1 - line.count) / 2)
                case .right: right - line.count + 1
                default: left
                }
            }
            let preferred = (top + bottom) / 2 - (lines.count - 1) / 2
            let first = freeRow(for: lines, at: columnsOf, preferred: preferred, within: room)
            for (i, line) in lines.enumerated() { put(line, at: columnsOf[i], row: first + i, ink: label.textColor) }
        case let imageView as ImageView:
            // A picture cannot be drawn with characters: its outline and its name show where it is.
            guard let image = imageView.image else { break }
            if hasBox && view.borderWidth <= 0 { box(left, top, right, bottom, Self.lightBox) }
            // Kept inside the outline: `image: card_back`, or as much of the name as fits.
            let room = hasBox && view.borderWidth <= 0 ? right - left - 1 : right - left + 1
            let named = "image: " + image.name
            put(Self.fitted(named.count <= room ? named : image.name, room), centredIn: left, right, row: (top + bottom) / 2)
        case is TableViewSeparator:
            // A table row's hairline: a row of dashes along its cells.
            let from = max(left, 0), to = min(right, columns - 1)
            // Not over text: a row's title that had to move onto the hairline's row keeps it.
            if to >= from, top >= 0, top < rows, !holdsText[top][from...to].contains(true) {
                put(String(repeating: "-", count: to - from + 1), at: from, row: top)
            }
        case let field as TextField:
            let text = Driver.shownText(of: field) ?? ""
            let row = (top + bottom) / 2
            // The clear button takes the cell before the field's last (which an outline may
            // hold), on the text's row; the text keeps to the cells left of it
            // (TextFieldClearButton draws nothing of its own here).
            var textRight = right
            if field.showsClearButton {
                put(Self.clearButton, at: max(left, right - 1), row: row, ink: Color(semantic: .secondaryLabel))
                textRight = right - 3
            }
            // The field typing goes into shows a caret after its text, as a device's does.
            let caret = field.isFirstResponder ? "_" : ""
            var shown = text.isEmpty ? "‹\(field.placeholder ?? "")›" : text
            let room = textRight - left + 1 - caret.count
            if shown.count > room {
                // As the pictures cut it: an edited field keeps its end in sight, another ends in "…".
                shown = field.isFirstResponder && !text.isEmpty && room > 0
                    ? "…" + shown.suffix(room - 1) : Self.fitted(shown, room)
            }
            put(shown + caret, centredIn: left, textRight, row: row, ink: field.textColor)
        default:
            if let line = ControlText.of(view, width: right - left + 1), !line.isEmpty {
                put(line, centredIn: left, right, row: (top + bottom) / 2, ink: view.tintColor)
            }
        }
    }

    /// A text field's clear button.
    static let clearButton = "⊗"

    /// The characters of a box: across, down, and the corners top-left, top-right,
    /// bottom-left, bottom-right.
    private struct BoxCharacters {
        let across, down, topLeft, topRight, bottomLeft, bottomRight: Character
    }
    /// A view's border (`borderWidth`).
    private static let asciiBox = BoxCharacters(across: "-", down: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
    /// The edge of a background, or of an image, when there are no colours to show it.
    private static let lightBox = BoxCharacters(across: "─", down: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")

    private mutating func box(_ left: Int, _ top: Int, _ right: Int, _ bottom: Int, _ c: BoxCharacters) {
        // Only the part on the grid is walked: a box may reach `farthestCell` either way.
        let xs = max(left, 0)...max(min(right, columns - 1), max(left, 0))
        let ys = max(top, 0)...max(min(bottom, rows - 1), max(top, 0))
        for x in xs { set(x, top, c.across); set(x, bottom, c.across) }
        for y in ys { set(left, y, c.down); set(right, y, c.down) }
        for (x, y, corner) in [(left, top, c.topLeft), (right, top, c.topRight),
                               (left, bottom, c.bottomLeft), (right, bottom, c.bottomRight)] { set(x, y, corner) }
    }

    /// Paints the cells of a background `fill`, blended over what is painted below (over
    /// white where nothing is: a screen is white unless a game paints it). Returns whether the
    /// fill stands out from what was below it at its middle, so that it is worth outlining.
    private mutating func paint(_ unresolved: Color, _ left: Int, _ top: Int, _ right: Int, _ bottom: Int) -> Bool {
        let fill = unresolved.resolved(for: appearance)
        let middle = (x: (max(left, 0) + min(right, columns - 1)) / 2, y: (max(top, 0) + min(bottom, rows - 1)) / 2)
        var stoodOut = false
        if middle.x >= 0, middle.x < columns, middle.y >= 0, middle.y < rows {
            let below = paper[middle.y][middle.x] ?? .white
            stoodOut = !TerminalColours.sameShade(below.blended(under: fill), below)
        }
        let fromX = max(left, clip.left, 0), toX = min(right, clip.right, columns - 1)
        let fromY = max(top, clip.top, 0), toY = min(bottom, clip.bottom, rows - 1)
        guard fromX <= toX, fromY <= toY else { return stoodOut }
        for y in fromY...toY {
            for x in fromX...toX { paper[y][x] = (paper[y][x] ?? .white).blended(under: fill) }
        }
        return stoodOut
    }

    /// `lines` fitted to `width` cells when the label `wraps` (its `numberOfLines` is not 1):
    /// each line too wide wrapped at spaces, a word wider than the cells broken where it must.
    /// No more than `rows` lines, or as many as there were, come back; the last of them ends in
    /// "…" when text was left out. A one-line label's line is left whole: it may run past its
    /// cells, as it did in points, rather than lose its end ("Score: 7").
    static func fitted(_ lines: [String], width: Int, rows: Int, wraps: Bool) -> [String] {
        guard wraps, width > 0, lines.contains(where: { $0.count > width }) else { return lines }
        var out: [String] = []
        for line in lines {
            var rest = Substring(line)
            while rest.count > width {
                let window = rest.prefix(width + 1)
                // The last space that lets the piece fit; none: the word is broken.
                if let space = window.lastIndex(of: " "), space > rest.startIndex {
                    out.append(String(rest[..<space]))
                    rest = rest[rest.index(after: space)...]
                } else {
                    out.append(String(rest.prefix(width)))
                    rest = rest.dropFirst(width)
                }
            }
            out.append(String(rest))
        }
        let most = max(rows, lines.count)
        guard out.count > most else { return out }
        var kept = Array(out.prefix(most))
        let last = kept[most - 1]
        kept[most - 1] = (last.count < width ? last : String(last.prefix(width - 1))) + "…"
        return kept
    }

    /// The first row for `lines` (line i at column `starts[i]`, on row first + i): `preferred`
    /// when none of their cells holds text yet, else the nearest row, below first, then above,
    /// within `room` (the superview's rows, on the grid) where none does; `preferred` when
    /// there is no such row.
    private func freeRow(for lines: [String], at starts: [Int], preferred: Int, within room: (top: Int, bottom: Int)?) -> Int {
        func isFree(_ first: Int) -> Bool {
            for (i, line) in lines.enumerated() {
                let y = first + i
                guard y >= 0, y < rows else { continue }
                for x in starts[i]..<(starts[i] + line.count) where x >= 0 && x < columns && holdsText[y][x] { return false }
            }
            return true
        }
        guard !isFree(preferred), let room else { return preferred }
        let lowest = max(room.top, 0), highest = min(room.bottom, rows - 1) - (lines.count - 1)
        guard lowest <= highest else { return preferred }
        for distance in 1...max(1, highest - lowest) {
            for row in [preferred + distance, preferred - distance] where (lowest...highest).contains(row) && isFree(row) {
                return row
            }
        }
        return preferred
    }

    /// `text`, or as much of it as fits in `width` cells with `…` to say it goes on.
    static func fitted(_ text: String, _ width: Int) -> String {
        guard text.count > width else { return text }
        return width <= 0 ? "" : text.prefix(width - 1) + "…"
    }

    private mutating func put(_ text: String, centredIn left: Int, _ right: Int, row: Int, ink colour: Color? = nil) {
        put(text, at: left + max(0, (right - left + 1 - text.count) / 2), row: row, ink: colour)
    }

    private mutating func put(_ text: String, at column: Int, row: Int, ink colour: Color? = nil) {
        for (i, ch) in text.enumerated() where set(column + i, row, ch, ink: colour) {
            holdsText[row][column + i] = true
        }
    }

    /// Writes `ch` at (x, y) when the cell is on the grid and inside the clip; whether it did.
    @discardableResult
    private mutating func set(_ x: Int, _ y: Int, _ ch: Character, ink unresolved: Color? = nil) -> Bool {
        let colour = unresolved?.resolved(for: appearance)
        guard x >= 0, x < columns, y >= 0, y < rows else { return false }
        guard x >= clip.left, x <= clip.right, y >= clip.top, y <= clip.bottom else { return false }
        grid[y][x] = ch
        ink[y][x] = colour
        return true
    }
}
