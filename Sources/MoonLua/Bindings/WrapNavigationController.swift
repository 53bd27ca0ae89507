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
        c.property("viewControllers", readOnly: \.viewControllers)
        c.property("topViewController", readOnly: \.topViewController)
        c.property("navigationBar", readOnly: \.navigationBar)
        c.property("isNavigationBarHidden", \.isNavigationBarHidden)
        c.method("setNavigationBarHidden(hidden, animated?)") { (nav, hidden: Bool, animated: Bool?) in
            nav.setNavigationBarHidden(hidden, animated: animated ?? false)
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
