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
        c.method("on", "(event: ControlEvent, handler: fun(control: Control))") { control, call in
            let event = try LuaGeometry.choice(call, 2, LuaGeometry.events)
            let handler = try call.function(3)
            let name = try call.string(2)
            control.addTarget(for: event) { [link = GameRuntime.of(call)?.link] control in
                link?.target?.callReporting(handler, "\(name) handler", LuaObject(control))
            }
        }
    }
}
