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
        c.property("isActive", get: { $0.isActive }, set: { $0.isActive = $1 })
        c.property("identifier", get: { $0.identifier }, set: { $0.identifier = $1 })
        c.property("creationSite", get: { $0.creationSite })
        c.property("isBroken", get: { $0.isBroken })
        c.property("description", get: { $0.description })
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
