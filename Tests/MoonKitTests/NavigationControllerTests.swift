#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import MoonKit

/// The slide's progress half-way: the critically damped spring at half its perceptual
/// duration, over its value at the end (AnimationCurve.spring).
let halfWaySlide: Double = {
    func spring(_ f: Double) -> Double { 1 - (1 + 2 * Double.pi * f) * exp(-2 * Double.pi * f) }
    return spring(0.5) / spring(1)
}()

/// A controller on an iPhone in portrait (390 × 844, safe area 47 at the top and 34 at the
/// bottom) whose root shows `content` through containment, as a game's root controller does.
func portraitEngine(showing content: ViewController) -> Engine {
    let engine = Engine(device: .iPhonePortrait)
    let root = ViewController()
    engine.window.rootViewController = root
    root.addChild(content)
    content.view.frame = root.view.bounds
    root.view.addSubview(content.view)
    content.didMove(toParent: root)
    engine.window.layoutIfNeeded()
    return engine
}

@Suite struct NavigationControllerTests {
    @Test func theBarSitsUnderTheSafeAreaAndTheChildsSafeAreaIncludesIt() {
        let first = ViewController()
        first.title = "Breeds"
        let navigation = NavigationController(rootViewController: first)
        let engine = portraitEngine(showing: navigation)
        expectFrame(navigation.navigationBar, Rect(x: 0, y: 47, width: 390, height: 44))
        // The bar's background reaches the top of the screen.
        expectFrame(navigation.navigationBar.background, Rect(x: 0, y: -47, width: 390, height: 91))
        expectFrame(first.view, Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(first.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(first.view.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 91, width: 390, height: 719))
        #expect(navigation.navigationBar.titleLabel.text == "Breeds")
        #expect(navigation.navigationBar.backButton.isHidden)
        #expect(first.navigationController === navigation)
        navigation.isNavigationBarHidden = true
        engine.window.layoutIfNeeded()
        #expect(first.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func pushSlidesInFromTheRightWhileTheOldScreenMovesAThird() throws {
        let first = ViewController(), second = ViewController()
        first.title = "Breeds"
        second.navigationItem.title = "Abyssinian"
        let navigation = NavigationController(rootViewController: first)
        let engine = portraitEngine(showing: navigation)
        navigation.pushViewController(second, animated: true)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === second)
        #expect(navigation.navigationBar.titleLabel.text == "Abyssinian")
        #expect(navigation.navigationBar.backButton.currentTitle == "‹ Breeds")
        engine.step(0.175)
        let shownNew = engine.animator.presentation(of: second.view).frame
        let shownOld = engine.animator.presentation(of: first.view).frame
        #expect(abs(shownNew.minX - 390 * (1 - halfWaySlide)) < 1e-9)
        #expect(abs(shownOld.minX - (-130 * halfWaySlide)) < 1e-9)
        #expect(abs(shownNew.minX - 65.384967) < 1e-6 && abs(shownOld.minX - -108.205011) < 1e-6)
        #expect(first.view.superview != nil)
        engine.step(0.175)
        #expect(first.view.superview == nil)
        expectFrame(second.view, Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(engine.animator.isIdle)

        navigation.popViewController(animated: true)
        engine.step(0.175)
        #expect(abs(engine.animator.presentation(of: second.view).frame.minX - 390 * halfWaySlide) < 1e-9)
        #expect(abs(engine.animator.presentation(of: first.view).frame.minX - -130 * (1 - halfWaySlide)) < 1e-9)
        engine.step(0.175)
        #expect(navigation.viewControllers.count == 1 && second.parent == nil && second.view.superview == nil)
        expectFrame(first.view, Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(navigation.navigationBar.backButton.isHidden)
    }

    @Test func appearanceCallbacksComeAtTheStartAndTheEndOfTheSlide() {
        let journal = Journal()
        let first = JournalController("first", journal), second = JournalController("second", journal)
        let navigation = NavigationController(rootViewController: first)
        let engine = portraitEngine(showing: navigation)
        journal.entries.removeAll()
        navigation.pushViewController(second, animated: true)
        #expect(journal.entries == [
            "second willMove(toParent: ?)", "second loadView", "second viewDidLoad",
            "first viewWillDisappear", "second viewWillAppear",
        ])
        journal.entries.removeAll()
        engine.step(0.3)
        #expect(journal.entries == [])
        engine.step(0.05)
        #expect(journal.entries == ["first viewDidDisappear", "second viewDidAppear", "second didMove(toParent: ?)"])
        journal.entries.removeAll()
        navigation.popViewController(animated: true)
        #expect(journal.entries == ["second willMove(toParent: nil)", "second viewWillDisappear", "first viewWillAppear"])
        journal.entries.removeAll()
        engine.step(0.35)
        #expect(journal.entries == ["second viewDidDisappear", "first viewDidAppear", "second didMove(toParent: nil)"])
    }

