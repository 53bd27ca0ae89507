import LuaBridge
import MoonKit

/// `ui.NavigationController(root)`: a stack of screens under a navigation bar, pushed and
/// popped with UIKit's slide.
enum WrapNavigationController: LuaBinding {
    static let luaName = "NavigationController"
    static var parent: (any LuaBinding.Type)? { WrapViewController.self }

    static func bind(_ c: inout LuaClassBuilder<NavigationController>) {
        c.constructor("(root: ViewController)") { call in
            let root = try call.object(1, as: ViewController.self)
            if let parent = root.parent {
                throw LuaArgumentError(index: 1, message: "\(root.debugName) is already a child of \(parent.debugName) "
                                       + "(call removeFromParent first)")
            }
            if root is NavigationController {
                throw LuaArgumentError(index: 1, message: "a navigation controller cannot be the root of another")
            }
            return ScriptMemory.charged(NavigationController(rootViewController: root), call,
                                        bytes: ScriptMemory.controllerBytes)
        }
        c.property("viewControllers", type: "ViewController[]", get: { nav, call in call.push(objects: nav.viewControllers) })
        c.property("topViewController", get: { $0.topViewController })
        c.property("navigationBar", type: "NavigationBar", get: { $0.navigationBar })
        c.property("isNavigationBarHidden", get: { $0.isNavigationBarHidden }, set: { $0.isNavigationBarHidden = $1 })
        c.method("setNavigationBarHidden", "(hidden: boolean, animated?: boolean)") { nav, call in
            nav.setNavigationBarHidden(try call.bool(2), animated: call.isNil(3) ? false : try call.bool(3))
        }
        c.method("pushViewController", "(controller: ViewController, animated?: boolean)") { nav, call in
            let pushed = try call.object(2, as: ViewController.self)
            if nav.viewControllers.contains(where: { $0 === pushed }) {
                throw LuaArgumentError(index: 2, message: "\(pushed.debugName) is already in this navigation stack")
            }
            try TreeLoops.checkChild(pushed, of: nav)
            if let parent = pushed.parent {
                throw LuaArgumentError(index: 2, message: "\(pushed.debugName) is already a child of \(parent.debugName) "
                                       + "(call removeFromParent first)")
            }
            nav.pushViewController(pushed, animated: call.isNil(3) ? true : try call.bool(3))
        }
        c.method("popViewController", "(animated?: boolean): ViewController?") { nav, call in
            call.push(object: nav.popViewController(animated: call.isNil(2) ? true : try call.bool(2)))
        }
        c.method("popToRootViewController", "(animated?: boolean): ViewController[]") { nav, call in
            call.push(objects: nav.popToRootViewController(animated: call.isNil(2) ? true : try call.bool(2)))
        }
    }
}
