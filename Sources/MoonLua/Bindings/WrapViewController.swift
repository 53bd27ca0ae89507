import CMoonLua
import MoonKit

/// `ui.ViewController`: the screen's owner; scripts subclass it with `:extend "Name"`.
enum WrapViewController: LuaBinding {
    static let luaName = "ViewController"
    static var allowsScriptFields: Bool { true }

    static func bind(_ c: inout LuaClassBuilder<ViewController>) {
        c.constructor { _ in ViewController() }
        c.property("view", get: { vc, call in call.push(object: vc.view) },
                   set: { vc, call in vc.view = try call.object(3, as: View.self) })
        c.property("viewIfLoaded", get: { $0.viewIfLoaded })
        c.property("title", get: { $0.title }, set: { $0.title = $1 })
        c.property("parent", get: { $0.parent })
        c.property("children", get: { vc, call in LuaObjectList.push(&call, vc.children) })
        c.property("presentedViewController", get: { $0.presentedViewController })
        c.method("addChild") { vc, call in vc.addChild(try call.object(2, as: ViewController.self)) }
        c.method("removeFromParent") { vc, _ in vc.removeFromParent() }
        c.method("willMoveToParent") { vc, call in
            vc.willMove(toParent: try call.optionalObject(2, as: ViewController.self))
        }
        c.method("didMoveToParent") { vc, call in
            vc.didMove(toParent: try call.optionalObject(2, as: ViewController.self))
        }
        c.method("present") { vc, call in
            let other = try call.object(2, as: ViewController.self)
            let completion = call.argumentCount >= 3 ? try call.function(3) : nil
            vc.present(other, animated: true) { [link = GameRuntime.of(call.L)?.link] in
                if let completion { link?.target?.callReporting(completion, "present completion") }
            }
        }
        c.method("dismiss") { vc, call in
            let completion = call.argumentCount >= 2 ? try call.function(2) : nil
            vc.dismiss(animated: true) { [link = GameRuntime.of(call.L)?.link] in
                if let completion { link?.target?.callReporting(completion, "dismiss completion") }
            }
        }
    }
}

/// `ui.Alert`: a title, a message, buttons and text fields, presented modally.
enum WrapAlert: LuaBinding {
    static let luaName = "Alert"
    static var parent: (any LuaBinding.Type)? { WrapViewController.self }

    static let styles: [String: AlertAction.Style] = ["default": .default, "cancel": .cancel, "destructive": .destructive]

    static func bind(_ c: inout LuaClassBuilder<Alert>) {
        c.constructor { call in
            Alert(title: try call.argument(1, as: String?.self), message: try call.argument(2, as: String?.self))
        }
        c.property("message", get: { $0.message }, set: { $0.message = $1 })
        c.property("textFields", get: { alert, call in LuaObjectList.push(&call, alert.textFields) })
        c.property("actionTitles", get: { alert, call in
            call.push(LuaValue.array(alert.actions.map { .string($0.title ?? "") }))
        })
        // `alert:addAction("Next level", function(alert) … end, "default")`.
        c.method("addAction") { alert, call in
            let title = try call.string(2)
            let handler = call.argumentCount >= 3 && lua_type(call.L, 3) != LUA_TNIL ? try call.function(3) : nil
            let style = call.argumentCount >= 4 ? try LuaGeometry.choice(call, 4, styles) : .default
            alert.addAction(AlertAction(title: title, style: style) { [weak alert, link = GameRuntime.of(call.L)?.link] _ in
                if let handler, let alert { link?.target?.callReporting(handler, "alert action '\(title)'", LuaObject(alert)) }
            })
        }
        c.method("addTextField") { alert, call in
            let placeholder = try call.argument(2, as: String?.self)
            alert.addTextField { field in field.placeholder = placeholder }
        }
    }
}

/// `ui.Touch`: a finger on the screen, as touch handlers receive it.
enum WrapTouch: LuaBinding {
    static let luaName = "Touch"

    static func bind(_ c: inout LuaClassBuilder<Touch>) {
        c.property("location", get: { touch, call in call.push(touch.locationInWindow) })
        c.property("force", get: { $0.force })
        c.property("maximumPossibleForce", get: { $0.maximumPossibleForce })
        c.property("phase", get: { $0.phase.rawValue })
        c.property("view", get: { $0.view })
        c.property("timestamp", get: { $0.timestamp })
        c.method("locationIn") { touch, call in
            call.push(touch.location(in: try call.optionalObject(2, as: View.self)))
        }
    }
}
