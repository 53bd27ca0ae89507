import Testing
@testable import MoonKit

@Suite struct AutoLayoutTests {
    /// A window with a plain root view controller, and a box added to its view.
    func scene() -> (Window, View, View) {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(box)
        return (window, vc.view, box)
    }

    @Test func conflictIsReportedAndLayoutCompletes() {
        let (window, root, box) = scene()
        let w100 = box.widthAnchor.constraint(equalToConstant: 100).withIdentifier("w100")
        let w200 = box.widthAnchor.constraint(equalToConstant: 200, file: "game.lua", line: 12)
        LayoutConstraint.activate([
            w100, w200,
            box.heightAnchor.constraint(equalToConstant: 50),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        expectFrame(box, Rect(x: 10, y: 10, width: 100, height: 50))
        #expect(w200.isActive && w200.isBroken && !w100.isBroken)
        let conflicts = root.layoutConflicts
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.brokenConstraint === w200)
        #expect(conflicts.first?.layoutConstraints.count == 2)
        let message = """
            Unable to simultaneously satisfy constraints.
            \tThese required constraints cannot all hold; at least one of them is probably not wanted:
            (
                "<LayoutConstraint 'w100' box.width == 100 (required) at MoonKitTests/AutoLayoutTests.swift:19>",
                "<LayoutConstraint box.width == 200 (required) at game.lua:12>",
            )

            Recovering by breaking constraint
            <LayoutConstraint box.width == 200 (required) at game.lua:12>

            """
        #expect(window.log == [message])
        // Lowering the broken one's priority lets it back in as a preference.
        w200.priority = 999
        window.layoutIfNeeded()
        #expect(!w200.isBroken)
        expectFrame(box, Rect(x: 10, y: 10, width: 100, height: 50))
        w100.isActive = false
        window.layoutIfNeeded()
        expectFrame(box, Rect(x: 10, y: 10, width: 200, height: 50))
    }

    @Test func conflictWithAFramePlacedViewBreaksTheCallersConstraint() {
        let (window, root, box) = scene()
        let frameBox = View(frame: Rect(x: 5, y: 6, width: 70, height: 80))
        root.addSubview(frameBox)
        // frameBox is the second item, so it stays frame-placed; box = frameBox.width and box = 90
        // cannot both hold.
        let tie = box.widthAnchor.constraint(equalTo: frameBox.widthAnchor)
        LayoutConstraint.activate([
            tie,
            box.widthAnchor.constraint(equalToConstant: 90),
            box.heightAnchor.constraint(equalTo: frameBox.heightAnchor, multiplier: 0.5),
            box.leadingAnchor.constraint(equalTo: frameBox.trailingAnchor, constant: 1),
            box.topAnchor.constraint(equalTo: frameBox.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(frameBox.translatesAutoresizingMaskIntoConstraints)
        expectFrame(frameBox, Rect(x: 5, y: 6, width: 70, height: 80))
        expectFrame(box, Rect(x: 76, y: 86, width: 70, height: 40))
        #expect(root.layoutConflicts.count == 1)
        #expect(root.layoutConflicts.first?.constraints.contains("<Autoresizing View[0.1].width == 70 (frame-placed view)>") == true)
        // The frame-placed view's frame is followed when it changes.
        frameBox.frame = Rect(x: 0, y: 0, width: 60, height: 100)
        window.layoutIfNeeded()
        expectFrame(box, Rect(x: 61, y: 100, width: 60, height: 50))
    }

    @Test func activatingLeavesTheFlagAloneAndConstantsAreMutable() {
        let (window, root, box) = scene()
        box.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        let left = box.leftAnchor.constraint(equalTo: root.layoutMarginsGuide.leftAnchor)
        LayoutConstraint.activate([
            left,
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5, constant: 10),
        ])
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        window.layoutIfNeeded()
        // Margins guide left = 20; safe area top = 20; width 1024 / 4 = 256; height 128 + 10.
        expectFrame(box, Rect(x: 20, y: 20, width: 256, height: 138))
        left.constant = 30
        window.layoutIfNeeded()
        expectFrame(box, Rect(x: 50, y: 20, width: 256, height: 138))
        root.directionalLayoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        window.layoutIfNeeded()
        expectFrame(box, Rect(x: 70, y: 20, width: 256, height: 138))
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func inequalitiesAndPriorities() {
        let (window, root, box) = scene()
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 300),
            box.widthAnchor.constraint(equalToConstant: 100).withPriority(750),
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(box, Rect(x: 0, y: 0, width: 300, height: 10))  // the required ≥ wins over the 750 =
    }

    @Test func easierSpellingBuildsTheSameConstraints() {
        let (window, root, box) = scene()
        let m = root.layoutMarginsGuide
        LayoutConstraint.activate([
            box.leadingAnchor.eq(m.leadingAnchor + 100),
            box.widthAnchor.eq(m.widthAnchor * 0.6 - 100),
            box.topAnchor.eq(m.topAnchor),
            box.heightAnchor.ge(100).withPriority(750),
            box.heightAnchor.le(120),
        ])
        window.layoutIfNeeded()
        expectFrame(box, Rect(x: 120, y: 20, width: 0.6 * 984 - 100, height: 100))
    }

    @Test func ambiguityIsDetected() {
        let (window, root, box) = scene()
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)  // nothing places it vertically
        box.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        #expect(!box.hasAmbiguousLayout)
        let label = Label(text: "sized by its text")
        root.addSubview(label)
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: box.bottomAnchor).isActive = true
        #expect(!label.hasAmbiguousLayout)  // hugging and compression hold its size
        #expect(!View().hasAmbiguousLayout)  // frame-placed and unconstrained
    }

    @Test func removingAViewDeactivatesConstraintsThatLeaveItsSubtree() {
        let (window, root, box) = scene()
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        let outside = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let within = inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
        LayoutConstraint.activate([
            outside, within,
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 80),
            box.heightAnchor.constraint(equalToConstant: 20),
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            inner.topAnchor.constraint(equalTo: box.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        expectFrame(inner, Rect(x: 0, y: 0, width: 40, height: 5))
        #expect(within.installedOn === box && outside.installedOn === root)
        #expect(box.constraints.contains { $0 === within })
        box.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(within.isActive)
        // The detached tree still lays itself out.
        box.frame = Rect(x: 0, y: 0, width: 200, height: 20)
        box.translatesAutoresizingMaskIntoConstraints = true
        box.layoutIfNeeded()
        expectFrame(inner, Rect(x: 0, y: 0, width: 100, height: 5))
        // Constraints between trees cannot be activated.
        let stray = View()
        let c = stray.widthAnchor.constraint(equalTo: root.widthAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(c.activationError != nil)
        _ = window
    }

    @Test func customGuidesAreLaidOutLikeViews() {
        let (window, root, box) = scene()
        let spacer = LayoutGuide()
        spacer.identifier = "spacer"
        root.addLayoutGuide(spacer)
        LayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 300),
            spacer.topAnchor.constraint(equalTo: root.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            box.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            box.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(spacer.layoutFrame == Rect(x: 0, y: 0, width: 300, height: 1))
        expectFrame(box, Rect(x: 300, y: 1, width: 10, height: 10))
    }

    /// A resize re-solves only when something laid out is in the resized view's subtree: a
    /// container no constraint names still moves (by its size about its centre) the constrained
    /// view inside it, while resizing a frame-placed view beside them changes nothing.
    @Test func resizingAnUnconstrainedContainerMovesTheConstrainedViewInsideIt() {
        let (window, root, _) = scene()
        let container = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        let bystander = View(frame: Rect(x: 400, y: 400, width: 50, height: 50))
        root.addSubviews(container, bystander)
        container.addSubview(inner)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        expectFrame(inner, Rect(x: -90, y: -80, width: 30, height: 40))
        bystander.bounds.size = Size(width: 60, height: 60)
        window.layoutIfNeeded()
        expectFrame(inner, Rect(x: -90, y: -80, width: 30, height: 40))
        expectFrame(bystander, Rect(x: 395, y: 395, width: 60, height: 60))
        // The centre stays at (200, 200): the container's origin moves to (150, 150).
        container.bounds.size = Size(width: 100, height: 100)
        window.layoutIfNeeded()
        expectFrame(inner, Rect(x: -140, y: -130, width: 30, height: 40))
    }

    /// Text that keeps the field's size (its placeholder is wider) changes no constraint, so the
    /// solve is skipped; but a laid-out view moved by hand since the last solve, or moved with
    /// its container, is still put back where its constraints say, as a full solve does.
    @Test func sameSizeTextStillPutsBackViewsMovedByHand() {
        let (window, root, _) = scene()
        let container = View(frame: Rect(x: 100, y: 100, width: 300, height: 100))
        let field = TextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        field.placeholder = "A long placeholder"
        root.addSubview(container)
        container.addSubview(field)
        LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 110),
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 120),
        ])
        window.layoutIfNeeded()
        let placed = field.frame
        #expect(placed.origin == Point(x: 10, y: 20))
        field.text = "A"
        window.layoutIfNeeded()
        #expect(field.frame == placed)
        field.center = Point(x: 0, y: 0)
        field.text = "B"
        window.layoutIfNeeded()
        #expect(field.frame == placed)
        container.center = Point(x: 300, y: 200)
        field.text = "C"
        window.layoutIfNeeded()
        #expect(field.frame.origin == Point(x: -40, y: -30))
    }

