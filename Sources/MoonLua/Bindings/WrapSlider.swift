import LuaBridge
import MoonKit

/// `ui.Slider`: a value between a minimum and a maximum, picked by dragging the thumb.
enum WrapSlider: LuaBinding {
    static let luaName = "Slider"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<Slider>) {
        c.constructor(charging: ScriptMemory.viewBytes) { Slider() }
        c.property("value", get: { $0.value }, set: { $0.value = try ControlNumber.finite($1, "value") })
        c.property("minimumValue", get: { $0.minimumValue }, set: { $0.minimumValue = try ControlNumber.finite($1, "minimumValue") })
        c.property("maximumValue", get: { $0.maximumValue }, set: { $0.maximumValue = try ControlNumber.finite($1, "maximumValue") })
        c.property("isContinuous", get: { $0.isContinuous }, set: { $0.isContinuous = $1 })
        c.method("setValue(value, animated?)") { (slider, value: Double, _: Bool?) in
            slider.setValue(try ControlNumber.finite(value, "value"))
        }
        c.property("minimumTrackTintColor", get: { $0.minimumTrackTintColor }, set: { $0.minimumTrackTintColor = $1 })
        c.property("maximumTrackTintColor", get: { $0.maximumTrackTintColor }, set: { $0.maximumTrackTintColor = $1 })
        c.property("thumbTintColor", get: { $0.thumbTintColor }, set: { $0.thumbTintColor = $1 })
    }
}
