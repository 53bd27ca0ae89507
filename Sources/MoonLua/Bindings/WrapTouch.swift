import LuaBridge
import MoonKit

/// `ui.Touch`: a finger on the screen, as touch handlers receive it.
enum WrapTouch: LuaBinding {
    static let luaName = "Touch"

    static func bind(_ c: inout LuaClassBuilder<Touch>) {
        c.property("location", readOnly: \.locationInWindow)
        c.property("force", readOnly: \.force)
        c.property("maximumPossibleForce", readOnly: \.maximumPossibleForce)
        c.property("phase", readOnly: \.phase)
        c.property("view", readOnly: \.view)
        c.property("timestamp", readOnly: \.timestamp)
        c.method("locationIn(view)") { (touch, view: View?) in touch.location(in: view) }
    }
}
