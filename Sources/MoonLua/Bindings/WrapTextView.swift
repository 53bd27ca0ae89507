import LuaBridge
import MoonKit

/// `ui.TextView`: read-only scrolling text with UIKit's container inset.
enum WrapTextView: LuaBinding {
    static let luaName = "TextView"
    static var parent: (any LuaBinding.Type)? { WrapScrollView.self }

    static func bind(_ c: inout LuaClassBuilder<TextView>) {
        c.constructor(charging: ScriptMemory.textViewBytes) { TextView() }
        c.property("text", \.text)
        c.property("attributedText", \.attributedText)
        c.property("font", \.font)
        // nil gives back the default, black.
        c.property("textColor", get: { $0.textColor as Color? }, set: { (view, color: Color?) in view.textColor = color ?? .black })
        c.property("textAlignment", \.textAlignment)
        c.property("textContainerInset", \.textContainerInset)
        c.property("isSelectable", \.isSelectable)
        // Kept for ports, which set it to false: MoonKit's text views do not edit.
        c.property("isEditable", get: { _ in false }, set: { (_: TextView, editable: Bool) in
            if editable { throw LuaError("a TextView cannot be made editable in MoonKit: it shows read-only text (use a TextField to type)") }
        })
    }
}
