import LuaBridge
import MoonKit

/// `ui.TextField`: one line of text the driver can type into.
enum WrapTextField: LuaBinding {
    static let luaName = "TextField"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<TextField>) {
        c.constructor("()") { call in ScriptMemory.charged(TextField(), call, bytes: ScriptMemory.textViewBytes) }
        c.property("text", get: { $0.text }, set: { $0.text = $1; ScriptMemory.text($0, slot: 0, $1) })
        c.property("placeholder", get: { $0.placeholder }, set: { $0.placeholder = $1; ScriptMemory.text($0, slot: 1, $1) })
        c.property("font", type: "Font", get: { field, call in call.push(object: FontObject(field.font)) },
                   set: { field, call in field.font = try call.object(3, as: FontObject.self).font })
        c.property("textColor", type: "Color", get: { field, call in call.push(LuaGeometry.colorName(field.textColor)) },
                   set: { field, call in field.textColor = try LuaGeometry.color(call, 3) ?? .black })
        c.property("textAlignment", type: "TextAlignment", get: { field, call in call.push(field.textAlignment.rawValue) },
                   set: { field, call in field.textAlignment = try LuaGeometry.choice(call, 3, LuaGeometry.alignments) })
    }
}
