import LuaBridge
import Cassowary

enum WrapSolverConstraint: LuaBinding {
    static let luaName = "SolverConstraint"

    static func bind(_ c: inout LuaClassBuilder<Constraint>) {
        c.property("label", get: { $0.label })
        c.property("strength", get: { $0.strength.priority })
    }
}
