import LuaBridge
import MoonKit

/// `ui.NavigationBar`: a navigation controller's bar (made by it, read as `nav.navigationBar`).
enum WrapNavigationBar: LuaBinding {
    static let luaName = "NavigationBar"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<NavigationBar>) {
        c.property("barTintColor", \.barTintColor)
        c.property("titleLabel", readOnly: \.titleLabel)
        c.property("backButton", readOnly: \.backButton)
    }
}
