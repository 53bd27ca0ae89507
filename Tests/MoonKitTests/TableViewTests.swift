import Testing
@testable import MoonKit

/// A data source and delegate of `count` rows in one section (or `sections` sections of
/// `count` rows), with heights by row when given, recording what it was told.
final class RowSource: TableViewDataSource, TableViewDelegate {
    var count: Int
    var sections = 1
    var heights: [Int: Double] = [:]
    var titles: [Int: String] = [:]
    var asked: [IndexPath] = []
    var told: [String] = []

    init(count: Int) { self.count = count }

    func numberOfSections(in tableView: TableView) -> Int { sections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        asked.append(indexPath)
        let cell = (try? tableView.dequeueReusableCell(withIdentifier: "row")) ?? TableViewCell()
        cell.textLabel.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { heights[indexPath.row] }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { told.append("select \(indexPath)") }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { told.append("deselect \(indexPath)") }
}

@Suite struct TableViewTests {
    /// A 390×600 table at (0, 100) on a portrait iPhone, fed by `source`.
    final class Scene {
        let engine = Engine(device: .iPhonePortrait)
        let table = TableView(frame: Rect(x: 0, y: 100, width: 390, height: 600))
        let source: RowSource

        init(_ source: RowSource) {
            self.source = source
            let vc = ViewController()
            engine.window.rootViewController = vc
            table.identifier = "table"
            table.register("row")
            table.dataSource = source
            table.delegate = source
            vc.view.addSubview(table)
            engine.window.layoutIfNeeded()
        }
    }

    @Test("10 000 rows scrolled to the end make only the cells on screen plus one, and reuse them")
    func reuse() throws {
        let scene = Scene(RowSource(count: 10_000))
        let table = scene.table
        // 600 points of 44-point rows: rows 0 to 13 at the top (row 13 is cut at 616).
        #expect(table.contentSize == Size(width: 390, height: 440_000))
        #expect(table.indexPathsForVisibleRows == (0...13).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellsMade == 14)
        // Dragged down the whole list by a finger, a screenful at a time, then to the very end.
        for _ in 0..<20 { try scene.engine.driver.scroll(table, dy: 500) }
        table.setContentOffset(table.maximumContentOffset, animated: false)
        scene.engine.window.layoutIfNeeded()
        #expect(table.contentOffset.y == 439_400)
        // At most 15 rows show at once (partly at both ends): never more cells than that plus one.
        let visible = table.indexPathsForVisibleRows
        #expect(visible.first == IndexPath(row: 9986, section: 0))
        #expect(visible.last == IndexPath(row: 9999, section: 0))
        #expect(table.cellsMade == 15)
        #expect(table.cellsMade <= 15 + 2)
        // Every row asked for once it came on screen: cells came back from the queue each time.
        #expect(scene.source.asked.count > 200)
        #expect(table.subviews.filter { $0 is TableViewCell }.count == visible.count)
        #expect(table.cellForRow(at: IndexPath(row: 9999, section: 0))?.textLabel.text == "Row 0.9999")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test("row frames follow the delegate's heights; headers count in the content height and pin at the top")
    func frames() throws {
        let source = RowSource(count: 3)
        source.sections = 2
        source.heights = [1: 80, 2: 30.5]
        source.titles = [0: "First", 1: "Second"]
        let scene = Scene(source)
        let table = scene.table
        // Each section: a 28-point header, then 44, 80 and 30.5.
        #expect(table.contentSize.height == 2 * (28 + 44 + 80 + 30.5))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 0, y: 28, width: 390, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == Rect(x: 0, y: 72, width: 390, height: 80))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)) == Rect(x: 0, y: 182.5 + 28 + 124, width: 390, height: 30.5))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 1)) == nil)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame == Rect(x: 0, y: 72, width: 390, height: 80))
        // The default cell: text from 16 points in; the separator inset 16 at the bottom, a hairline at 2x.
        #expect(cell.textLabel.frame == Rect(x: 16, y: 0, width: 358, height: 80))
        #expect(cell.separator.frame == Rect(x: 16, y: 79.5, width: 374, height: 0.5))
        cell.accessoryType = .disclosureIndicator
        scene.engine.window.layoutIfNeeded()
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 356, height: 80))
        #expect(cell.textLabel.frame == Rect(x: 16, y: 0, width: 324, height: 80))
        // Scrolled 100 points into the first section: its header stays pinned at the top.
        table.contentOffset = Point(x: 0, y: 100)
        scene.engine.window.layoutIfNeeded()
        let headers = table.subviews.compactMap { $0 as? TableViewHeaderView }
        #expect(headers.map(\.textLabel.text) == ["First", "Second"])
        #expect(headers.map(\.frame) == [Rect(x: 0, y: 100, width: 390, height: 28), Rect(x: 0, y: 182.5, width: 390, height: 28)])
        // Near the end of the first section, its header is pushed up by the section's bottom.
        table.contentOffset = Point(x: 0, y: 170)
        scene.engine.window.layoutIfNeeded()
        #expect(table.subviews.compactMap { $0 as? TableViewHeaderView }.map(\.frame.minY) == [154.5, 182.5])
    }

