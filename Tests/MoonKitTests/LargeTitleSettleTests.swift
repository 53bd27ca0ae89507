import Testing
@testable import MoonKit

/// A drag that leaves a large title half collapsed does not leave it there: as in UIKit, the
/// content moves on to the nearer end (NavigationController.largeTitleSettleOffset) over 0.3 s
/// on the ease-in-out curve of animated scrolling. The scene is LargeTitleTests': a 30-row
/// table under a bar preferring large titles on a portrait iPhone, resting at offset −143 with
/// the title open (47 of status bar + 96 of bar) and collapsed from −91 on (52 points further).
@Suite struct LargeTitleSettleTests {
    /// Drags the table up by `points` (down when negative) with a finger on it, 5 points a
    /// sixtieth of a second, holds it still half a second (so it lifts with no speed) and lifts it.
    func dragAndRelease(_ scene: LargeTitleTests.Scene, up points: Double) {
        let window = scene.engine.window
        let touch = window.beginTouch(at: Point(x: 200, y: 500))
        let moves = Int((abs(points) / 5).rounded(.up))
        for k in 1...moves {
            scene.engine.step(1.0 / 60)
            window.moveTouch(touch, to: Point(x: 200, y: 500 - points * Double(k) / Double(moves)))
        }
        scene.engine.step(0.5)
        window.endTouch(touch)
    }

    /// 0.15 s, half of the settling's 0.3, and half a tick more so that the tick at 0.15 has run
    /// whatever the rounding of the ticks' times.
    let halfWayThroughSettling = 0.15 + 1.0 / 120

    /// The bar's height and the table's offset now, laid out.
    func barAndOffset(_ scene: LargeTitleTests.Scene) -> (bar: Double, offset: Double) {
        scene.engine.window.layoutIfNeeded()
        return (scene.bar.frame.height, scene.table.contentOffset.y)
    }

    @Test func releasedPastHalfWayTheTitleFinishesCollapsing() throws {
        let scene = LargeTitleTests.Scene()
        dragAndRelease(scene, up: 30)
        // Lifted at −113: 30 of 52 points collapsed, past the half (26), so it goes on to −91.
        #expect(barAndOffset(scene) == (66, -113))
        #expect(scene.table.isDecelerating)
        scene.engine.step(halfWayThroughSettling)
        // Half-way through 0.3 s on the symmetric ease-in-out curve: half of the 22 points left.
        let half = barAndOffset(scene)
        #expect(abs(half.offset - -102) < 1e-6)
        #expect(abs(half.bar - 55) < 1e-6)
        scene.engine.runUntilIdle()
        #expect(barAndOffset(scene) == (44, -91))
        #expect(!scene.table.isDecelerating)
        #expect(!scene.bar.titleLabel.isHidden && scene.bar.largeTitleRow.isHidden)
        // The first row rests under the plain bar: 47 + 44.
        #expect(try scene.firstRowOnScreen() == Rect(x: 0, y: 91, width: 390, height: 44))
        #expect(scene.screen.view.safeAreaInsets.top == 91)
    }

    @Test func releasedShortOfHalfWayTheTitleOpensAgain() throws {
        let scene = LargeTitleTests.Scene()
        dragAndRelease(scene, up: 20)
        #expect(barAndOffset(scene) == (76, -123))
        scene.engine.step(halfWayThroughSettling)
        // Half of the 20 points back.
        let half = barAndOffset(scene)
        #expect(abs(half.offset - -133) < 1e-6)
        #expect(abs(half.bar - 86) < 1e-6)
        scene.engine.runUntilIdle()
        #expect(barAndOffset(scene) == (96, -143))
        #expect(scene.bar.titleLabel.isHidden && !scene.bar.largeTitleRow.isHidden)
        #expect(try scene.firstRowOnScreen() == Rect(x: 0, y: 143, width: 390, height: 44))
    }

    @Test func exactlyHalfWayCountsAsCollapsed() {
        let scene = LargeTitleTests.Scene()
        dragAndRelease(scene, up: 26)
        #expect(barAndOffset(scene) == (70, -117))
        scene.engine.runUntilIdle()
        #expect(barAndOffset(scene) == (44, -91))
    }

    @Test func aTitleFullyOpenOrFullyCollapsedStaysPut() {
        let scene = LargeTitleTests.Scene()
        // 60 points: past the whole row, nothing to settle.
        dragAndRelease(scene, up: 60)
        #expect(!scene.table.isDecelerating)
        scene.engine.runUntilIdle()
        #expect(barAndOffset(scene) == (44, -83))
        // Pulled back past the top, it bounces to the open title and stays there.
        dragAndRelease(scene, up: -120)
        scene.engine.runUntilIdle()
        #expect(barAndOffset(scene) == (96, -143))
    }

    @Test func aSlowFlickThatRunsOutHalfWaySettlesToo() {
        let scene = LargeTitleTests.Scene()
        // 12 points in 0.2 s, lifted moving at 60 points a second: the pan takes the whole 12
        // (−131), then deceleration carries it 0.499 × 60 ≈ 30 points more, to about −101,
        // 42 points collapsed: it settles collapsed.
        scene.engine.driver.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 488), seconds: 0.2)
        #expect(scene.table.isDecelerating)
        scene.engine.runUntilIdle()
        #expect(barAndOffset(scene) == (44, -91))
    }

    @Test func aBotScrollSettlesBeforeItReturns() throws {
        let scene = LargeTitleTests.Scene()
        // The driver's scroll waits for the content to rest: 30 points collapse the title.
        #expect(try scene.engine.driver.scroll(scene.table, dy: 30) == Point(x: 0, y: -91))
        #expect(scene.bar.frame.height == 44)
        // 30 points back down leave 22 of 52 collapsed: it opens.
        #expect(try scene.engine.driver.scroll(scene.table, dy: -30) == Point(x: 0, y: -143))
        #expect(scene.bar.frame.height == 96)
    }

    @Test func withoutLargeTitlesAHalfWayOffsetStays() {
        let scene = LargeTitleTests.Scene()
        scene.bar.prefersLargeTitles = false
        scene.engine.window.layoutIfNeeded()
        #expect(scene.table.contentOffset.y == -91)
        dragAndRelease(scene, up: 30)
        scene.engine.runUntilIdle()
        #expect(barAndOffset(scene) == (44, -61))
    }
}
