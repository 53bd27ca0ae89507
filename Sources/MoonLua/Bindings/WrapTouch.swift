import LuaBridge
import MoonKit

/// `ui.Touch`: a finger on the screen, as touch handlers receive it.
enum WrapTouch: LuaBinding {
    static let luaName = "Touch"

    static func bind(_ c: inout LuaClassBuilder<Touch>) {
        c.property("location", type: "Point", get: { touch, call in call.push(touch.locationInWindow) })
        c.property("force", get: { $0.force })
        c.property("maximumPossibleForce", get: { $0.maximumPossibleForce })
        c.property("phase", get: { $0.phase.rawValue })
        c.property("view", get: { $0.view })
        c.property("timestamp", get: { $0.timestamp })
        c.method("locationIn", "(view: View?): Point") { touch, call in
            call.push(touch.location(in: try call.optionalObject(2, as: View.self)))
        }
    }
}
