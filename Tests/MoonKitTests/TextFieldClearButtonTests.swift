import Testing
@testable import MoonKit

/// A text field's clear button (UIKit's `clearButtonMode`): when it shows, where it sits, what
/// it leaves the text, and what a tap on it does.
@Suite struct TextFieldClearButtonTests {
    /// A delegate that logs each call, refusing to clear or to begin editing when told to.
    final class Recorder: TextFieldDelegate {
        var calls: [String] = []
        var refusesClear = false
        var refusesBegin = false

        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { calls.append("shouldBegin"); return !refusesBegin }
        func textFieldShouldClear(_ textField: TextField) -> Bool { calls.append("shouldClear"); return !refusesClear }
    }

    /// A 300 × 40 field at (20, 100) on an iPad screen, its editing events logged to `recorder`.
    func field(mode: TextFieldViewMode, text: String?, recorder: Recorder = Recorder()) -> (Window, TextField) {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        let field = TextField()
        field.frame = Rect(x: 20, y: 100, width: 300, height: 40)
        field.text = text
        field.clearButtonMode = mode
        field.delegate = recorder
        field.addAction(for: [.editingDidBegin, .editingChanged]) { _, event in recorder.calls.append("\(event)") }
        vc.view.addSubview(field)
        window.layoutIfNeeded()
        return (window, field)
    }

    @Test func eachModeShowsTheButtonInItsEditingStateOnlyWhileThereIsText() throws {
        let cases: [(TextFieldViewMode, notEditing: Bool, editing: Bool)] = [
            (.never, false, false), (.whileEditing, false, true), (.unlessEditing, true, false), (.always, true, true),
        ]
        for (mode, notEditing, editing) in cases {
            // The window is kept: a field whose window is gone cannot be edited.
            let (window, f) = field(mode: mode, text: "moon")
            defer { withExtendedLifetime(window) {} }
            #expect(f.showsClearButton == notEditing, "\(mode) not editing")
            #expect(f.clearButton.map { !$0.isHidden } ?? false == notEditing, "\(mode) not editing")
            f.becomeFirstResponder()
            #expect(f.showsClearButton == editing, "\(mode) editing")
            #expect(f.clearButton.map { !$0.isHidden } ?? false == editing, "\(mode) editing")
            // No text, nothing to clear: hidden in every mode.
            f.text = ""
            #expect(!f.showsClearButton && (f.clearButton?.isHidden ?? true), "\(mode) empty")
            f.resignFirstResponder()
            #expect(!f.showsClearButton && (f.clearButton?.isHidden ?? true), "\(mode) empty")
        }
        // A field that never shows one has no clear button view at all.
        let (window, plain) = field(mode: .never, text: "moon")
        #expect(plain.subviews.isEmpty && plain.window === window)
    }

    @Test func theButtonIsA19PointSquareAtTheRightEndAndTheTextGetsTheRest() throws {
        let (window, f) = field(mode: .always, text: "moon")
        let button = try #require(f.clearButton)
        #expect(button.superview === f && button.frame == Rect(x: 281, y: 10.5, width: 19, height: 19))
        #expect(f.textRect(forBounds: f.bounds) == Rect(x: 0, y: 0, width: 281, height: 40))
        // Hidden (no text), the button leaves the text the whole field.
        f.text = nil
        #expect(f.textRect(forBounds: f.bounds) == Rect(x: 0, y: 0, width: 300, height: 40))
        // It follows the field's size.
        f.text = "moon"
        f.frame.size = Size(width: 200, height: 30)
        window.layoutIfNeeded()
        #expect(button.frame == Rect(x: 181, y: 5.5, width: 19, height: 19))
        #expect(f.descriptionDetails.contains("clearButtonMode=always"))
    }

    @Test func aTapOnTheButtonStartsEditingThenAsksTheDelegateAndClears() throws {
        let recorder = Recorder()
        let (window, f) = field(mode: .unlessEditing, text: "moon", recorder: recorder)
        // The button's centre in the window: (20 + 281 + 9.5, 100 + 20).
        #expect(window.tap(at: Point(x: 310.5, y: 120)) === f.clearButton)
        #expect(f.text == "" && f.isFirstResponder)
        #expect(recorder.calls == ["shouldBegin", "editingDidBegin", "shouldClear", "editingChanged"])
        // A tap on the text, left of the button, only starts editing, as before.
        let (window2, g) = field(mode: .always, text: "sun")
        #expect(window2.tap(at: Point(x: 100, y: 120)) === g)
        #expect(g.text == "sun" && g.isFirstResponder)
    }

    @Test func aBotTapsTheButtonByItsDescriptionAsAFingerWould() throws {
        let recorder = Recorder()
        let (window, f) = field(mode: .whileEditing, text: "moon", recorder: recorder)
        let driver = Driver(window: window)
        let button = try #require(f.clearButton)
        // Not editing: the button is hidden, so a bot cannot tap it.
        #expect(throws: DriverError.hidden("TextFieldClearButton[0.0.0]", hiddenView: "TextFieldClearButton[0.0.0]")) {
            try driver.tap(button)
        }
        try driver.tap(f)
        try driver.type("s")
        try driver.tap(button)
        #expect(f.text == "" && f.isFirstResponder)
        #expect(recorder.calls == ["shouldBegin", "editingDidBegin", "editingChanged", "shouldClear", "editingChanged"])
        // Empty now: the button hides again.
        #expect(button.isHidden)
    }

    @Test func aDelegateThatRefusesKeepsTheText() throws {
        let recorder = Recorder()
        recorder.refusesClear = true
        let (window, f) = field(mode: .always, text: "moon", recorder: recorder)
        window.tap(at: Point(x: 310.5, y: 120))
        #expect(f.text == "moon" && f.isFirstResponder)
        #expect(recorder.calls == ["shouldBegin", "editingDidBegin", "shouldClear"])
        // A field that will not be edited is not cleared either: a finger there starts nothing.
        let refusing = Recorder()
        refusing.refusesBegin = true
        let (window2, g) = field(mode: .always, text: "sun", recorder: refusing)
        window2.tap(at: Point(x: 310.5, y: 120))
        #expect(g.text == "sun" && !g.isFirstResponder && refusing.calls == ["shouldBegin"])
    }
}
