import LuaBridge
import MoonKit

/// `ui.NavigationBar`: a navigation controller's bar (made by it, read as `nav.navigationBar`).
enum WrapNavigationBar: LuaBinding {
    static let luaName = "NavigationBar"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<NavigationBar>) {
        c.property("barTintColor", get: { $0.barTintColor }, set: { $0.barTintColor = $1 })
        c.property("titleLabel", get: { $0.titleLabel })
        c.property("backButton", get: { $0.backButton })
        c.property("prefersLargeTitles", get: { $0.prefersLargeTitles }, set: { $0.prefersLargeTitles = $1 })
        c.property("largeTitleLabel", get: { $0.largeTitleLabel })
    }
}
