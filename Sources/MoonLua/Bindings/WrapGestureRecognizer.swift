import LuaBridge
import MoonKit

/// `ui.GestureRecognizer`: what every recognizer shares — its state, its view, whether it is
/// enabled and cancels touches in its view, and Lua handlers (`g:addTarget(function(g) … end)`).
enum WrapGestureRecognizer: LuaBinding {
    static let luaName = "GestureRecognizer"

    static func bind(_ c: inout LuaClassBuilder<GestureRecognizer>) {
        c.property("state", get: { $0.state })
        c.property("view", get: { $0.view })
        c.property("isEnabled", get: { $0.isEnabled }, set: { $0.isEnabled = $1 })
        c.property("cancelsTouchesInView", get: { $0.cancelsTouchesInView }, set: { $0.cancelsTouchesInView = $1 })
        // Errors in the handler go to the error hook, named after the recognizer's class.
        c.method("addTarget", signature: "(handler: fun(recognizer: \(GestureRecognizer.self)))") { recognizer, call in
            let handler = try call.function(1)
            let name = TypeName.of(recognizer)
            recognizer.addHandler { [link = GameRuntime.of(call)?.link] recognizer in
                link?.target?.callReporting(handler, "\(name) handler", LuaObject(recognizer))
            }
            let held = recognizer.luaMemoryCharge?.bytes(of: "handlers") ?? 0
            call.charge(recognizer, part: "handlers", bytes: held + ScriptMemory.handlerBytes)
        }
        c.method("locationIn(view)") { (recognizer, view: View?) in recognizer.location(in: view) }
    }
}

/// The class name a handler's errors are reported under.
enum TypeName {
    static func of(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}
