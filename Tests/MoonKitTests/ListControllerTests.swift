import Testing
@testable import MoonKit

/// A table view controller of `count` rows ("Breed 0", "Breed 1", …) that records its selections.
private final class BreedList: TableViewController {
    var count: Int
    var told: [String] = []

    init(count: Int, style: TableView.Style = .plain) {
        self.count = count
        super.init(style: style)
        title = "Breeds"
    }

    override func viewDidLoad() { tableView.register("breed") }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = (try? tableView.dequeueReusableCell(withIdentifier: "breed")) ?? TableViewCell()
        cell.textLabel.text = "Breed \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { told.append("select \(indexPath.row)") }
}

/// A collection view controller of `count` 100-point items.
private final class PhotoGrid: CollectionViewController {
    var count: Int

    init(count: Int) {
        self.count = count
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    override func viewDidLoad() { collectionView.register("photo") }
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell? {
        try? collectionView.dequeueReusableCell(withIdentifier: "photo")
    }
}

/// `TableViewController` and `CollectionViewController` as UIKit's: the view is the list, the
/// list's data source and delegate are the controller, UIKit's defaults until a subclass
/// answers, the content inset under the bars, and the selection cleared on reappearing. On an
/// iPhone in portrait under a navigation bar: 47 points of status bar and 44 of bar above, 34
/// of home indicator below.
@Suite struct ListControllerTests {
    @Test func theTableIsTheViewAndAsksTheControllerWhichHasNoRowsByDefault() {
        let controller = TableViewController()
        let table = controller.tableView!
        #expect(controller.view === table)
        #expect(table.style == .plain)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
        let engine = portraitEngine(showing: NavigationController(rootViewController: controller))
        defer { withExtendedLifetime(engine) {} }
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(table.visibleCells.isEmpty)
        #expect(TableViewController(style: .insetGrouped).tableView.style == .insetGrouped)
    }

    @Test func underANavigationBarTheTableFillsTheScreenAndItsFirstRowStartsUnderTheBar() throws {
        let list = BreedList(count: 30)
        let engine = portraitEngine(showing: NavigationController(rootViewController: list))
        let table = list.tableView!
        expectFrame(table, Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(table.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset == Point(x: 0, y: -91))
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(first.bounds, to: engine.window) == Rect(x: 0, y: 91, width: 390, height: 44))
        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(third.convert(third.bounds, to: engine.window) == Rect(x: 0, y: 179, width: 390, height: 44))
        #expect(third.textLabel.text == "Breed 2")
        // 30 rows of 44 are 1 320 points: the last comes out from under the home indicator.
        #expect(table.maximumContentOffset == Point(x: 0, y: 1320 + 34 - 844))
    }

    @Test func aSelectedRowIsDeselectedWhenTheListComesBackUnlessAskedToKeepIt() throws {
        for keeps in [false, true] {
            let list = BreedList(count: 5)
            list.clearsSelectionOnViewWillAppear = !keeps
            let navigation = NavigationController(rootViewController: list)
            let engine = portraitEngine(showing: navigation)
            try engine.driver.tapRow(in: list.tableView, text: "Breed 3")
            #expect(list.told == ["select 3"])
            navigation.pushViewController(ViewController(), animated: true)
            engine.step(1)
            // Pushed over, the list keeps its selection, as UIKit's does.
            #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
            _ = navigation.popViewController(animated: true)
            #expect(list.tableView.indexPathForSelectedRow == (keeps ? IndexPath(row: 3, section: 0) : nil))
            engine.step(1)
            let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
            #expect(row.isSelected == keeps)
            #expect(list.told == ["select 3"], "a deselection by the controller is not the user's: the delegate is not told")
        }
    }

    @Test func aTableGivenInLoadViewIsTheViewAndKeepsTheDataSourceItWasGiven() {
        final class Custom: TableViewController {
            let other = RowSource(count: 2)
            override func loadView() {
                let table = TableView(style: .grouped)
                table.dataSource = other
                tableView = table
            }
        }
        let custom = Custom()
        #expect(custom.tableView.style == .grouped)
        #expect(custom.tableView.dataSource === custom.other)
        #expect(custom.tableView.delegate === custom)
        // A controller whose view is not a table has no table, as UIKit's `tableView` is nil then.
        final class NotATable: TableViewController {
            override func loadView() { view = View() }
        }
        #expect(NotATable().tableView == nil)
    }

    @Test func theGridIsTheViewWithItsLayoutAndFillsTheScreenUnderTheBar() throws {
        let grid = PhotoGrid(count: 9)
        let layout = grid.collectionViewLayout
        let engine = portraitEngine(showing: NavigationController(rootViewController: grid))
        let view = grid.collectionView!
        #expect(grid.view === view)
        #expect(view.collectionViewLayout === layout)
        #expect(view.dataSource === grid && view.delegate === grid)
        expectFrame(view, Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(view.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(view.contentOffset == Point(x: 0, y: -91))
        // Three items of 100 a line across 390 points: the flow spreads them 45 apart.
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.convert(first.bounds, to: engine.window) == Rect(x: 0, y: 91, width: 100, height: 100))
        let sixth = try #require(view.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(sixth.convert(sixth.bounds, to: engine.window) == Rect(x: 290, y: 201, width: 100, height: 100))
    }

    @Test func aGridWithoutAnswersHasNoItemsAndItsSelectionIsClearedOnReappearing() {
        let empty = CollectionViewController()
        let engine = portraitEngine(showing: NavigationController(rootViewController: empty))
        defer { withExtendedLifetime(engine) {} }
        #expect(empty.collectionView.numberOfSections == 1)
        #expect(empty.collectionView.numberOfItems(inSection: 0) == 0)

        let grid = PhotoGrid(count: 4)
        let navigation = NavigationController(rootViewController: grid)
        let second = portraitEngine(showing: navigation)
        grid.collectionView.selectItem(at: IndexPath(item: 1, section: 0))
        navigation.pushViewController(ViewController(), animated: false)
        _ = navigation.popViewController(animated: false)
        second.window.layoutIfNeeded()
        #expect(grid.collectionView.indexPathForSelectedItem == nil)
    }
}
