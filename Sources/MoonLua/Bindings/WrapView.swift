import LuaBridge
import MoonKit

/// `ui.View`: frames, appearance, the tree, anchors, hugging and compression.
enum WrapView: LuaBinding {
    static let luaName = "View"

    static func bind(_ c: inout LuaClassBuilder<View>) {
        c.constructor(charging: ScriptMemory.viewBytes) { View() }
        c.property("frame", get: { $0.frame }, set: { $0.frame = $1 })
        c.property("bounds", get: { $0.bounds }, set: { $0.bounds = $1 })
        c.property("center", get: { $0.center }, set: { $0.center = $1 })
        c.property("transform", get: { $0.transform }, set: { $0.transform = $1 })
        c.property("alpha", get: { $0.alpha }, set: { $0.alpha = $1 })
        c.property("isHidden", get: { $0.isHidden }, set: { $0.isHidden = $1 })
        c.property("backgroundColor", get: { $0.backgroundColor }, set: { $0.backgroundColor = $1 })
        // nil takes the border away, as UIKit's clear default.
        c.property("borderColor", get: { $0.borderColor as Color? }, set: { (view, color: Color?) in view.borderColor = color ?? .clear })
        c.property("borderWidth", get: { $0.borderWidth }, set: { $0.borderWidth = $1 })
        c.property("cornerRadius", get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 })
        c.property("clipsToBounds", get: { $0.clipsToBounds }, set: { $0.clipsToBounds = $1 })
        c.property("layer", get: { $0.layer })
        // Reads the tint in effect (its own or inherited); nil gives the view its superview's again.
        c.property("tintColor", get: { $0.tintColor as Color? }, set: { (view, color: Color?) in view.ownTintColor = color })
        c.property("isUserInteractionEnabled", get: { $0.isUserInteractionEnabled }, set: { $0.isUserInteractionEnabled = $1 })
        c.property("tag", get: { $0.tag }, set: { $0.tag = $1 })
        c.property("identifier", get: { $0.identifier }, set: { $0.identifier = $1 })
        c.property("translatesAutoresizingMaskIntoConstraints", get: { $0.translatesAutoresizingMaskIntoConstraints }, set: { $0.translatesAutoresizingMaskIntoConstraints = $1 })
        c.property("superview", get: { $0.superview })
        c.property("gestureRecognizers", get: { $0.gestureRecognizers })
        c.property("window", get: { $0.window as View? })
        c.property("subviews", get: { $0.subviews })
        c.property("safeAreaInsets", get: { $0.safeAreaInsets })
        c.property("layoutMargins", get: { $0.layoutMargins }, set: { $0.layoutMargins = $1 })
        c.property("layoutMarginsGuide", get: { $0.layoutMarginsGuide })
        c.property("safeAreaLayoutGuide", get: { $0.safeAreaLayoutGuide })
        c.property("hasAmbiguousLayout", get: { $0.hasAmbiguousLayout })
        c.property("recursiveDescription", get: { $0.recursiveDescription })
        LuaAnchors.declare(on: &c)

        c.method("addSubview(view)") { (view, subview: View) in
            try TreeLoops.checkSubview(subview, of: view)
            view.addSubview(subview)
        }
        c.method("addSubviews", signature: "(...: \(View.self))") { view, call in
            let count = call.argumentCount
            guard count >= 1 else { return }
            var views: [View] = []
            for i in 1...count { views.append(try call.argument(i, as: View.self)) }
            for v in views { try TreeLoops.checkSubview(v, of: view) }
            for v in views { view.addSubview(v) }
        }
        c.method("insertSubview(view, index)") { (view, subview: View, index: Int) in
            try TreeLoops.checkSubview(subview, of: view)
            view.insertSubview(subview, at: index)
        }
        c.method("removeFromSuperview()") { view in view.removeFromSuperview() }
        c.method("addGestureRecognizer(recognizer)") { (view, recognizer: GestureRecognizer) in view.addGestureRecognizer(recognizer) }
        c.method("removeGestureRecognizer(recognizer)") { (view, recognizer: GestureRecognizer) in
            view.removeGestureRecognizer(recognizer)
        }
        c.method("addLayoutGuide(guide)") { (view, guide: LayoutGuide) in view.addLayoutGuide(guide) }
        c.method("removeLayoutGuide(guide)") { (view, guide: LayoutGuide) in view.removeLayoutGuide(guide) }
        c.method("bringSubviewToFront(view)") { (view, subview: View) in view.bringSubviewToFront(subview) }
        c.method("layoutIfNeeded()") { view in view.layoutIfNeeded() }
        c.method("setNeedsLayout()") { view in view.setNeedsLayout() }
        c.method("setContentHuggingPriority(priority, axis)") { (view, priority: Double, axis: LayoutAxis) in
            view.setContentHuggingPriority(LayoutPriority(priority), for: axis)
        }
        c.method("setContentCompressionResistancePriority(priority, axis)") { (view, priority: Double, axis: LayoutAxis) in
            view.setContentCompressionResistancePriority(LayoutPriority(priority), for: axis)
        }
        c.method("viewWithTag(tag)") { (view, tag: Int) in view.viewWithTag(tag) }
    }
}
