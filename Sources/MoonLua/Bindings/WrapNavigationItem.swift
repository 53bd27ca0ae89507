import LuaBridge
import MoonKit

/// `ui.NavigationItem`: what the bar shows for a controller (`controller.navigationItem`).
enum WrapNavigationItem: LuaBinding {
    static let luaName = "NavigationItem"

    static func bind(_ c: inout LuaClassBuilder<NavigationItem>) {
        c.property("title", \.title)
        c.property("backButtonTitle", \.backButtonTitle)
        c.property("hidesBackButton", \.hidesBackButton)
        c.property("rightBarButtonItem", \.rightBarButtonItem)
        c.property("leftBarButtonItem", \.leftBarButtonItem)
    }
}
