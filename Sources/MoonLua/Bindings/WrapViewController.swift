import LuaBridge
import MoonKit

/// `ui.ViewController`: the screen's owner; scripts subclass it with `:extend "Name"`.
enum WrapViewController: LuaBinding {
    static let luaName = "ViewController"
    static var allowsScriptFields: Bool { true }

    static func bind(_ c: inout LuaClassBuilder<ViewController>) {
        c.constructor(charging: ScriptMemory.controllerBytes) { ViewController() }
        c.property("view", get: { $0.view }, set: { $0.view = $1 })
        c.property("viewIfLoaded", get: { $0.viewIfLoaded })
        c.property("title", get: { $0.title }, set: { $0.title = $1 })
        c.property("parent", get: { $0.parent })
        c.property("children", get: { $0.children })
        c.property("presentedViewController", get: { $0.presentedViewController })
        c.property("navigationController", get: { $0.navigationController })
        c.property("tabBarController", get: { $0.tabBarController })
        c.property("navigationItem", get: { $0.navigationItem })
        c.property("tabBarItem", get: { $0.tabBarItem }, set: { $0.tabBarItem = $1 })
        c.property("toolbarItems", get: { $0.toolbarItems }, set: { $0.toolbarItems = $1 })
        // UIKit's `setToolbarItems(_:animated:)`: the items change at once either way.
        c.method("setToolbarItems(items, animated?)") { (vc, items: [BarButtonItem]?, _: Bool?) in vc.toolbarItems = items }
        c.property("additionalSafeAreaInsets", get: { $0.additionalSafeAreaInsets }, set: { $0.additionalSafeAreaInsets = $1 })
        c.method("beginAppearanceTransition(appearing, animated?)") { (vc, appearing: Bool, animated: Bool?) in
            vc.beginAppearanceTransition(appearing, animated: animated ?? false)
        }
        c.method("endAppearanceTransition()") { vc in vc.endAppearanceTransition() }
        c.method("addChild(child)") { (vc, child: ViewController) in
            try TreeLoops.checkChild(child, of: vc)
            vc.addChild(child)
        }
        c.method("removeFromParent()") { vc in vc.removeFromParent() }
        c.method("willMoveToParent(parent)") { (vc, parent: ViewController?) in vc.willMove(toParent: parent) }
        c.method("didMoveToParent(parent)") { (vc, parent: ViewController?) in vc.didMove(toParent: parent) }
        c.method("present", signature: "(controller: \(ViewController.self), animated?: boolean|fun(), completion?: fun())") { vc, call in
            let other = try call.argument(1, as: ViewController.self)
            let (animated, completion) = try animatedAndCompletion(of: call, from: 2)
            vc.present(other, animated: animated) { [link = GameRuntime.of(call)?.link] in
                if let completion { link?.target?.callReporting(completion, "present completion") }
            }
        }
        c.method("dismiss", signature: "(animated?: boolean|fun(), completion?: fun())") { vc, call in
            let (animated, completion) = try animatedAndCompletion(of: call, from: 1)
            vc.dismiss(animated: animated) { [link = GameRuntime.of(call)?.link] in
                if let completion { link?.target?.callReporting(completion, "dismiss completion") }
            }
        }
    }

    /// The arguments from `first` on of `present` and `dismiss`, in UIKit's order
    /// (`present(vc, true, done)`) or MoonKit's shorter one (`present(vc, done)`): an optional
    /// `animated` (true when left out), then an optional completion, which may be nil.
    private static func animatedAndCompletion(of call: LuaCall, from first: Int32) throws(LuaArgumentError)
        -> (animated: Bool, completion: LuaReference?) {
        var index = first, animated = true
        if call.isBoolean(index) {
            animated = try call.bool(index)
            index += 1
        }
        if call.isNil(index) { return (animated, nil) }
        guard call.isFunction(index) else {
            throw LuaArgumentError(index: index, expected: index == first ? "boolean or function" : "function", in: call)
        }
        return (animated, try call.function(index))
    }
}
