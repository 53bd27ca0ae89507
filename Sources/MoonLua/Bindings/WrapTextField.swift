import LuaBridge
import MoonKit

/// `ui.TextField`: one line of text the driver can type into.
enum WrapTextField: LuaBinding {
    static let luaName = "TextField"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<TextField>) {
        c.constructor(charging: ScriptMemory.textViewBytes) { TextField() }
        c.property("text", \.text)
        c.property("placeholder", \.placeholder)
        c.property("font", \.font)
        // nil gives back the default, black.
        c.property("textColor", get: { $0.textColor as Color? }, set: { (field, color: Color?) in field.textColor = color ?? .black })
        c.property("textAlignment", \.textAlignment)
    }
}
