import LuaBridge
import MoonKit

/// `ui.SwipeActionsConfiguration { actions = { delete, archive } }`: the actions a swipe reveals on a row, the
/// first outermost (UIKit's `UISwipeActionsConfiguration(actions:)`), returned from a data
/// source's `trailingSwipeActionsConfigurationForRowAt`.
enum WrapSwipeActionsConfiguration: LuaBinding {
    static let luaName = "SwipeActionsConfiguration"

    static func bind(_ c: inout LuaClassBuilder<SwipeActionsConfiguration>) {
        c.constructor(charging: ScriptMemory.itemBytes) { SwipeActionsConfiguration() }
        c.property("actions", get: { $0.actions }, set: { $0.actions = $1 })
    }
}
