import MoonKit
import Testing
@testable import MoonKitCLI

/// What makes two screens one for `moonkit explore`: their structure, not the data shown.
@Suite("explore's screen signatures")
struct ScreenSignatureTests {
    final class Other: ViewController {}

    /// The signature of a window whose root controller (`controller`, a plain one unless given)
    /// has the views `build` adds to its view.
    static func signature(of controller: ViewController = ViewController(), _ build: (View) -> Void) -> UInt64 {
        let engine = Engine()
        engine.window.rootViewController = controller
        build(controller.view)
        return ScreenSignature.of(engine.window)
    }

    static func button(_ title: String, identifier: String? = nil, enabled: Bool = true, hidden: Bool = false) -> Button {
        let button = Button(title: title)
        button.identifier = identifier
        button.isEnabled = enabled
        button.isHidden = hidden
        return button
    }

    @Test("labels' texts and buttons' titles are data: they do not make another screen")
    func textsLeftOut() {
        let first = Self.signature { view in
            view.addSubview(Label(text: "Score: 1"))
            view.addSubview(Self.button("ABC"))
        }
        let second = Self.signature { view in
            view.addSubview(Label(text: "Score: 12"))
            view.addSubview(Self.button("XYZ"))
        }
        #expect(first == second)
        // The node of each view says what counts of it.
        #expect(ScreenSignature.node(Self.button("ABC", identifier: "ok")) == "Button#ok enabled")
        #expect(ScreenSignature.node(Self.button("ABC", enabled: false)) == "Button disabled")
        #expect(ScreenSignature.node(Label(text: "Score: 1")) == "Label")
        let controller = Other()
        #expect(ScreenSignature.node(controller.view) == "View <Other>")
    }

    @Test("among a view's subviews each structure counts once, where it first appears; hidden views are left out")
    func runsCountOnce() {
        let grid = { (shown: Int, hidden: Int) in
            Self.signature { view in
                let letters = View()
                view.addSubview(letters)
                for i in 0..<(shown + hidden) { letters.addSubview(Self.button("L\(i)", hidden: i < hidden)) }
                view.addSubview(Self.button("SUBMIT", identifier: "submit"))
            }
        }
        #expect(grid(20, 0) == grid(19, 1))
        #expect(grid(20, 0) == grid(3, 17))
        #expect(grid(20, 0) != grid(0, 20))  // no letter shown at all is another screen
        // Letters used up (disabled) here and there: one more makes no other screen, but the
        // first disabled one coming before the first enabled one does.
        let used = { (disabled: Set<Int>) in
            Self.signature { view in
                for i in 0..<26 { view.addSubview(Self.button("L\(i)", enabled: !disabled.contains(i))) }
            }
        }
        #expect(used([3]) == used([3, 7, 20]))
        #expect(used([3]) != used([]))
        #expect(used([3]) != used([0]))
        // Kinds in the order they first appear: a label between two buttons is as after them.
        let apart = Self.signature { view in
            for child in [Self.button("A"), Label(text: "or"), Self.button("B")] { view.addSubview(child) }
        }
        let together = Self.signature { view in
            for child in [Self.button("A"), Self.button("B"), Label(text: "or")] { view.addSubview(child) }
        }
        let labelFirst = Self.signature { view in
            for child in [Label(text: "or"), Self.button("A"), Self.button("B")] { view.addSubview(child) }
        }
        #expect(apart == together)
        #expect(apart != labelFirst)
    }

    @Test("identifiers, enabled controls, the controller's class and the views' tree make other screens")
    func structureCounts() {
        let plain = Self.signature { $0.addSubview(Self.button("OK")) }
        #expect(plain != Self.signature { $0.addSubview(Self.button("OK", identifier: "ok")) })
        #expect(plain != Self.signature { $0.addSubview(Self.button("OK", enabled: false)) })
        #expect(plain != Self.signature(of: Other()) { $0.addSubview(Self.button("OK")) })
        #expect(plain != Self.signature { view in
            let box = View()
            box.addSubview(Self.button("OK"))
            view.addSubview(box)
        })
        // A hidden view leaves the screen as it was, subviews and all.
        #expect(plain == Self.signature { view in
            view.addSubview(Self.button("OK"))
            let hidden = View()
            hidden.isHidden = true
            hidden.addSubview(Self.button("More"))
            view.addSubview(hidden)
        })
    }

    @Test("a tab bar controller's screens differ by the tab selected, even with controllers of one class")
    func tabs() {
        let engine = Engine()
        let tabs = TabBarController()
        let first = ViewController(), second = ViewController()
        first.title = "One"
        second.title = "Two"
        tabs.viewControllers = [first, second]
        engine.window.rootViewController = tabs
        tabs.selectedIndex = 0
        let one = ScreenSignature.of(engine.window)
        tabs.selectedIndex = 1
        #expect(ScreenSignature.of(engine.window) != one)
        tabs.selectedIndex = 0
        #expect(ScreenSignature.of(engine.window) == one)
    }

    @Test("an alert is known by its title and its buttons' titles, not its message")
    func alerts() {
        func alert(_ title: String, _ message: String, _ buttons: [String]) -> UInt64 {
            let alert = Alert(title: title, message: message)
            for button in buttons { alert.addAction(AlertAction(title: button)) }
            return ScreenSignature.of(alert)
        }
        #expect(alert("That's not it", "You guessed CAT", ["OK"]) == alert("That's not it", "You guessed DOG", ["OK"]))
        #expect(alert("That's not it", "", ["OK"]) != alert("That's not it", "", ["OK", "Retry"]))
        #expect(alert("That's not it", "", ["OK"]) != alert("Well done", "", ["OK"]))
    }

    @Test("an action aims at a view by its identifier, else by its place in the tree, never by its title")
    func aims() {
        let engine = Engine()
        let controller = ViewController()
        engine.window.rootViewController = controller
        let named = Self.button("OK", identifier: "ok"), plain = Self.button("Cat")
        named.frame = Rect(x: 10, y: 10, width: 100, height: 44)
        plain.frame = Rect(x: 10, y: 100, width: 100, height: 44)
        controller.view.addSubview(named)
        controller.view.addSubview(plain)
        var reader = ScreenReader(engine: engine, random: SeededChoice(seed: 1))
        let aims = reader.read().actions.filter { $0.kind == .control }.map(\.aim)
        #expect(aims == ["#ok tap", "Button[0.1] tap"])
        plain.setTitle("Dog", for: .normal)
        var again = ScreenReader(engine: engine, random: SeededChoice(seed: 1))
        #expect(again.read().actions.filter { $0.kind == .control }.map(\.aim) == aims)
    }
}
