/// A scrolling list of rows in sections (UIKit's `UITableView`, plain style).
///
/// Rows come from a `dataSource`; their heights from the delegate's `heightForRowAt`, else
/// `rowHeight`. Only the rows on screen have cells: as the table scrolls (its `layoutSubviews`
/// runs after every scroll), cells of rows that left the screen go to a reuse queue under
/// their reuse identifier, and `dequeueReusableCell` hands them out again for the rows coming
/// in, after `prepareForReuse`. A table of 10 000 rows thus never makes more cells than fit on
/// screen at once, plus one. Section headers (from `titleForHeaderInSection`) stay pinned at the
/// top while their section scrolls under them. The content height is the sum of the headers
/// and rows.
///
/// A touch on a row highlights it; lifting the finger on the same row selects it and tells the
/// delegate (`didSelectRowAt`); a touch that turns into a scroll cancels the highlight.
open class TableView: ScrollView {
    /// Where the rows come from; setting it reloads.
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }
    /// The scroll view's delegate as a table view's delegate, when it is one.
    public var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    /// The height of rows whose delegate gives none (UIKit's default, 44).
    public var rowHeight: Double = 44 {
        didSet { if rowHeight != oldValue { reloadData() } }
    }
    /// The height of a section header that has a title.
    public var sectionHeaderHeight: Double = 28 {
        didSet { if sectionHeaderHeight != oldValue { reloadData() } }
    }
    /// Whether rows have separator lines.
    public enum SeparatorStyle: String, Sendable, CaseIterable {
        case none
        case singleLine
    }
    /// Whether rows have separator lines (UIKit's default: single lines).
    public var separatorStyle: SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The separators' colour.
    public var separatorColor: Color = TableView.defaultSeparatorColor {
        didSet { setNeedsLayout() }
    }
    /// How far separators stop short of the left and right edges (only those two count, as in UIKit).
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// Whether a tap selects a row.
    public var allowsSelection = true

    /// UIKit's opaque separator grey.
    public static let defaultSeparatorColor = Color(red255: 198, green255: 198, blue255: 200)
    /// The most rows a table holds; a data source giving more is cut to this many.
    public static let maximumRowCount = 1_000_000
    /// The most cells on screen at once (rows of height 0 by the thousand would otherwise all get one).
    public static let maximumVisibleCells = 1_000

    // MARK: state

    /// What makes each reuse identifier's cells.
    private var cellMakers: [String: () throws -> TableViewCell] = [:]
    /// Cells waiting to be reused, by identifier.
    private var reuseQueues: [String: [TableViewCell]] = [:]
    /// The rows' geometry, measured at the last reload.
    var rows = TableRows()
    /// Whether the rows must be asked for again before they are used.
    private var needsReload = true
    /// The cells on screen, by row.
    private var visible: [IndexPath: TableViewCell] = [:]
    /// The header views on screen, by section, and those waiting for reuse.
    private var headers: [Int: TableViewHeaderView] = [:]
    private var spareHeaders: [TableViewHeaderView] = []
    /// Set while the rows are being placed: the data source may call back into the table.
    private var isPlacingRows = false
    /// Counts reloads, so that placing rows notices one made by the data source mid-way.
    private var generation = 0

    /// The selected row, if any.
    public private(set) var indexPathForSelectedRow: IndexPath?
    /// The row a finger is on, and that finger.
    var highlightedRow: IndexPath?
    var trackedTouch: Touch?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        alwaysBounceVertical = true
    }

    // MARK: registering and reusing cells

    /// Cells for `identifier` are plain cells of `style` (UIKit's `register(UITableViewCell.self, …)`).
    public func register(_ identifier: String, style: TableViewCell.CellStyle = .default) {
        cellMakers[identifier] = { TableViewCell(style: style, reuseIdentifier: identifier) }
    }

    /// Cells for `identifier` are made by `make` (a class of its own, a Lua subclass).
    public func register(_ identifier: String, make: @escaping () throws -> TableViewCell) {
        cellMakers[identifier] = make
    }

    /// Whether cells are registered under `identifier`.
    public func isRegistered(_ identifier: String) -> Bool { cellMakers[identifier] != nil }

    /// A cell for `identifier`: one from the reuse queue (after its `prepareForReuse`), else a new
    /// one from the registration; nil when the queue is empty and nothing is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) throws -> TableViewCell? {
        if var queue = reuseQueues[identifier], let cell = queue.popLast() {
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let make = cellMakers[identifier] else { return nil }
        let cell = try make()
        cell.reuseIdentifier = identifier
        cellsMade += 1
        return cell
    }

    /// How many cells `dequeueReusableCell` has made (not taken from the queue) so far.
    public private(set) var cellsMade = 0

    /// The question the table is asking its data source or delegate right now (`cellForRowAt`,
    /// `numberOfRowsInSection`, …), or nil. A reload asked for meanwhile would have the table
    /// ask again, and again, for ever: the binding refuses it, naming the question.
    public private(set) var questionAsked: String?

    private func asking<Answer>(_ question: String, _ body: () -> Answer) -> Answer {
        let outer = questionAsked
        questionAsked = question
        defer { questionAsked = outer }
        return body()
    }

    // MARK: data

    /// Forgets the rows and asks the data source again at the next use; the cells on screen
    /// go back to the queue and the selection is cleared, as in UIKit.
    public func reloadData() {
        needsReload = true
        generation += 1
        indexPathForSelectedRow = nil
        setNeedsLayout()
    }

    /// Asks the data source for the sections, rows and titles and the delegate for the heights,
    /// if a reload is pending.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        // In row order: which cell comes back for which row must not hang on hashing (determinism).
        for indexPath in visible.keys.sorted() { if let cell = visible[indexPath] { enqueue(cell) } }
        visible = [:]
        var measured = TableRows()
        if let source = dataSource {
            let delegate = tableDelegate
            var y = 0.0, total = 0
            let sectionCount = min(max(0, asking("numberOfSections") { source.numberOfSections(in: self) }),
                                   TableView.maximumRowCount)
            measured.sections.reserveCapacity(sectionCount)
            for s in 0..<sectionCount {
                let title = asking("titleForHeaderInSection") { source.tableView(self, titleForHeaderInSection: s) }
                let header = title == nil ? 0 : TableView.finite(sectionHeaderHeight)
                let count = min(max(0, asking("numberOfRowsInSection") { source.tableView(self, numberOfRowsInSection: s) }),
                                TableView.maximumRowCount - total)
                total += count
                var tops: [Double] = []
                tops.reserveCapacity(count + 1)
                let top = y
                y += header
                for r in 0..<count {
                    tops.append(y)
                    let h = delegate.flatMap { delegate in
                        asking("heightForRowAt") { delegate.tableView(self, heightForRowAt: IndexPath(row: r, section: s)) }
                    } ?? rowHeight
                    y += TableView.finite(h.isFinite ? h : rowHeight)
                }
                tops.append(y)
                measured.sections.append(TableRows.Section(title: title, headerHeight: header, top: top, rowTops: tops))
            }
        }
        rows = measured
        let size = Size(width: bounds.width, height: rows.height)
        if contentSize != size { contentSize = size }
        // Shorter content: an offset past its end comes back to it, as UIKit's scroll view does
        // when its content shrinks (unless a finger or a deceleration is moving it).
        let limit = maximumContentOffset.y
        if contentOffset.y > limit, !isDragging, !isDecelerating, motion == nil {
            contentOffset = Point(x: contentOffset.x, y: limit)
        }
    }

    private static func finite(_ h: Double) -> Double { h.isFinite ? max(0, h) : 0 }

    /// How many sections the table has.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return rows.sections.count
    }

    /// How many rows `section` has (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return section >= 0 && section < rows.sections.count ? rows.sections[section].rowCount : 0
    }

    /// Whether the table has a row at `indexPath`.
    public func hasRow(at indexPath: IndexPath) -> Bool {
        reloadIfNeeded()
        return rows.contains(indexPath)
    }

    /// The row's rectangle in content coordinates, or nil when there is no such row.
    public func rectForRow(at indexPath: IndexPath) -> Rect? {
        reloadIfNeeded()
        guard let span = rows.span(of: indexPath) else { return nil }
        return Rect(x: 0, y: span.top, width: bounds.width, height: span.bottom - span.top)
    }

    /// The row under `point` (content coordinates), or nil.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return rows.row(at: point.y)
    }

    // MARK: the cells on screen

    /// The cells on screen, in row order.
    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows that have cells on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// The cell on screen for `indexPath`, or nil when the row is off screen (or absent).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    /// The row a cell on screen shows, or nil.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isPlacingRows else { return }
        isPlacingRows = true
        defer { isPlacingRows = false }
        reloadIfNeeded()
        let width = bounds.width
        if contentSize.width != width { contentSize = Size(width: width, height: rows.height) }
        placeRows()
        placeHeaders()
    }

    /// Gives every row on screen a cell at its frame, and queues the cells of rows that left.
    private func placeRows() {
        let wanted = rows.rows(from: bounds.minY, to: bounds.maxY, limit: TableView.maximumVisibleCells)
        let wantedSet = Set(wanted)
        // In row order, as at a reload: the queue's order decides which cell each row gets next.
        for indexPath in visible.keys.sorted() where !wantedSet.contains(indexPath) {
            if let cell = visible.removeValue(forKey: indexPath) { enqueue(cell) }
        }
        let started = generation
        for indexPath in wanted {
            // The data source reloaded the table while giving a cell: the next pass starts again.
            guard generation == started, rows.contains(indexPath) else { setNeedsLayout(); return }
            guard let span = rows.span(of: indexPath) else { continue }
            let frame = Rect(x: 0, y: span.top, width: bounds.width, height: span.bottom - span.top)
            if let cell = visible[indexPath] {
                if cell.frame != frame { cell.frame = frame }
                configure(cell)
                continue
            }
            guard let source = dataSource else { return }
            let cell = asking("cellForRowAt") { source.tableView(self, cellForRowAt: indexPath) }
            guard generation == started else { setNeedsLayout(); return }
            // A cell already showing another row (a data source that hands out one cell twice)
            // moves to this one.
            if let other = self.indexPath(for: cell) { visible[other] = nil }
            cell.frame = frame
            configure(cell)
            cell.setSelected(indexPath == indexPathForSelectedRow, animated: false)
            cell.setHighlighted(indexPath == highlightedRow, animated: false)
            // Laid out on its own before it joins the table: constraints inside it are solved now,
            // not at the next pass.
            if cell.superview !== self {
                cell.removeFromSuperview()
                cell.layoutIfNeeded()
                insertSubview(cell, at: 0)
            }
            visible[indexPath] = cell
        }
    }

    private func configure(_ cell: TableViewCell) {
        cell.separatorInset = separatorInset
        cell.separator.isHidden = separatorStyle == .none
        if cell.separator.backgroundColor != separatorColor { cell.separator.backgroundColor = separatorColor }
    }

    private func enqueue(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reuseQueues[identifier, default: []].append(cell)
    }

    /// Puts each visible section's header at the section's top, or pinned at the top of the view
    /// while the section scrolls under it (until the section's bottom pushes it up).
    private func placeHeaders() {
        var shown = Set<Int>()
        let pin = bounds.minY + contentInset.top
        for (s, section) in rows.sections.enumerated() where section.headerHeight > 0 {
            guard section.bottom > bounds.minY, section.top < bounds.maxY else { continue }
            shown.insert(s)
            let header = headers[s] ?? spareHeaders.popLast() ?? TableViewHeaderView()
            if headers[s] == nil {
                headers[s] = header
                addSubview(header)
            } else {
                bringSubviewToFront(header)
            }
            header.textLabel.text = section.title
            let y = min(max(section.top, pin), section.bottom - section.headerHeight)
            header.frame = Rect(x: 0, y: y, width: bounds.width, height: section.headerHeight)
        }
        for s in headers.keys.sorted() where !shown.contains(s) {
            guard let header = headers.removeValue(forKey: s) else { continue }
            header.removeFromSuperview()
            spareHeaders.append(header)
        }
    }

    // MARK: scrolling to rows

    /// Where `scrollToRow` puts the row.
    public enum ScrollPosition: String, Sendable, CaseIterable {
        /// The least scrolling that shows the whole row.
        case none
        case top
        case middle
        case bottom
    }

    /// Scrolls so that the row shows at `position` (below its section's pinned header for
    /// `top`), within the scrollable range; false when there is no such row.
    @discardableResult
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) -> Bool {
        guard let rect = rectForRow(at: indexPath) else { return false }
        let header = rows.sections[indexPath.section].headerHeight
        let height = bounds.height
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY - header - contentInset.top
        case .middle: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height
        case .none:
            if rect.minY - header < y + contentInset.top { y = rect.minY - header - contentInset.top }
            else if rect.maxY > y + height { y = rect.maxY - height }
        }
        y = min(max(y, minimumContentOffset.y), maximumContentOffset.y)
        setContentOffset(Point(x: contentOffset.x, y: y), animated: animated)
        return true
    }

    // MARK: selection

    /// Selects a row without telling the delegate, and scrolls to it unless `position` is nil
    /// (UIKit's `selectRow(at:animated:scrollPosition:)`); nil deselects.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition position: ScrollPosition? = nil) {
        if let old = indexPathForSelectedRow, old != indexPath { visible[old]?.setSelected(false, animated: animated) }
        guard let indexPath, hasRow(at: indexPath) else {
            indexPathForSelectedRow = nil
            return
        }
        indexPathForSelectedRow = indexPath
        visible[indexPath]?.setSelected(true, animated: animated)
        if let position { scrollToRow(at: indexPath, at: position, animated: animated) }
    }

    /// Deselects the row, fading its selection over 0.3 s when `animated`; the delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        indexPathForSelectedRow = nil
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// What a finger's tap does: deselects the row selected before (telling the delegate),
    /// selects this one and tells the delegate.
    func selectRowByTouch(_ indexPath: IndexPath) {
        guard hasRow(at: indexPath) else { return }
        if let old = indexPathForSelectedRow, old != indexPath {
            indexPathForSelectedRow = nil
            visible[old]?.setSelected(false, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: old)
        }
        indexPathForSelectedRow = indexPath
        visible[indexPath]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    // MARK: touches

    /// A finger on a row: highlighted while it is down, selected when it lifts on the same row. A
    /// touch that becomes a scroll is cancelled by the pan recognizer (`cancelsTouchesInView`),
    /// which takes the highlight away. Touches on the cells reach the table up the responder chain
    /// (the cell and its content pass them on); a control in a cell keeps its own.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard allowsSelection, trackedTouch == nil, let touch = touches.first,
              let indexPath = indexPathForRow(at: touch.location(in: self)) else {
            return super.touchesBegan(touches, with: event)
        }
        trackedTouch = touch
        highlightedRow = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = trackedTouch, touches.holdsTouch(tracked) else { return super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = trackedTouch, touches.holdsTouch(tracked) else { return super.touchesEnded(touches, with: event) }
        let row = highlightedRow
        endTracking()
        // Lifted on the row it landed on: that row is selected.
        if let row, indexPathForRow(at: tracked.location(in: self)) == row { selectRowByTouch(row) }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = trackedTouch, touches.holdsTouch(tracked) else { return super.touchesCancelled(touches, with: event) }
        endTracking()
    }

    private func endTracking() {
        if let row = highlightedRow { cellForRow(at: row)?.setHighlighted(false, animated: false) }
        highlightedRow = nil
        trackedTouch = nil
    }

    public override var descriptionDetails: [String] {
        super.descriptionDetails + ["rows=\(rows.rowCount)"]
    }
}

/// A section's header in a plain table view (UIKit's `UITableViewHeaderFooterView`): the title in
/// bold on a light grey band.
public final class TableViewHeaderView: View {
    /// The title.
    public let textLabel = Label()

    /// UIKit's light grey of plain section headers.
    public static let fill = Color(red255: 242, green255: 242, blue255: 247)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = TableViewHeaderView.fill
        textLabel.font = .boldSystem(15)
        addSubview(textLabel)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        textLabel.frame = Rect(x: TableViewCell.margin, y: 0, width: max(0, bounds.width - 2 * TableViewCell.margin),
                               height: bounds.height)
    }
}

extension Set where Element == Touch {
    fileprivate func holdsTouch(_ touch: Touch) -> Bool { contains { $0 === touch } }
}
