import LuaBridge
import MoonKit

/// `ui.NavigationItem`: what the bar shows for a controller (`controller.navigationItem`).
enum WrapNavigationItem: LuaBinding {
    static let luaName = "NavigationItem"

    static func bind(_ c: inout LuaClassBuilder<NavigationItem>) {
        c.property("title", get: { $0.title }, set: { $0.title = $1 })
        c.property("backButtonTitle", get: { $0.backButtonTitle }, set: { $0.backButtonTitle = $1 })
        c.property("hidesBackButton", get: { $0.hidesBackButton }, set: { $0.hidesBackButton = $1 })
        c.property("rightBarButtonItem", type: "BarButtonItem?", get: { item, call in call.push(object: item.rightBarButtonItem) },
                   set: { item, call in item.rightBarButtonItem = try call.optionalObject(3, as: BarButtonItem.self) })
        c.property("leftBarButtonItem", type: "BarButtonItem?", get: { item, call in call.push(object: item.leftBarButtonItem) },
                   set: { item, call in item.leftBarButtonItem = try call.optionalObject(3, as: BarButtonItem.self) })
    }
}
