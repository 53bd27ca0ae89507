import LuaBridge
import MoonKit

/// `ui.Stepper`: − and + buttons stepping a value.
enum WrapStepper: LuaBinding {
    static let luaName = "Stepper"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<Stepper>) {
        c.constructor(charging: ScriptMemory.viewBytes) { Stepper() }
        c.property("value", get: { $0.value }, set: { $0.value = try ControlNumber.finite($1, "value") })
        c.property("minimumValue", get: { $0.minimumValue }, set: { $0.minimumValue = try ControlNumber.finite($1, "minimumValue") })
        c.property("maximumValue", get: { $0.maximumValue }, set: { $0.maximumValue = try ControlNumber.finite($1, "maximumValue") })
        c.property("stepValue", get: { $0.stepValue }, set: { stepper, value in
            let step = try ControlNumber.finite(value, "stepValue")
            guard step > 0 else { throw LuaArgumentError(index: 1, message: "stepValue must be more than 0, got \(NumberText.of(step))") }
            stepper.stepValue = step
        })
        c.property("wraps", get: { $0.wraps }, set: { $0.wraps = $1 })
    }
}
