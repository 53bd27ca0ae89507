import LuaBridge
import MoonKit

/// `ui.NavigationItem`: what the bar shows for a controller (`controller.navigationItem`).
enum WrapNavigationItem: LuaBinding {
    static let luaName = "NavigationItem"

    static func bind(_ c: inout LuaClassBuilder<NavigationItem>) {
        c.property("title", get: { $0.title }, set: { $0.title = $1 })
        c.property("backButtonTitle", get: { $0.backButtonTitle }, set: { $0.backButtonTitle = $1 })
        c.property("hidesBackButton", get: { $0.hidesBackButton }, set: { $0.hidesBackButton = $1 })
        c.property("largeTitleDisplayMode", get: { $0.largeTitleDisplayMode }, set: { $0.largeTitleDisplayMode = $1 })
        c.property("rightBarButtonItem", get: { $0.rightBarButtonItem }, set: { $0.rightBarButtonItem = $1 })
        c.property("leftBarButtonItem", get: { $0.leftBarButtonItem }, set: { $0.leftBarButtonItem = $1 })
    }
}
