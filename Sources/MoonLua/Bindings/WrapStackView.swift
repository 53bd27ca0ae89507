import LuaBridge
import MoonKit

/// `ui.StackView`: a row or column of arranged subviews, laid out by constraints it owns.
enum WrapStackView: LuaBinding {
    static let luaName = "StackView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<StackView>) {
        c.constructor(charging: ScriptMemory.viewBytes) { StackView() }
        c.property("axis", get: { $0.axis }, set: { $0.axis = $1 })
        c.property("distribution", get: { $0.distribution }, set: { $0.distribution = $1 })
        c.property("alignment", get: { $0.alignment }, set: { $0.alignment = $1 })
        c.property("spacing", get: { $0.spacing }, set: { stack, value in
            stack.spacing = try spacing(value, argument: 1)
        })
        c.property("isLayoutMarginsRelativeArrangement", get: { $0.isLayoutMarginsRelativeArrangement },
                   set: { $0.isLayoutMarginsRelativeArrangement = $1 })
        // Writable, unlike UIKit's, so that `ui.StackView { arrangedSubviews = {…} }` builds one.
        c.property("arrangedSubviews", get: { $0.arrangedSubviews }, set: { stack, views in
            for view in views { try TreeLoops.checkSubview(view, of: stack) }
            stack.setArrangedSubviews(views)
        })
        c.method("addArrangedSubview(view)") { (stack, view: View) in
            try TreeLoops.checkSubview(view, of: stack)
            stack.addArrangedSubview(view)
        }
        c.method("insertArrangedSubview(view, index)") { (stack, view: View, index: Int) in
            try TreeLoops.checkSubview(view, of: stack)
            stack.insertArrangedSubview(view, at: index)
        }
        c.method("removeArrangedSubview(view)") { (stack, view: View) in
            stack.removeArrangedSubview(view)
        }
        c.method("setCustomSpacing(spacing, after)") { (stack, value: Double, view: View) in
            stack.setCustomSpacing(try spacing(value, argument: 1), after: view)
        }
        c.method("customSpacing(after)") { (stack, view: View) -> Double? in
            let value = stack.customSpacing(after: view)
            return value == StackView.spacingUseDefault ? nil : value
        }
    }

    /// A spacing: a finite number (UIKit allows negative spacing, which overlaps views).
    private static func spacing(_ value: Double, argument: Int32) throws(LuaArgumentError) -> Double {
        guard value.isFinite else {
            throw LuaArgumentError(index: argument, message: "spacing must be a finite number, got \(NumberText.of(value))")
        }
        return value
    }
}
