import Testing
@testable import MoonKit

/// Large titles on a portrait iPhone (47 points of status bar): the bar is 96 points with the
/// title in bold 34-point text at the left of the 52-point row under the buttons, the screen's
/// safe area starts at 47 + 96 = 143, and the bar shrinks point for point as the screen's table
/// scrolls up, to the plain 44-point bar whose middle title then shows.
@Suite struct LargeTitleTests {
    /// A navigation controller preferring large titles over a screen whose view is a table of
    /// 30 rows of 44 points, on a portrait iPhone.
    final class Scene {
        let source = RowSource(count: 30)
        let table = TableView()
        let screen = ViewController()
        let navigation: NavigationController
        let engine: Engine
        var bar: NavigationBar { navigation.navigationBar }

        init() {
            screen.title = "Breeds"
            table.dataSource = source
            screen.view = table
            navigation = NavigationController(rootViewController: screen)
            navigation.navigationBar.prefersLargeTitles = true
            engine = portraitEngine(showing: navigation)
        }

        /// Scrolls the table to `y` and lays the screen out.
        func scroll(to y: Double) {
            table.contentOffset = Point(x: 0, y: y)
            engine.window.layoutIfNeeded()
        }

        /// Where the first row is on screen.
        func firstRowOnScreen() throws -> Rect {
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            return cell.convert(cell.bounds, to: engine.window)
        }
    }

    @Test func anExpandedLargeTitleMakesTheBar96PointsWithTheTitleBigAtTheLeft() throws {
        let scene = Scene()
        let bar = scene.bar
        expectFrame(bar, Rect(x: 0, y: 47, width: 390, height: 96))
        expectFrame(bar.separator, Rect(x: 0, y: 96, width: 390, height: 0.5))
        expectFrame(bar.background, Rect(x: 0, y: -47, width: 390, height: 143))
        expectFrame(bar.largeTitleRow, Rect(x: 0, y: 44, width: 390, height: 52))
        // 16 points in from each side: the portrait iPhone's minimum margins.
        expectFrame(bar.largeTitleLabel, Rect(x: 16, y: 0, width: 358, height: 52))
        #expect(bar.largeTitleLabel.text == "Breeds")
        #expect(bar.largeTitleLabel.font == .boldSystem(34))
        #expect(bar.largeTitleLabel.textAlignment == .left)
        #expect(bar.titleLabel.isHidden)
        #expect(scene.screen.view.safeAreaInsets.top == 143)
        #expect(scene.table.adjustedContentInset.top == 143)
        #expect(scene.table.contentOffset == Point(x: 0, y: -143))
        #expect(try scene.firstRowOnScreen() == Rect(x: 0, y: 143, width: 390, height: 44))
    }

    @Test func halfCollapsedTheBarIs26PointsShorterAndTheFirstRowFollowsItsEdge() throws {
        let scene = Scene()
        scene.scroll(to: -143 + 26)
        let bar = scene.bar
        expectFrame(bar, Rect(x: 0, y: 47, width: 390, height: 70))
        expectFrame(bar.largeTitleRow, Rect(x: 0, y: 44, width: 390, height: 26))
        // The title keeps its size; the row clips the half that has gone under the buttons.
        expectFrame(bar.largeTitleLabel, Rect(x: 16, y: -26, width: 358, height: 52))
        #expect(!bar.largeTitleRow.isHidden && bar.titleLabel.isHidden)
        #expect(scene.screen.view.safeAreaInsets.top == 117)
        // The table's resting place stays where it was with the title expanded.
        #expect(scene.table.adjustedContentInset.top == 143)
        #expect(scene.table.contentOffset == Point(x: 0, y: -117))
        #expect(try scene.firstRowOnScreen() == Rect(x: 0, y: 117, width: 390, height: 44))
    }

