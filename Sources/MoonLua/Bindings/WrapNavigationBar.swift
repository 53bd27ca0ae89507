import LuaBridge
import MoonKit

/// `ui.NavigationBar`: a navigation controller's bar (made by it, read as `nav.navigationBar`).
enum WrapNavigationBar: LuaBinding {
    static let luaName = "NavigationBar"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<NavigationBar>) {
        c.property("barTintColor", type: "Color?", get: { bar, call in call.push(LuaGeometry.colorName(bar.barTintColor)) },
                   set: { bar, call in bar.barTintColor = try LuaGeometry.color(call, 3) })
        c.property("titleLabel", type: "Label", get: { $0.titleLabel })
        c.property("backButton", type: "Button", get: { $0.backButton })
    }
}
