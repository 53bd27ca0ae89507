/// A scrolling grid of items in sections, placed by a flow layout (UIKit's `UICollectionView`
/// with a `UICollectionViewFlowLayout`).
///
/// Items come from a `dataSource`; their sizes from the delegate's `sizeForItemAt`, else the
/// layout's `itemSize`. Only the items on screen have cells: as the view scrolls (its
/// `layoutSubviews`), cells of items that left go to a reuse queue by identifier and
/// `dequeueReusableCell` hands them out again. A tap on an item highlights it while the finger
/// is down, and selects it (telling the delegate, `didSelectItemAt`) when the finger lifts on it;
/// a touch that turns into a scroll cancels the highlight.
open class CollectionView: ScrollView {
    /// Where the items come from; setting it reloads.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }
    /// The delegate as a collection view's (sizes, selection).
    public var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }
    /// How the items are placed (UIKit's `collectionViewLayout`); changing its properties, or
    /// giving the view another layout, lays the items out again. A layout serves one
    /// collection view: given to another, it leaves this one.
    public var collectionViewLayout: CollectionViewFlowLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            adopt(collectionViewLayout)
            layoutDidChange(direction: true)
        }
    }
    /// The layout's geometry as a value; setting it sets the layout's properties.
    public var layout: FlowLayout {
        get { collectionViewLayout.flow }
        set { collectionViewLayout.flow = newValue }
    }
    /// Whether a tap selects an item.
    public var allowsSelection = true

    /// The most items a collection view holds; a data source giving more is cut to this many.
    public static let maximumItemCount = 1_000_000

    /// The kinds of supplementary views a flow layout has (UIKit's `elementKindSectionHeader`
    /// and `elementKindSectionFooter`), in the order a section shows them.
    public enum ElementKind: String, Sendable, CaseIterable {
        /// A section's header, before its items.
        case sectionHeader = "header"
        /// A section's footer, after its items.
        case sectionFooter = "footer"
    }

    /// Where a header or footer view is on screen: its kind and its section. Ordered by section,
    /// then header before footer, the order the views are placed in (determinism).
    struct SupplementaryPlace: Hashable, Comparable {
        var kind: ElementKind
        var section: Int

        static func < (a: SupplementaryPlace, b: SupplementaryPlace) -> Bool {
            (a.section, a.kind.order) < (b.section, b.kind.order)
        }
    }

    /// A reuse queue of header or footer views: UIKit keeps one per kind and identifier.
    private struct SupplementaryQueueKey: Hashable {
        var kind: ElementKind
        var identifier: String
    }

    // MARK: state

    private var cellMakers: [String: () throws -> CollectionViewCell] = [:]
    private var reuseQueues: [String: [CollectionViewCell]] = [:]
    private var supplementaryMakers: [SupplementaryQueueKey: () throws -> CollectionReusableView] = [:]
    private var supplementaryQueues: [SupplementaryQueueKey: [CollectionReusableView]] = [:]
    /// The items' sizes and the headers' and footers' extents, asked for at the last reload, and their
    /// frames, worked out for `framesAcross` (the width lines fill when scrolling vertically,
    /// the height sideways).
    var measured = Measured()
    private(set) var frames = FlowLayout.Frames()
    private var framesAcross = -1.0
    var needsReload = true
    /// Set when the layout changed: the sizes are asked for again, the items and cells kept.
    private var needsRemeasure = false
    /// Counts reloads and updates, so that placing items notices one made by the data source mid-way.
    var generation = 0
    private var isPlacingItems = false
    /// The cells on screen, by item, and the header and footer views on screen.
    var visible: [IndexPath: CollectionViewCell] = [:]
    var visibleSupplementary: [SupplementaryPlace: CollectionReusableView] = [:]
    /// Headers and footers for which the data source gave no view since the last reload.
    private var emptySupplementary: Set<SupplementaryPlace> = []
    /// Cells of items that went away in an update, animating out; each goes back to its queue
    /// when its animation ends.
    var leavingCells: [CollectionViewCell] = []
    /// The batch of item and section changes gathered by `performBatchUpdates`, and how deep
    /// those calls nest.
    var pendingUpdate: TableUpdate?
    var updateDepth = 0
    /// The selected item, if any.
    public internal(set) var indexPathForSelectedItem: IndexPath?
    /// The item a finger is on, and that finger.
    private var highlightedItem: IndexPath?
    private var trackedTouch: Touch?

    /// An empty collection view: the system background, bouncing vertically, with a default flow layout (or
    /// `layout`) and no data source.
    public init(frame: Rect = .zero, layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = Color(semantic: .systemBackground)
        adopt(layout)
        bounceWithLayout()
    }

    /// An empty collection view with a default flow layout.
    public override convenience init(frame: Rect = .zero) {
        self.init(frame: frame, layout: CollectionViewFlowLayout())
    }

    private func adopt(_ layout: CollectionViewFlowLayout) {
        if let other = layout.collectionView, other !== self { other.collectionViewLayout = CollectionViewFlowLayout() }
        layout.collectionView = self
    }

    private func bounceWithLayout() {
        alwaysBounceVertical = collectionViewLayout.scrollDirection == .vertical
        alwaysBounceHorizontal = collectionViewLayout.scrollDirection == .horizontal
    }

    /// The layout changed: the items take their new places (and the content scrolls the other
    /// way when the direction changed).
    func layoutDidChange(direction: Bool) {
        if direction { bounceWithLayout() }
        needsRemeasure = true
        framesAcross = -1
        setNeedsLayout()
    }

    // MARK: registering and reusing cells

    /// Cells for `identifier` are plain `CollectionViewCell`s.
    public func register(_ identifier: String) {
        cellMakers[identifier] = { CollectionViewCell(reuseIdentifier: identifier) }
    }

    /// Cells for `identifier` are made by `make` (a class of its own, a Lua subclass).
    public func register(_ identifier: String, make: @escaping () throws -> CollectionViewCell) {
        cellMakers[identifier] = make
    }

    /// Whether cells are registered under `identifier`.
    public func isRegistered(_ identifier: String) -> Bool { cellMakers[identifier] != nil }

    /// A cell for `identifier`: one from the reuse queue (after its `prepareForReuse`), else a
    /// new one from the registration; nil when the queue is empty and nothing is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) throws -> CollectionViewCell? {
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

    /// Header (or footer) views for `identifier` are plain `CollectionReusableView`s, or made by
    /// `make` (UIKit's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`). Each kind
    /// has identifiers of its own: a header's "title" is not a footer's.
    public func registerSupplementaryView(ofKind kind: ElementKind, _ identifier: String,
                                          make: (() throws -> CollectionReusableView)? = nil) {
        supplementaryMakers[SupplementaryQueueKey(kind: kind, identifier: identifier)] = make ?? {
            CollectionReusableView(reuseIdentifier: identifier)
        }
    }

    /// Whether views of `kind` are registered under `identifier`.
    public func isSupplementaryViewRegistered(ofKind kind: ElementKind, _ identifier: String) -> Bool {
        supplementaryMakers[SupplementaryQueueKey(kind: kind, identifier: identifier)] != nil
    }

    /// A header (or footer) view for `identifier`: one from its kind's queue (after its
    /// `prepareForReuse`), else a new one from the registration; nil when neither has one.
    public func dequeueReusableSupplementaryView(ofKind kind: ElementKind, withIdentifier identifier: String) throws -> CollectionReusableView? {
        let key = SupplementaryQueueKey(kind: kind, identifier: identifier)
        if var queue = supplementaryQueues[key], let view = queue.popLast() {
            supplementaryQueues[key] = queue
            view.prepareForReuse()
            return view
        }
        guard let make = supplementaryMakers[key] else { return nil }
        let view = try make()
        view.reuseIdentifier = identifier
        view.elementKind = kind
        return view
    }

    /// The question the collection view is asking its data source or delegate right now
    /// (`cellForItemAt`, `numberOfItemsInSection`, …), or nil. A reload asked for meanwhile
    /// would have it ask again for ever: the binding refuses it, naming the question.
    public private(set) var questionAsked: String?

    func asking<Answer>(_ question: String, _ body: () -> Answer) -> Answer {
        let outer = questionAsked
        questionAsked = question
        defer { questionAsked = outer }
        return body()
    }

    // MARK: data

    /// Forgets the items and asks the data source again at the next use; the cells on screen go
    /// back to the queue and the selection is cleared.
    public func reloadData() {
        needsReload = true
        generation += 1
        indexPathForSelectedItem = nil
        setNeedsLayout()
    }

    /// What the data source and delegate said: each section's items' sizes and its header's and
    /// footer's extents along the scrolling.
    struct Measured {
        var sizes: [[Size]] = []
        var headers: [Double] = []
        var footers: [Double] = []
    }

    func reloadIfNeeded() {
        if needsReload {
            needsReload = false
            needsRemeasure = false
            // In item order: which cell comes back for which item must not hang on hashing (determinism).
            for indexPath in visible.keys.sorted() { if let cell = visible[indexPath] { enqueue(cell) } }
            visible = [:]
            dropSupplementaryViews()
            adopt(measure())
        } else if needsRemeasure {
            needsRemeasure = false
            dropSupplementaryViews()
            adopt(measure(counts: measured.sizes.map(\.count)))
        }
    }

    /// Asks the data source for the sections and their counts (or takes `counts`), and the
    /// delegate for the items' sizes and the headers' and footers' sizes.
    func measure(counts given: [Int]? = nil) -> Measured {
        var result = Measured()
        guard let source = dataSource else { return result }
        let delegate = collectionDelegate
        let layout = collectionViewLayout
        var counts: [Int] = []
        if let given {
            counts = given
        } else {
            var total = 0
            let sectionCount = min(max(0, asking("numberOfSections") { source.numberOfSections(in: self) }),
                                   CollectionView.maximumItemCount)
            for s in 0..<sectionCount {
                let count = min(max(0, asking("numberOfItemsInSection") { source.collectionView(self, numberOfItemsInSection: s) }),
                                CollectionView.maximumItemCount - total)
                total += count
                counts.append(count)
            }
        }
        for (s, count) in counts.enumerated() {
            let header = delegate.flatMap { d in asking("referenceSizeForHeaderInSection") { d.collectionView(self, referenceSizeForHeaderInSection: s) } }
            result.headers.append(layout.supplementaryExtent(header ?? layout.headerReferenceSize))
            let footer = delegate.flatMap { d in asking("referenceSizeForFooterInSection") { d.collectionView(self, referenceSizeForFooterInSection: s) } }
            result.footers.append(layout.supplementaryExtent(footer ?? layout.footerReferenceSize))
            result.sizes.append((0..<count).map { i in
                delegate.flatMap { d in asking("sizeForItemAt") { d.collectionView(self, sizeForItemAt: IndexPath(item: i, section: s)) } }
                    ?? layout.itemSize
            })
        }
        return result
    }

    /// Takes `measured` as the items' sizes and places them.
    func adopt(_ measured: Measured) {
        self.measured = measured
        placeFrames()
    }

    /// Works the frames out from the sizes, for the view's size now.
    private func placeFrames() {
        frames = layout.frames(sizes: measured.sizes, headers: measured.headers, footers: measured.footers,
                               width: bounds.width, height: bounds.height)
        framesAcross = across
        if contentSize != frames.contentSize { contentSize = frames.contentSize }
        let limit = maximumContentOffset
        if contentOffset.y > limit.y || contentOffset.x > limit.x, !isDragging, !isDecelerating, motion == nil {
            contentOffset = Point(x: min(contentOffset.x, limit.x), y: min(contentOffset.y, limit.y))
        }
    }

    /// The size lines fill: the width when scrolling vertically, else the height.
    private var across: Double { collectionViewLayout.scrollDirection == .vertical ? bounds.width : bounds.height }

    /// How many sections the collection view has.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return frames.items.count
    }

    /// How many items `section` has (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return section >= 0 && section < frames.items.count ? frames.items[section].count : 0
    }

    /// Whether the item exists.
    public func hasItem(at indexPath: IndexPath) -> Bool { frameForItem(at: indexPath) != nil }

    /// The item's frame in content coordinates, or nil when there is no such item.
    public func frameForItem(at indexPath: IndexPath) -> Rect? {
        reloadIfNeeded()
        guard indexPath.section >= 0, indexPath.section < frames.items.count,
              indexPath.item >= 0, indexPath.item < frames.items[indexPath.section].count else { return nil }
        return frames.items[indexPath.section][indexPath.item]
    }

    /// The frame of the section's header in content coordinates, or nil when the section has
    /// none (or does not exist).
    public func frameForHeader(inSection section: Int) -> Rect? {
        frameForSupplementaryView(ofKind: .sectionHeader, inSection: section)
    }

    /// The frame of the section's header or footer (`kind`) in content coordinates, or nil when
    /// the section has none (or does not exist); UIKit's
    /// `layoutAttributesForSupplementaryElement(ofKind:at:).frame`.
    public func frameForSupplementaryView(ofKind kind: ElementKind, inSection section: Int) -> Rect? {
        reloadIfNeeded()
        let all = supplementaryFrames(kind)
        guard section >= 0, section < all.count else { return nil }
        return all[section]
    }

    /// Each section's header or footer frame, as the layout placed them (in `placed`, or now).
    func supplementaryFrames(_ kind: ElementKind, in placed: FlowLayout.Frames? = nil) -> [Rect?] {
        let placed = placed ?? frames
        switch kind {
        case .sectionHeader: return placed.headers
        case .sectionFooter: return placed.footers
        }
    }

    /// The item under `point` (content coordinates), or nil.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        reloadIfNeeded()
        for (s, section) in frames.items.enumerated() {
            if let i = section.firstIndex(where: { $0.contains(point) }) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    // MARK: the cells on screen

    /// The cells on screen, in item order.
    public var visibleCells: [CollectionViewCell] {
        layoutIfNeeded()
        return visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The items that have cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// The cell on screen for `indexPath`, or nil when the item is off screen (or absent).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    /// The item a cell on screen shows, or nil.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// Reloads if asked to, works the frames out again when the size lines fill has changed,
    /// and gives the items on screen cells, queueing the cells of items that left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isPlacingItems else { return }
        isPlacingItems = true
        defer { isPlacingItems = false }
        reloadIfNeeded()
        // A new width (a new height, scrolling sideways) moves where lines break.
        if across != framesAcross { placeFrames() }
        placeItems()
    }

    /// The items whose frames meet the visible bounds, in order.
    private func wantedItems() -> [IndexPath] {
        var wanted: [IndexPath] = []
        for (s, section) in frames.items.enumerated() {
            for (i, frame) in section.enumerated() where frame.intersects(bounds) {
                wanted.append(IndexPath(item: i, section: s))
            }
        }
        return wanted
    }

    /// Gives every item on screen a cell at its frame, and every header and footer on screen its
    /// view; queues the cells and views that left.
    func placeItems() {
        placeSupplementaryViews()
        let wanted = wantedItems()
        let wantedSet = Set(wanted)
        for indexPath in visible.keys.sorted() where !wantedSet.contains(indexPath) {
            if let cell = visible.removeValue(forKey: indexPath) { enqueue(cell) }
        }
        let started = generation
        for indexPath in wanted {
            guard generation == started else { setNeedsLayout(); return }
            guard let frame = frameForItem(at: indexPath) else { continue }
            if let cell = visible[indexPath] {
                if cell.frame != frame { cell.frame = frame }
                continue
            }
            guard let source = dataSource,
                  let cell = asking("cellForItemAt", { source.collectionView(self, cellForItemAt: indexPath) }) else { continue }
            guard generation == started else { setNeedsLayout(); return }
            // A cell already showing another item (a data source that hands out one cell twice)
            // moves to this one, as a table's does.
            if let other = self.indexPath(for: cell) { visible[other] = nil }
            cell.frame = frame
            cell.setSelected(indexPath == indexPathForSelectedItem)
            cell.setHighlighted(indexPath == highlightedItem)
            visible[indexPath] = cell
            if cell.superview !== self {
                cell.removeFromSuperview()
                cell.layoutIfNeeded()
                addSubview(cell)
            }
        }
    }

    func enqueue(_ cell: CollectionViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reuseQueues[identifier, default: []].append(cell)
    }

    /// The header views on screen, by section, in order.
    public var visibleHeaders: [CollectionReusableView] { visibleSupplementaryViews(ofKind: .sectionHeader) }

    /// The header (or footer) views on screen, by section, in order (UIKit's
    /// `visibleSupplementaryViews(ofKind:)`).
    public func visibleSupplementaryViews(ofKind kind: ElementKind) -> [CollectionReusableView] {
        layoutIfNeeded()
        return visibleSupplementary.filter { $0.key.kind == kind }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The header (or footer) view on screen of `section`, or nil (UIKit's
    /// `supplementaryView(forElementKind:at:)`).
    public func supplementaryView(ofKind kind: ElementKind, inSection section: Int) -> CollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementary[SupplementaryPlace(kind: kind, section: section)]
    }

    /// Gives each header and footer on screen its view from the data source (asked once per
    /// reload), at its frame; queues the views of those that left. Section by section, the
    /// header before the footer.
    private func placeSupplementaryViews() {
        for place in visibleSupplementary.keys.sorted() {
            guard let view = visibleSupplementary[place] else { continue }
            if let frame = supplementaryFrame(at: place), frame.intersects(bounds) {
                if view.frame != frame { view.frame = frame }
            } else {
                visibleSupplementary[place] = nil
                enqueueSupplementary(view, kind: place.kind)
            }
        }
        guard let source = dataSource else { return }
        let started = generation
        for section in frames.items.indices {
            for kind in ElementKind.allCases {
                let place = SupplementaryPlace(kind: kind, section: section)
                guard let frame = supplementaryFrame(at: place), frame.intersects(bounds), visibleSupplementary[place] == nil,
                      !emptySupplementary.contains(place) else { continue }
                let view = asking("viewForSupplementaryElementOfKind") {
                    source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
                }
                guard generation == started else { setNeedsLayout(); return }
                guard let view else {
                    emptySupplementary.insert(place)
                    continue
                }
                if let other = visibleSupplementary.first(where: { $0.value === view })?.key { visibleSupplementary[other] = nil }
                view.frame = frame
                visibleSupplementary[place] = view
                // Behind the cells: an item that slides over a footer during an update covers it.
                if view.superview !== self {
                    view.removeFromSuperview()
                    view.layoutIfNeeded()
                    insertSubview(view, at: 0)
                }
            }
        }
    }

    private func supplementaryFrame(at place: SupplementaryPlace) -> Rect? {
        let all = supplementaryFrames(place.kind)
        return all.indices.contains(place.section) ? all[place.section] : nil
    }

    /// Every header and footer view goes back to its queue; the data source is asked again for each.
    func dropSupplementaryViews() {
        for place in visibleSupplementary.keys.sorted() {
            if let view = visibleSupplementary[place] { enqueueSupplementary(view, kind: place.kind) }
        }
        visibleSupplementary = [:]
        emptySupplementary = []
    }

    /// Back to the queue it came from: the kind it was made as, which a data source that hands
    /// a footer's view out as a header does not change.
    private func enqueueSupplementary(_ view: CollectionReusableView, kind: ElementKind) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        let key = SupplementaryQueueKey(kind: view.elementKind ?? kind, identifier: identifier)
        supplementaryQueues[key, default: []].append(view)
    }

    // MARK: scrolling to items

    /// Scrolls so that the item is on screen, the least distance (UIKit's
    /// `scrollToItem(at:at:animated:)` with no position); false when there is no such item.
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) -> Bool {
        guard let frame = frameForItem(at: indexPath) else { return false }
        var offset = contentOffset
        // The part of the view the bars leave: items are scrolled into it.
        let inset = adjustedContentInset
        if collectionViewLayout.scrollDirection == .vertical {
            if frame.minY < offset.y + inset.top { offset.y = frame.minY - inset.top }
            else if frame.maxY > offset.y + bounds.height - inset.bottom { offset.y = frame.maxY - bounds.height + inset.bottom }
            offset.y = min(max(offset.y, minimumContentOffset.y), maximumContentOffset.y)
        } else {
            if frame.minX < offset.x + inset.left { offset.x = frame.minX - inset.left }
            else if frame.maxX > offset.x + bounds.width - inset.right { offset.x = frame.maxX - bounds.width + inset.right }
            offset.x = min(max(offset.x, minimumContentOffset.x), maximumContentOffset.x)
        }
        setContentOffset(offset, animated: animated)
        return true
    }

    // MARK: selection

    /// Selects an item without telling the delegate; nil deselects.
    public func selectItem(at indexPath: IndexPath?) {
        if let old = indexPathForSelectedItem, old != indexPath { visible[old]?.setSelected(false) }
        guard let indexPath, frameForItem(at: indexPath) != nil else {
            indexPathForSelectedItem = nil
            return
        }
        indexPathForSelectedItem = indexPath
        visible[indexPath]?.setSelected(true)
    }

    /// Deselects the item; the delegate is not told.
    public func deselectItem(at indexPath: IndexPath) {
        guard indexPathForSelectedItem == indexPath else { return }
        indexPathForSelectedItem = nil
        visible[indexPath]?.setSelected(false)
    }

    private func selectItemByTouch(_ indexPath: IndexPath) {
        guard frameForItem(at: indexPath) != nil else { return }
        if let old = indexPathForSelectedItem, old != indexPath {
            indexPathForSelectedItem = nil
            visible[old]?.setSelected(false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: old)
        }
        indexPathForSelectedItem = indexPath
        visible[indexPath]?.setSelected(true)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: touches

    /// A finger on an item: highlighted while it is down, selected when it lifts on the same
    /// item. A touch that becomes a scroll is cancelled by the pan recognizer.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard allowsSelection, trackedTouch == nil, let touch = touches.first,
              let indexPath = indexPathForItem(at: touch.location(in: self)) else {
            return super.touchesBegan(touches, with: event)
        }
        trackedTouch = touch
        highlightedItem = indexPath
        visible[indexPath]?.setHighlighted(true)
    }

    /// Ignores the moves of the finger on an item (a drag far enough to scroll cancels that
    /// touch); other touches' moves go to the scroll view.
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = trackedTouch, touches.holdsTouch(tracked) else { return super.touchesMoved(touches, with: event) }
    }

    /// Unhighlights the item, and selects it (telling the delegate) when the finger lifts on the
    /// item it went down on.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = trackedTouch, touches.holdsTouch(tracked) else { return super.touchesEnded(touches, with: event) }
        let item = highlightedItem
        endTracking()
        if let item, indexPathForItem(at: tracked.location(in: self)) == item { selectItemByTouch(item) }
    }

    /// Unhighlights the item without selecting it.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let tracked = trackedTouch, touches.holdsTouch(tracked) else { return super.touchesCancelled(touches, with: event) }
        endTracking()
    }

    private func endTracking() {
        if let item = highlightedItem { visible[item]?.setHighlighted(false) }
        highlightedItem = nil
        trackedTouch = nil
    }

    /// The scroll view's details and the number of items, over all sections.
    open override var descriptionDetails: [String] {
        super.descriptionDetails + ["items=\(frames.items.reduce(0) { $0 + $1.count })"]
    }
}

extension CollectionView.ElementKind {
    /// Where the kind comes in a section: the header first.
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
