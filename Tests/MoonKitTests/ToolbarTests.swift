import Testing
@testable import MoonKit

/// A navigation controller on a portrait iPhone (390 × 844, safe area 47 at the top and 34 at
/// the bottom) whose root screen shows `items` in the toolbar, shown.
private func toolbar(_ items: [BarButtonItem]) -> (NavigationController, ViewController, Engine) {
    let screen = ViewController()
    screen.toolbarItems = items
    let navigation = NavigationController(rootViewController: screen)
    navigation.isToolbarHidden = false
    let engine = portraitEngine(showing: navigation)
    return (navigation, screen, engine)
}

@Suite struct ToolbarTests {
    @Test func theToolbarIsHiddenUntilShownThenSitsOnTheSafeAreasBottom() {
        let screen = ViewController()
        screen.toolbarItems = [BarButtonItem(systemItem: .add)]
        let navigation = NavigationController(rootViewController: screen)
        let engine = portraitEngine(showing: navigation)
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        #expect(screen.view.safeAreaInsets.bottom == 34)
        navigation.isToolbarHidden = false
        engine.window.layoutIfNeeded()
        expectFrame(navigation.toolbar, Rect(x: 0, y: 766, width: 390, height: 44))
        // Its background reaches the bottom of the screen; its hairline lies along its top.
        expectFrame(navigation.toolbar.background, Rect(x: 0, y: 0, width: 390, height: 78))
        expectFrame(navigation.toolbar.separator, Rect(x: 0, y: -0.5, width: 390, height: 0.5))
        // The screen's safe area ends above the toolbar.
        #expect(screen.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 78, right: 0))
    }

    @Test func flexibleSpacesOnBothSidesCentreAnItem() throws {
        let (navigation, _, _) = toolbar([BarButtonItem(systemItem: .flexibleSpace), BarButtonItem(systemItem: .add),
                                          BarButtonItem(systemItem: .flexibleSpace)])
        #expect(navigation.toolbar.buttons.map { $0 == nil } == [true, false, true])
        // 358 points between the 16-point insets, 22 for the glyph: 168 on each side.
        expectFrame(try #require(navigation.toolbar.buttons[1]), Rect(x: 184, y: 0, width: 22, height: 44))
    }

    @Test func aFlexibleSpaceBetweenTwoItemsPushesThemToTheEnds() throws {
        let (navigation, _, _) = toolbar([BarButtonItem(systemItem: .trash), BarButtonItem(systemItem: .flexibleSpace),
                                          BarButtonItem(systemItem: .compose)])
        expectFrame(try #require(navigation.toolbar.buttons[0]), Rect(x: 16, y: 0, width: 22, height: 44))
        expectFrame(try #require(navigation.toolbar.buttons[2]), Rect(x: 352, y: 0, width: 22, height: 44))
    }

    @Test func withoutFlexibleSpacesItemsPackLeftEightApartAndFixedSpacesTakeTheirWidth() throws {
        let space = BarButtonItem(systemItem: .fixedSpace)
        space.width = 20
        let (navigation, _, _) = toolbar([BarButtonItem(systemItem: .edit), BarButtonItem(systemItem: .refresh), space,
                                          BarButtonItem(systemItem: .add)])
        let edit = Font.system(17).width(of: "Edit").rounded(.up)
        let buttons = navigation.toolbar.buttons
        expectFrame(try #require(buttons[0]), Rect(x: 16, y: 0, width: edit, height: 44))
        expectFrame(try #require(buttons[1]), Rect(x: 16 + edit + 8, y: 0, width: 22, height: 44))
        // No gap beside a space: the space itself sets the distance.
        expectFrame(try #require(buttons[3]), Rect(x: 16 + edit + 8 + 22 + 20, y: 0, width: 22, height: 44))
    }

    @Test func theTopControllersItemsShowAndTapsReachTheirActions() throws {
        var tapped: [String] = []
        let (navigation, screen, engine) = toolbar([BarButtonItem(systemItem: .refresh) { _ in tapped.append("refresh") }])
        try engine.driver.tap(engine.driver.barButton(systemItem: "refresh"))
        #expect(tapped == ["refresh"])
        let next = ViewController()
        next.toolbarItems = [BarButtonItem(title: "Share") { _ in tapped.append("share") }]
        navigation.pushViewController(next, animated: false)
        engine.window.layoutIfNeeded()
        #expect(navigation.toolbar.items.map(\.title) == ["Share"])
        try engine.driver.tap(title: "Share")
        #expect(tapped == ["refresh", "share"])
        // A change to the shown items shows at once; an item's new title too.
        next.toolbarItems = [BarButtonItem(systemItem: .done)]
        engine.window.layoutIfNeeded()
        #expect(navigation.toolbar.buttons.first??.currentTitle == "Done")
        navigation.popViewController(animated: false)
        engine.window.layoutIfNeeded()
        #expect(navigation.toolbar.items.first?.systemItem == .refresh)
        _ = screen
    }
}
