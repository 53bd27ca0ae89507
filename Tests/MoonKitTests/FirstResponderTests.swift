import Testing
@testable import MoonKit

/// Typing goes into the window's first responder, as UIKit's keyboard does: a tapped text
/// field, or an alert's first field once the alert appears.
@Suite struct FirstResponderTests {
    /// A screen with two fields, each logging the editing events it sends as "name:event".
    func screen() -> (Window, TextField, TextField, () -> [String]) {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        var events: [String] = []
        func field(_ name: String, y: Double) -> TextField {
            let f = TextField()
            f.frame = Rect(x: 100, y: y, width: 200, height: 30)
            f.addAction(for: [.editingDidBegin, .editingChanged, .editingDidEnd, .primaryActionTriggered]) { control, event in
                events.append("\(name):\(event)=\((control as? TextField)?.text ?? "nil")")
            }
            vc.view.addSubview(f)
            return f
        }
        let a = field("a", y: 100), b = field("b", y: 200)
        return (window, a, b, { events })
    }

    @Test func aTapMakesAFieldTheFirstResponderAndAnotherTapMovesIt() throws {
        let (window, a, b, events) = screen()
        let driver = Driver(window: window)
        #expect(window.firstResponder == nil)
        #expect(throws: DriverError.noFirstResponder) { try driver.type("x") }
        try driver.tap(a)
        #expect(a.isFirstResponder && !b.isFirstResponder && window.editedTextField === a)
        try driver.type("mo")
        try driver.tap(b)
        try driver.type("on", submit: true)
        #expect(a.text == "mo" && b.text == "on" && b.isFirstResponder)
        #expect(events() == [
            "a:editingDidBegin=nil", "a:editingChanged=m", "a:editingChanged=mo",
            "a:editingDidEnd=mo", "b:editingDidBegin=nil", "b:editingChanged=o", "b:editingChanged=on",
            "b:primaryActionTriggered=on",
        ])
        // No handler answers editingDidEndOnExit, so return kept the keyboard, as in UIKit.
        try driver.deleteBackward(5)
        #expect(b.text == "")
        #expect(b.resignFirstResponder() && window.firstResponder == nil)
        #expect(events().suffix(3) == ["b:editingChanged=o", "b:editingChanged=", "b:editingDidEnd="])
    }

    @Test func returnResignsWhenSomeActionAnswersEditingDidEndOnExit() throws {
        let (window, a, _, events) = screen()
        var exits = 0
        a.addAction(for: .editingDidEndOnExit) { _, _ in exits += 1 }
        #expect(a.becomeFirstResponder())
        try Driver(window: window).type("", submit: true)
        #expect(exits == 1 && window.firstResponder == nil)
        #expect(events() == ["a:editingDidBegin=nil", "a:primaryActionTriggered=nil", "a:editingDidEnd=nil"])
    }

    @Test func disabledFieldsAndViewsOutsideAWindowCannotBecomeIt() throws {
        let (window, a, _, _) = screen()
        a.isEnabled = false
        #expect(!a.becomeFirstResponder())
        let loose = TextField()
        #expect(!loose.becomeFirstResponder() && !loose.isFirstResponder)
        #expect(!View().becomeFirstResponder())
        #expect(window.firstResponder == nil)
    }

    @Test func aFieldLeavingTheWindowResigns() throws {
        let (window, a, _, events) = screen()
        a.becomeFirstResponder()
        a.removeFromSuperview()
        #expect(window.firstResponder == nil && !a.isFirstResponder)
        #expect(events() == ["a:editingDidBegin=nil", "a:editingDidEnd=nil"])
    }

    @Test func aLineBreakIsRefusedBeforeAnythingIsTyped() throws {
        let (window, a, _, _) = screen()
        a.becomeFirstResponder()
        #expect(throws: DriverError.lineBreakInTypedText("a\nb")) { try Driver(window: window).type("a\nb") }
        #expect(a.text == nil)
        #expect(DriverError.lineBreakInTypedText("a\nb").description
            == "cannot type 'a\\nb': a text field takes one line (press return with submit instead)")
    }

    @Test func anAlertsFirstFieldTakesTheKeyboardWhenItAppears() throws {
        let (window, a, _, _) = screen()
        a.becomeFirstResponder()
        let alert = Alert(title: "Name?", message: nil)
        alert.addTextField()
        alert.addTextField()
        alert.addAction(AlertAction(title: "OK") { _ in })
        window.rootViewController?.present(alert, animated: false)
        #expect(alert.textFields[0].isFirstResponder && !a.isFirstResponder)
        try Driver(window: window).type("Luna")
        #expect(alert.textFields.map(\.text) == ["Luna", nil])
        try Driver(window: window).answerAlert("OK")
        #expect(window.firstResponder == nil)
    }
}
