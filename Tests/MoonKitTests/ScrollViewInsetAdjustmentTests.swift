import Testing
@testable import MoonKit

/// Scroll views make room for the bars they extend under, as UIKit's do (its content inset
/// adjustment): the covered part of the safe area adds to `contentInset`, and an offset resting
/// at the top follows it. The iPhone in portrait: 47 points of status bar, 34 of home indicator;
/// under a navigation bar the safe area's top is 91.
@Suite struct ScrollViewInsetAdjustmentTests {
    /// A table of `rows` rows of 44 points as the whole view of a screen in a navigation
    /// controller (the source is returned to keep it alive).
    private func tableScreen(rows: Int) -> (RowSource, TableView, NavigationController) {
        let screen = ViewController()
        screen.title = "Breeds"
        let table = TableView()
        let source = RowSource(count: rows)
        table.dataSource = source
        screen.view = table
        return (source, table, NavigationController(rootViewController: screen))
    }

    @Test func aTableFillingTheScreenBehindTheBarStartsWithItsFirstRowUnderTheBar() throws {
        let (source, table, navigation) = tableScreen(rows: 30)
        defer { withExtendedLifetime(source) {} }
        let engine = portraitEngine(showing: navigation)
        expectFrame(table, Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(table.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset == Point(x: 0, y: -91))
        // Moving to the resting place is no scroll: the indicators do not flash.
        #expect(table.verticalScrollIndicatorFrame == nil)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(first.bounds, to: engine.window) == Rect(x: 0, y: 91, width: 390, height: 44))
        // The content scrolls out from under the bars at both ends: 30 rows of 44 are 1 320 points.
        #expect(table.minimumContentOffset == Point(x: 0, y: -91))
        #expect(table.maximumContentOffset == Point(x: 0, y: 1320 + 34 - 844))
        // The rows see no safe area at the adjusted edges: none changes its margins under the bar.
        #expect(first.safeAreaInsets == .zero)
    }

    @Test func aShortTableInANavigationScreenIsAdjustedToo() {
        // "automatic": top and bottom always in a screen of a navigation controller.
        let (source, table, navigation) = tableScreen(rows: 2)
        defer { withExtendedLifetime(source) {} }
        let engine = portraitEngine(showing: navigation)
        defer { withExtendedLifetime(engine) {} }
        #expect(table.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset == Point(x: 0, y: -91))
    }

    @Test func aScrollViewPinnedToTheSafeAreaHasNothingToAdjust() {
        let screen = ViewController()
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.contentSize = Size(width: 390, height: 2000)
        screen.view.addSubview(scroll)
        let safe = screen.view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: safe.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor),
        ])
        let engine = portraitEngine(showing: NavigationController(rootViewController: screen))
        defer { withExtendedLifetime(engine) {} }
        expectFrame(scroll, Rect(x: 0, y: 91, width: 390, height: 719))
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.contentOffset == .zero)
    }

    @Test func eachBehaviourAdjustsItsEdges() {
        // A plain screen (no bar controller) on a landscape iPhone: 47 at each side, 21 below.
        func scroll(_ behaviour: ScrollView.ContentInsetAdjustmentBehavior, content: Size) -> (inset: EdgeInsets, offset: Point) {
            let engine = Engine(device: .iPhone)
            let root = ViewController()
            engine.window.rootViewController = root
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 844, height: 390))
            scroll.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
            scroll.contentInsetAdjustmentBehavior = behaviour
            scroll.contentSize = content
            root.view.addSubview(scroll)
            engine.window.layoutIfNeeded()
            return (scroll.adjustedContentInset, scroll.contentOffset)
        }
        let short = Size(width: 844, height: 100), tall = Size(width: 844, height: 2000), wide = Size(width: 2000, height: 100)
        #expect(scroll(.never, content: tall).inset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        #expect(scroll(.always, content: short).inset == EdgeInsets(top: 5, left: 47, bottom: 21, right: 47))
        #expect(scroll(.scrollableAxes, content: short).inset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        #expect(scroll(.scrollableAxes, content: tall).inset == EdgeInsets(top: 5, left: 0, bottom: 21, right: 0))
        #expect(scroll(.scrollableAxes, content: wide).inset == EdgeInsets(top: 5, left: 47, bottom: 0, right: 47))
        // Outside a bar controller, "automatic" is "scrollableAxes".
        #expect(scroll(.automatic, content: short).inset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        #expect(scroll(.automatic, content: wide).inset == EdgeInsets(top: 5, left: 47, bottom: 0, right: 47))
        // Sideways, a resting offset follows the left edge.
        #expect(scroll(.always, content: short).offset == Point(x: -47, y: -5))
    }

    @Test func neverLeavesTheContentUnderTheBar() {
        let (source, table, navigation) = tableScreen(rows: 30)
        defer { withExtendedLifetime(source) {} }
        table.contentInsetAdjustmentBehavior = .never
        let engine = portraitEngine(showing: navigation)
        defer { withExtendedLifetime(engine) {} }
        #expect(table.adjustedContentInset == .zero)
        #expect(table.contentOffset == .zero)
        // No inset: the smallest offset is 0, not -0 (which a script would print as "-0.0").
        #expect(table.minimumContentOffset.y.sign == .plus)
    }

    @Test func aRestingOffsetFollowsTheBarAndAScrolledOneStays() {
        let (source, table, navigation) = tableScreen(rows: 30)
        defer { withExtendedLifetime(source) {} }
        let engine = portraitEngine(showing: navigation)
        navigation.setNavigationBarHidden(true, animated: false)
        engine.window.layoutIfNeeded()
        #expect(table.adjustedContentInset.top == 47)
        #expect(table.contentOffset == Point(x: 0, y: -47))
        table.contentOffset = Point(x: 0, y: 200)
        navigation.setNavigationBarHidden(false, animated: false)
        engine.window.layoutIfNeeded()
        #expect(table.adjustedContentInset.top == 91)
        #expect(table.contentOffset == Point(x: 0, y: 200))
    }

    @Test func scrollingToARowPutsItUnderTheBar() throws {
        let (source, table, navigation) = tableScreen(rows: 30)
        defer { withExtendedLifetime(source) {} }
        let engine = portraitEngine(showing: navigation)
        defer { withExtendedLifetime(engine) {} }
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset == Point(x: 0, y: 440 - 91))
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        // The last row ends just above the home indicator: 1 320 − (844 − 34).
        #expect(table.contentOffset == Point(x: 0, y: 1320 - 810))
    }
}
