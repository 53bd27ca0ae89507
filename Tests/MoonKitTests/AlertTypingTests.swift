import Testing
@testable import MoonKit

/// Answering an alert types into its fields as a person does (`Driver.answerAlert`, behind
/// `game:answerAlert`, `play`'s `alert` and the serve page's alert form): key by key, through
/// each field's delegate and `editingChanged`, as UIKit's alert fields take the keyboard's keys.
@Suite struct AlertTypingTests {
    /// Refuses digits, and refuses to begin editing when told to; logs what it is asked.
    final class NoDigits: TextFieldDelegate {
        var calls: [String] = []
        var refusesBegin = false
        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { !refusesBegin }
        func textField(_ textField: TextField, shouldChangeCharactersIn range: TextFieldEditRange,
                       replacementString replacement: String) -> Bool {
            calls.append("\(range.location),\(range.length) '\(replacement)'")
            return !replacement.contains(where: \.isNumber)
        }
    }

    /// An alert with a name field (whose delegate refuses digits) and a second field that
    /// starts with "Lux"; each field's `editingChanged` is logged with its text.
    func alertScreen(_ delegate: NoDigits) -> (Driver, Alert, () -> [String], () -> String?) {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        let alert = Alert(title: "Who?", message: nil)
        var changes: [String] = []
        var submitted: String?
        for (i, start) in [nil, "Lux"].enumerated() {
            alert.addTextField { field in
                field.text = start
                if i == 0 { field.delegate = delegate }
                field.addTarget(for: .editingChanged) { changes.append("\(i + 1):\(($0 as? TextField)?.text ?? "nil")") }
            }
        }
        alert.addAction(AlertAction(title: "OK") { [unowned alert] _ in
            submitted = alert.textFields.map { $0.text ?? "nil" }.joined(separator: "|")
        })
        vc.present(alert)
        return (Driver(window: window), alert, { changes }, { submitted })
    }

    @Test func eachTextIsTypedKeyByKeyThroughTheFieldsDelegate() throws {
        let delegate = NoDigits()
        let (driver, _, changes, submitted) = alertScreen(delegate)
        try driver.answerAlert("OK", typing: ["R2D2", "Luna"])
        // The digits were refused, as a device's delegate refuses them; "Lux" kept its "Lu".
        #expect(submitted() == "RD|Luna")
        #expect(delegate.calls == ["0,0 'R'", "1,0 '2'", "1,0 'D'", "2,0 '2'"])
        #expect(changes() == ["1:R", "1:RD", "2:Lu", "2:Lun", "2:Luna"])
    }

    @Test func aFieldThatAlreadyReadsTheTextGetsNoKeys() throws {
        let (driver, _, changes, submitted) = alertScreen(NoDigits())
        try driver.answerAlert("OK", typing: ["", "Lux"])
        // The first field had no text (nil) and stays so: no key was pressed.
        #expect(submitted() == "nil|Lux" && changes().isEmpty)
    }

    @Test func aFieldThatWillNotBeEditedStopsTheAnswerBeforeTheAction() throws {
        let delegate = NoDigits()
        delegate.refusesBegin = true
        let (driver, alert, changes, submitted) = alertScreen(delegate)
        #expect(throws: DriverError.alertFieldRefusedEditing(1)) { try driver.answerAlert("OK", typing: ["Ann"]) }
        #expect(submitted() == nil && changes().isEmpty && driver.alert === alert)
        #expect(DriverError.alertFieldRefusedEditing(1).description
            == "cannot type into the alert's text field 1: it would not become the first responder "
            + "(disabled, or its delegate's textFieldShouldBeginEditing said no)")
    }

    @Test func aLineBreakOrAMissingActionIsRefusedBeforeAnyKey() throws {
        let (driver, _, changes, submitted) = alertScreen(NoDigits())
        #expect(throws: DriverError.lineBreakInTypedText("b\nc")) { try driver.answerAlert("OK", typing: ["a", "b\nc"]) }
        #expect(throws: DriverError.noSuchAction("Go", available: ["OK"])) { try driver.answerAlert("Go", typing: ["a"]) }
        #expect(changes().isEmpty && submitted() == nil)
    }
}
