import LuaBridge
import MoonKit

/// A Lua view controller as a text field's delegate (`field.delegate = self`), as a table's data
/// source is: each question runs the script's method of UIKit's name, when it has one, with the
/// field (`shouldChangeCharacters` also with the range `{location, length}` in characters and
/// the replacement). A question's answer must be true or false; another answer, or an error in
/// the method, is reported with the method's file:line and counts as false: the edit, the
/// return key or the change of first responder is refused. Every Lua controller may be one (a
/// table view controller whose cells hold text fields, say).
extension ScriptViewController: TextFieldDelegate {}
extension ScriptTableViewController: TextFieldDelegate {}
extension ScriptCollectionViewController: TextFieldDelegate {}

extension TextFieldDelegate where Self: ScriptController {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        answer("textFieldShouldBeginEditing", textField)
    }

    func textFieldDidBeginEditing(_ textField: TextField) { runMethod("textFieldDidBeginEditing", textField) }

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        answer("textFieldShouldEndEditing", textField)
    }

    func textFieldDidEndEditing(_ textField: TextField) { runMethod("textFieldDidEndEditing", textField) }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: TextFieldEditRange,
                   replacementString replacement: String) -> Bool {
        answer("shouldChangeCharacters", textField, range, replacement)
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool { answer("textFieldShouldReturn", textField) }

    func textFieldShouldClear(_ textField: TextField) -> Bool { answer("textFieldShouldClear", textField) }

    /// The method's true or false; true without the method, false when it fails or answers
    /// something else.
    fileprivate func answer(_ name: StaticString, _ field: TextField, _ argument: (any LuaPushable)? = nil,
                        _ second: (any LuaPushable)? = nil) -> Bool {
        guard mayDefine(name) else { return true }
        return ask(name, field, argument, second) { result throws(LuaError) in
            guard let answer = result.bool else {
                throw Self.wrong(result, "\(name) must return true or false, got \(result.typeName)")
            }
            return answer
        } ?? false
    }
}
