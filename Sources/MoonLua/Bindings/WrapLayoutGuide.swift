import LuaBridge
import MoonKit

/// `ui.LayoutGuide`: a rectangle that takes part in layout without drawing.
enum WrapLayoutGuide: LuaBinding {
    static let luaName = "LayoutGuide"

    static func bind(_ c: inout LuaClassBuilder<LayoutGuide>) {
        c.constructor(charging: ScriptMemory.layoutGuideBytes) { LayoutGuide() }
        c.property("owningView", get: { $0.owningView })
        c.property("layoutFrame", get: { $0.layoutFrame })
        c.property("identifier", get: { $0.identifier }, set: { $0.identifier = $1 })
        LuaAnchors.declare(on: &c)
    }
}
