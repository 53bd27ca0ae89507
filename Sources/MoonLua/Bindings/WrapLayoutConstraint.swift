import LuaBridge
import MoonKit

/// `ui.LayoutConstraint`: made by `a:eq(b)`, tuned by `:priority(p)` and `:id(name)`.
enum WrapLayoutConstraint: LuaBinding {
    static let luaName = "LayoutConstraint"

    static func bind(_ c: inout LuaClassBuilder<LayoutConstraint>) {
        // Checked as at creation: a NaN set on an active constraint silently broke it.
        c.property("constant", get: { $0.constant }, set: { constraint, value in
            guard LayoutConstraint.isUsable(value) else {
                throw LuaArgumentError(index: 1, message: "a finite number between -1e9 and 1e9 expected, got \(NumberText.of(value))")
            }
            constraint.constant = value
        })
        c.property("priorityValue", get: { $0.priority.rawValue }, set: { $0.priority = LayoutPriority($1) })
        c.property("isActive", \.isActive)
        c.property("identifier", \.identifier)
        c.property("creationSite", readOnly: \.creationSite)
        c.property("isBroken", readOnly: \.isBroken)
        c.property("description", readOnly: \.description)
        c.method("priority(priority)") { (constraint, priority: Double) in
            constraint.priority = LayoutPriority(priority)
            return constraint
        }
        c.method("id(identifier)") { (constraint, identifier: String) in
            constraint.identifier = identifier
            return constraint
        }
    }
}
