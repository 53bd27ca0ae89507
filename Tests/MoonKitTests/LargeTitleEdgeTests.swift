import Testing
@testable import MoonKit

/// The corners of large titles: a title too long for its row, `always` on a screen pushed over
/// a `never` one, a mode changed while its screen shows, and each screen's own collapse kept
/// across a push and a pop. The scene is LargeTitleTests' (a 30-row table titled "Breeds"
/// under a bar preferring large titles, on a portrait iPhone).
@Suite struct LargeTitleEdgeTests {
    /// Pushes a screen titled `title` with `mode`, whose view is a 30-row table, without the slide.
    @discardableResult
    func push(_ scene: LargeTitleTests.Scene, _ title: String, _ mode: NavigationItem.LargeTitleDisplayMode,
              rows: RowSource = RowSource(count: 30)) -> (ViewController, TableView) {
        let table = TableView()
        table.dataSource = rows
        let screen = ViewController()
        screen.title = title
        screen.view = table
        screen.navigationItem.largeTitleDisplayMode = mode
        scene.navigation.pushViewController(screen, animated: false)
        scene.engine.window.layoutIfNeeded()
        return (screen, table)
    }

    @Test func aTitleTooLongForItsRowEndsInAnEllipsisOnOneLine() {
        // UIKit keeps a large title to one line (its two-line mode is private) and truncates
        // the tail with "…": the label is as wide as the row inside the 16-point margins.
        let scene = LargeTitleTests.Scene()
        scene.screen.title = "Abyssinian Cats of Ethiopia"
        scene.engine.window.layoutIfNeeded()
        let label = scene.bar.largeTitleLabel
        #expect(label.text == "Abyssinian Cats of Ethiopia")
        #expect(label.frame == Rect(x: 16, y: 0, width: 358, height: 52))
        let lines = label.displayedLines
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("…") == true)
        #expect(lines.first?.hasPrefix("Abyss") == true)
        // What shows fits the label; the whole title would not.
        let shown = TextLayout.size(lines.first ?? "", font: label.font, width: nil, numberOfLines: 1, wrapping: .word)
        let whole = TextLayout.size(label.text ?? "", font: label.font, width: nil, numberOfLines: 1, wrapping: .word)
        #expect(shown.width <= 358 && whole.width > 358)
        // Collapsed, the middle title has room for the whole of it at 17 points.
        scene.scroll(to: -91)
        #expect(scene.bar.titleLabel.displayedLines.first?.hasSuffix("…") == false)
        #expect(scene.bar.titleLabel.displayedLines == ["Abyssinian Cats of Ethiopia"])
    }

    @Test func alwaysOverNeverShowsALargeTitleThatCollapsesAndSettles() {
        let scene = LargeTitleTests.Scene()
        push(scene, "Detail", .never)
        #expect(scene.bar.frame.height == 44)
        let (photos, table) = push(scene, "Photos", .always)
        // Its own bar: large, and its table resting under it at 47 + 96.
        #expect(scene.bar.frame.height == 96)
        #expect(scene.bar.largeTitleLabel.text == "Photos")
        #expect(photos.view.safeAreaInsets.top == 143)
        #expect(table.contentOffset.y == -143)
        // Its table collapses the title and settles it, as the root's does.
        _ = try? scene.engine.driver.scroll(table, dy: 40)
        #expect(table.contentOffset.y == -91)
        #expect(scene.bar.frame.height == 44)
        // Back on the "never" screen, the plain bar; its table was never moved.
        scene.navigation.popViewController(animated: false)
        scene.engine.window.layoutIfNeeded()
        #expect(scene.bar.frame.height == 44)
        #expect(scene.bar.titleLabel.text == "Detail" && !scene.bar.titleLabel.isHidden)
    }

    @Test func eachScreenKeepsItsOwnCollapseAcrossAPushAndAPop() {
        let scene = LargeTitleTests.Scene()
        scene.scroll(to: -91)
        #expect(scene.bar.frame.height == 44)
        // The pushed screen starts with its title open: its table has not scrolled.
        push(scene, "Abyssinian", .automatic)
        #expect(scene.bar.frame.height == 96)
        #expect(scene.bar.largeTitleLabel.text == "Abyssinian")
        // Back at the root, scrolled as it was: the collapsed bar.
        scene.navigation.popViewController(animated: false)
        scene.engine.window.layoutIfNeeded()
        #expect(scene.bar.frame.height == 44)
        #expect(scene.table.contentOffset.y == -91)
        #expect(scene.bar.titleLabel.text == "Breeds" && !scene.bar.titleLabel.isHidden)
    }

    @Test func aModeChangedWhileItsScreenShowsTakesEffectAtTheNextLayout() throws {
        let scene = LargeTitleTests.Scene()
        scene.screen.navigationItem.largeTitleDisplayMode = .never
        scene.engine.window.layoutIfNeeded()
        #expect(scene.bar.frame.height == 44)
        #expect(scene.screen.view.safeAreaInsets.top == 91)
        // The table at rest follows the bar, its first row under it.
        #expect(scene.table.contentOffset.y == -91)
        #expect(try scene.firstRowOnScreen() == Rect(x: 0, y: 91, width: 390, height: 44))
        scene.screen.navigationItem.largeTitleDisplayMode = .always
        scene.engine.window.layoutIfNeeded()
        #expect(scene.bar.frame.height == 96)
        #expect(scene.table.contentOffset.y == -143)
        #expect(try scene.firstRowOnScreen() == Rect(x: 0, y: 143, width: 390, height: 44))
    }

    @Test func contentTooShortToCollapseTheTitleSettlesOpen() {
        let scene = LargeTitleTests.Scene()
        let short = ViewController()
        short.title = "Short"
        let scroll = ScrollView()
        // 707 + 34 (the home indicator's inset) − 844: the content scrolls only 40 points from
        // its resting −143, not the 52 the title needs to collapse.
        scroll.contentSize = Size(width: 390, height: 707)
        short.view = scroll
        scene.navigation.pushViewController(short, animated: false)
        scene.engine.window.layoutIfNeeded()
        #expect(scroll.contentOffset.y == -143)
        #expect(scroll.maximumContentOffset.y == -103)
        // 30 points up is past half way, but the collapsed end (−91) is out of reach: it opens.
        LargeTitleSettleTests().dragAndRelease(scene, up: 30)
        #expect(scroll.contentOffset.y == -113)
        scene.engine.runUntilIdle()
        scene.engine.window.layoutIfNeeded()
        #expect(scroll.contentOffset.y == -143)
        #expect(scene.bar.frame.height == 96)
    }

    @Test func alwaysOnAScreenWithoutAScrollViewStaysOpen() {
        let scene = LargeTitleTests.Scene()
        let plain = ViewController()
        plain.title = "About"
        plain.navigationItem.largeTitleDisplayMode = .always
        scene.navigation.pushViewController(plain, animated: false)
        scene.engine.window.layoutIfNeeded()
        #expect(scene.bar.frame.height == 96)
        #expect(plain.view.safeAreaInsets.top == 143)
        // A drag on it moves nothing: no scroll view to collapse the title.
        scene.engine.driver.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 400), seconds: 0.3)
        scene.engine.runUntilIdle()
        #expect(scene.bar.frame.height == 96)
    }
}
