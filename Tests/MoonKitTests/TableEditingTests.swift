import Testing
@testable import MoonKit

/// A list of names in one section, which deletes its rows when asked (swipe-to-delete).
final class NameList: TableViewDataSource, TableViewDelegate {
    var names: [String]
    var footer: String?
    var header: String?
    var lockedRows: Set<Int> = []
    var actions: ((IndexPath) -> SwipeActionsConfiguration?)?
    var told: [String] = []

    init(_ names: [String]) { self.names = names }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = (try? tableView.dequeueReusableCell(withIdentifier: "row")) ?? TableViewCell()
        cell.textLabel.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { header }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footer }
    var commitsEditing: Bool { true }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { !lockedRows.contains(indexPath.row) }
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        told.append("delete \(names[indexPath.row])")
        names.remove(at: indexPath.row)
        try? tableView.deleteRows(at: [indexPath], with: .fade)
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        actions?(indexPath)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { told.append("select \(indexPath.row)") }
}

@Suite struct TableEditingTests {
    /// A 390×600 table at (0, 100) on a portrait iPhone, listing `names`.
    final class Scene {
        let engine = Engine(device: .iPhonePortrait)
        let table: TableView
        let list: NameList

        init(_ names: [String], style: TableView.Style = .plain, footer: String? = nil, header: String? = nil) {
            list = NameList(names)
            list.footer = footer
            list.header = header
            table = TableView(frame: Rect(x: 0, y: 100, width: 390, height: 600), style: style)
            let vc = ViewController()
            engine.window.rootViewController = vc
            table.register("row")
            table.dataSource = list
            table.delegate = list
            vc.view.addSubview(table)
            engine.window.layoutIfNeeded()
        }

