import LuaBridge
import MoonKit

/// `ui.TextView`: read-only scrolling text with UIKit's container inset.
enum WrapTextView: LuaBinding {
    static let luaName = "TextView"
    static var parent: (any LuaBinding.Type)? { WrapScrollView.self }

    static func bind(_ c: inout LuaClassBuilder<TextView>) {
        c.constructor("()") { call in ScriptMemory.charged(TextView(), call, bytes: ScriptMemory.textViewBytes) }
        c.property("text", get: { $0.text }, set: { $0.text = $1; ScriptMemory.text($0, slot: 0, $1) })
        c.property("attributedText", type: "AttributedText?", get: { view, call in LuaAttributedText.push(view.attributedText, &call) },
                   set: { view, call in view.attributedText = try LuaAttributedText.read(call, at: 3) })
        c.property("font", type: "Font", get: { view, call in call.push(object: FontObject(view.font)) },
                   set: { view, call in view.font = try call.object(3, as: FontObject.self).font })
        c.property("textColor", type: "Color", get: { view, call in call.push(LuaGeometry.colorName(view.textColor)) },
                   set: { view, call in view.textColor = try LuaGeometry.color(call, 3) ?? .black })
        c.property("textAlignment", type: "TextAlignment", get: { view, call in call.push(view.textAlignment.rawValue) },
                   set: { view, call in view.textAlignment = try LuaGeometry.choice(call, 3, LuaGeometry.alignments) })
        c.property("textContainerInset", type: "Insets", get: { view, call in call.push(view.textContainerInset) },
                   set: { view, call in view.textContainerInset = try LuaGeometry.insets(call, 3) })
        c.property("isSelectable", get: { $0.isSelectable }, set: { $0.isSelectable = $1 })
        // Kept for ports, which set it to false: MoonKit's text views do not edit.
        c.property("isEditable", get: { _ in false }, set: { (_: TextView, editable: Bool) in
            if editable { throw LuaError("a TextView cannot be made editable in MoonKit: it shows read-only text (use a TextField to type)") }
        })
    }
}
