import LuaBridge
import MoonKit

/// `ui.ActivityIndicatorView`: a spinner, hidden while stopped by default.
enum WrapActivityIndicatorView: LuaBinding {
    static let luaName = "ActivityIndicatorView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<ActivityIndicatorView>) {
        c.constructor("(style?)", charging: ScriptMemory.viewBytes) { (style: ActivityIndicatorView.Style?) in
            ActivityIndicatorView(style: style ?? .medium)
        }
        c.property("style", get: { $0.style }, set: { $0.style = $1 })
        c.property("color", get: { $0.color }, set: { $0.color = $1 })
        c.property("hidesWhenStopped", get: { $0.hidesWhenStopped }, set: { $0.hidesWhenStopped = $1 })
        c.property("isAnimating", get: { $0.isAnimating })
        c.method("startAnimating()") { spinner in spinner.startAnimating() }
        c.method("stopAnimating()") { spinner in spinner.stopAnimating() }
    }
}
