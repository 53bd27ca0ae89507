import Testing
@testable import MoonKit

/// A grid whose items are numbered labels: `NumberGrid` with header views that say their section.
final class HeaderGrid: CollectionViewDataSource, CollectionViewDelegate {
    let grid: NumberGrid
    var headerSizes: [Int: Size] = [:]
    var headersAsked = 0

    init(_ counts: [Int]) { grid = NumberGrid(counts) }

    func numberOfSections(in collectionView: CollectionView) -> Int { grid.numberOfSections(in: collectionView) }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        grid.collectionView(collectionView, numberOfItemsInSection: section)
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell? {
        grid.collectionView(collectionView, cellForItemAt: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: CollectionView.ElementKind,
                        at indexPath: IndexPath) -> CollectionReusableView? {
        headersAsked += 1
        guard let view = try? collectionView.dequeueReusableSupplementaryView(ofKind: kind, withIdentifier: "title") else { return nil }
        view.tag = indexPath.section
        return view
    }
    func collectionView(_ collectionView: CollectionView, referenceSizeForHeaderInSection section: Int) -> Size? {
        headerSizes[section]
    }
}

@Suite struct CollectionViewUpdateTests {
    /// A 390×600 collection view at (0, 100) of 120-point items: three a line at x 0, 135 and 270,
    /// lines 130 apart.
    final class Scene {
        let engine = Engine(device: .iPhonePortrait)
        let view = CollectionView(frame: Rect(x: 0, y: 100, width: 390, height: 600))
        let source: HeaderGrid

        init(_ counts: [Int], header: Double = 0) {
            source = HeaderGrid(counts)
            let vc = ViewController()
            engine.window.rootViewController = vc
            view.collectionViewLayout.itemSize = Size(width: 120, height: 120)
            view.collectionViewLayout.headerReferenceSize = Size(width: 0, height: header)
            view.register("number")
            view.registerSupplementaryView(ofKind: .sectionHeader, "title")
            view.dataSource = source
            view.delegate = source
            vc.view.addSubview(view)
            engine.window.layoutIfNeeded()
        }

        var counts: [Int] {
            get { source.grid.counts }
            set { source.grid.counts = newValue }
        }

        func cell(_ item: Int, _ section: Int = 0) throws -> CollectionViewCell {
            try #require(view.cellForItem(at: IndexPath(item: item, section: section)))
        }

        func shown(_ cell: View) throws -> (frame: Rect, alpha: Double) {
            let animator = try #require(engine.window.animator)
            let layer = animator.presentation(of: cell)
            return (layer.frame, layer.alpha)
        }
    }

    @Test("headers: the layout's size or the delegate's, each section's view from the data source, asked once")
    func headers() throws {
        let scene = Scene([4, 2], header: 40)
        scene.source.headerSizes[1] = Size(width: 999, height: 24)
        scene.view.collectionViewLayout.invalidateLayout()
        scene.view.layoutIfNeeded()
        // Section 0: a 40-point header, two lines of items (the last line left-aligned); section
        // 1 right below, with its own 24-point header (the delegate's width does not count).
        #expect(scene.view.frameForHeader(inSection: 0) == Rect(x: 0, y: 0, width: 390, height: 40))
        #expect(scene.view.frameForItem(at: IndexPath(item: 3, section: 0)) == Rect(x: 0, y: 170, width: 120, height: 120))
        #expect(scene.view.frameForHeader(inSection: 1) == Rect(x: 0, y: 290, width: 390, height: 24))
        // Its two items are its last line: left-aligned, at the minimum spacing.
        #expect(scene.view.frameForItem(at: IndexPath(item: 1, section: 1)) == Rect(x: 130, y: 314, width: 120, height: 120))
        #expect(scene.view.contentSize == Size(width: 390, height: 434))
        let headers = scene.view.visibleHeaders
        #expect(headers.map(\.tag) == [0, 1])
        #expect(headers.map(\.frame) == [Rect(x: 0, y: 0, width: 390, height: 40), Rect(x: 0, y: 290, width: 390, height: 24)])
        #expect(headers.allSatisfy { $0.superview === scene.view && $0.reuseIdentifier == "title" })
        let asked = scene.source.headersAsked
        scene.view.contentOffset = Point(x: 0, y: 10)
        scene.view.layoutIfNeeded()
        #expect(scene.source.headersAsked == asked)
    }

    @Test("a deletion: the item fades out where it was, the items after slide back a place, in 0.3 s")
    func deletion() throws {
        let scene = Scene([6])
        let (first, second, third, fourth) = (try scene.cell(0), try scene.cell(1), try scene.cell(2), try scene.cell(3))
        scene.counts = [5]
        try scene.view.performBatchUpdates({ try scene.view.deleteItems(at: [IndexPath(item: 1, section: 0)]) })
        #expect(try scene.cell(1) === third)
        #expect(try scene.cell(2) === fourth)
        scene.engine.step(0.15)
        #expect(try scene.shown(first).frame == Rect(x: 0, y: 0, width: 120, height: 120))
        #expect(try scene.shown(second) == (Rect(x: 135, y: 0, width: 120, height: 120), 0.5))
        #expect(try scene.shown(third).frame == Rect(x: 202.5, y: 0, width: 120, height: 120))
        #expect(try scene.shown(fourth).frame == Rect(x: 135, y: 65, width: 120, height: 120))
        scene.engine.step(0.15)
        #expect(third.frame == Rect(x: 135, y: 0, width: 120, height: 120))
        #expect(fourth.frame == Rect(x: 270, y: 0, width: 120, height: 120))
        // The deleted item's cell went back to the queue, opaque again.
        #expect(second.superview == nil)
        #expect(second.alpha == 1)
        #expect(scene.view.indexPathsForVisibleItems.count == 5)
    }

