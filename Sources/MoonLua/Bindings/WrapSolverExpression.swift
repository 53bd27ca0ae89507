import LuaBridge
import Cassowary

/// What `+ - * /` make of variables and numbers (`(left + right) / 2`): it combines further,
/// and `e:eq(…)`, `e:le(…)`, `e:ge(…)` make constraints (`SolverOperands`).
enum WrapSolverExpression: LuaBinding {
    static let luaName = "Expression"

    static func bind(_ c: inout LuaClassBuilder<ScriptExpression>) {
        SolverOperands.declareRelations(on: &c) { $0.expression }
        SolverOperands.declareArithmetic(on: &c)
    }
}
