import Testing
@testable import MoonKit

/// A grid of numbered items whose sections have header and footer views, both registered under
/// the one identifier "label" (each kind has queues of its own). It notes what it is asked.
final class FooterGrid: CollectionViewDataSource, CollectionViewDelegate {
    let grid: NumberGrid
    var footerSizes: [Int: Size] = [:]
    var asked: [String] = []

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
        asked.append("\(kind.rawValue) \(indexPath.section)")
        return try? collectionView.dequeueReusableSupplementaryView(ofKind: kind, withIdentifier: "label")
    }
    func collectionView(_ collectionView: CollectionView, referenceSizeForFooterInSection section: Int) -> Size? {
        footerSizes[section]
    }
}

@Suite struct CollectionViewFooterTests {
    /// A 390×300 collection view at (0, 100) of 120-point items (three a line at x 0, 135 and
    /// 270, lines 130 apart) under 40-point headers and over 30-point footers.
    final class Scene {
        let engine = Engine(device: .iPhonePortrait)
        let view = CollectionView(frame: Rect(x: 0, y: 100, width: 390, height: 300))
        let source: FooterGrid

        init(_ counts: [Int], footerSizes: [Int: Size] = [:]) {
            source = FooterGrid(counts)
            source.footerSizes = footerSizes
            let vc = ViewController()
            engine.window.rootViewController = vc
            view.collectionViewLayout.itemSize = Size(width: 120, height: 120)
            view.collectionViewLayout.headerReferenceSize = Size(width: 0, height: 40)
            view.collectionViewLayout.footerReferenceSize = Size(width: 0, height: 30)
            view.register("number")
            view.registerSupplementaryView(ofKind: .sectionHeader, "label")
            view.registerSupplementaryView(ofKind: .sectionFooter, "label")
            view.dataSource = source
            view.delegate = source
            vc.view.addSubview(view)
            engine.window.layoutIfNeeded()
        }
    }

    @Test("each section's footer view sits after its items and bottom inset, before the next header; the delegate sizes one")
    func placed() throws {
        // Section 0: header 0–40, two lines at 40 and 170 (ending at 290), footer 290–320;
        // section 1: header 320–360, a line at 360, its footer 50 tall from the delegate.
        let scene = Scene([4, 2], footerSizes: [1: Size(width: 0, height: 50)])
        let view = scene.view
        #expect(view.frameForSupplementaryView(ofKind: .sectionFooter, inSection: 0) == Rect(x: 0, y: 290, width: 390, height: 30))
        #expect(view.frameForHeader(inSection: 1) == Rect(x: 0, y: 320, width: 390, height: 40))
        #expect(view.frameForItem(at: IndexPath(item: 0, section: 1)) == Rect(x: 0, y: 360, width: 120, height: 120))
        #expect(view.frameForSupplementaryView(ofKind: .sectionFooter, inSection: 1) == Rect(x: 0, y: 480, width: 390, height: 50))
        #expect(view.frameForSupplementaryView(ofKind: .sectionFooter, inSection: 2) == nil)
        #expect(view.contentSize == Size(width: 390, height: 530))
        // On screen (0–300): section 0's header and footer, asked for in that order.
        #expect(scene.source.asked == ["header 0", "footer 0"])
        let footer = try #require(view.supplementaryView(ofKind: .sectionFooter, inSection: 0))
        #expect(footer.frame == Rect(x: 0, y: 290, width: 390, height: 30))
        #expect(footer.superview === view && footer.reuseIdentifier == "label" && footer.elementKind == .sectionFooter)
        #expect(view.visibleSupplementaryViews(ofKind: .sectionFooter).count == 1)
        #expect(view.supplementaryView(ofKind: .sectionHeader, inSection: 0) !== footer)
    }

    @Test("a footer that scrolls away goes to its kind's queue: the next footer reuses it, the next header a header's view")
    func reusedByKind() throws {
        let scene = Scene([4, 2])
        let view = scene.view
        let header0 = try #require(view.supplementaryView(ofKind: .sectionHeader, inSection: 0))
        let footer0 = try #require(view.supplementaryView(ofKind: .sectionFooter, inSection: 0))
        // 330–630: section 0's header and footer have left; section 1's header (320–360) and
        // footer (480–510) are on screen. One queue for both kinds would hand the footer's view
        // (queued last) to the header.
        view.contentOffset = Point(x: 0, y: 330)
        view.layoutIfNeeded()
        #expect(scene.source.asked == ["header 0", "footer 0", "header 1", "footer 1"])
        #expect(view.supplementaryView(ofKind: .sectionHeader, inSection: 1) === header0)
        #expect(view.supplementaryView(ofKind: .sectionFooter, inSection: 1) === footer0)
        #expect(footer0.frame == Rect(x: 0, y: 480, width: 390, height: 30))
        #expect(view.supplementaryView(ofKind: .sectionFooter, inSection: 0) == nil)
    }

    @Test("scrolling sideways, the layout object's footer width counts and the footer is a full-height column")
    func horizontal() throws {
        let scene = Scene([3])
        let layout = scene.view.collectionViewLayout
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = Size(width: 20, height: 999)
        layout.footerReferenceSize = Size(width: 36, height: 999)
        scene.view.layoutIfNeeded()
        // 300 tall: two 120-point items a column (the 60 left over between them), columns at 20
        // and 150 after the 20-point header; the footer follows the last column, 36 wide.
        #expect(scene.view.frameForItem(at: IndexPath(item: 2, section: 0)) == Rect(x: 150, y: 0, width: 120, height: 120))
        let footer = try #require(scene.view.supplementaryView(ofKind: .sectionFooter, inSection: 0))
        #expect(footer.frame == Rect(x: 270, y: 0, width: 36, height: 300))
        #expect(scene.view.contentSize == Size(width: 306, height: 300))
        #expect(layout.flow.footerHeight == 36)
    }

    @Test("an update slides the footers and headers on screen from their sections' old places to their new ones")
    func slidesInUpdates() throws {
        let scene = Scene([4, 2])
        let view = scene.view
        let footer0 = try #require(view.supplementaryView(ofKind: .sectionFooter, inSection: 0))
        // Deleting item 3 leaves section 0 one line: its footer moves from 290 up to 160, and
        // section 1's header (320, off screen) comes on screen at 190, sliding from 320.
        scene.source.grid.counts = [3, 2]
        try view.deleteItems(at: [IndexPath(item: 3, section: 0)])
        let footer = try #require(view.supplementaryView(ofKind: .sectionFooter, inSection: 0))
        let header1 = try #require(view.supplementaryView(ofKind: .sectionHeader, inSection: 1))
        #expect(footer === footer0)
        #expect(footer.frame == Rect(x: 0, y: 160, width: 390, height: 30))
        let animator = try #require(scene.engine.window.animator)
        scene.engine.step(0.15)
        #expect(animator.presentation(of: footer).frame == Rect(x: 0, y: 225, width: 390, height: 30))
        #expect(animator.presentation(of: header1).frame == Rect(x: 0, y: 255, width: 390, height: 40))
        scene.engine.step(0.15)
        #expect(animator.presentation(of: footer).frame == Rect(x: 0, y: 160, width: 390, height: 30))
        #expect(header1.frame == Rect(x: 0, y: 190, width: 390, height: 40))
        // The header of section 0 did not move, and went on showing.
        #expect(view.supplementaryView(ofKind: .sectionHeader, inSection: 0)?.frame == Rect(x: 0, y: 0, width: 390, height: 40))
    }
}
