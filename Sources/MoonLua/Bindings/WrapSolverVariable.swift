import LuaBridge
import Cassowary

/// `ui.solver.Variable "x"`: an unknown that a solver gives a value. With numbers and other
/// variables it builds expressions (`2 * x + y - 3`), and `x:eq(…)`, `x:le(…)`, `x:ge(…)` make
/// constraints (`SolverOperands`).
enum WrapSolverVariable: LuaBinding {
    static let luaName = "Variable"

    static func bind(_ c: inout LuaClassBuilder<Variable>) {
        // Only a string names a variable (a number is a mistake, not a name).
        c.constructor(signature: "(name?: string)") { call in
            guard call.isNil(1) || call.isString(1) else { throw LuaArgumentError(index: 1, expected: "string", in: call) }
            let variable = Variable(try call.argument(1, as: String?.self) ?? "")
            variable.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.solverBytes(terms: 1) + variable.name.utf8.count)
            return variable
        }
        c.property("name", get: { $0.name })
        c.property("value", get: { $0.value })
        SolverOperands.declareRelations(on: &c) { Expression($0) }
        SolverOperands.declareArithmetic(on: &c)
        c.metamethod("__tostring") { call in
            call.push("Variable " + ((try? call.object(1, as: Variable.self))?.name ?? ""))
        }
    }
}
