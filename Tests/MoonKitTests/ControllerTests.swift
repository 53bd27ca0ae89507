import Testing
@testable import MoonKit

/// A controller that writes every life-cycle callback into a shared journal.
final class JournalController: ViewController {
    let name: String
    let journal: Journal
    init(_ name: String, _ journal: Journal) {
        self.name = name
        self.journal = journal
        super.init()
    }
    override func loadView() { journal.add("\(name) loadView"); view = View() }
    override func viewDidLoad() { journal.add("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { journal.add("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.add("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.add("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.add("\(name) viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) {
        journal.add("\(name) willMove(toParent: \(parent.map { ($0 as? JournalController)?.name ?? "?" } ?? "nil"))")
    }
    override func didMove(toParent parent: ViewController?) {
        journal.add("\(name) didMove(toParent: \(parent.map { ($0 as? JournalController)?.name ?? "?" } ?? "nil"))")
    }
}

final class Journal {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
}

@Suite struct ViewControllerTests {
    @Test func rootControllerLoadsAndAppears() {
        let journal = Journal()
        let window = Window(device: .iPad)
        let root = JournalController("root", journal)
        #expect(!root.isViewLoaded)
        window.rootViewController = root
        #expect(journal.entries == ["root loadView", "root viewDidLoad", "root viewWillAppear", "root viewDidAppear"])
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(root.view.layoutMargins == EdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
        #expect(root.next === window)
    }

    @Test func childContainmentInUIKitsOrder() {
        let journal = Journal()
        let window = Window(device: .iPad)
        let parent = JournalController("parent", journal)
        window.rootViewController = parent
        journal.entries.removeAll()

        let child = JournalController("child", journal)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(journal.entries == [
            "child willMove(toParent: parent)", "child loadView", "child viewDidLoad",
            "child viewWillAppear", "child viewDidAppear", "child didMove(toParent: parent)",
        ])
        #expect(parent.children.count == 1 && child.parent === parent)
        #expect(child.view.next === child && child.next === parent.view)

        journal.entries.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(journal.entries == [
            "child willMove(toParent: nil)", "child viewWillDisappear", "child viewDidDisappear",
            "child didMove(toParent: nil)",
        ])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func childrenAddedBeforeAppearingAppearWithTheirParent() {
        let journal = Journal()
        let parent = JournalController("parent", journal)
        let child = JournalController("child", journal)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        journal.entries.removeAll()
        let window = Window(device: .iPhone)
        window.rootViewController = parent
        #expect(journal.entries == ["parent viewWillAppear", "child viewWillAppear", "parent viewDidAppear", "child viewDidAppear"])
    }
}

/// The links up the tree (`superview`, `owningViewController`, `parent`,
/// `presentingViewController`) do not keep their target alive: an object that outlives the one
/// it pointed to must read nil, never a freed object (scripts read `parent` and `superview`).
@Suite struct UpwardLinkTests {
    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = View()
        var parent: View? = View()
        parent?.addSubview(child)
        #expect(child.superview === parent)
        parent = nil
        #expect(child.superview == nil)
        #expect(child.rootView === child && child.window == nil)
        let other = View()
        other.addSubview(child)  // and it can be added again
        #expect(child.superview === other && other.subviews.count == 1)
    }

    @Test func aViewOutlivingItsControllerHasNone() {
        var controller: ViewController? = ViewController()
        let view = controller?.view
        #expect(view?.owningViewController === controller)
        controller = nil
        #expect(view?.owningViewController == nil)
        #expect(view?.next == nil)
    }

    @Test func aViewGivenToAnotherControllerKeepsItsNewOwner() {
        let view = View()
        var first: ViewController? = ViewController()
        first?.view = view
        let second = ViewController()
        second.view = view
        first = nil  // it no longer owned the view: the second one's link stays
        #expect(view.owningViewController === second)
    }

    @Test func aChildOutlivingItsParentHasNone() {
        let child = ViewController()
        var parent: ViewController? = ViewController()
        parent?.addChild(child)
        #expect(child.parent === parent)
        parent = nil
        #expect(child.parent == nil)
        let other = ViewController()
        other.addChild(child)
        #expect(child.parent === other && other.children.count == 1)
    }

    /// A parent's and a presenter's own clean-up (a subclass's `deinit`, which runs before
    /// `ViewController`'s) already finds the link nil: a controller being freed is never handed out.
    @Test func aParentOrPresenterBeingFreedReadsNilFromItsDeinit() {
        final class Dying: ViewController {
            let seen: (ViewController?, ViewController?) -> Void
            init(_ seen: @escaping (ViewController?, ViewController?) -> Void) { self.seen = seen }
            deinit { seen(children.first?.parent, presentedViewController?.presentingViewController) }
        }
        let child = ViewController(), presented = ViewController()
        var read: [ViewController?] = []
        do {
            let window = Window(device: .iPad)
            let dying = Dying { read = [$0, $1] }
            window.rootViewController = dying
            dying.addChild(child)
            dying.present(presented, animated: false)
            #expect(child.parent === dying && presented.presentingViewController === dying)
            window.rootViewController = nil
        }
        #expect(read.count == 2 && read.allSatisfy { $0 == nil })
        #expect(child.parent == nil && presented.presentingViewController == nil)
    }

    @Test func aPresentedControllerOutlivingItsPresenterHasNone() {
        let window = Window(device: .iPad)
        var presenter: ViewController? = ViewController()
        window.rootViewController = presenter
        let alert = Alert(title: "One", message: nil)
        presenter?.present(alert)
        #expect(alert.presentingViewController === presenter)
        window.rootViewController = nil
        presenter = nil
        #expect(alert.presentingViewController == nil)
    }
}

@Suite struct AlertTests {
    func gameScreen() -> (Window, ViewController, Button, () -> Int) {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        let button = Button(title: "SUBMIT")
        button.frame = Rect(x: 462, y: 362, width: 100, height: 44)
        vc.view.addSubview(button)
        var taps = 0
        button.addTarget(for: .touchUpInside) { _ in taps += 1 }
        return (window, vc, button, { taps })
    }

    @Test func alertBlocksTouchesUntilAnActionDismissesIt() throws {
        let (window, vc, _, taps) = gameScreen()
        let alert = Alert(title: "Well done!", message: "Ready for the next level?")
        var chosen: [String] = []
        alert.addAction(AlertAction(title: "Let's go!") { chosen.append($0.title ?? "") })
        vc.present(alert)
        #expect(vc.presentedViewController === alert)
        window.tap(at: Point(x: 512, y: 384))  // the button is under the alert's dimming layer
        #expect(taps() == 0)
        let driver = Driver(window: window)
        #expect(throws: DriverError.covered("Button 'SUBMIT'", by: "View[1.0]", at: Point(x: 512, y: 384))) {
            try driver.tap(title: "SUBMIT")
        }
        #expect(driver.alert === alert)
        try driver.answerAlert("Let's go!")
        #expect(chosen == ["Let's go!"])
        #expect(driver.alert == nil && vc.presentedViewController == nil)
        window.tap(at: Point(x: 512, y: 384))
        #expect(taps() == 1)
    }

    @Test func anActionAddedToAShownAlertAddsOneButtonAndKeepsTheOthers() throws {
        // Rebuilding every button for each action added made n actions cost n² buttons (10 000
        // actions took minutes); the buttons already shown must stay the same objects.
        let (window, vc, _, _) = gameScreen()
        let alert = Alert(title: "Many", message: nil)
        let first = AlertAction(title: "first") { _ in }
        alert.addAction(first)
        vc.present(alert)
        let shown = try #require(alert.button(for: first))
        var chosen: [String] = []
        for i in 1...3 { alert.addAction(AlertAction(title: "more \(i)") { chosen.append($0.title ?? "") }) }
        #expect(alert.button(for: first) === shown)
        #expect(alert.actions.compactMap { alert.button(for: $0)?.currentTitle } == ["first", "more 1", "more 2", "more 3"])
        try Driver(window: window).answerAlert("more 2")
        #expect(chosen == ["more 2"])
    }

    @Test func alertFieldsAreTypedInto() throws {
        let (window, vc, _, _) = gameScreen()
        let alert = Alert(title: "Enter answer", message: nil)
        alert.addTextField { $0.placeholder = "word" }
        var typed: String?
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Submit") { [unowned alert] _ in typed = alert.textFields[0].text })
        vc.present(alert)
        let driver = Driver(window: window)
        #expect(throws: DriverError.noSuchAction("OK", available: ["Cancel", "Submit"])) { try driver.answerAlert("OK") }
        #expect(throws: DriverError.tooManyTexts(given: 2, fields: 1)) { try driver.answerAlert("Submit", typing: ["a", "b"]) }
        try driver.answerAlert("Submit", typing: ["MILKSHAKE"])
        #expect(typed == "MILKSHAKE")
        #expect(throws: DriverError.noAlert) { try driver.answerAlert("Submit") }
    }

    @Test func presentingTwiceIsRefusedAndLogged() {
        let (window, vc, _, _) = gameScreen()
        vc.present(Alert(title: "One", message: nil))
        vc.present(Alert(title: "Two", message: nil))
        #expect(window.presentedStack.count == 1)
        #expect(window.log == ["Attempt to present Alert 'Two' on ViewController which is already presenting Alert 'One'"])
    }
}

@Suite struct DriverTests {
    func screen() -> (Window, Driver, View, Button) {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        let panel = View(frame: Rect(x: 100, y: 100, width: 300, height: 200))
        panel.identifier = "panel"
        let button = Button(title: "MIL")
        button.identifier = "letter0"
        button.frame = Rect(x: 0, y: 0, width: 150, height: 80)
        panel.addSubview(button)
        vc.view.addSubview(panel)
        let label = Label(text: "Score: 0")
        label.frame = Rect(x: 900, y: 20, width: 70, height: 20)
        vc.view.addSubview(label)
        return (window, Driver(window: window), panel, button)
    }

    @Test func findsViewsByIdentifierTitleTextAndType() throws {
        let (_, driver, panel, button) = screen()
        #expect(try driver.view(identifier: "panel") === panel)
        #expect(try driver.button(title: "MIL") === button)
        #expect(try driver.view(text: "Score: 0") is Label)
        #expect(driver.views(ofType: Button.self).count == 1)
        #expect(throws: DriverError.noSuchView("identifier 'nope' (identifiers on screen: 'panel', 'letter0')")) { try driver.view(identifier: "nope") }
        #expect(driver.properties(of: button)["frame"] == "(0, 0, 150, 80)")
        #expect(driver.properties(of: button)["text"] == "MIL")
    }

    @Test func tapsByTextWhereTheTextIsShown() throws {
        let (window, driver, _, button) = screen()
        var taps = 0
        button.addTarget(for: .touchUpInside) { _ in taps += 1 }
        // A button's title is its text: the touch lands on the button.
        #expect(try driver.tap(text: "MIL") === button)
        #expect(taps == 1)
        // A label takes no touches itself: the touch goes to the view under it.
        #expect(try driver.tap(text: "Score: 0") === window.rootViewController?.view)
        #expect(throws: DriverError.noSuchView("text 'nope' (texts on screen: 'MIL', 'Score: 0')")) {
            try driver.tap(text: "nope")
        }
        button.isHidden = true
        #expect(throws: DriverError.hidden("letter0", hiddenView: "letter0")) { try driver.tap(text: "MIL") }
        #expect(taps == 1)
    }

    @Test func tapsThroughHitTestingAndSaysWhyNot() throws {
        let (_, driver, panel, button) = screen()
        var taps = 0
        button.addTarget(for: .touchUpInside) { _ in taps += 1 }
        try driver.tap(identifier: "letter0")
        #expect(taps == 1)

        button.isHidden = true
        #expect(throws: DriverError.hidden("letter0", hiddenView: "letter0")) { try driver.tap(button) }
        button.isHidden = false
        panel.isHidden = true
        #expect(throws: DriverError.hidden("letter0", hiddenView: "panel")) { try driver.tap(button) }
        panel.isHidden = false
        button.isEnabled = false
        #expect(throws: DriverError.disabled("letter0")) { try driver.tap(button) }
        button.isEnabled = true
        button.alpha = 0
        #expect(throws: DriverError.transparent("letter0", transparentView: "letter0")) { try driver.tap(button) }
        button.alpha = 1
        panel.isUserInteractionEnabled = false
        #expect(throws: DriverError.interactionDisabled("letter0", disabledView: "panel")) { try driver.tap(button) }
        panel.isUserInteractionEnabled = true
        button.frame = Rect(x: 400, y: 0, width: 150, height: 80)
        #expect(throws: DriverError.outsideBounds("letter0", clippedBy: "panel")) { try driver.tap(button) }
        button.frame = Rect(x: 0, y: 0, width: 150, height: 80)
        let cover = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        cover.identifier = "curtain"
        panel.addSubview(cover)
        #expect(throws: DriverError.covered("letter0", by: "curtain", at: Point(x: 175, y: 140))) { try driver.tap(button) }
        cover.removeFromSuperview()
        try driver.tap(button)
        #expect(taps == 2)
        button.removeFromSuperview()
        #expect(throws: DriverError.notInWindow("letter0")) { try driver.tap(button) }
    }

    @Test func touchWithForceReachesTheView() {
        let window = Window(device: .iPhone)
        let target = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(target)
        let driver = Driver(window: window)
        #expect(driver.touch(at: Point(x: 10, y: 10), force: Touch.defaultMaximumForce) === target)
        #expect(target.forces == [20.0 / 3.0])
        driver.press(at: Point(x: 10, y: 10), force: 50)  // clamped to the maximum
        #expect(target.calls == ["began", "ended", "began", "moved", "ended"])
    }
}

@Suite struct AlertLayoutTests {
    @Test func theBoxIsCentredWithUIKitsSizes() {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        let alert = Alert(title: "Well done!", message: "Ready for the next level?")
        alert.addAction(AlertAction(title: "Let's go!"))
        vc.present(alert)
        guard let view = alert.view as? AlertView else {
            Issue.record("the alert's view is not an AlertView")
            return
        }
        expectFrame(view, Rect(x: 0, y: 0, width: 1024, height: 768))
        // 16 + 4 padding; title bold 17 pt, one line: 19.79 → 20; 4 gap; message 13 pt: 15.13 → 16;
        // 4 gap, 8 more before the buttons; one 44-pt button: 20 + 24 + 20 + 8 + 44 = 116 high.
        expectFrame(view.titleLabel, Rect(x: 16, y: 20, width: 238, height: 20))
        expectFrame(view.messageLabel, Rect(x: 16, y: 44, width: 238, height: 16))
        expectFrame(view.buttons[0].0, Rect(x: 0, y: 72, width: 270, height: 44))
        expectFrame(view.box, Rect(x: 512 - 135, y: 384 - 58, width: 270, height: 116))
        // Two actions sit side by side.
        alert.addAction(AlertAction(title: "Later", style: .cancel))
        window.layoutIfNeeded()
        expectFrame(view.buttons[1].0, Rect(x: 135, y: 72, width: 135, height: 44))
        #expect(view.buttons[1].0.titleLabel.font == .boldSystem(17))
    }
}

@Suite struct PendingPresentationTests {
    @Test func presentingBeforeAppearingWaitsForTheWindow() {
        let vc = ViewController()
        let alert = Alert(title: "Welcome", message: nil)
        vc.present(alert)
        #expect(vc.presentedViewController == nil)
        let window = Window(device: .iPhone)
        window.rootViewController = vc
        #expect(vc.presentedViewController === alert)
        #expect(window.presentedStack.count == 1)
        #expect(Driver(window: window).alert === alert)
    }
}
