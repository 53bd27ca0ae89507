import LuaBridge
import MoonKit

/// `ui.Touch`: a finger on the screen, as touch handlers receive it.
enum WrapTouch: LuaBinding {
    static let luaName = "Touch"

    static func bind(_ c: inout LuaClassBuilder<Touch>) {
        c.property("location", get: { $0.locationInWindow })
        c.property("force", get: { $0.force })
        c.property("maximumPossibleForce", get: { $0.maximumPossibleForce })
        c.property("phase", get: { $0.phase })
        c.property("view", get: { $0.view })
        c.property("timestamp", get: { $0.timestamp })
        c.method("locationIn(view)") { (touch, view: View?) in touch.location(in: view) }
    }
}
