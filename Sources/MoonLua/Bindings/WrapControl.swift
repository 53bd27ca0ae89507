import LuaBridge
import MoonKit

/// `ui.Control`: what buttons and text fields share — enabled and selected states and
/// handlers per control event.
enum WrapControl: LuaBinding {
    static let luaName = "Control"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<Control>) {
        c.property("isEnabled", get: { $0.isEnabled }, set: { $0.isEnabled = $1 })
        c.property("isSelected", get: { $0.isSelected }, set: { $0.isSelected = $1 })
        // `control:on("touchUpInside", function(control) … end)`; errors go to the error hook.
        c.method("on", signature: "(event: \(Control.Event.self), handler: fun(control: \(Control.self)))") { control, call in
            let event = try call.argument(1, as: Control.Event.self)
            let handler = try call.function(2)
            let name = event.luaName
            control.addTarget(for: event) { [link = GameRuntime.of(call)?.link] control in
                link?.target?.callReporting(handler, "\(name) handler", LuaObject(control))
            }
            // The control keeps every handler given: a script may add them in a loop.
            let held = control.luaMemoryCharge?.bytes(of: "handlers") ?? 0
            call.charge(control, part: "handlers", bytes: held + ScriptMemory.handlerBytes)
        }
    }
}
