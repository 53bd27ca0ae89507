import LuaBridge
import MoonKit

/// A bar button item made by a script: it keeps the Lua function its `action` calls.
final class ScriptBarButtonItem: BarButtonItem {
    var handler: LuaReference?
}

/// `ui.BarButtonItem { title = "Share", action = function(item) … end }` or
/// `ui.BarButtonItem { systemItem = "add", action = … }`: a button of a navigation bar (put it
/// in `navigationItem.rightBarButtonItem` or `leftBarButtonItem`) or of a toolbar.
enum WrapBarButtonItem: LuaBinding {
    static let luaName = "BarButtonItem"

    static func bind(_ c: inout LuaClassBuilder<BarButtonItem>) {
        c.constructor(charging: ScriptMemory.itemBytes) { ScriptBarButtonItem() }
        c.property("title", get: { $0.title }, set: { $0.title = $1 })
        c.property("image", get: { $0.image }, set: { $0.image = $1 })
        c.property("systemItem", get: { $0.systemItem }, set: { $0.systemItem = $1 })
        c.property("width", get: { $0.width }, set: { item, width in
            guard width.isFinite, width >= 0 else {
                throw LuaArgumentError(index: 1, message: "width must be a finite number ≥ 0, got \(NumberText.of(width))")
            }
            item.width = width
        })
        c.property("isEnabled", get: { $0.isEnabled }, set: { $0.isEnabled = $1 })
        // Errors in the action go to the error hook.
        c.property("action", type: "fun(item: \(BarButtonItem.self))?", get: { item, call in
            call.push((item as? ScriptBarButtonItem)?.handler)
        }, set: { item, call in
            guard !call.isNil(1) else {
                (item as? ScriptBarButtonItem)?.handler = nil
                item.action = nil
                return
            }
            let handler = try call.function(1)
            (item as? ScriptBarButtonItem)?.handler = handler
            item.action = { [link = GameRuntime.of(call)?.link] item in
                link?.target?.callReporting(handler, "bar button item \(LuaText.quoted(item.shownTitle ?? item.systemItem?.rawValue ?? "")) action", LuaObject(item))
            }
        })
    }
}