    @Test func theBackButtonTakesThePreviousTitleOrItsBackButtonTitleAndPops() throws {
        let first = ViewController(), second = ViewController(), third = ViewController()
        first.title = "Breeds"
        second.title = "Abyssinian"
        second.navigationItem.backButtonTitle = "Cat"
        let navigation = NavigationController(rootViewController: first)
        let engine = portraitEngine(showing: navigation)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.navigationBar.backButton.currentTitle == "‹ Breeds")
        navigation.pushViewController(third, animated: false)
        #expect(navigation.navigationBar.backButton.currentTitle == "‹ Cat")
        var tapped = 0
        third.navigationItem.rightBarButtonItem = BarButtonItem(title: "Share") { _ in tapped += 1 }
        try engine.driver.tap(title: "Share")
        #expect(tapped == 1)
        expectFrame(try #require(navigation.navigationBar.rightButton), Rect(x: 382 - navigation.navigationBar.rightButton!.frame.width, y: 0, width: navigation.navigationBar.rightButton!.frame.width, height: 44))
        try engine.driver.back()
        engine.step(0.35)
        #expect(navigation.topViewController === second)
        try engine.driver.back()
        engine.step(0.35)
        #expect(navigation.topViewController === first)
        #expect(throws: DriverError.noBackButton) { try engine.driver.back() }
    }

    @Test func hidingTheBarAnimatedSlidesItUpAndTheSafeAreaFollows() {
        let first = ViewController()
        let navigation = NavigationController(rootViewController: first)
        let engine = portraitEngine(showing: navigation)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden)
        #expect(first.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        expectFrame(navigation.navigationBar, Rect(x: 0, y: -44, width: 390, height: 44))
        engine.step(0.1)  // half-way on the default ease-in-out curve: half the 91 points
        #expect(abs(engine.animator.presentation(of: navigation.navigationBar).frame.minY - (47 - 91 * 0.5)) < 1e-6)
        engine.step(0.1)
        #expect(navigation.navigationBar.isHidden)
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(!navigation.navigationBar.isHidden)
        expectFrame(navigation.navigationBar, Rect(x: 0, y: 47, width: 390, height: 44))
        #expect(first.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(abs(engine.animator.presentation(of: navigation.navigationBar).frame.minY - -44) < 1e-6)
    }

    @Test func popToRootTakesEveryControllerAboveTheRoot() {
        let controllers = (0..<4).map { _ in ViewController() }
        let navigation = NavigationController(rootViewController: controllers[0])
        let engine = portraitEngine(showing: navigation)
        for c in controllers.dropFirst() { navigation.pushViewController(c, animated: false) }
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped.count == 3 && popped[2] === controllers[3])
        engine.step(0.35)
        #expect(navigation.viewControllers.count == 1 && controllers.dropFirst().allSatisfy { $0.parent == nil })
        #expect(navigation.view.subviews.count == 3)  // the root's view, the bar and the (hidden) toolbar
    }

    @Test func aPushDuringASlideEndsTheSlideFirst() {
        let a = ViewController(), b = ViewController(), c = ViewController()
        let navigation = NavigationController(rootViewController: a)
        let engine = portraitEngine(showing: navigation)
        navigation.pushViewController(b, animated: true)
        engine.step(0.1)
        navigation.pushViewController(c, animated: true)
        #expect(a.view.superview == nil && b.isViewVisible == false)
        engine.step(0.35)
        #expect(navigation.viewControllers.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        #expect(c.isViewVisible && !b.isViewVisible && b.view.superview == nil)
        expectFrame(c.view, Rect(x: 0, y: 0, width: 390, height: 844))
    }
}

