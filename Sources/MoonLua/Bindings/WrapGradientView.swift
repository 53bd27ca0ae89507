import LuaBridge
import MoonKit

/// `ui.GradientView`: colours from top to bottom.
enum WrapGradientView: LuaBinding {
    static let luaName = "GradientView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<GradientView>) {
        c.constructor(charging: ScriptMemory.viewBytes) { GradientView() }
        c.property("colors", get: { $0.colors }, set: { $0.colors = $1 })
    }
}
