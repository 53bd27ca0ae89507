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
        c.method("on") { control, call in
            let event = try LuaGeometry.choice(call, 2, LuaGeometry.events)
            let handler = try call.function(3)
            let name = try call.string(2)
            control.addTarget(for: event) { [link = GameRuntime.of(call)?.link] control in
                link?.target?.callReporting(handler, "\(name) handler", LuaObject(control))
            }
        }
    }
}

/// `ui.Button`: a title per state.
enum WrapButton: LuaBinding {
    static let luaName = "Button"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<Button>) {
        c.constructor { call in
            let type = try call.argument(1, as: String?.self)
            switch type {
            case nil, "system": return Button(type: .system)
            case "custom": return Button(type: .custom)
            case let other?: throw LuaArgumentError(index: 1, message: "'\(other)' is not a button type (system, custom)")
            }
        }
        c.property("title", get: { $0.title(for: .normal) }, set: { $0.setTitle($1, for: .normal) })
        c.property("currentTitle", get: { $0.currentTitle })
        c.property("titleColor", get: { button, call in call.push(LuaGeometry.colorName(button.titleColor(for: .normal))) },
                   set: { button, call in button.setTitleColor(try LuaGeometry.color(call, 3), for: .normal) })
        c.property("titleLabel", get: { $0.titleLabel })
        c.method("setTitle") { button, call in
            button.setTitle(try call.argument(2, as: String?.self),
                            for: try LuaGeometry.choice(call, 3, LuaGeometry.states))
        }
        c.method("setTitleColor") { button, call in
            button.setTitleColor(try LuaGeometry.color(call, 2), for: try LuaGeometry.choice(call, 3, LuaGeometry.states))
        }
    }
}