@Suite struct TabBarControllerTests {
    func tabs() -> (Engine, TabBarController, NavigationController, NavigationController) {
        let breeds = NavigationController(rootViewController: ViewController())
        breeds.tabBarItem = TabBarItem(title: "Breeds", image: Image(name: "list", size: Size(width: 25, height: 25)))
        let credits = ViewController()
        credits.title = "Credits"
        let about = NavigationController(rootViewController: credits)
        about.tabBarItem.title = "About"
        let tabBar = TabBarController()
        tabBar.viewControllers = [breeds, about]
        let engine = portraitEngine(showing: tabBar)
        return (engine, tabBar, breeds, about)
    }

    @Test func theBarSitsAboveTheSafeAreaAndTheChildsSafeAreaIncludesBothBars() throws {
        let (engine, tabBar, breeds, _) = tabs()
        expectFrame(tabBar.tabBar, Rect(x: 0, y: 844 - 34 - 49, width: 390, height: 49))
        expectFrame(tabBar.tabBar.background, Rect(x: 0, y: 0, width: 390, height: 83))
        expectFrame(tabBar.tabBar.buttons[1], Rect(x: 195, y: 0, width: 195, height: 49))
        let top = try #require(breeds.topViewController)
        #expect(top.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(tabBar.selectedIndex == 0 && top.tabBarController === tabBar)
        // Templates in the bar's tint when selected, grey otherwise.
        #expect(tabBar.tabBar.buttons[0].imageView.drawsImageAsTemplate)
        #expect(tabBar.tabBar.buttons[0].imageView.tintColor == .systemBlue)
        #expect(tabBar.tabBar.buttons[1].titleLabel.textColor == .systemGray)
        tabBar.tabBar.unselectedItemTintColor = .red
        #expect(tabBar.tabBar.buttons[1].titleLabel.textColor == .red)
        _ = engine
    }

    @Test func switchingTabsKeepsEachNavigationStack() throws {
        let (engine, tabBar, breeds, about) = tabs()
        let detail = ViewController()
        detail.title = "Abyssinian"
        breeds.pushViewController(detail, animated: true)
        engine.step(0.35)
        try engine.driver.tab("About")
        #expect(tabBar.selectedViewController === about)
        #expect(breeds.view.superview == nil && !detail.isViewVisible)
        #expect(about.topViewController?.isViewVisible == true)
        try engine.driver.tab("Breeds")
        #expect(breeds.topViewController === detail && detail.isViewVisible)
        #expect(breeds.navigationBar.backButton.currentTitle == "‹ Back")
        // Tapping the selected tab pops its navigation controller to the root, animated.
        try engine.driver.tab("Breeds")
        #expect(breeds.viewControllers.count == 1)
        engine.step(0.175)
        #expect(abs(engine.animator.presentation(of: detail.view).frame.minX - 390 * halfWaySlide) < 1e-9)
        engine.step(0.175)
        #expect(detail.view.superview == nil && breeds.topViewController?.isViewVisible == true)
        #expect(throws: DriverError.noSuchTab("Settings", available: ["Breeds", "About"])) { try engine.driver.tab("Settings") }
    }

    @Test func switchingTabsTellsTheControllersInUIKitsOrder() throws {
        let journal = Journal()
        let one = JournalController("one", journal), two = JournalController("two", journal)
        one.title = "One"
        two.title = "Two"
        let tabBar = TabBarController()
        tabBar.viewControllers = [one, two]
        let engine = portraitEngine(showing: tabBar)
        journal.entries.removeAll()
        try engine.driver.tab("Two")
        #expect(journal.entries == ["two loadView", "two viewDidLoad", "one viewWillDisappear", "two viewWillAppear",
                                    "one viewDidDisappear", "two viewDidAppear"])
    }
}
