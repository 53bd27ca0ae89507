import LuaBridge
import MoonKit

/// `ui.LongPressGestureRecognizer`: a finger held still for `minimumPressDuration` seconds.
enum WrapLongPressGestureRecognizer: LuaBinding {
    static let luaName = "LongPressGestureRecognizer"
    static var parent: (any LuaBinding.Type)? { WrapGestureRecognizer.self }

    static func bind(_ c: inout LuaClassBuilder<LongPressGestureRecognizer>) {
        c.constructor("()") { _ in LongPressGestureRecognizer() }
        c.property("minimumPressDuration", type: "number", get: { r, call in call.push(r.minimumPressDuration) }, set: { recognizer, call in
            recognizer.minimumPressDuration = try nonNegative(call, "minimumPressDuration")
        })
        c.property("allowableMovement", type: "number", get: { r, call in call.push(r.allowableMovement) }, set: { recognizer, call in
            recognizer.allowableMovement = try nonNegative(call, "allowableMovement")
        })
    }

    private static func nonNegative(_ call: LuaCall, _ name: String) throws(LuaArgumentError) -> Double {
        let value = try call.double(3)
        guard value.isFinite, value >= 0 else { throw LuaArgumentError(index: 3, message: "\(name) must be a finite number ≥ 0") }
        return value
    }
}
