import LuaBridge
import MoonKit

/// `ui.Alert`: a title, a message, buttons and text fields, presented modally.
enum WrapAlert: LuaBinding {
    static let luaName = "Alert"
    static var parent: (any LuaBinding.Type)? { WrapViewController.self }

    static let styles: [String: AlertAction.Style] = ["default": .default, "cancel": .cancel, "destructive": .destructive]

    static func bind(_ c: inout LuaClassBuilder<Alert>) {
        c.constructor("(title?: string, message?: string)") { call in
            let title = try call.argument(1, as: String?.self), message = try call.argument(2, as: String?.self)
            let alert = ScriptMemory.charged(Alert(title: title, message: message), call, bytes: ScriptMemory.alertBytes)
            ScriptMemory.text(alert, slot: 0, title)
            ScriptMemory.text(alert, slot: 1, message)
            return alert
        }
        c.property("message", get: { $0.message }, set: { $0.message = $1; ScriptMemory.text($0, slot: 1, $1) })
        c.property("textFields", type: "TextField[]", get: { alert, call in call.push(objects: alert.textFields) })
        c.property("actionTitles", type: "string[]", get: { alert, call in
            call.push(LuaValue.array(alert.actions.map { .string($0.title ?? "") }))
        })
        // `alert:addAction("Next level", function(alert) … end, "default")`.
        c.method("addAction", "(title: string, handler?: fun(alert: Alert), style?: AlertActionStyle)") { alert, call in
            let title = try call.string(2)
            let handler = call.isNil(3) ? nil : try call.function(3)
            let style = call.argumentCount >= 4 ? try LuaGeometry.choice(call, 4, styles) : .default
            alert.addAction(AlertAction(title: title, style: style) { [weak alert, link = GameRuntime.of(call)?.link] _ in
                if let handler, let alert { link?.target?.callReporting(handler, "alert action '\(title)'", LuaObject(alert)) }
            })
        }
        c.method("addTextField", "(placeholder?: string)") { alert, call in
            let placeholder = try call.argument(2, as: String?.self)
            alert.addTextField { field in field.placeholder = placeholder }
        }
    }
}
