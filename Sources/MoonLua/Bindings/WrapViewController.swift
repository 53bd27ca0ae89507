import LuaBridge
import MoonKit

/// `ui.ViewController`: the screen's owner; scripts subclass it with `:extend "Name"`.
enum WrapViewController: LuaBinding {
    static let luaName = "ViewController"
    static var allowsScriptFields: Bool { true }

    static func bind(_ c: inout LuaClassBuilder<ViewController>) {
        c.constructor("()") { call in ScriptMemory.charged(ViewController(), call, bytes: ScriptMemory.controllerBytes) }
        c.property("view", type: "View", get: { vc, call in call.push(object: vc.view) },
                   set: { vc, call in vc.view = try call.object(3, as: View.self) })
        c.property("viewIfLoaded", get: { $0.viewIfLoaded })
        c.property("title", get: { $0.title }, set: { $0.title = $1; ScriptMemory.text($0, slot: 0, $1) })
        c.property("parent", get: { $0.parent })
        c.property("children", type: "ViewController[]", get: { vc, call in call.push(objects: vc.children) })
        c.property("presentedViewController", get: { $0.presentedViewController })
        c.property("navigationController", type: "NavigationController?", get: { vc, call in call.push(object: vc.navigationController) })
        c.property("tabBarController", type: "TabBarController?", get: { vc, call in call.push(object: vc.tabBarController) })
        c.property("navigationItem", type: "NavigationItem", get: { $0.navigationItem })
        c.property("tabBarItem", type: "TabBarItem", get: { vc, call in call.push(object: vc.tabBarItem) }, set: { vc, call in vc.tabBarItem = try call.object(3, as: TabBarItem.self) })
        c.property("additionalSafeAreaInsets", type: "Insets", get: { vc, call in LuaGeometry.push(vc.additionalSafeAreaInsets, &call) },
                   set: { vc, call in vc.additionalSafeAreaInsets = try LuaGeometry.insets(call, 3) })
        c.method("beginAppearanceTransition", "(appearing: boolean, animated?: boolean)") { vc, call in
            vc.beginAppearanceTransition(try call.bool(2), animated: call.isNil(3) ? false : try call.bool(3))
        }
        c.method("endAppearanceTransition", "()") { vc, _ in vc.endAppearanceTransition() }
        c.method("addChild", "(child: ViewController)") { vc, call in
            let child = try call.object(2, as: ViewController.self)
            try TreeLoops.checkChild(child, of: vc)
            vc.addChild(child)
        }
        c.method("removeFromParent", "()") { vc, _ in vc.removeFromParent() }
        c.method("willMoveToParent", "(parent: ViewController?)") { vc, call in
            vc.willMove(toParent: try call.optionalObject(2, as: ViewController.self))
        }
        c.method("didMoveToParent", "(parent: ViewController?)") { vc, call in
            vc.didMove(toParent: try call.optionalObject(2, as: ViewController.self))
        }
        c.method("present", "(controller: ViewController, completion?: fun())") { vc, call in
            let other = try call.object(2, as: ViewController.self)
            let completion = call.argumentCount >= 3 ? try call.function(3) : nil
            vc.present(other, animated: true) { [link = GameRuntime.of(call)?.link] in
                if let completion { link?.target?.callReporting(completion, "present completion") }
            }
        }
        c.method("dismiss", "(completion?: fun())") { vc, call in
            let completion = call.argumentCount >= 2 ? try call.function(2) : nil
            vc.dismiss(animated: true) { [link = GameRuntime.of(call)?.link] in
                if let completion { link?.target?.callReporting(completion, "dismiss completion") }
            }
        }
    }
}