    @Test func collapsedTheBarIsThePlainOneWithTheMiddleTitle() throws {
        let scene = Scene()
        scene.scroll(to: -91)
        let bar = scene.bar
        expectFrame(bar, Rect(x: 0, y: 47, width: 390, height: 44))
        #expect(bar.largeTitleRow.isHidden)
        #expect(!bar.titleLabel.isHidden)
        #expect(bar.titleLabel.text == "Breeds")
        #expect(scene.screen.view.safeAreaInsets.top == 91)
        // Further scrolling leaves the bar as it is.
        scene.scroll(to: 400)
        expectFrame(bar, Rect(x: 0, y: 47, width: 390, height: 44))
        #expect(scene.screen.view.safeAreaInsets.top == 91)
        // Back at the top, the title is large again.
        scene.scroll(to: -143)
        expectFrame(bar, Rect(x: 0, y: 47, width: 390, height: 96))
        #expect(try scene.firstRowOnScreen() == Rect(x: 0, y: 143, width: 390, height: 44))
    }

    @Test func pullingPastTheTopKeepsTheTitleExpanded() {
        let scene = Scene()
        scene.scroll(to: -200)
        expectFrame(scene.bar, Rect(x: 0, y: 47, width: 390, height: 96))
    }

    @Test func eachDisplayModeFollowsUIKitsRule() {
        let scene = Scene()
        let bar = scene.bar
        func push(_ mode: NavigationItem.LargeTitleDisplayMode, _ title: String) {
            let screen = ViewController()
            screen.title = title
            screen.navigationItem.largeTitleDisplayMode = mode
            scene.navigation.pushViewController(screen, animated: false)
            scene.engine.window.layoutIfNeeded()
        }
        // The root, left "automatic", is large.
        #expect(bar.frame.height == 96)
        push(.never, "Detail")
        #expect(bar.frame.height == 44)
        #expect(!bar.titleLabel.isHidden && bar.titleLabel.text == "Detail")
        #expect(scene.navigation.topViewController?.view.safeAreaInsets.top == 91)
        // "automatic" follows the screen below: here "never".
        push(.automatic, "More")
        #expect(bar.frame.height == 44)
        push(.always, "Photos")
        #expect(bar.frame.height == 96)
        #expect(bar.largeTitleLabel.text == "Photos")
        #expect(scene.navigation.topViewController?.view.safeAreaInsets.top == 143)
        // Over "always", "automatic" is large too.
        push(.automatic, "Photo")
        #expect(bar.frame.height == 96)
        #expect(bar.largeTitleLabel.text == "Photo")
        // A bar that does not prefer large titles shows none, whatever the screens ask.
        bar.prefersLargeTitles = false
        scene.engine.window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(scene.navigation.topViewController?.view.safeAreaInsets.top == 91)
    }

    @Test func aRootScreenSetToNeverHasThePlainBar() {
        let screen = ViewController()
        screen.title = "Settings"
        screen.navigationItem.largeTitleDisplayMode = .never
        let navigation = NavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = true
        let engine = portraitEngine(showing: navigation)
        defer { withExtendedLifetime(engine) {} }
        expectFrame(navigation.navigationBar, Rect(x: 0, y: 47, width: 390, height: 44))
        #expect(screen.view.safeAreaInsets.top == 91)
    }

    @Test func pushingANeverScreenShrinksTheBarWithTheSlide() {
        let scene = Scene()
        let detail = ViewController()
        detail.title = "Abyssinian"
        detail.navigationItem.largeTitleDisplayMode = .never
        scene.navigation.pushViewController(detail, animated: true)
        let bar = scene.bar
        // The model is where the slide ends; the picture starts from the large bar.
        #expect(bar.frame == Rect(x: 0, y: 47, width: 390, height: 44))
        #expect(scene.engine.animator.presentation(of: bar).frame.height == 96)
        scene.engine.step(0.175)
        let height = scene.engine.animator.presentation(of: bar).frame.height
        #expect(abs(height - (96 - 52 * halfWaySlide)) < 1e-9)
        scene.engine.step(0.175)
        #expect(scene.engine.animator.presentation(of: bar).frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == 91)
        // Back again: the large title returns with the pop.
        scene.navigation.popViewController(animated: true)
        scene.engine.step(0.35)
        scene.engine.window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(bar.largeTitleLabel.text == "Breeds")
    }
}
