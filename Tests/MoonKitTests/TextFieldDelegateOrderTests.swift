import Testing
@testable import MoonKit

/// A text field's delegate in Swift (UIKit's `UITextFieldDelegate`): what it is asked, when,
/// and what its answers stop. The Lua side (a view controller as delegate) is
/// TextFieldDelegateTests in MoonBotsTests.
@Suite struct TextFieldDelegateOrderTests {
    /// A delegate that logs each call, refusing what its flags say.
    final class Recorder: TextFieldDelegate {
        var calls: [String] = []
        var refusesEnd = false
        var refused: Set<String> = []

        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { calls.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool { calls.append("shouldEnd"); return !refusesEnd }
        func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd") }
        func textField(_ textField: TextField, shouldChangeCharactersIn range: TextFieldEditRange,
                       replacementString replacement: String) -> Bool {
            calls.append("change \(range.location),\(range.length) '\(replacement)'")
            return !refused.contains(replacement)
        }
    }

    func field(in window: Window, delegate: Recorder) -> TextField {
        let vc = ViewController()
        window.rootViewController = vc
        let field = TextField()
        field.frame = Rect(x: 100, y: 100, width: 200, height: 30)
        field.delegate = delegate
        field.addAction(for: [.editingDidBegin, .editingChanged, .editingDidEnd]) { _, event in delegate.calls.append("\(event)") }
        vc.view.addSubview(field)
        return field
    }

    @Test func anotherFieldTakingOverAsksTheFirstToEndAndARefusalKeepsIt() throws {
        let window = Window(device: .iPad)
        let recorder = Recorder()
        let a = field(in: window, delegate: recorder)
        let b = TextField()
        a.superview?.addSubview(b)
        #expect(a.becomeFirstResponder())
        recorder.refusesEnd = true
        #expect(!b.becomeFirstResponder() && a.isFirstResponder)
        recorder.refusesEnd = false
        #expect(b.becomeFirstResponder() && !a.isFirstResponder)
        #expect(recorder.calls == ["shouldBegin", "didBegin", "editingDidBegin", "shouldEnd", "shouldEnd", "didEnd", "editingDidEnd"])
    }

    @Test func aRefusedDeleteKeepsTheLastCharacterCountedAsOne() throws {
        let window = Window(device: .iPad)
        let recorder = Recorder()
        let a = field(in: window, delegate: recorder)
        a.text = "né👍🏽"
        a.becomeFirstResponder()
        recorder.calls = []
        recorder.refused = [""]
        a.deleteBackward()
        #expect(a.text == "né👍🏽" && recorder.calls == ["change 2,1 ''"])
    }

    @Test func leavingTheWindowEndsEditingWithoutAsking() throws {
        let window = Window(device: .iPad)
        let recorder = Recorder()
        let a = field(in: window, delegate: recorder)
        a.becomeFirstResponder()
        recorder.refusesEnd = true
        a.removeFromSuperview()
        #expect(!a.isFirstResponder && window.firstResponder == nil)
        #expect(recorder.calls == ["shouldBegin", "didBegin", "editingDidBegin", "didEnd", "editingDidEnd"])
    }
}
