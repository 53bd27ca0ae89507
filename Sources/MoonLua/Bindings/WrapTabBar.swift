import LuaBridge
import MoonKit

/// `ui.TabBar`: a tab bar controller's bar (read as `tabs.tabBar`); its `tintColor` colours the
/// selected tab.
enum WrapTabBar: LuaBinding {
    static let luaName = "TabBar"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<TabBar>) {
        c.property("barTintColor", get: { $0.barTintColor }, set: { $0.barTintColor = $1 })
        c.property("unselectedItemTintColor", get: { $0.unselectedItemTintColor }, set: { $0.unselectedItemTintColor = $1 })
    }
}