        /// The frame on screen now (mid-animation: where the animation has it).
        func shown(_ view: View) -> Rect { engine.window.animator!.presentation(of: view).frame }
        func alpha(_ view: View) -> Double { engine.window.animator!.presentation(of: view).alpha }
        func cell(_ row: Int) -> TableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }
        var texts: [String] { table.visibleCells.map { $0.textLabel.text ?? "" } }
    }

    static let five = ["Ant", "Bee", "Cat", "Dog", "Eel"]

    @Test("a deleted row fades where it was while the rows under it slide up 44 points over 0.3 s")
    func deleteFades() throws {
        let scene = Scene(Self.five)
        let bee = try #require(scene.cell(1)), cat = try #require(scene.cell(2))
        scene.list.names.remove(at: 1)
        try scene.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        // The rows' places change at once; what shows moves with the clock (ease in and out,
        // so halfway in time is halfway in place).
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cat)
        #expect(cat.frame == Rect(x: 0, y: 44, width: 390, height: 44))
        #expect(scene.shown(cat) == Rect(x: 0, y: 88, width: 390, height: 44))
        scene.engine.step(0.15)
        #expect(scene.shown(cat) == Rect(x: 0, y: 66, width: 390, height: 44))
        #expect(scene.shown(bee) == Rect(x: 0, y: 44, width: 390, height: 44))
        #expect(scene.alpha(bee) == 0.5)
        #expect(bee.superview === scene.table)
        scene.engine.step(0.15)
        #expect(scene.shown(cat) == Rect(x: 0, y: 44, width: 390, height: 44))
        #expect(bee.superview == nil)
        #expect(scene.texts == ["Ant", "Cat", "Dog", "Eel"])
        #expect(scene.table.contentSize.height == 4 * 44)
    }

    @Test("inserted rows slide in from their animation's side; a row moved keeps its cell")
    func insertAndMove() throws {
        let scene = Scene(Self.five)
        let ant = try #require(scene.cell(0)), eel = try #require(scene.cell(4))
        try scene.table.performBatchUpdates {
            scene.list.names = ["Fox", "Eel", "Ant", "Bee", "Cat", "Dog"]
            try scene.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
            try scene.table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 1, section: 0))
        }
        let fox = try #require(scene.cell(0))
        #expect(scene.cell(1) === eel)
        #expect(scene.cell(2) === ant)
        #expect(scene.shown(fox) == Rect(x: -390, y: 0, width: 390, height: 44))
        scene.engine.step(0.15)
        #expect(scene.shown(fox) == Rect(x: -195, y: 0, width: 390, height: 44))
        // Eel rises from 176 to 44, Ant drops from 0 to 88.
        #expect(scene.shown(eel) == Rect(x: 0, y: 110, width: 390, height: 44))
        #expect(scene.shown(ant) == Rect(x: 0, y: 44, width: 390, height: 44))
        scene.engine.step(0.15)
        #expect(scene.shown(fox) == Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(scene.shown(eel) == Rect(x: 0, y: 44, width: 390, height: 44))
        #expect(scene.texts == ["Fox", "Eel", "Ant", "Bee", "Cat", "Dog"])
    }

    @Test("a reloaded row fades its new cell in over the old; top and bottom slide by the row's height")
    func reloadAndSlides() throws {
        let scene = Scene(Self.five)
        let bee = try #require(scene.cell(1))
        scene.list.names[1] = "Bat"
        try scene.table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        let bat = try #require(scene.cell(1))
        #expect(bat !== bee)
        #expect(bat.textLabel.text == "Bat")
        #expect(scene.alpha(bat) == 0)
        scene.engine.step(0.15)
        #expect(scene.alpha(bat) == 0.5 && scene.alpha(bee) == 0.5)
        scene.engine.step(0.15)
        scene.list.names.append("Elk")
        try scene.table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .top)
        let elk = try #require(scene.cell(5))
        #expect(scene.shown(elk) == Rect(x: 0, y: 176, width: 390, height: 44))
        scene.engine.step(0.3)
        #expect(scene.shown(elk) == Rect(x: 0, y: 220, width: 390, height: 44))
        #expect(scene.texts == ["Ant", "Bat", "Cat", "Dog", "Eel", "Elk"])
    }

    @Test("counts that disagree with the update are an error naming them; the table then shows the data")
    func inconsistent() throws {
        let scene = Scene(Self.five)
        // The row is said to be deleted, but the data still has it.
        let error = #expect(throws: TableUpdateError.self) {
            try scene.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }
        #expect(error?.message == "invalid table update: invalid number of rows in section 0: the data source gives 5 "
                + "after the update, but the section had 5 before, with 0 inserted and 1 deleted, 0 moved in and 0 moved "
                + "out, which makes 4: change the data the data source reads before the update ends")
        scene.engine.window.layoutIfNeeded()
        #expect(scene.texts == Self.five)
        let past = #expect(throws: TableUpdateError.self) {
            try scene.table.insertRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
        }
        #expect(past?.message == "invalid table update: attempt to insert row 7 of section 0, which has only 5 rows "
                + "at that point of the update")
        scene.engine.window.layoutIfNeeded()
        #expect(scene.texts == Self.five)
    }

    @Test("grouped tables: titles above and below the rows, spacing where there is none; inset rows")
    func groupedStyles() throws {
        let scene = Scene(["One", "Two"], style: .insetGrouped, footer: "Two rows", header: "Numbers")
        let table = scene.table
        #expect(table.backgroundColor == TableView.groupedBackground)
        // A 38-point header, two rows of 44 inset 20 from each side, a 38-point footer.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 20, y: 38, width: 350, height: 44))
        #expect(table.contentSize.height == 38 + 88 + 38)
        // The group ends at its last row: no separator under it.
        let cells = table.visibleCells
        #expect(!cells[0].separator.isHidden && cells[1].separator.isHidden)
        let titles = table.subviews.compactMap { $0 as? TableViewHeaderView }
        let header = try #require(titles.first { !$0.isFooter }), footer = try #require(titles.first { $0.isFooter })
        #expect(header.textLabel.text == "NUMBERS")
        #expect(header.frame == Rect(x: 0, y: 0, width: 390, height: 38))
        #expect(footer.frame == Rect(x: 0, y: 126, width: 390, height: 38))
        // Small grey text 7 points from the rows, lined up with the rows' text.
        let h = try #require(header.textLabel.intrinsicContentSize?.height)
        #expect(header.textLabel.frame == Rect(x: 36, y: 38 - 7 - h, width: 318, height: h))
        #expect(footer.textLabel.frame == Rect(x: 36, y: 7, width: 318, height: h))
        // Without a header title, a grouped section still stands 18 points apart.
        let plainish = Scene(["One"], style: .grouped)
        #expect(plainish.table.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 0, y: 18, width: 390, height: 44))
    }

    @Test("editing mode: content moves right for a red control that opens Delete; taps do not select")
    func editing() throws {
        let scene = Scene(Self.five)
        scene.list.lockedRows = [0]
        scene.table.setEditing(true, animated: true)
        let bee = try #require(scene.cell(1)), ant = try #require(scene.cell(0))
        #expect(bee.isEditing && !ant.isEditing)
        #expect(bee.contentView.frame == Rect(x: 38, y: 0, width: 352, height: 44))
        #expect(scene.shown(bee.contentView) == Rect(x: 0, y: 0, width: 390, height: 44))
        scene.engine.step(0.3)
        #expect(scene.shown(bee.contentView) == Rect(x: 38, y: 0, width: 352, height: 44))
        #expect(bee.editingControl.frame == Rect(x: 8, y: 11, width: 22, height: 22))
        try scene.engine.driver.tap(bee.contentView)
        #expect(scene.list.told.isEmpty)
        try scene.engine.driver.tap(bee.editingControl)
        scene.engine.step(0.3)
        #expect(scene.table.swipedRow == IndexPath(row: 1, section: 0))
        try scene.engine.driver.tap(title: "Delete")
        #expect(scene.list.told == ["delete Bee"])
        scene.engine.step(0.3)
        #expect(scene.texts == ["Ant", "Cat", "Dog", "Eel"])
    }

    @Test("a leftward swipe opens a row's actions, first outermost; a tap runs one and closes the row")
    func swipeActions() throws {
        let scene = Scene(Self.five)
        var ran: [String] = []
        scene.list.actions = { row in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Delete") { _, _, done in ran.append("delete \(row.row)"); done(true) },
                ContextualAction(style: .normal, title: "Archive") { _, _, done in ran.append("archive \(row.row)"); done(true) },
            ])
        }
        let cat = try #require(scene.cell(2))
        try scene.engine.driver.swipe(cat, .left)
        scene.engine.step(0.3)
        #expect(scene.table.swipedRow == IndexPath(row: 2, section: 0))
        // Delete at the right edge, Archive left of it, each its title plus 15 a side (80 and 87
        // points: over the 74 least); the content 167 points to the left.
        #expect(cat.swipeOffset == 167)
        #expect(cat.contentView.frame == Rect(x: -167, y: 0, width: 390, height: 44))
        #expect(cat.swipeActionsView.frame == Rect(x: 223, y: 0, width: 167, height: 44))
        let delete = try #require(cat.button(for: cat.swipeActions[0])), archive = try #require(cat.button(for: cat.swipeActions[1]))
        #expect(delete.frame == Rect(x: 87, y: 0, width: 80, height: 44))
        #expect(archive.frame == Rect(x: 0, y: 0, width: 87, height: 44))
        #expect(delete.backgroundColor == .systemRed && archive.backgroundColor == .systemGray)
        try scene.engine.driver.tap(title: "Archive")
        #expect(ran == ["archive 2"])
        scene.engine.step(0.3)
        #expect(scene.table.swipedRow == nil)
        #expect(cat.swipeOffset == 0)
        // A touch elsewhere while a row is open only closes it.
        try scene.engine.driver.swipe(cat, .left)
        try scene.engine.driver.tap(try #require(scene.cell(4)).contentView)
        #expect(scene.table.swipedRow == nil)
        #expect(scene.list.told.isEmpty)
    }
}
