import LuaBridge
import MoonKit

/// `ui.TabBarItem { title = "Breeds", image = "list" }`: what a tab shows for a controller
/// (`controller.tabBarItem`).
enum WrapTabBarItem: LuaBinding {
    static let luaName = "TabBarItem"

    static func bind(_ c: inout LuaClassBuilder<TabBarItem>) {
        c.constructor(charging: ScriptMemory.itemBytes) { TabBarItem() }
        c.property("title", get: { $0.title }, set: { $0.title = $1 })
        c.property("image", get: { $0.image }, set: { $0.image = $1 })
        c.property("selectedImage", get: { $0.selectedImage }, set: { $0.selectedImage = $1 })
    }
}
