import Testing
@testable import MoonKit

/// What the Cat Breeds app (issue 22) needed of the engine beyond issue 21: links in text views
/// that open, cells whose content is placed by constraints, bar buttons in the bar's tint, and
/// rows found by the labels a cell adds.
@Suite struct ContainerDetailsTests {
    /// A text view of 300×200 at (20, 100) showing a paragraph with two links, on a portrait iPhone.
    final class LinkScene: TextViewDelegate {
        let engine = Engine(device: .iPhonePortrait)
        let text = TextView(frame: Rect(x: 20, y: 100, width: 300, height: 200))
        var opened: [String] = []
        var asked: [String] = []
        var allow: (String) -> Bool = { _ in true }

        init(filler: Int = 0) {
            let vc = ViewController()
            engine.window.rootViewController = vc
            text.font = .system(17)
            text.attributedText = AttributedText([
                .init(String(repeating: "Line\n", count: filler) + "Made in "),
                .init("Lua", link: "https://www.lua.org"),
                .init(" and "),
                .init("elsewhere", link: "mailto:cat@example.org"),
                .init(".\nThe end."),
            ])
            text.delegate = self
            vc.view.addSubview(text)
            engine.observeOpenURL { [unowned self] url in self.opened.append(url) }
            engine.window.layoutIfNeeded()
        }

        func textView(_ textView: TextView, shouldInteractWith url: String) -> Bool {
            asked.append(url)
            return allow(url)
        }
    }

    @Test("a tapped link opens its URL; the delegate may refuse; a tap beside a link opens nothing")
    func linksOpen() throws {
        let scene = LinkScene()
        let label = scene.text.textLabel
        // The link areas follow the runs: "Made in " then "Lua" on the first line; the label
        // sits 8 points down (the container inset) and 5 in (the line fragment padding).
        let areas = label.linkAreas
        #expect(areas.map(\.link) == ["https://www.lua.org", "mailto:cat@example.org"])
        #expect(areas.map(\.text) == ["Lua", "elsewhere"])
        let lua = try #require(areas.first?.rects.first)
        let before = Font.system(17).width(of: "Made in ")
        #expect(lua.minX == before)
        // The lines sit centred in the label, which is as tall as the text rounded up to a point.
        #expect(lua.minY == (label.bounds.height - label.displayedRunLines.reduce(0) { $0 + $1.height }) / 2)
        #expect(lua.minY > 0 && lua.minY < 0.5)
        #expect(lua.width == Font.system(17).width(of: "Lua"))
        #expect(label.frame.origin == Point(x: 5, y: 8))

        try scene.engine.driver.tapLink(in: scene.text, text: "Lua")
        #expect(scene.opened == ["https://www.lua.org"])
        #expect(scene.asked == ["https://www.lua.org"])

        scene.allow = { $0.hasPrefix("http") }
        try scene.engine.driver.tapLink(in: scene.text, text: "mailto:cat@example.org")
        #expect(scene.asked.last == "mailto:cat@example.org")
        #expect(scene.opened == ["https://www.lua.org"])

        // "Made": no link there.
        _ = scene.engine.driver.tap(at: scene.text.convert(Point(x: 10, y: 15), to: nil))
        #expect(scene.opened.count == 1 && scene.asked.count == 2)

        #expect(throws: DriverError.noSuchLink(scene.text.debugName, text: "Swift", available: ["Lua", "elsewhere"])) {
            try scene.engine.driver.tapLink(in: scene.text, text: "Swift")
        }
    }

    @Test("a link below the fold is scrolled into sight and tapped; a drag that starts on a link scrolls instead")
    func linksAndScrolling() throws {
        let scene = LinkScene(filler: 30)
        let driver = scene.engine.driver
        #expect(scene.text.contentOffset.y == 0)
        try driver.tapLink(in: scene.text, text: "Lua")
        #expect(scene.opened == ["https://www.lua.org"])
        let offset = scene.text.contentOffset.y
        #expect(offset > 0)
        // A finger landing on the link and dragging: the pan takes the touch, nothing opens.
        let area = try #require(scene.text.textLabel.linkAreas.first?.rects.first)
        let start = scene.text.textLabel.convert(area.center, to: nil)
        driver.drag(from: start, to: Point(x: start.x, y: start.y + 60), seconds: 0.3)
        scene.engine.step(2)
        #expect(scene.opened == ["https://www.lua.org"])
        #expect(scene.text.contentOffset.y < offset)
    }

    /// Cells whose content view holds a label placed by constraints, as a Lua cell class makes.
    final class ConstrainedCells: TableViewDataSource, TableViewDelegate {
        var count = 0
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { 58 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = (try? tableView.dequeueReusableCell(withIdentifier: "name")) ?? TableViewCell()
            let name: Label
            if let found = cell.contentView.subviews.first(where: { $0.identifier == "name" }) as? Label {
                name = found
            } else {
                name = Label()
                name.identifier = "name"
                name.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(name)
                LayoutConstraint.activate([
                    name.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 62),
                    name.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                ])
            }
            name.text = "Breed \(indexPath.row)"
            return cell
        }
    }

    @Test("rows that arrive after the first layout place their constrained content in the same pass")
    func constrainedCellContent() throws {
        let engine = Engine(device: .iPhonePortrait)
        let vc = ViewController()
        engine.window.rootViewController = vc
        let table = TableView()
        table.translatesAutoresizingMaskIntoConstraints = false
        let source = ConstrainedCells()
        table.register("name")
        table.dataSource = source
        table.delegate = source
        vc.view.addSubview(table)
        LayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100),
            table.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 16),
            table.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -16),
            table.bottomAnchor.constraint(equalTo: vc.view.bottomAnchor, constant: -100),
        ])
        engine.window.layoutIfNeeded()
        source.count = 3
        table.reloadData()
        engine.window.layoutIfNeeded()
        // Before: the labels kept the frames solved while their content views were 0 × 0,
        // (62, -10), until some later pass.
        let names = table.visibleCells.compactMap { $0.contentView.subviews.first { $0.identifier == "name" } }
        #expect(names.count == 3)
        for name in names { #expect(name.frame.origin == Point(x: 62, y: 19)) }
        #expect(engine.window.needsLayout == false)
        // Found by a finger looking for the text: the row shows it.
        try engine.driver.tapRow(in: table, text: "Breed 2")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("the back button and the bar's items are drawn in the bar's tint")
    func barButtonsTakeTheTint() throws {
        let engine = Engine(device: .iPhonePortrait)
        let list = ViewController(), detail = ViewController()
        list.title = "Browse"
        let nav = NavigationController(rootViewController: list)
        engine.window.rootViewController = nav
        nav.pushViewController(detail, animated: false)
        detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Like")
        engine.window.layoutIfNeeded()
        let bar = nav.navigationBar
        #expect(bar.backButton.currentTitleColor == .systemBlue)
        bar.tintColor = Color(red255: 140, green255: 192, blue255: 132)
        bar.setNeedsLayout()
        engine.window.layoutIfNeeded()
        #expect(bar.backButton.currentTitleColor == Color(red255: 140, green255: 192, blue255: 132))
        #expect(bar.rightButton?.currentTitleColor == Color(red255: 140, green255: 192, blue255: 132))
    }
}
