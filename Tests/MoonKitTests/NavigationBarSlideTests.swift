import Testing
@testable import MoonKit

/// The bar's title and buttons move with the screens: during a push the new title slides in
/// from half the bar's width to the right and fades in, the back button and the items fade in;
/// a pop brings the title in from the left. Same spring, same 0.35 s as the screens.
@Suite struct NavigationBarSlideTests {
    @Test func aPushSlidesTheNewTitleInFromTheRightAndFadesTheBackButtonIn() throws {
        let first = ViewController(), second = ViewController()
        first.title = "Breeds"
        second.title = "Abyssinian"
        second.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .action)
        let navigation = NavigationController(rootViewController: first)
        let engine = portraitEngine(showing: navigation)
        let bar = navigation.navigationBar
        navigation.pushViewController(second, animated: true)
        // The model is where the slide ends: centred, clear of the back button.
        let final = bar.titleLabel.frame
        let back = Font.system(17).width(of: "‹ Breeds").rounded(.up)
        let half = 195 - (8 + back + 8)
        #expect(final == Rect(x: 195 - half, y: 0, width: 2 * half, height: 44))
        #expect(engine.animator.presentation(of: bar.titleLabel).frame.minX == final.minX + 195)
        #expect(engine.animator.presentation(of: bar.titleLabel).alpha == 0)
        engine.step(0.175)
        let title = engine.animator.presentation(of: bar.titleLabel)
        #expect(abs(title.frame.minX - (final.minX + 195 * (1 - halfWaySlide))) < 1e-9)
        #expect(title.frame.width == final.width && title.frame.minY == 0)
        #expect(abs(title.alpha - halfWaySlide) < 1e-9)
        #expect(abs(engine.animator.presentation(of: bar.backButton).alpha - halfWaySlide) < 1e-9)
        #expect(abs(engine.animator.presentation(of: try #require(bar.rightButton)).alpha - halfWaySlide) < 1e-9)
        // Still in place: the back button does not move, it fades.
        #expect(engine.animator.presentation(of: bar.backButton).frame == Rect(x: 8, y: 0, width: back, height: 44))
        engine.step(0.175)
        #expect(engine.animator.presentation(of: bar.titleLabel).frame == final)
        #expect(engine.animator.presentation(of: bar.titleLabel).alpha == 1)
        #expect(engine.animator.isIdle)
    }

    @Test func aPopBringsTheTitleInFromTheLeft() {
        let first = ViewController(), second = ViewController()
        first.title = "Breeds"
        second.title = "Abyssinian"
        let navigation = NavigationController(rootViewController: first)
        let engine = portraitEngine(showing: navigation)
        navigation.pushViewController(second, animated: false)
        engine.window.layoutIfNeeded()
        let bar = navigation.navigationBar
        navigation.popViewController(animated: true)
        let final = bar.titleLabel.frame
        #expect(final == Rect(x: 8, y: 0, width: 374, height: 44))
        engine.step(0.175)
        let title = engine.animator.presentation(of: bar.titleLabel)
        #expect(abs(title.frame.minX - (final.minX - 195 * (1 - halfWaySlide))) < 1e-9)
        #expect(abs(title.alpha - halfWaySlide) < 1e-9)
        engine.step(0.175)
        #expect(engine.animator.presentation(of: bar.titleLabel).frame == final)
    }

    @Test func aPushEndedEarlyLeavesTheBarWhereTheSlideWasGoing() {
        let first = ViewController(), second = ViewController(), third = ViewController()
        first.title = "A"
        second.title = "B"
        third.title = "C"
        let navigation = NavigationController(rootViewController: first)
        let engine = portraitEngine(showing: navigation)
        navigation.pushViewController(second, animated: true)
        engine.step(0.1)
        navigation.pushViewController(third, animated: false)
        engine.window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.titleLabel.text == "C")
        #expect(engine.animator.presentation(of: bar.titleLabel).frame == bar.titleLabel.frame)
        #expect(engine.animator.presentation(of: bar.titleLabel).alpha == 1)
        #expect(engine.animator.presentation(of: bar.backButton).alpha == 1)
    }
}
