import Testing
@testable import MoonKit

/// Finding a row by its text moves through the table a row at a time, not a screenful of points
/// at a time: rows a trillion points tall (issue 32: `play`'s `row` and a bot's `tapRow` never
/// returned) cost one step each.
@Suite struct HugeRowTests {
    @Test("tapRow reaches the row after rows 1e12 points tall, and says no such row after them")
    func rowsATrillionPointsTall() throws {
        let source = RowSource(count: 6)
        source.heights = [0: 1e12, 1: 44, 2: 1e12, 3: 1e12, 4: 44, 5: 2e12]
        let scene = TableViewTests.Scene(source)
        let table = scene.table, driver = scene.engine.driver
        try driver.tapRow(in: table, text: "Row 0.4")
        #expect(source.told == ["select [0, 4]"])
        let rect = try #require(table.rectForRow(at: IndexPath(row: 4, section: 0)))
        #expect(rect.minY == 3e12 + 44)
        #expect(rect.maxY <= table.contentOffset.y + 600 && rect.minY >= table.contentOffset.y)
        try driver.tapRow(in: table, text: "Row 0.5")
        #expect(source.told == ["select [0, 4]", "deselect [0, 4]", "select [0, 5]"])
        let before = table.contentOffset
        #expect(throws: DriverError.noSuchRow("table", text: "Row 0.6")) { try driver.tapRow(in: table, text: "Row 0.6") }
        #expect(table.contentOffset == before)
        // Only the rows looked at were asked for: one step a row at most.
        #expect(source.asked.count < 40)
    }

    @Test("in several sections, rows are searched across them in order")
    func acrossSections() throws {
        let source = RowSource(count: 3)
        source.sections = 4
        source.heights = [1: 1e12]
        let scene = TableViewTests.Scene(source)
        try scene.engine.driver.tapRow(in: scene.table, text: "Row 3.2")
        #expect(source.told == ["select [3, 2]"])
    }
}
