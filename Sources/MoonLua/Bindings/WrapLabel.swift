import LuaBridge
import MoonKit

/// `ui.Label`: read-only text.
enum WrapLabel: LuaBinding {
    static let luaName = "Label"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<Label>) {
        c.constructor(charging: ScriptMemory.textViewBytes) { Label() }
        c.property("text", \.text)
        c.property("font", \.font)
        // nil gives back the default, black.
        c.property("textColor", get: { $0.textColor as Color? }, set: { (label, color: Color?) in label.textColor = color ?? .black })
        c.property("textAlignment", \.textAlignment)
        c.property("numberOfLines", \.numberOfLines)
        c.property("attributedText", \.attributedText)
        c.property("preferredMaxLayoutWidth", \.preferredMaxLayoutWidth)
    }
}
