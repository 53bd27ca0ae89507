import LuaBridge
import MoonKit

/// `ui.TapGestureRecognizer`: taps, `numberOfTapsRequired` of them.
enum WrapTapGestureRecognizer: LuaBinding {
    static let luaName = "TapGestureRecognizer"
    static var parent: (any LuaBinding.Type)? { WrapGestureRecognizer.self }

    static func bind(_ c: inout LuaClassBuilder<TapGestureRecognizer>) {
        c.constructor("()") { _ in TapGestureRecognizer() }
        c.property("numberOfTapsRequired", type: "integer", get: { r, call in call.push(r.numberOfTapsRequired) }, set: { recognizer, call in
            let n = try call.int(3)
            guard n >= 1 else { throw LuaArgumentError(index: 3, message: "numberOfTapsRequired must be 1 or more") }
            recognizer.numberOfTapsRequired = n
        })
    }
}
