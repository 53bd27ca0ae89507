import LuaBridge
import MoonKit

/// `ui.NavigationController(root)`: a stack of screens under a navigation bar, pushed and
/// popped with UIKit's slide.
enum WrapNavigationController: LuaBinding {
    static let luaName = "NavigationController"
    static var parent: (any LuaBinding.Type)? { WrapViewController.self }

    static func bind(_ c: inout LuaClassBuilder<NavigationController>) {
        c.constructor("(root)", charging: ScriptMemory.controllerBytes) { (root: ViewController) in
            if let parent = root.parent {
                throw LuaArgumentError(index: 1, message: "\(root.debugName) is already a child of \(parent.debugName) "
                                       + "(call removeFromParent first)")
            }
            if root is NavigationController {
                throw LuaArgumentError(index: 1, message: "a navigation controller cannot be the root of another")
            }
            return NavigationController(rootViewController: root)
        }
        c.property("viewControllers", get: { $0.viewControllers })
        c.property("topViewController", get: { $0.topViewController })
        c.property("navigationBar", get: { $0.navigationBar })
        c.property("isNavigationBarHidden", get: { $0.isNavigationBarHidden }, set: { $0.isNavigationBarHidden = $1 })
        c.method("setNavigationBarHidden(hidden, animated?)") { (nav, hidden: Bool, animated: Bool?) in
            nav.setNavigationBarHidden(hidden, animated: animated ?? false)
        }
        c.property("hidesBarsOnTap", get: { $0.hidesBarsOnTap }, set: { $0.hidesBarsOnTap = $1 })
        c.property("toolbar", get: { $0.toolbar })
        c.property("isToolbarHidden", get: { $0.isToolbarHidden }, set: { $0.isToolbarHidden = $1 })
        c.method("setToolbarHidden(hidden, animated?)") { (nav, hidden: Bool, animated: Bool?) in
            nav.setToolbarHidden(hidden, animated: animated ?? false)
        }
        c.method("pushViewController(controller, animated?)") { (nav, pushed: ViewController, animated: Bool?) in
            if nav.viewControllers.contains(where: { $0 === pushed }) {
                throw LuaArgumentError(index: 1, message: "\(pushed.debugName) is already in this navigation stack")
            }
            try TreeLoops.checkChild(pushed, of: nav)
            if let parent = pushed.parent {
                throw LuaArgumentError(index: 1, message: "\(pushed.debugName) is already a child of \(parent.debugName) "
                                       + "(call removeFromParent first)")
            }
            nav.pushViewController(pushed, animated: animated ?? true)
        }
        c.method("popViewController(animated?)") { (nav, animated: Bool?) in nav.popViewController(animated: animated ?? true) }
        c.method("popToRootViewController(animated?)") { (nav, animated: Bool?) in
            nav.popToRootViewController(animated: animated ?? true)
        }
    }
}
