import LuaBridge
import MoonKit

/// `ui.LayoutGuide`: a rectangle that takes part in layout without drawing.
enum WrapLayoutGuide: LuaBinding {
    static let luaName = "LayoutGuide"

    static func bind(_ c: inout LuaClassBuilder<LayoutGuide>) {
        c.constructor { LayoutGuide() }
        c.property("owningView", readOnly: \.owningView)
        c.property("layoutFrame", readOnly: \.layoutFrame)
        c.property("identifier", \.identifier)
        LuaAnchors.declare(on: &c)
    }
}
