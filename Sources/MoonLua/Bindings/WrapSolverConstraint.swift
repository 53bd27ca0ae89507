import LuaBridge

/// `x:eq(y + 10)`: a constraint a solver can add (`solver:add(c, "weak")`).
enum WrapSolverConstraint: LuaBinding {
    static let luaName = "Constraint"

    static func bind(_ c: inout LuaClassBuilder<ScriptConstraint>) {
        c.property("label", get: { $0.label })
    }
}
