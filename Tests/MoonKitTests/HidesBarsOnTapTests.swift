import Testing
@testable import MoonKit

/// `hidesBarsOnTap`: a tap on the screen slides the bars away in 0.2 s, the next brings them
/// back; taps on controls and bars are theirs.
@Suite struct HidesBarsOnTapTests {
    @Test func aTapHidesTheBarAndTheToolbarAndTheNextShowsThem() {
        let screen = ViewController()
        screen.title = "Photo"
        screen.toolbarItems = [BarButtonItem(systemItem: .trash)]
        let navigation = NavigationController(rootViewController: screen)
        navigation.isToolbarHidden = false
        navigation.hidesBarsOnTap = true
        let engine = portraitEngine(showing: navigation)
        engine.driver.tap(at: Point(x: 195, y: 400))
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        // Half way in time is half way along the ease-in-out curve: 47 → −44 and 766 → 844.
        engine.step(0.1)
        #expect(engine.animator.presentation(of: navigation.navigationBar).frame == Rect(x: 0, y: 1.5, width: 390, height: 44))
        #expect(engine.animator.presentation(of: navigation.toolbar).frame == Rect(x: 0, y: 805, width: 390, height: 44))
        #expect(!navigation.navigationBar.isHidden && !navigation.toolbar.isHidden)
        engine.step(0.1)
        expectFrame(navigation.navigationBar, Rect(x: 0, y: -44, width: 390, height: 44))
        expectFrame(navigation.toolbar, Rect(x: 0, y: 844, width: 390, height: 44))
        #expect(navigation.navigationBar.isHidden && navigation.toolbar.isHidden)
        #expect(screen.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        engine.driver.tap(at: Point(x: 195, y: 400))
        engine.step(0.2)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        expectFrame(navigation.navigationBar, Rect(x: 0, y: 47, width: 390, height: 44))
        expectFrame(navigation.toolbar, Rect(x: 0, y: 766, width: 390, height: 44))
    }

    @Test func tapsOnControlsAndBarsLeaveTheBars() throws {
        var taps = 0
        let screen = ViewController()
        screen.title = "Photo"
        let button = Button(title: "Like")
        button.frame = Rect(x: 100, y: 300, width: 100, height: 44)
        button.addTarget(for: .touchUpInside) { _ in taps += 1 }
        screen.view.addSubview(button)
        screen.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done) { _ in taps += 1 }
        let navigation = NavigationController(rootViewController: screen)
        navigation.hidesBarsOnTap = true
        let engine = portraitEngine(showing: navigation)
        try engine.driver.tap(title: "Like")
        try engine.driver.tap(title: "Done")
        engine.driver.tap(at: Point(x: 195, y: 60))   // the bar's middle, its title
        #expect(taps == 2 && !navigation.isNavigationBarHidden)
        // Off by default, as in UIKit.
        navigation.hidesBarsOnTap = false
        engine.driver.tap(at: Point(x: 195, y: 600))
        #expect(!navigation.isNavigationBarHidden)
    }
}
