import LuaBridge
import MoonKit

/// `ui.TabBarItem { title = "Breeds", image = "list" }`: what a tab shows for a controller
/// (`controller.tabBarItem`).
enum WrapTabBarItem: LuaBinding {
    static let luaName = "TabBarItem"

    static func bind(_ c: inout LuaClassBuilder<TabBarItem>) {
        c.constructor { TabBarItem() }
        c.property("title", \.title)
        c.property("image", \.image)
        c.property("selectedImage", \.selectedImage)
    }
}
