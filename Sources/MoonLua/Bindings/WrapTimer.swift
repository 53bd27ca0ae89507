import LuaBridge
import MoonKit

/// `ui.Timer`: what `ui.after` and `ui.every` return.
enum WrapTimer: LuaBinding {
    static let luaName = "Timer"

    static func bind(_ c: inout LuaClassBuilder<MoonKit.Timer>) {
        c.property("isValid", get: { $0.isValid })
        c.property("interval", get: { $0.interval })
        c.method("invalidate()") { timer in timer.invalidate() }
    }
}
