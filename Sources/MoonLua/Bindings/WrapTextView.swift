import LuaBridge
import MoonKit

/// `ui.TextView`: read-only scrolling text with UIKit's container inset.
enum WrapTextView: LuaBinding {
    static let luaName = "TextView"
    static var parent: (any LuaBinding.Type)? { WrapScrollView.self }

    static func bind(_ c: inout LuaClassBuilder<TextView>) {
        c.constructor(charging: ScriptMemory.textViewBytes) { TextView() }
        c.property("text", get: { $0.text }, set: { $0.text = $1 })
        c.property("attributedText", get: { $0.attributedText }, set: { $0.attributedText = $1 })
        c.property("font", get: { $0.font }, set: { $0.font = $1 })
        // nil gives back the default, black.
        c.property("textColor", get: { $0.textColor as Color? }, set: { (view, color: Color?) in view.textColor = color ?? Color(semantic: .label) })
        c.property("textAlignment", get: { $0.textAlignment }, set: { $0.textAlignment = $1 })
        c.property("textContainerInset", get: { $0.textContainerInset }, set: { $0.textContainerInset = $1 })
        c.property("isSelectable", get: { $0.isSelectable }, set: { $0.isSelectable = $1 })
        // Kept for ports, which set it to false: MoonKit's text views do not edit.
        c.property("isEditable", get: { _ in false }, set: { (_: TextView, editable: Bool) in
            if editable { throw LuaError("a TextView cannot be made editable in MoonKit: it shows read-only text (use a TextField to type)") }
        })
    }
}
