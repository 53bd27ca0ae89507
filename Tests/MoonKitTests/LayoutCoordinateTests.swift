import Testing
@testable import MoonKit

/// Constraints hold in their items' closest common ancestor's coordinates; a bounds origin moves
/// subviews on screen, never their frames; autoresizing constraints conflict as in UIKit.
@Suite struct LayoutCoordinateTests {
    func scene() -> (Window, View) {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        return (window, vc.view)
    }

    func constrained(_ view: View, in superview: View, id: String) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.identifier = id
        superview.addSubview(view)
        return view
    }

    @Test func aMultipliedPositionIsInTheCommonAncestorsCoordinates() throws {
        let (window, root) = scene()
        let field = constrained(View(), in: root, id: "field")
        let dot = constrained(View(), in: field, id: "dot")
        LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 400),
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            field.widthAnchor.constraint(equalToConstant: 200),
            field.heightAnchor.constraint(equalToConstant: 50),
            dot.widthAnchor.constraint(equalToConstant: 20),
            dot.heightAnchor.constraint(equalToConstant: 20),
            dot.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            // In the field's coordinates its trailing edge is 200: the dot's centre goes to 100.
            try LayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal, toItem: field, attribute: .trailing,
                                 multiplier: 0.5),
        ])
        window.layoutIfNeeded()
        expectFrame(field, Rect(x: 400, y: 100, width: 200, height: 50))
        expectFrame(dot, Rect(x: 90, y: 15, width: 20, height: 20))
        // Siblings: the common ancestor is their superview, here at x = 400 as well.
        let left = constrained(View(), in: field, id: "left")
        LayoutConstraint.activate([
            try LayoutConstraint(item: left, attribute: .leading, relatedBy: .equal, toItem: dot, attribute: .trailing,
                                 multiplier: 2),
            left.topAnchor.constraint(equalTo: field.topAnchor),
            left.widthAnchor.constraint(equalToConstant: 10),
            left.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        expectFrame(left, Rect(x: 220, y: 0, width: 10, height: 10))
    }

    @Test func aBoundsOriginMovesSubviewsOnScreenButNotTheirFrames() {
        let (window, root) = scene()
        let container = constrained(View(), in: root, id: "container")
        let inner = constrained(View(), in: container, id: "inner")
        let framed = View(frame: Rect(x: 5, y: 6, width: 7, height: 8))
        container.addSubview(framed)
        let height = container.heightAnchor.constraint(equalToConstant: 300)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            container.widthAnchor.constraint(equalToConstant: 300),
            height,
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 40),
            framed.widthAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0, constant: 7),
        ])
        window.layoutIfNeeded()
        container.bounds.origin = Point(x: 0, y: 50)
        window.layoutIfNeeded()
        expectFrame(inner, Rect(x: 10, y: 20, width: 30, height: 40))
        expectFrame(framed, Rect(x: 5, y: 6, width: 7, height: 8))
        #expect(inner.convert(Point.zero, to: nil) == Point(x: 110, y: 70))
        // A later solve (a constant changes) keeps it so.
        height.constant = 310
        window.layoutIfNeeded()
        expectFrame(inner, Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(inner.convert(Point.zero, to: nil) == Point(x: 110, y: 70))
    }

    @Test func aConstraintAcrossAScrolledViewFollowsItsBoundsOrigin() {
        let (window, root) = scene()
        let container = constrained(View(), in: root, id: "container")
        let badge = constrained(View(), in: container, id: "badge")
        let pin = badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 300),
            // Pinned to the root, outside the container: it stays put on screen as the container scrolls.
            pin,
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        expectFrame(badge, Rect(x: 0, y: 80, width: 10, height: 10))
        container.bounds.origin = Point(x: 0, y: 250)
        window.layoutIfNeeded()
        expectFrame(badge, Rect(x: 0, y: 330, width: 10, height: 10))
        #expect(badge.convert(Point.zero, to: nil) == Point(x: 0, y: 100))
        // Re-added at another priority, a new constant, another scroll: still in the root's terms.
        pin.priority = 999
        pin.constant = 120
        container.bounds.origin = Point(x: 0, y: 200)
        window.layoutIfNeeded()
        expectFrame(badge, Rect(x: 0, y: 300, width: 10, height: 10))
        // Deactivated, it no longer follows the scroll (a lower-priority stand-in holds the badge).
        pin.isActive = false
        LayoutConstraint.activate([badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 5)])
        container.bounds.origin = Point(x: 0, y: 0)
        window.layoutIfNeeded()
        expectFrame(badge, Rect(x: 0, y: 5, width: 10, height: 10))
    }

    @Test func aViewThatKeepsTheAutoresizingFlagConflictsAsInUIKit() {
        let (window, root) = scene()
        let box = View()
        box.identifier = "box"
        root.addSubview(box)
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100, file: "game.lua", line: 7),
        ])
        window.layoutIfNeeded()
        #expect(box.translatesAutoresizingMaskIntoConstraints)
        expectFrame(box, Rect(x: 0, y: 0, width: 0, height: 0))
        let message = """
            Unable to simultaneously satisfy constraints.
            \tThese required constraints cannot all hold; at least one of them is probably not wanted:
            (
                "<Autoresizing box.width == 0 (frame-placed view)>",
                "<LayoutConstraint box.width == 100 (required) at game.lua:7>",
            )

            (Note: autoresizing constraints come from views whose translatesAutoresizingMaskIntoConstraints is still true; set it to false on views that constraints place)

            Recovering by breaking constraint
            <LayoutConstraint box.width == 100 (required) at game.lua:7>

            """
        #expect(window.log == [message])
        // Turning the flag off, as UIKit asks, resolves it.
        box.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(box, Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(window.log.count == 1)
    }

    @Test func aViewAddedBackWithoutItsConstraintsIsReported() {
        let (window, root) = scene()
        let box = constrained(View(), in: root, id: "box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        box.removeFromSuperview()
        root.addSubview(box)
        window.layoutIfNeeded()
        #expect(window.log == ["Ambiguous layout: box lost its constraints to views outside it when it was removed from "
                               + "its superview, and nothing places it since it was added back (activate its constraints "
                               + "again after adding it)"])
        // Constraints activated again before the next pass: nothing to say.
        box.removeFromSuperview()
        root.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(window.log.count == 1)
        expectFrame(box, Rect(x: 10, y: 10, width: 50, height: 50))
    }
}
