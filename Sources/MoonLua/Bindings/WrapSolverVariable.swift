import LuaBridge
import Cassowary

/// `ui.solver`: the Cassowary solver itself, for scripts that lay out or reason with
/// constraints of their own. The Lua side (the prelude) builds expressions from variables; the
/// Swift side here holds the solver, its variables and constraints.
enum WrapSolverVariable: LuaBinding {
    static let luaName = "SolverVariable"

    static func bind(_ c: inout LuaClassBuilder<Variable>) {
        c.property("name", get: { $0.name })
        c.property("value", get: { $0.value })
    }
}
