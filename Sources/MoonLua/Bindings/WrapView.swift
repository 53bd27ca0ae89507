import LuaBridge
import MoonKit

/// `ui.View`: frames, appearance, the tree, anchors, hugging and compression.
enum WrapView: LuaBinding {
    static let luaName = "View"

    static func bind(_ c: inout LuaClassBuilder<View>) {
        c.constructor(charging: ScriptMemory.viewBytes) { View() }
        c.property("frame", \.frame)
        c.property("bounds", \.bounds)
        c.property("center", \.center)
        c.property("transform", \.transform)
        c.property("alpha", \.alpha)
        c.property("isHidden", \.isHidden)
        c.property("backgroundColor", \.backgroundColor)
        // nil takes the border away, as UIKit's clear default.
        c.property("borderColor", get: { $0.borderColor as Color? }, set: { (view, color: Color?) in view.borderColor = color ?? .clear })
        c.property("borderWidth", \.borderWidth)
        c.property("cornerRadius", \.cornerRadius)
        c.property("clipsToBounds", \.clipsToBounds)
        // Reads the tint in effect (its own or inherited); nil gives the view its superview's again.
        c.property("tintColor", get: { $0.tintColor as Color? }, set: { (view, color: Color?) in view.ownTintColor = color })
        c.property("isUserInteractionEnabled", \.isUserInteractionEnabled)
        c.property("tag", \.tag)
        c.property("identifier", \.identifier)
        c.property("translatesAutoresizingMaskIntoConstraints", \.translatesAutoresizingMaskIntoConstraints)
        c.property("superview", readOnly: \.superview)
        c.property("gestureRecognizers", readOnly: \.gestureRecognizers)
        c.property("window", get: { $0.window as View? })
        c.property("subviews", readOnly: \.subviews)
        c.property("safeAreaInsets", readOnly: \.safeAreaInsets)
        c.property("layoutMargins", \.layoutMargins)
        c.property("layoutMarginsGuide", readOnly: \.layoutMarginsGuide)
        c.property("safeAreaLayoutGuide", readOnly: \.safeAreaLayoutGuide)
        c.property("hasAmbiguousLayout", readOnly: \.hasAmbiguousLayout)
        c.property("recursiveDescription", readOnly: \.recursiveDescription)
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
