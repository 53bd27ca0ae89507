/// A scrolling list of rows in sections (UIKit's `UITableView`), in one of UIKit's three styles:
/// `plain` (grey header bands pinned at the top), `grouped` (sections apart on a grey
/// background, small grey titles above and below them, nothing pinned) and `insetGrouped` (the
/// same, with the rows inset 20 points from each side).
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
    /// How the sections look (UIKit's `UITableView.Style`), fixed when the table is made.
    public enum Style: String, Sendable, CaseIterable {
        /// Rows edge to edge on white, with section headers on grey bands pinned at the top
        /// while their section scrolls.
        case plain
        /// Sections set apart on a grey background, with small grey titles above and below them;
        /// nothing is pinned.
        case grouped
        /// As `grouped`, with the rows inset 20 points from each side.
        case insetGrouped
    }
    /// The table's style.
    public let style: Style
    /// How far rows stand in from each side: 20 points in `insetGrouped`, as UIKit's are.
    public var rowInset: Double { style == .insetGrouped ? 20 : 0 }
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
    /// The height of a section header that has a title (28 in a plain table, 38 in the grouped
    /// styles, where the title sits low above its section).
    public var sectionHeaderHeight: Double = 28 {
        didSet { if sectionHeaderHeight != oldValue { reloadData() } }
    }
    /// The height of a section footer that has a title (28 plain, 38 grouped).
    public var sectionFooterHeight: Double = 28 {
        didSet { if sectionFooterHeight != oldValue { reloadData() } }
    }
    /// The space above a section with no header title in the grouped styles, which keep
    /// sections apart (UIKit's default grouped spacing); 0 in a plain table.
    public var sectionSpacing: Double { style == .plain ? 0 : 18 }
    /// Whether rows have separator lines.
    public enum SeparatorStyle: String, Sendable, CaseIterable {
        /// No lines between rows.
        case none
        /// A thin line under each row, inset by `separatorInset`.
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

    /// UIKit's systemGroupedBackground, behind a grouped table's sections.
    public static let groupedBackground = Color(red255: 242, green255: 242, blue255: 247)
    /// UIKit's opaque separator grey.
    public static let defaultSeparatorColor = Color(semantic: .opaqueSeparator)
    /// The most rows a table holds; a data source giving more is cut to this many.
    public static let maximumRowCount = 1_000_000
    /// The most cells on screen at once (rows of height 0 by the thousand would otherwise all get one).
    public static let maximumVisibleCells = 1_000

    // MARK: state

    /// What makes each reuse identifier's cells.
    var cellMakers: [String: () throws -> TableViewCell] = [:]
    /// Cells waiting to be reused, by identifier.
    var reuseQueues: [String: [TableViewCell]] = [:]
    /// The rows' geometry, measured at the last reload.
    var rows = TableRows()
    /// Whether the rows must be asked for again before they are used.
    var needsReload = true
    /// The cells on screen, by row.
    var visible: [IndexPath: TableViewCell] = [:]
    /// The header and footer views on screen, by section, and those waiting for reuse.
    private var headers: [SectionTitlePlace: TableViewHeaderView] = [:]
    private var spareHeaders: [TableViewHeaderView] = []
    /// Set while the rows are being placed: the data source may call back into the table.
    private var isPlacingRows = false
    /// Counts reloads, so that placing rows notices one made by the data source mid-way.
    var generation = 0
    /// The batch of row and section changes being gathered between `beginUpdates` and
    /// `endUpdates`, and how deep those calls nest.
    var pendingUpdate: TableUpdate?
    var updateDepth = 0
    /// Cells of rows that went away, animating out; each goes back to its queue when its
    /// animation ends.
    var leavingCells: [TableViewCell] = []
    /// Whether the table is in editing mode (see `setEditing`).
    public internal(set) var isEditing = false
    /// The row whose trailing swipe actions are showing, and its actions.
    public internal(set) var swipedRow: IndexPath?
    var swipedActions: SwipeActionsConfiguration?
    /// The row a finger is swiping sideways, and the offset the swipe started from.
    var swipeTracking: (row: IndexPath, startOffset: Double)?

    /// The selected row, if any.
    public internal(set) var indexPathForSelectedRow: IndexPath?
    /// The row a finger is on, and that finger.
    var highlightedRow: IndexPath?
    var trackedTouch: Touch?

    /// A table of `style` (UIKit's `init(frame:style:)`).
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : TableView.groupedBackground
        if style != .plain {
            sectionHeaderHeight = 38
            sectionFooterHeight = 38
        }
        alwaysBounceVertical = true
    }

    /// A plain table (`init(frame:style:)` with `.plain`).
    public override convenience init(frame: Rect = .zero) {
        self.init(frame: frame, style: .plain)
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

    func asking<Answer>(_ question: String, _ body: () -> Answer) -> Answer {
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
        hideSwipeActions(animated: false)
        adopt(measure())
    }

    /// Asks the data source for every section's titles and row count and the delegate for the
    /// rows' heights, and places them one under another.
    func measure() -> TableRows {
        var measured = TableRows()
        if let source = dataSource {
            let delegate = tableDelegate
            var y = 0.0, total = 0
            let sectionCount = min(max(0, asking("numberOfSections") { source.numberOfSections(in: self) }),
                                   TableView.maximumRowCount)
            measured.sections.reserveCapacity(sectionCount)
            for s in 0..<sectionCount {
                let title = asking("titleForHeaderInSection") { source.tableView(self, titleForHeaderInSection: s) }
                let header = title == nil ? sectionSpacing : TableView.finite(sectionHeaderHeight)
                let footerTitle = asking("titleForFooterInSection") { source.tableView(self, titleForFooterInSection: s) }
                let footer = footerTitle == nil ? 0 : TableView.finite(sectionFooterHeight)
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
                y += footer
                measured.sections.append(TableRows.Section(title: title, headerHeight: header, top: top, rowTops: tops,
                                                           footerTitle: footerTitle, footerHeight: footer))
            }
        }
        return measured
    }

    /// Takes `measured` as the rows' geometry, and the content size from it.
    func adopt(_ measured: TableRows) {
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

    static func finite(_ h: Double) -> Double { h.isFinite ? max(0, h) : 0 }

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
        return rowFrame(span)
    }

    /// A row's frame from its vertical extent: the table's width, less the style's inset.
    func rowFrame(_ span: (top: Double, bottom: Double)) -> Rect {
        Rect(x: rowInset, y: span.top, width: max(0, bounds.width - 2 * rowInset), height: span.bottom - span.top)
    }

    /// The row under `point` (content coordinates), or nil.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= rowInset, point.x < bounds.width - rowInset else { return nil }
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

    /// Reloads if asked to, keeps the content as wide as the table, gives the rows on screen
    /// cells (queueing the cells of rows that left) and places the section headers and footers.
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
    func placeRows() {
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
            let frame = rowFrame(span)
            if let cell = visible[indexPath] {
                if cell.frame != frame { cell.frame = frame }
                configure(cell, at: indexPath)
                continue
            }
            guard let source = dataSource else { return }
            let cell = asking("cellForRowAt") { source.tableView(self, cellForRowAt: indexPath) }
            guard generation == started else { setNeedsLayout(); return }
            // A cell already showing another row (a data source that hands out one cell twice)
            // moves to this one.
            if let other = self.indexPath(for: cell) { visible[other] = nil }
            cell.frame = frame
            configure(cell, at: indexPath)
            cell.setSelected(indexPath == indexPathForSelectedRow, animated: false)
            cell.setHighlighted(indexPath == highlightedRow, animated: false)
            cell.setEditing(isEditing && canEdit(indexPath), animated: false)
            cell.setSwipeOffset(0, actions: nil)
            // Laid out on its own before it joins the table: constraints inside it are solved now,
            // not at the next pass.
            wireEditing(cell)
            if cell.superview !== self {
                cell.removeFromSuperview()
                cell.layoutIfNeeded()
                insertSubview(cell, at: 0)
            }
            visible[indexPath] = cell
        }
    }

    /// The separator of the cell showing `indexPath`: the table's inset and colour; none under a
    /// grouped section's last row, whose group ends there (as in UIKit).
    func configure(_ cell: TableViewCell, at indexPath: IndexPath) {
        cell.separatorInset = separatorInset
        let endsGroup = style != .plain && indexPath.row == numberOfRows(inSection: indexPath.section) - 1
        cell.separator.isHidden = separatorStyle == .none || endsGroup
        if cell.separator.backgroundColor != separatorColor { cell.separator.backgroundColor = separatorColor }
    }

    func enqueue(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reuseQueues[identifier, default: []].append(cell)
    }

    /// Puts each visible section's header at the section's top and its footer under its last
    /// row. In a plain table a header stays pinned at the top of the view while its section
    /// scrolls under it (until the section's bottom pushes it up); grouped styles pin nothing.
    private func placeHeaders() {
        var shown = Set<SectionTitlePlace>()
        // Under a bar, a pinned header stays just below it.
        let pin = bounds.minY + adjustedContentInset.top
        for (s, section) in rows.sections.enumerated() where section.bottom > bounds.minY && section.top < bounds.maxY {
            if let title = section.title, section.headerHeight > 0 {
                let y = style == .plain ? min(max(section.top, pin), section.bottom - section.headerHeight) : section.top
                let place = SectionTitlePlace(section: s, isFooter: false)
                shown.insert(place)
                show(title, at: place, frame: Rect(x: 0, y: y, width: bounds.width, height: section.headerHeight))
            }
            if let title = section.footerTitle, section.footerHeight > 0 {
                let place = SectionTitlePlace(section: s, isFooter: true)
                shown.insert(place)
                show(title, at: place, frame: Rect(x: 0, y: section.rowsBottom, width: bounds.width, height: section.footerHeight))
            }
        }
        for place in headers.keys.sorted() where !shown.contains(place) {
            guard let header = headers.removeValue(forKey: place) else { continue }
            header.removeFromSuperview()
            spareHeaders.append(header)
        }
    }

    private func show(_ title: String, at place: SectionTitlePlace, frame: Rect) {
        let header = headers[place] ?? spareHeaders.popLast() ?? TableViewHeaderView()
        if headers[place] == nil {
            headers[place] = header
            addSubview(header)
        } else {
            bringSubviewToFront(header)
        }
        header.configure(title: title, tableStyle: style, isFooter: place.isFooter, textInset: rowInset)
        header.frame = frame
    }

    // MARK: scrolling to rows

    /// Where `scrollToRow` puts the row.
    public enum ScrollPosition: String, Sendable, CaseIterable {
        /// The least scrolling that shows the whole row.
        case none
        /// The row at the top of the view, under its section's header.
        case top
        /// The row in the middle of the view.
        case middle
        /// The row at the bottom of the view.
        case bottom
    }

    /// Scrolls so that the row shows at `position` (below its section's pinned header for
    /// `top`), within the scrollable range; false when there is no such row.
    @discardableResult
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) -> Bool {
        guard let rect = rectForRow(at: indexPath) else { return false }
        let header = rows.sections[indexPath.section].headerHeight
        // The part of the view the bars leave: rows are scrolled into it.
        let inset = adjustedContentInset
        let height = bounds.height - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY - header - inset.top
        case .middle: y = rect.midY - (height + inset.top) / 2
        case .bottom: y = rect.maxY - height
        case .none:
            if rect.minY - header < y + inset.top { y = rect.minY - header - inset.top }
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

    /// A drag sideways across a row swipes it (`TableView+Editing`); any other scrolls.
    override func panned(_ pan: PanGestureRecognizer) {
        if followSwipe(pan) { return }
        super.panned(pan)
    }

    /// A finger on a row: highlighted while it is down, selected when it lifts on the same row. A
    /// touch that becomes a scroll is cancelled by the pan recognizer (`cancelsTouchesInView`),
    /// which takes the highlight away. Touches on the cells reach the table up the responder chain
    /// (the cell and its content pass them on); a control in a cell keeps its own.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        // A touch while a row's actions show closes them, and does nothing else (as in UIKit).
        if swipedRow != nil {
            hideSwipeActions(animated: true)
            return
        }
        guard allowsSelection, !isEditing, trackedTouch == nil, let touch = touches.first,
              let indexPath = indexPathForRow(at: touch.location(in: self)) else {
            return super.touchesBegan(touches, with: event)
        }
        trackedTouch = touch
        highlightedRow = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
    }

    /// Ignores the moves of the finger on a row (a drag far enough to scroll cancels that
    /// touch); other touches' moves go to the scroll view.
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = trackedTouch, touches.holdsTouch(tracked) else { return super.touchesMoved(touches, with: event) }
    }

    /// Unhighlights the row, and selects it (telling the delegate) when the finger lifts on the
    /// row it went down on.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = trackedTouch, touches.holdsTouch(tracked) else { return super.touchesEnded(touches, with: event) }
        let row = highlightedRow
        endTracking()
        // Lifted on the row it landed on: that row is selected.
        if let row, indexPathForRow(at: tracked.location(in: self)) == row { selectRowByTouch(row) }
    }

    /// Unhighlights the row without selecting it.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = trackedTouch, touches.holdsTouch(tracked) else { return super.touchesCancelled(touches, with: event) }
        endTracking()
    }

    private func endTracking() {
        if let row = highlightedRow { cellForRow(at: row)?.setHighlighted(false, animated: false) }
        highlightedRow = nil
        trackedTouch = nil
    }

    /// The scroll view's details and the number of rows, over all sections.
    public override var descriptionDetails: [String] {
        super.descriptionDetails + ["rows=\(rows.rowCount)"]
    }
}

