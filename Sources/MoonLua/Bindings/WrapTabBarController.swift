import LuaBridge
import MoonKit

/// `ui.TabBarController()`: screens chosen by the tabs of a bar at the bottom.
enum WrapTabBarController: LuaBinding {
    static let luaName = "TabBarController"
    static var parent: (any LuaBinding.Type)? { WrapViewController.self }

    static func bind(_ c: inout LuaClassBuilder<TabBarController>) {
        c.constructor(charging: ScriptMemory.controllerBytes) { TabBarController() }
        c.property("viewControllers", get: { $0.viewControllers }, set: { tabs, controllers in
            for (i, controller) in controllers.enumerated() {
                if controllers[..<i].contains(where: { $0 === controller }) {
                    throw LuaArgumentError(index: 1, message: "\(controller.debugName) is in the list twice")
                }
                try TreeLoops.checkChild(controller, of: tabs)
                if let parent = controller.parent, parent !== tabs {
                    throw LuaArgumentError(index: 1, message: "\(controller.debugName) is already a child of "
                                           + "\(parent.debugName) (call removeFromParent first)")
                }
            }
            tabs.viewControllers = controllers
        })
        // 0 for the first tab, as in UIKit.
        c.property("selectedIndex", get: { $0.selectedIndex }, set: { tabs, index in
            guard let index, tabs.viewControllers.indices.contains(index) else {
                let shown = index.map(String.init) ?? "nil"
                throw LuaArgumentError(index: 1, message: "selectedIndex \(shown) is not a tab (0 to \(tabs.viewControllers.count - 1))")
            }
            tabs.selectedIndex = index
        })
        c.property("selectedViewController", get: { $0.selectedViewController }, set: { tabs, controller in
            guard let controller, tabs.viewControllers.contains(where: { $0 === controller }) else {
                let name = controller?.debugName ?? "nil"
                throw LuaArgumentError(index: 1, message: "\(name) is not one of the tabs' controllers")
            }
            tabs.selectedViewController = controller
        })
        c.property("tabBar", get: { $0.tabBar })
    }
}
