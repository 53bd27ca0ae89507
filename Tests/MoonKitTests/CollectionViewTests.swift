import Testing
@testable import MoonKit

/// Items numbered from 0 in one or more sections, each cell showing its number in a label.
final class NumberGrid: CollectionViewDataSource, CollectionViewDelegate {
    var counts: [Int]
    var sizes: [IndexPath: Size] = [:]
    var told: [String] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell? {
        guard let cell = try? collectionView.dequeueReusableCell(withIdentifier: "number") else { return nil }
        let label = cell.contentView.subviews.first as? Label ?? Label()
        if label.superview == nil { cell.contentView.addSubview(label) }
        label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> Size? { sizes[indexPath] }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        told.append("select \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        told.append("deselect \(indexPath.section).\(indexPath.item)")
    }
}

@Suite struct CollectionViewTests {
    static func layout(_ change: (inout FlowLayout) -> Void) -> FlowLayout {
        var layout = FlowLayout()
        change(&layout)
        return layout
    }

    @Test("a full line spreads its leftover width between its items; the last line keeps the columns")
    func fullLinesJustify() {
        // 100-point items, 10 apart at least, in 350 points less 10 a side: three fit a line
        // (320 ≤ 330), and the 10 left over go between them, 5 each.
        let layout = Self.layout {
            $0.itemSize = Size(width: 100, height: 80)
            $0.sectionInset = EdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
        }
        let frames = layout.frames(sizes: [Array(repeating: Size(width: 100, height: 80), count: 5)], width: 350, height: 600)
        #expect(frames.items == [[
            Rect(x: 10, y: 20, width: 100, height: 80), Rect(x: 125, y: 20, width: 100, height: 80),
            Rect(x: 240, y: 20, width: 100, height: 80),
            Rect(x: 10, y: 110, width: 100, height: 80), Rect(x: 125, y: 110, width: 100, height: 80),
        ]])
        #expect(frames.contentSize == Size(width: 350, height: 20 + 80 + 10 + 80 + 30))
    }

    @Test("a line of one item is centred; a short last line is left-aligned at the minimum spacing")
    func loneAndLastLines() {
        // 300 across: a 200-wide item leaves no room for the 120 after it, so it is alone and
        // centred; the last line (120 and 60) starts at the left, 10 apart.
        let layout = Self.layout { $0.minimumLineSpacing = 4 }
        let sizes = [Size(width: 200, height: 40), Size(width: 120, height: 40), Size(width: 60, height: 20)]
        let frames = layout.frames(sizes: [sizes], width: 300, height: 500)
        #expect(frames.items == [[
            Rect(x: 50, y: 0, width: 200, height: 40),
            Rect(x: 0, y: 44, width: 120, height: 40), Rect(x: 130, y: 54, width: 60, height: 20),
        ]])
        #expect(frames.contentSize.height == 84)
    }

    @Test("sections follow one another, each with its header and insets")
    func sections() {
        let layout = Self.layout {
            $0.itemSize = Size(width: 40, height: 40)
            $0.headerHeight = 30
            $0.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        }
        let frames = layout.frames(sizes: [[Size(width: 40, height: 40)], [Size(width: 40, height: 40)]], width: 100, height: 500)
        #expect(frames.headers == [Rect(x: 0, y: 0, width: 100, height: 30), Rect(x: 0, y: 80, width: 100, height: 30)])
        #expect(frames.items == [[Rect(x: 0, y: 35, width: 40, height: 40)], [Rect(x: 0, y: 115, width: 40, height: 40)]])
        #expect(frames.contentSize == Size(width: 100, height: 160))
    }

    @Test("a section's footer follows its bottom inset, and the next section's header follows the footer")
    func footers() {
        let layout = Self.layout {
            $0.itemSize = Size(width: 40, height: 40)
            $0.headerHeight = 30
            $0.footerHeight = 20
            $0.sectionInset = EdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
        }
        // Section 0: header 0–30, inset to 35, item 35–75, inset to 80, footer 80–100; section
        // 1 the same from 100, but its footer is 44 tall (as a delegate would say). Headers and
        // footers span the whole width, whatever the insets.
        let frames = layout.frames(sizes: [[Size(width: 40, height: 40)], [Size(width: 40, height: 40)]],
                                   footers: [20, 44], width: 100, height: 500)
        #expect(frames.headers == [Rect(x: 0, y: 0, width: 100, height: 30), Rect(x: 0, y: 100, width: 100, height: 30)])
        #expect(frames.items == [[Rect(x: 8, y: 35, width: 40, height: 40)], [Rect(x: 8, y: 135, width: 40, height: 40)]])
        #expect(frames.footers == [Rect(x: 0, y: 80, width: 100, height: 20), Rect(x: 0, y: 180, width: 100, height: 44)])
        #expect(frames.contentSize == Size(width: 100, height: 224))
        // A footer of no height is none, and takes no room.
        let none = layout.frames(sizes: [[Size(width: 40, height: 40)]], footers: [0], width: 100, height: 500)
        #expect(none.footers == [nil])
        #expect(none.contentSize.height == 80)
    }

    @Test("scrolling sideways, a section's footer is a full-height column after its right inset")
    func horizontalFooters() {
        let layout = Self.layout {
            $0.scrollDirection = .horizontal
            $0.itemSize = Size(width: 40, height: 40)
            $0.headerHeight = 30
            $0.footerHeight = 20
            $0.sectionInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        }
        // 100 tall: two 40-point items a column, the 20 left over between them. Section 0 (three
        // items): header x 0–30, inset to 35, columns at 35 and 85, inset to 130, footer 130–150;
        // section 1 (one item): header 150–180, its column at 185, inset to 230, footer 230–250.
        let frames = layout.frames(sizes: [Array(repeating: Size(width: 40, height: 40), count: 3), [Size(width: 40, height: 40)]],
                                   width: 390, height: 100)
        #expect(frames.headers == [Rect(x: 0, y: 0, width: 30, height: 100), Rect(x: 150, y: 0, width: 30, height: 100)])
        #expect(frames.items == [
            [Rect(x: 35, y: 0, width: 40, height: 40), Rect(x: 35, y: 60, width: 40, height: 40), Rect(x: 85, y: 0, width: 40, height: 40)],
            [Rect(x: 185, y: 0, width: 40, height: 40)],
        ])
        #expect(frames.footers == [Rect(x: 130, y: 0, width: 20, height: 100), Rect(x: 230, y: 0, width: 20, height: 100)])
        #expect(frames.contentSize == Size(width: 250, height: 100))
    }

    @Test("scrolling sideways, items fill columns from top to bottom and columns go right")
    func horizontal() {
        let layout = Self.layout {
            $0.scrollDirection = .horizontal
            $0.itemSize = Size(width: 60, height: 90)
        }
        // 200 tall: two 90-point items a column (190 ≤ 200), the 10 left over between them.
        let frames = layout.frames(sizes: [Array(repeating: Size(width: 60, height: 90), count: 3)], width: 300, height: 200)
        #expect(frames.items == [[
            Rect(x: 0, y: 0, width: 60, height: 90), Rect(x: 0, y: 110, width: 60, height: 90),
            Rect(x: 70, y: 0, width: 60, height: 90),
        ]])
        #expect(frames.contentSize == Size(width: 130, height: 200))
    }

    /// A 390×600 collection view at (0, 100) on a portrait iPhone.
    final class Scene {
        let engine = Engine(device: .iPhonePortrait)
        let view = CollectionView(frame: Rect(x: 0, y: 100, width: 390, height: 600))
        let grid: NumberGrid

        init(_ counts: [Int], itemSize: Size = Size(width: 120, height: 120)) {
            grid = NumberGrid(counts)
            let vc = ViewController()
            engine.window.rootViewController = vc
            view.layout.itemSize = itemSize
            view.register("number")
            view.dataSource = grid
            view.delegate = grid
            vc.view.addSubview(view)
            engine.window.layoutIfNeeded()
        }

        var shown: [String] {
            view.visibleCells.map { ($0.contentView.subviews.first as? Label)?.text ?? "" }
        }
    }

    @Test("only the items on screen have cells; scrolling hands cells that left to items that came")
    func reuse() throws {
        // 120-point items, three a line (3 × 120 + 2 × 10 = 380 ≤ 390, 15 apart), 130 a line:
        // 600 points show lines 0 to 4 (the fifth from y 520).
        let scene = Scene([30])
        let view = scene.view
        #expect(view.contentSize == Size(width: 390, height: 10 * 130 - 10))
        #expect(view.frameForItem(at: IndexPath(item: 4, section: 0)) == Rect(x: 135, y: 130, width: 120, height: 120))
        #expect(view.indexPathsForVisibleItems.count == 15)
        #expect(view.cellsMade == 15)
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        view.contentOffset = Point(x: 0, y: 260)
        view.layoutIfNeeded()
        // Lines 2 to 6 now: the first two lines' cells went to the queue and came back.
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 6, section: 0))
        #expect(view.indexPathsForVisibleItems.count == 15)
        #expect(view.cellsMade == 15)
        #expect(first.superview === view)
        #expect(scene.shown.first == "0.6")
        #expect(view.indexPath(for: first).map { $0.item >= 15 } == true)
    }

    @Test("a tap selects the item under the finger and tells the delegate; another moves the selection")
    func selection() throws {
        let scene = Scene([7])
        let view = scene.view
        let fifth = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)))
        try scene.engine.driver.tap(fifth)
        #expect(scene.grid.told == ["select 0.4"])
        #expect(view.indexPathForSelectedItem == IndexPath(item: 4, section: 0))
        #expect(fifth.isSelected)
        try scene.engine.driver.tap(try #require(view.cellForItem(at: IndexPath(item: 6, section: 0))))
        #expect(scene.grid.told == ["select 0.4", "deselect 0.4", "select 0.6"])
        #expect(!fifth.isSelected)
        // A reload asks again and clears the selection.
        scene.grid.counts = [2]
        view.reloadData()
        #expect(scene.shown == ["0.0", "0.1"])
        #expect(view.indexPathForSelectedItem == nil)
    }

    @Test("sizes from the delegate; a new width breaks the lines again")
    func delegateSizes() throws {
        let scene = Scene([3])
        scene.grid.sizes = [IndexPath(item: 0, section: 0): Size(width: 390, height: 50)]
        scene.view.reloadData()
        scene.view.layoutIfNeeded()
        #expect(scene.view.frameForItem(at: IndexPath(item: 0, section: 0)) == Rect(x: 0, y: 0, width: 390, height: 50))
        #expect(scene.view.frameForItem(at: IndexPath(item: 1, section: 0)) == Rect(x: 0, y: 60, width: 120, height: 120))
        scene.view.frame = Rect(x: 0, y: 100, width: 200, height: 600)
        scene.view.layoutIfNeeded()
        // 200 wide: the second and third items no longer share a line; alone but last, the third
        // is at the left, the second (alone, not last) centred.
        #expect(scene.view.frameForItem(at: IndexPath(item: 1, section: 0)) == Rect(x: 40, y: 60, width: 120, height: 120))
        #expect(scene.view.frameForItem(at: IndexPath(item: 2, section: 0)) == Rect(x: 0, y: 190, width: 120, height: 120))
        #expect(scene.view.contentSize == Size(width: 200, height: 310))
    }
}
