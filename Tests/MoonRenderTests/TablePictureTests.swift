import Testing
@testable import MoonRender
@testable import MoonKit

@Suite("Pictures of tables")
struct TablePictureTests {
    final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = (try? tableView.dequeueReusableCell(withIdentifier: "row")) ?? TableViewCell()
            cell.textLabel.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test("separators stop at their inset, the selected row is grey, and rows past the table's bottom are clipped")
    func separatorsSelectionAndClipping() throws {
        let engine = Engine(device: .iPhonePortrait)
        let vc = ViewController()
        engine.window.rootViewController = vc
        vc.view.backgroundColor = .systemRed
        let rows = Rows()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 100))
        // Under the status bar, yet kept at offset 0 (no room made for it): rows at known pixels.
        table.contentInsetAdjustmentBehavior = .never
        table.register("row")
        table.dataSource = rows
        vc.view.addSubview(table)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false)
        let picture = try ScreenPicture.pixels(engine, scale: 2)
        // Row 0's hairline: half a point (one pixel at 2x) at y 43.5, from x = 16 on.
        #expect(picture.pixel(x: 200, y: 87) == TableView.defaultSeparatorColor.resolved(for: .light))
        #expect(picture.pixel(x: 20, y: 87) == .white)
        #expect(picture.pixel(x: 200, y: 85) == .white)
        // Row 1 (44 to 88) selected: UIKit's grey fill, away from its text.
        #expect(picture.pixel(x: 600, y: 120) == TableViewCell.selectionColor)
        // Row 2 runs from 88 to 132 but the table ends at 100: below it, the red view behind.
        #expect(picture.pixel(x: 600, y: 190) == .white)
        // systemRed is a semantic colour: a pixel holds its light value.
        #expect(picture.pixel(x: 600, y: 210) == Color.systemRed.resolved(for: .light))
    }
}