    @Test("a tap selects a row and tells the delegate; another tap moves the selection; deselectRow clears it")
    func selection() throws {
        let scene = Scene(RowSource(count: 50))
        let table = scene.table, driver = scene.engine.driver
        try driver.tapRow(in: table, text: "Row 0.2")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.selectedBackgroundView.alpha == 1)
        // A row far down: the driver scrolls to it, then taps.
        try driver.tapRow(in: table, text: "Row 0.40")
        #expect(scene.source.told == ["select [0, 2]", "deselect [0, 2]", "select [0, 40]"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 40, section: 0))
        let rect = try #require(table.rectForRow(at: IndexPath(row: 40, section: 0)))
        #expect(rect.maxY <= table.contentOffset.y + 600 && rect.minY >= table.contentOffset.y)
        // deselectRow tells no one; animated, the fill fades over 0.3 s of virtual time.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 40, section: 0)))
        table.deselectRow(at: IndexPath(row: 40, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(cell.isSelected == false)
        scene.engine.step(0.15)
        #expect(abs(scene.engine.animator.presentation(of: cell.selectedBackgroundView).alpha - 0.5) < 0.2)
        scene.engine.step(0.2)
        #expect(cell.selectedBackgroundView.alpha == 0)
        #expect(scene.source.told.count == 3)
        // No such row: the driver says so and leaves the table where it was.
        let before = table.contentOffset
        #expect(throws: DriverError.noSuchRow("table", text: "Row 0.99")) { try driver.tapRow(in: table, text: "Row 0.99") }
        #expect(table.contentOffset == before)
    }

    @Test("a finger that drags a row scrolls the table and cancels the row's highlight: nothing is selected")
    func dragCancelsHighlight() throws {
        let scene = Scene(RowSource(count: 50))
        let table = scene.table, window = scene.engine.window
        let touch = window.beginTouch(at: Point(x: 200, y: 300))
        // Row 4 (176 to 220 in the table, 276 to 320 on screen) lights up under the finger.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        #expect(cell.isHighlighted)
        for k in 1...6 {
            scene.engine.step(1.0 / 60)
            window.moveTouch(touch, to: Point(x: 200, y: 300 - 10 * Double(k)))
        }
        #expect(cell.isHighlighted == false)
        #expect(table.isDragging)
        scene.engine.step(0.1)
        window.endTouch(touch)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(scene.source.told == [])
        // Once it began (past 10 points), the content followed the finger's whole 60 points.
        #expect(table.contentOffset.y == 60)
    }

    @Test("scrollToRow puts a row at the top, middle or bottom within the scrollable range; reloadData asks again")
    func scrollingAndReloading() throws {
        let scene = Scene(RowSource(count: 100))
        let table = scene.table
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 2200 + 22 - 300)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 2244 - 600)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 4400 - 600)
        #expect(table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false) == false)
        table.selectRow(at: IndexPath(row: 95, section: 0), animated: false)
        scene.source.count = 10
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 10)
        #expect(table.contentSize.height == 440)
        scene.engine.window.layoutIfNeeded()
        // UIKit's reload clears the selection; the offset comes back within the shorter content.
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.map(\.textLabel.text) == (0..<10).map { "Row 0.\($0)" })
    }
}

@Suite struct TextViewTests {
    @Test("a text view's content height is its wrapped text plus the container inset; it scrolls and clips")
    func contentSize() throws {
        let engine = Engine(device: .iPhonePortrait)
        let vc = ViewController()
        engine.window.rootViewController = vc
        let text = TextView(frame: Rect(x: 20, y: 100, width: 200, height: 100))
        text.font = .system(17)
        text.text = String(repeating: "The cat sat on the mat. ", count: 20)
        vc.view.addSubview(text)
        engine.window.layoutIfNeeded()
        #expect(text.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(text.clipsToBounds)
        // Wrapped at 200 − 2 × 5 points of line padding.
        let lines = TextLayout.lines(text.text ?? "", font: .system(17), width: 190)
        let height = (Double(lines.count) * Font.system(17).lineHeight).rounded(.up)
        #expect(lines.count > 5)
        #expect(text.contentSize == Size(width: 200, height: 8 + height + 8))
        #expect(text.textLabel.frame == Rect(x: 5, y: 8, width: 190, height: height))
        try engine.driver.scroll(text, dy: 5000)
        #expect(text.contentOffset.y == text.contentSize.height - 100)
        // Scrolling off: as tall as its text at its width.
        text.isScrollEnabled = false
        #expect(text.intrinsicContentSize(forWidth: 200) == Size(width: 200, height: 16 + height))
        text.textContainerInset = EdgeInsets(top: 20, left: 10, bottom: 0, right: 10)
        text.isScrollEnabled = true
        engine.window.layoutIfNeeded()
        let narrower = TextLayout.lines(text.text ?? "", font: .system(17), width: 170)
        #expect(text.contentSize.height == 20 + (Double(narrower.count) * Font.system(17).lineHeight).rounded(.up))
        #expect(Driver.shownText(of: text) == text.text)
    }
}
