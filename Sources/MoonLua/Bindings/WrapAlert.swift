import LuaBridge
import MoonKit

/// `ui.Alert`: a title, a message, buttons and text fields, presented modally.
enum WrapAlert: LuaBinding {
    static let luaName = "Alert"
    static var parent: (any LuaBinding.Type)? { WrapViewController.self }

    static func bind(_ c: inout LuaClassBuilder<Alert>) {
        // The title and message are charged as the properties of those names are.
        c.constructor("(title?, message?)", charging: ScriptMemory.alertBytes) { (title: String?, message: String?) in
            Alert(title: title, message: message)
        }
        c.property("message", get: { $0.message }, set: { $0.message = $1 })
        c.property("textFields", get: { $0.textFields })
        c.property("actionTitles", get: { alert in alert.actions.map { $0.title ?? "" } })
        // `alert:addAction("Next level", function(alert) … end, "default")`.
        c.method("addAction", signature: "(title: string, handler?: fun(alert: \(Alert.self)), style?: \(AlertAction.Style.self))") { alert, call in
            let title = try call.string(1)
            let handler = call.isNil(2) ? nil : try call.function(2)
            let style = try call.argument(3, as: AlertAction.Style?.self) ?? .default
            alert.addAction(AlertAction(title: title, style: style) { [weak alert, link = GameRuntime.of(call)?.link] _ in
                if let handler, let alert { link?.target?.callReporting(handler, "alert action \(LuaText.quoted(title))", LuaObject(alert)) }
            })
            let held = alert.luaMemoryCharge?.bytes(of: "actions") ?? 0
            call.charge(alert, part: "actions", bytes: held + ScriptMemory.alertActionBytes + title.utf8.count)
        }
        // Each field is a text field the alert makes and keeps: charged as one a script makes.
        c.method("addTextField", signature: "(placeholder?: string)") { alert, call in
            let placeholder = try call.argument(1, as: String?.self)
            alert.addTextField { field in field.placeholder = placeholder }
            let held = alert.luaMemoryCharge?.bytes(of: "textFields") ?? 0
            call.charge(alert, part: "textFields", bytes: held + ScriptMemory.textViewBytes + (placeholder?.utf8.count ?? 0))
        }
    }
}
