import LuaBridge
import MoonKit

/// `ui.TabBar`: a tab bar controller's bar (read as `tabs.tabBar`); its `tintColor` colours the
/// selected tab.
enum WrapTabBar: LuaBinding {
    static let luaName = "TabBar"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<TabBar>) {
        c.property("barTintColor", type: "Color?", get: { bar, call in call.push(LuaGeometry.colorName(bar.barTintColor)) },
                   set: { bar, call in bar.barTintColor = try LuaGeometry.color(call, 3) })
        c.property("unselectedItemTintColor", type: "Color?", get: { bar, call in call.push(LuaGeometry.colorName(bar.unselectedItemTintColor)) },
                   set: { bar, call in bar.unselectedItemTintColor = try LuaGeometry.color(call, 3) })
    }
}
