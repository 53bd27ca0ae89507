import LuaBridge
import MoonKit

/// `ui.LongPressGestureRecognizer`: a finger held still for `minimumPressDuration` seconds.
enum WrapLongPressGestureRecognizer: LuaBinding {
    static let luaName = "LongPressGestureRecognizer"
    static var parent: (any LuaBinding.Type)? { WrapGestureRecognizer.self }

    static func bind(_ c: inout LuaClassBuilder<LongPressGestureRecognizer>) {
        c.constructor(charging: ScriptMemory.recognizerBytes) { LongPressGestureRecognizer() }
        c.property("minimumPressDuration", get: { $0.minimumPressDuration }, set: { recognizer, value in
            recognizer.minimumPressDuration = try nonNegative(value, "minimumPressDuration")
        })
        c.property("allowableMovement", get: { $0.allowableMovement }, set: { recognizer, value in
            recognizer.allowableMovement = try nonNegative(value, "allowableMovement")
        })
    }

    private static func nonNegative(_ value: Double, _ name: String) throws(LuaArgumentError) -> Double {
        guard value.isFinite, value >= 0 else { throw LuaArgumentError(index: 1, message: "\(name) must be a finite number ≥ 0") }
        return value
    }
}
