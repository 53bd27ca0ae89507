import LuaBridge
import MoonKit

/// `ui.View`: frames, appearance, the tree, anchors, hugging and compression.
enum WrapView: LuaBinding {
    static let luaName = "View"

    static func bind(_ c: inout LuaClassBuilder<View>) {
        c.constructor("()") { call in ScriptMemory.charged(View(), call, bytes: ScriptMemory.viewBytes) }
        c.property("frame", type: "Rect", get: { view, call in call.push(view.frame) },
                   set: { view, call in view.frame = try LuaGeometry.rect(call, 3) })
        c.property("bounds", type: "Rect", get: { view, call in call.push(view.bounds) },
                   set: { view, call in view.bounds = try LuaGeometry.rect(call, 3) })
        c.property("center", type: "Point", get: { view, call in call.push(view.center) },
                   set: { view, call in view.center = try LuaGeometry.point(call, 3) })
        c.property("transform", type: "Transform", get: { view, call in call.push(view.transform) },
                   set: { view, call in view.transform = try LuaGeometry.transform(call, 3) })
        c.property("alpha", get: { $0.alpha }, set: { $0.alpha = $1 })
        c.property("isHidden", get: { $0.isHidden }, set: { $0.isHidden = $1 })
        c.property("backgroundColor", type: "Color?", get: { view, call in call.push(LuaGeometry.colorName(view.backgroundColor)) },
                   set: { view, call in view.backgroundColor = try LuaGeometry.color(call, 3) })
        c.property("borderColor", type: "Color?", get: { view, call in call.push(LuaGeometry.colorName(view.borderColor)) },
                   set: { view, call in view.borderColor = try LuaGeometry.color(call, 3) ?? .clear })
        c.property("borderWidth", get: { $0.borderWidth }, set: { $0.borderWidth = $1 })
        c.property("cornerRadius", get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 })
        c.property("clipsToBounds", get: { $0.clipsToBounds }, set: { $0.clipsToBounds = $1 })
        c.property("tintColor", type: "Color", get: { view, call in call.push(LuaGeometry.colorName(view.tintColor)) },
                   set: { view, call in view.ownTintColor = try LuaGeometry.color(call, 3) })
        c.property("isUserInteractionEnabled", get: { $0.isUserInteractionEnabled },
                   set: { $0.isUserInteractionEnabled = $1 })
        c.property("tag", get: { $0.tag }, set: { $0.tag = $1 })
        c.property("identifier", get: { $0.identifier }, set: { $0.identifier = $1 })
        c.property("translatesAutoresizingMaskIntoConstraints", get: { $0.translatesAutoresizingMaskIntoConstraints },
                   set: { $0.translatesAutoresizingMaskIntoConstraints = $1 })
        c.property("superview", get: { $0.superview })
        c.property("gestureRecognizers", type: "GestureRecognizer[]", get: { view, call in call.push(objects: view.gestureRecognizers) })
        c.property("window", type: "View?", get: { $0.window })
        c.property("subviews", type: "View[]", get: { view, call in
            call.push(objects: view.subviews)
        })
        c.property("safeAreaInsets", type: "Insets", get: { view, call in LuaGeometry.push(view.safeAreaInsets, &call) })
        c.property("layoutMargins", type: "Insets", get: { view, call in LuaGeometry.push(view.layoutMargins, &call) },
                   set: { view, call in view.layoutMargins = try LuaGeometry.insets(call, 3) })
        c.property("layoutMarginsGuide", type: "LayoutGuide", get: { $0.layoutMarginsGuide })
        c.property("safeAreaLayoutGuide", type: "LayoutGuide", get: { $0.safeAreaLayoutGuide })
        c.property("hasAmbiguousLayout", get: { $0.hasAmbiguousLayout })
        c.property("recursiveDescription", get: { $0.recursiveDescription })
        LuaAnchors.declare(on: &c)

        c.method("addSubview", "(view: View)") { view, call in
            let subview = try call.object(2, as: View.self)
            try TreeLoops.checkSubview(subview, of: view)
            view.addSubview(subview)
        }
        c.method("addSubviews", "(...: View)") { view, call in
            let count = call.argumentCount
            guard count >= 2 else { return }
            var views: [View] = []
            for i in 2...count { views.append(try call.object(i, as: View.self)) }
            for v in views { try TreeLoops.checkSubview(v, of: view) }
            for v in views { view.addSubview(v) }
        }
        c.method("insertSubview", "(view: View, index: integer)") { view, call in
            let subview = try call.object(2, as: View.self)
            try TreeLoops.checkSubview(subview, of: view)
            view.insertSubview(subview, at: try call.int(3))
        }
        c.method("removeFromSuperview", "()") { view, _ in view.removeFromSuperview() }
        c.method("addGestureRecognizer", "(recognizer: GestureRecognizer)") { view, call in
            view.addGestureRecognizer(try call.object(2, as: GestureRecognizer.self))
        }
        c.method("removeGestureRecognizer", "(recognizer: GestureRecognizer)") { view, call in
            view.removeGestureRecognizer(try call.object(2, as: GestureRecognizer.self))
        }
        c.method("addLayoutGuide", "(guide: LayoutGuide)") { view, call in view.addLayoutGuide(try call.object(2, as: LayoutGuide.self)) }
        c.method("removeLayoutGuide", "(guide: LayoutGuide)") { view, call in view.removeLayoutGuide(try call.object(2, as: LayoutGuide.self)) }
        c.method("bringSubviewToFront", "(view: View)") { view, call in view.bringSubviewToFront(try call.object(2, as: View.self)) }
        c.method("layoutIfNeeded", "()") { view, _ in view.layoutIfNeeded() }
        c.method("setNeedsLayout", "()") { view, _ in view.setNeedsLayout() }
        c.method("setContentHuggingPriority", "(priority: number, axis: Axis)") { view, call in
            view.setContentHuggingPriority(LayoutPriority(try call.double(2)), for: try LuaGeometry.choice(call, 3, LuaGeometry.axes))
        }
        c.method("setContentCompressionResistancePriority", "(priority: number, axis: Axis)") { view, call in
            view.setContentCompressionResistancePriority(LayoutPriority(try call.double(2)),
                                                         for: try LuaGeometry.choice(call, 3, LuaGeometry.axes))
        }
        c.method("viewWithTag", "(tag: integer): View?") { view, call in call.push(object: view.viewWithTag(try call.int(2))) }
    }
}