    @Test func buttonsSizeToTheirTitlesAndInsets() {
        let (window, root, _) = scene()
        let b = Button(title: "CLEAR")
        b.translatesAutoresizingMaskIntoConstraints = false
        b.contentEdgeInsets = EdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
        root.addSubview(b)
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        // "CLEAR" at 15 pt: 48.99 → 49 + 20; 17.46 → 18 + 12.
        expectFrame(b, Rect(x: 0, y: 0, width: 69, height: 30))
        b.titleLabel.font = .system(30)
        window.layoutIfNeeded()
        let w = Font.system(30).width(of: "CLEAR").rounded(.up) + 20
        expectFrame(b, Rect(x: 0, y: 0, width: w, height: Font.system(30).lineHeight.rounded(.up) + 12))
    }
}

@Suite struct LayoutMemoryTests {
    @Test func aLaidOutScreenIsFreedWithItsWindow() {
        weak var weakWindow: Window?
        weak var weakRoot: View?
        weak var weakLabel: Label?
        weak var weakController: ViewController?
        do {
            let window = Window(device: .iPad)
            let game = SwiftyWordsController()
            window.rootViewController = game
            let driver = Driver(window: window)
            _ = try? driver.button(title: "SUBMIT")
            weakWindow = window
            weakRoot = game.view
            weakLabel = game.cluesLabel
            weakController = game
            #expect(game.cluesLabel.frame.height == 252)
        }
        #expect(weakWindow == nil)
        #expect(weakRoot == nil)
        #expect(weakLabel == nil)
        #expect(weakController == nil)
    }
}