    @Test("an insertion fades in at its place; a move slides the item there and the selection follows it")
    func insertionAndMove() throws {
        let scene = Scene([3])
        let (first, third) = (try scene.cell(0), try scene.cell(2))
        scene.view.selectItem(at: IndexPath(item: 2, section: 0))
        scene.counts = [4]
        var finished: [Bool] = []
        try scene.view.performBatchUpdates({
            try scene.view.insertItems(at: [IndexPath(item: 1, section: 0)])
            try scene.view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        }, completion: { finished.append($0) })
        // After: the moved item first, the inserted one, then what was first.
        let inserted = try scene.cell(1)
        #expect(try scene.cell(0) === third)
        #expect(try scene.cell(2) === first)
        #expect(scene.view.indexPathForSelectedItem == IndexPath(item: 0, section: 0))
        #expect(third.isSelected)
        #expect(try scene.shown(inserted) == (Rect(x: 135, y: 0, width: 120, height: 120), 0))
        // Three items were the section's last line, left-aligned 10 apart: the third was at 260.
        let thirdAtStart = try scene.shown(third).frame
        #expect(thirdAtStart == Rect(x: 260, y: 0, width: 120, height: 120))
        #expect(third.frame == Rect(x: 0, y: 0, width: 120, height: 120))
        scene.engine.step(0.15)
        #expect(try scene.shown(inserted).alpha == 0.5)
        let (thirdHalfway, firstHalfway) = (try scene.shown(third).frame, try scene.shown(first).frame)
        #expect(thirdHalfway == Rect(x: 130, y: 0, width: 120, height: 120))
        #expect(firstHalfway == Rect(x: 135, y: 0, width: 120, height: 120))
        #expect(finished == [])
        scene.engine.step(0.15)
        #expect(finished == [true])
        #expect(first.frame == Rect(x: 270, y: 0, width: 120, height: 120))
        #expect(third.frame == Rect(x: 0, y: 0, width: 120, height: 120))
    }

    @Test("counts that disagree with the changes: an error naming them as UIKit does, and a reload")
    func disagreeingCounts() throws {
        let scene = Scene([6])
        scene.view.selectItem(at: IndexPath(item: 0, section: 0))
        func refusal(_ change: () throws(TableUpdateError) -> Void) -> String? {
            scene.view.layoutIfNeeded()
            do { try change() } catch { return error.message }
            return nil
        }
        #expect(refusal { () throws(TableUpdateError) in try scene.view.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
                == "invalid collection view update: invalid number of items in section 0: the data source gives 6 after the "
                + "update, but the section had 6 before, with 0 inserted and 1 deleted, 0 moved in and 0 moved out, which "
                + "makes 5: change the data the data source reads before the update ends")
        #expect(scene.view.indexPathForSelectedItem == nil)
        #expect(refusal { () throws(TableUpdateError) in try scene.view.moveItem(at: IndexPath(item: 6, section: 0), to: IndexPath(item: 0, section: 0)) }
                == "invalid collection view update: attempt to move item 6 from section 0, which has only 6 items before the update")
        #expect(scene.view.numberOfItems(inSection: 0) == 6)
        #expect(scene.view.indexPathsForVisibleItems.count == 6)
    }

    @Test("a layout's change lays the items out again, keeping the cells and the selection")
    func layoutChange() throws {
        let scene = Scene([4])
        let second = try scene.cell(1)
        scene.view.selectItem(at: IndexPath(item: 1, section: 0))
        scene.view.collectionViewLayout.itemSize = Size(width: 180, height: 100)
        scene.view.collectionViewLayout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        scene.view.layoutIfNeeded()
        // Two 180-point items a line in 370: the 10 left over between them.
        #expect(second.frame == Rect(x: 200, y: 10, width: 180, height: 100))
        #expect(try scene.cell(1) === second)
        #expect(scene.view.indexPathForSelectedItem == IndexPath(item: 1, section: 0))
        #expect(scene.view.contentSize == Size(width: 390, height: 10 + 100 + 10 + 100 + 10))
        // Sideways: columns from top to bottom; the view now bounces sideways.
        scene.view.collectionViewLayout.scrollDirection = .horizontal
        scene.view.layoutIfNeeded()
        #expect(scene.view.alwaysBounceHorizontal && !scene.view.alwaysBounceVertical)
        // 580 points down: all four fit one column, 10 apart.
        #expect(scene.view.frameForItem(at: IndexPath(item: 3, section: 0)) == Rect(x: 10, y: 340, width: 180, height: 100))
    }
}
