import LuaBridge
import MoonKit

/// `ui.Label`: read-only text.
enum WrapLabel: LuaBinding {
    static let luaName = "Label"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<Label>) {
        c.constructor("()") { call in ScriptMemory.charged(Label(), call, bytes: ScriptMemory.textViewBytes) }
        c.property("text", get: { $0.text }, set: { $0.text = $1; ScriptMemory.text($0, slot: 0, $1) })
        c.property("font", type: "Font", get: { label, call in call.push(object: FontObject(label.font)) },
                   set: { label, call in label.font = try call.object(3, as: FontObject.self).font })
        c.property("textColor", type: "Color", get: { label, call in call.push(LuaGeometry.colorName(label.textColor)) },
                   set: { label, call in label.textColor = try LuaGeometry.color(call, 3) ?? .black })
        c.property("textAlignment", type: "TextAlignment", get: { label, call in call.push(label.textAlignment.rawValue) },
                   set: { label, call in label.textAlignment = try LuaGeometry.choice(call, 3, LuaGeometry.alignments) })
        c.property("numberOfLines", get: { $0.numberOfLines }, set: { $0.numberOfLines = $1 })
        c.property("attributedText", type: "AttributedText?", get: { label, call in LuaAttributedText.push(label.attributedText, &call) },
                   set: { label, call in label.attributedText = try LuaAttributedText.read(call, at: 3) })
        c.property("preferredMaxLayoutWidth", get: { $0.preferredMaxLayoutWidth },
                   set: { $0.preferredMaxLayoutWidth = $1 })
    }
}
