import LuaBridge
import MoonKit

/// `ui.Switch`: on or off; a tap toggles it and sends `valueChanged`.
enum WrapSwitch: LuaBinding {
    static let luaName = "Switch"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<Switch>) {
        c.constructor(charging: ScriptMemory.viewBytes) { Switch() }
        c.property("isOn", get: { $0.isOn }, set: { $0.isOn = $1 })
        c.method("setOn(on, animated?)") { (toggle, on: Bool, _: Bool?) in toggle.setOn(on) }
        c.property("onTintColor", get: { $0.onTintColor }, set: { $0.onTintColor = $1 })
        c.property("thumbTintColor", get: { $0.thumbTintColor }, set: { $0.thumbTintColor = $1 })
    }
}
