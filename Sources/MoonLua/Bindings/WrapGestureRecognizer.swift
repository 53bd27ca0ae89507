import LuaBridge
import MoonKit

/// `ui.GestureRecognizer`: what every recognizer shares — its state, its view, whether it is
/// enabled and cancels touches in its view, and Lua handlers (`g:addTarget(function(g) … end)`).
enum WrapGestureRecognizer: LuaBinding {
    static let luaName = "GestureRecognizer"

    static func bind(_ c: inout LuaClassBuilder<GestureRecognizer>) {
        c.property("state", get: { $0.state.rawValue })
        c.property("view", get: { $0.view })
        c.property("isEnabled", get: { $0.isEnabled }, set: { $0.isEnabled = $1 })
        c.property("cancelsTouchesInView", get: { $0.cancelsTouchesInView }, set: { $0.cancelsTouchesInView = $1 })
        // Errors in the handler go to the error hook, named after the recognizer's class.
        c.method("addTarget", "(handler: fun(recognizer: GestureRecognizer))") { recognizer, call in
            let handler = try call.function(2)
            let name = TypeName.of(recognizer)
            recognizer.addHandler { [link = GameRuntime.of(call)?.link] recognizer in
                link?.target?.callReporting(handler, "\(name) handler", LuaObject(recognizer))
            }
        }
        c.method("locationIn", "(view: View?): Point") { recognizer, call in
            call.push(recognizer.location(in: try call.optionalObject(2, as: View.self)))
        }
    }
}

/// The class name a handler's errors are reported under.
enum TypeName {
    static func of(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}