@Suite struct FrameConflictTests {
    @Test func shrinkingAFramePlacedViewBreaksTheCallersConstraintInTheSamePass() {
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 500))
        let box = View()
        box.identifier = "wide"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 900).withIdentifier("w900")
        LayoutConstraint.activate([
            width,
            box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutConflicts.isEmpty)
        #expect(box.frame.width == 900)
        // The root (frame-placed, no window) shrinks below 900: the engine rebuilds with the pins
        // first; "w900" is installed on the box, after the root's constraints, so it is the one broken.
        root.frame = Rect(x: 0, y: 0, width: 800, height: 500)
        root.layoutIfNeeded()
        #expect(!root.needsLayout)
        #expect(root.layoutConflicts.count == 1)
        #expect(root.layoutConflicts.first?.brokenConstraint === width)
        #expect(box.frame.maxX <= 800 && box.frame.minX >= 0)
    }
}

@Suite struct RootViewConstraintTests {
    @Test func aControllersRootViewKeepsItsFrameAsFirstItem() {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(child)
        LayoutConstraint.activate([
            vc.view.widthAnchor.constraint(greaterThanOrEqualTo: child.widthAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 100),
            child.centerXAnchor.constraint(equalTo: vc.view.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: vc.view.centerYAnchor),
        ])
        window.layoutIfNeeded()
        #expect(vc.view.translatesAutoresizingMaskIntoConstraints)
        expectFrame(vc.view, Rect(x: 0, y: 0, width: 1024, height: 768))
        expectFrame(child, Rect(x: 462, y: 334, width: 100, height: 100))
    }
}

/// `LayoutConstraint(item:attribute:relatedBy:toItem:…)`, which the Lua bridge uses, takes
/// views and layout guides (and subclasses of views) and refuses anything else by name.
@Suite struct RuntimeItemConstraintTests {
    final class NotAnItem {}

    @Test func viewsAndGuidesAreItemsAndOthersAreRefused() throws {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        let root = vc.view
        let label = Label(text: "Hi")
        label.identifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        let guide = LayoutGuide()
        guide.identifier = "guide"
        root.addSubview(label)
        root.addLayoutGuide(guide)
        let c1 = try LayoutConstraint(item: guide, attribute: .leading, relatedBy: .equal,
                                      toItem: root, attribute: .leading, constant: 40)
        let c2 = try LayoutConstraint(item: label, attribute: .leading, relatedBy: .equal,
                                      toItem: guide, attribute: .trailing)
        let c3 = try LayoutConstraint(item: guide, attribute: .width, relatedBy: .equal,
                                      toItem: nil, attribute: nil, constant: 60)
        let c4 = try LayoutConstraint(item: label, attribute: .top, relatedBy: .equal,
                                      toItem: root, attribute: .top, constant: 7)
        #expect(c1.firstItem === guide && c1.secondItem === root)
        #expect(c2.firstItem === label && c2.secondItem === guide)
        #expect(c3.secondItem == nil)
        LayoutConstraint.activate([c1, c2, c3, c4])
        window.layoutIfNeeded()
        #expect(guide.layoutFrame.minX == 40)
        #expect(guide.layoutFrame.width == 60)
        #expect(label.frame.origin == Point(x: 100, y: 7))

        let stranger = NotAnItem()
        #expect(throws: LayoutError.invalidConstraint("a constraint's first item must be a view or a layout guide, not NotAnItem")) {
            try LayoutConstraint(item: stranger, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading)
        }
        #expect(throws: LayoutError.invalidConstraint("cannot relate label.leading to NotAnItem: anchors belong to views and layout guides")) {
            try LayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: stranger, attribute: .leading)
        }
        #expect(throws: LayoutError.invalidConstraint("a constraint's first item must be a view or a layout guide, not ViewController")) {
            try LayoutConstraint(item: vc, attribute: .width, relatedBy: .equal, toItem: nil, attribute: nil, constant: 1)
        }
    }
}