/// Where a header or footer view goes: its section, and which of the two it is.
struct SectionTitlePlace: Hashable, Comparable {
    var section: Int
    var isFooter: Bool

    static func < (a: SectionTitlePlace, b: SectionTitlePlace) -> Bool {
        a.section != b.section ? a.section < b.section : !a.isFooter && b.isFooter
    }
}

/// A section's header or footer title (UIKit's `UITableViewHeaderFooterView`). In a plain table:
/// the title on a light grey band, bold for a header. In the grouped styles: small grey text on
/// the table's background, a header's in capitals just above its rows, a footer's just below.
public final class TableViewHeaderView: View {
    /// The title.
    public let textLabel = Label()
    /// Whether this is a footer, and the table's style (they decide where the title sits).
    public private(set) var isFooter = false
    private var tableStyle = TableView.Style.plain
    private var textInset = 0.0

    /// UIKit's light grey of plain section headers.
    public static let fill = Color(semantic: .secondarySystemBackground)
    /// How far a grouped title stands from its rows.
    public static let groupedGap = 7.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = TableViewHeaderView.fill
        textLabel.font = .boldSystem(15)
        addSubview(textLabel)
    }

    func configure(title: String, tableStyle: TableView.Style, isFooter: Bool, textInset: Double) {
        self.tableStyle = tableStyle
        self.isFooter = isFooter
        self.textInset = textInset
        if tableStyle == .plain {
            backgroundColor = TableViewHeaderView.fill
            textLabel.font = isFooter ? .system(15) : .boldSystem(15)
            textLabel.textColor = Color(semantic: .label)
            textLabel.text = title
        } else {
            backgroundColor = .clear
            textLabel.font = .system(13)
            textLabel.textColor = TableViewCell.detailColor
            textLabel.text = isFooter ? title : title.uppercased()
        }
        setNeedsLayout()
    }

    /// Places the title inside the row margins: over the whole band in a plain table; in the
    /// grouped styles, just above the rows for a header and just below them for a footer.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let x = TableViewCell.margin + textInset
        let width = max(0, bounds.width - 2 * x)
        guard tableStyle != .plain else {
            textLabel.frame = Rect(x: x, y: 0, width: width, height: bounds.height)
            return
        }
        let height = min(bounds.height, textLabel.intrinsicContentSize?.height ?? 0)
        let y = isFooter ? min(TableViewHeaderView.groupedGap, bounds.height - height)
                         : max(0, bounds.height - TableViewHeaderView.groupedGap - height)
        textLabel.frame = Rect(x: x, y: y, width: width, height: height)
    }

    /// The view's details, and "footer" for a footer.
    public override var descriptionDetails: [String] {
        super.descriptionDetails + (isFooter ? ["footer"] : [])
    }
}

extension Set where Element == Touch {
    func holdsTouch(_ touch: Touch) -> Bool { contains { $0 === touch } }
}
