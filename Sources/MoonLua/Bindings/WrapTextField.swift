import LuaBridge
import MoonKit

/// `ui.TextField`: one line of text that typing goes into while it is the first responder.
enum WrapTextField: LuaBinding {
    static let luaName = "TextField"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<TextField>) {
        c.constructor(charging: ScriptMemory.textViewBytes) { TextField() }
        // As UIKit's: an empty string when there is no text, so `field.text` never needs `or ""`.
        c.property("text", get: { ($0.text ?? "") as String? }, set: { $0.text = $1 })
        c.property("placeholder", get: { $0.placeholder }, set: { $0.placeholder = $1 })
        c.property("font", get: { $0.font }, set: { $0.font = $1 })
        // nil gives back the default, black.
        c.property("textColor", get: { $0.textColor as Color? }, set: { (field, color: Color?) in field.textColor = color ?? Color(semantic: .label) })
        c.property("textAlignment", get: { $0.textAlignment }, set: { $0.textAlignment = $1 })
        c.property("isSecureTextEntry", get: { $0.isSecureTextEntry }, set: { $0.isSecureTextEntry = $1 })
        c.property("clearButtonMode", get: { $0.clearButtonMode }, set: { $0.clearButtonMode = $1 })
        // UIKit's first responder, on the one kind of view here that can be it.
        c.property("isFirstResponder", get: { $0.isFirstResponder })
        c.method("becomeFirstResponder()") { (field: TextField) -> Bool in field.becomeFirstResponder() }
        c.method("resignFirstResponder()") { (field: TextField) -> Bool in field.resignFirstResponder() }
        // A Lua view controller, as a table's data source is (ScriptViewController+TextFieldDelegate).
        c.property("delegate", type: "\(ViewController?.self)", get: { field, call in
            call.push(object: field.delegate as AnyObject?)
        }, set: { field, call in
            field.delegate = try ScriptControllerArgument.read(call, at: 1, as: "a text field's delegate")
        })
    }
}
