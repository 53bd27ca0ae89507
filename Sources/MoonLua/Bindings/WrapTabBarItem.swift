import LuaBridge
import MoonKit

/// `ui.TabBarItem { title = "Breeds", image = "list" }`: what a tab shows for a controller
/// (`controller.tabBarItem`).
enum WrapTabBarItem: LuaBinding {
    static let luaName = "TabBarItem"

    static func bind(_ c: inout LuaClassBuilder<TabBarItem>) {
        c.constructor("()") { _ in TabBarItem() }
        c.property("title", get: { $0.title }, set: { $0.title = $1 })
        c.property("image", type: "Image|string|nil", get: { item, call in call.push(object: item.image.map(ImageObject.init)) },
                   set: { item, call in item.image = call.isNil(3) ? nil : try LuaImages.image(call, at: 3) })
        c.property("selectedImage", type: "Image|string|nil", get: { item, call in call.push(object: item.selectedImage.map(ImageObject.init)) },
                   set: { item, call in item.selectedImage = call.isNil(3) ? nil : try LuaImages.image(call, at: 3) })
    }
}
