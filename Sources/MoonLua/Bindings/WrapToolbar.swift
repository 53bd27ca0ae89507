import LuaBridge
import MoonKit

/// `ui.Toolbar { items = {…} }`: a bar of buttons (UIKit's `UIToolbar`). A navigation
/// controller has one at the bottom (`nav.toolbar`), showing its top controller's
/// `toolbarItems`.
enum WrapToolbar: LuaBinding {
    static let luaName = "Toolbar"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<Toolbar>) {
        c.constructor(charging: ScriptMemory.viewBytes) { Toolbar() }
        c.property("items", get: { $0.items }, set: { $0.items = $1 })
        c.property("barTintColor", get: { $0.barTintColor }, set: { $0.barTintColor = $1 })
    }
}
