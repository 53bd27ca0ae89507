import LuaBridge
import MoonKit

/// `ui.TabBarController()`: screens chosen by the tabs of a bar at the bottom.
enum WrapTabBarController: LuaBinding {
    static let luaName = "TabBarController"
    static var parent: (any LuaBinding.Type)? { WrapViewController.self }

    static func bind(_ c: inout LuaClassBuilder<TabBarController>) {
        c.constructor("()") { call in ScriptMemory.charged(TabBarController(), call, bytes: ScriptMemory.controllerBytes) }
        c.property("viewControllers", type: "ViewController[]", get: { tabs, call in call.push(objects: tabs.viewControllers) }, set: { tabs, call in
            let controllers = try call.objects(3, as: ViewController.self) { position, typeName in
                "item \(position) is \(typeName), not a view controller"
            }
            for (i, controller) in controllers.enumerated() {
                if controllers[..<i].contains(where: { $0 === controller }) {
                    throw LuaArgumentError(index: 3, message: "\(controller.debugName) is in the list twice")
                }
                try TreeLoops.checkChild(controller, of: tabs)
                if let parent = controller.parent, parent !== tabs {
                    throw LuaArgumentError(index: 3, message: "\(controller.debugName) is already a child of "
                                           + "\(parent.debugName) (call removeFromParent first)")
                }
            }
            tabs.viewControllers = controllers
        })
        // 0 for the first tab, as in UIKit.
        c.property("selectedIndex", type: "integer?", get: { tabs, call in call.push(tabs.selectedIndex.map { LuaValue.int($0) } ?? .nil) },
                   set: { tabs, call in
            let index = try call.int(3)
            guard tabs.viewControllers.indices.contains(index) else {
                throw LuaArgumentError(index: 3, message: "selectedIndex \(index) is not a tab (0 to \(tabs.viewControllers.count - 1))")
            }
            tabs.selectedIndex = index
        })
        c.property("selectedViewController", type: "ViewController?", get: { tabs, call in call.push(object: tabs.selectedViewController) }, set: { tabs, call in
            let controller = try call.object(3, as: ViewController.self)
            guard tabs.viewControllers.contains(where: { $0 === controller }) else {
                throw LuaArgumentError(index: 3, message: "\(controller.debugName) is not one of the tabs' controllers")
            }
            tabs.selectedViewController = controller
        })
        c.property("tabBar", type: "TabBar", get: { $0.tabBar })
    }
}
