import LuaBridge
import MoonKit

/// `ui.ContextualAction("destructive", "Delete", function(action, view, done) … end)`: a button
/// a swipe reveals beside a row (UIKit's `UIContextualAction(style:title:handler:)`). The
/// handler gets the action, the cell and a `done(finished)` to call as UIKit's completion; the
/// row's actions close once the handler returns, whether or not it calls `done`.
enum WrapContextualAction: LuaBinding {
    static let luaName = "ContextualAction"

    static func bind(_ c: inout LuaClassBuilder<ContextualAction>) {
        c.constructor(signature: "(style: \(ContextualAction.Style.self), title: string?, handler: fun(action: \(ContextualAction.self), view: \(View.self), done: fun(finished: boolean)))") { call in
            let style = try call.argument(1, as: ContextualAction.Style.self)
            let title = try call.argument(2, as: String?.self)
            let handler = try call.function(3)
            let link = GameRuntime.of(call)?.link
            let done = call.state.function(.function("(finished: boolean)")) { _ in }
            let context = "swipe action " + LuaText.quoted(title ?? "")
            let made = ContextualAction(style: style, title: title) { action, view, _ in
                guard let runtime = link?.target else { return }
                if let done {
                    runtime.callReporting(handler, context, LuaObject(action), LuaObject(view), done)
                } else {
                    runtime.callReporting(handler, context, LuaObject(action), LuaObject(view))
                }
            }
            made.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.itemBytes + (title?.utf8.count ?? 0))
            return made
        }
        c.property("style", get: { $0.style })
        c.property("title", get: { $0.title }, set: { $0.title = $1 })
        // nil gives back the style's colour.
        c.property("backgroundColor", get: { $0.backgroundColor }, set: { (action, color: Color?) in action.backgroundColor = color })
    }
}
