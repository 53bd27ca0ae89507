import LuaBridge
import Cassowary

/// What the `ui.solver` bindings share: reading numbers, variables and expressions as one kind
/// of operand, the arithmetic metamethods, `eq`/`le`/`ge`, and the solver's messages (strengths
/// are values of their own: `Strength+Lua.swift`). Errors are raised at the script's line and
/// name the script's names (`Variable`, `add`).
enum SolverOperands {
    /// Argument `index` as an expression, when it is a number, a variable or an expression.
    static func expression(_ call: LuaCall, _ index: Int32) -> Expression? {
        if call.isNumber(index), let k = try? call.double(index) { return Expression(k) }
        // One look-up for both kinds: a look-up as `Variable` that fails on an expression builds
        // an argument error (its message included) only for `try?` to drop it.
        guard let object = try? call.object(index, as: AnyObject.self) else { return nil }
        if let v = object as? Variable { return Expression(v) }
        return (object as? ScriptExpression)?.expression
    }

    /// An error raised at the script's line (a metamethod has no argument list to point into).
    static func located(_ call: LuaCall, _ message: String) -> LuaError {
        let site = LuaAnchors.scriptLocation(call)
        return LuaError(message, file: site?.file, line: site?.line)
    }

    /// Operand `index` of an operator, as an expression.
    private static func operand(_ call: LuaCall, _ index: Int32) throws -> Expression {
        guard let e = expression(call, index) else {
            throw located(call, "number, variable or expression expected, got \(call.typeName(index))")
        }
        return e
    }

    /// The number operand of `*` or `/` (`what`: "multiplied", "divided").
    private static func factor(_ call: LuaCall, _ index: Int32, _ what: String) throws -> Double {
        guard call.isNumber(index), let k = try? call.double(index) else {
            throw located(call, "an expression can only be \(what) by a number (number expected, got \(call.typeName(index)))")
        }
        return k
    }

    private static func push(_ call: inout LuaCall, _ e: Expression) {
        let expression = ScriptExpression(e)
        expression.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.solverBytes(terms: e.terms.count))
        call.push(object: expression)
    }

    /// `+ - * /` and unary `-`, the same for variables and expressions (Lua passes both operands).
    static func declareArithmetic<Object: AnyObject>(on c: inout LuaClassBuilder<Object>) {
        c.metamethod("__add", "(Variable|Expression|number): Expression") { call in push(&call, try operand(call, 1) + operand(call, 2)) }
        c.metamethod("__sub", "(Variable|Expression|number): Expression") { call in push(&call, try operand(call, 1) - operand(call, 2)) }
        c.metamethod("__unm", "(): Expression") { call in push(&call, -(try operand(call, 1))) }
        c.metamethod("__mul", "(number): Expression") { call in
            // `2 * x` or `x * 2`: whichever operand is not the number is the expression.
            let numberFirst = call.isNumber(1)
            let k = try factor(call, numberFirst ? 1 : 2, "multiplied")
            push(&call, try operand(call, numberFirst ? 2 : 1) * k)
        }
        c.metamethod("__div", "(number): Expression") { call in
            let e = try operand(call, 1)
            push(&call, e / (try factor(call, 2, "divided")))
        }
    }

    /// `a:eq(b)`, `a:le(b)`, `a:ge(b)`: a constraint `a − b ⋚ 0`, labelled with the script's line.
    static func declareRelations<Object: AnyObject>(on c: inout LuaClassBuilder<Object>,
                                                    _ expression: @escaping (Object) -> Expression) {
        for (name, relation) in [("eq", Relation.equal), ("le", .lessThanOrEqual), ("ge", .greaterThanOrEqual)] {
            c.method(name, signature: "(other: \(Variable.self)|\(ScriptExpression.self)|number): \(ScriptConstraint.self)") { object, call in
                guard let other = SolverOperands.expression(call, 1) else {
                    throw LuaArgumentError(index: 1, message: "number, Variable or Expression expected, got \(call.typeName(1))")
                }
                let site = LuaAnchors.scriptLocation(call)
                let constraint = ScriptConstraint(expression(object) - other, relation, label: site.map { "\($0.file):\($0.line)" })
                constraint.luaMemoryCharge = LuaMemoryCharge(
                    call.state, bytes: ScriptMemory.solverBytes(terms: constraint.expression.terms.count) + (constraint.label?.utf8.count ?? 0))
                call.push(object: constraint)
            }
        }
    }

    /// Runs a solver operation; its failure is raised at the line of the script that called
    /// the method (a `LuaError` without a position: Lua gives it the caller's).
    static func solving<T>(_ body: () throws(SolverError) -> T) throws(LuaError) -> T {
        do throws(SolverError) {
            return try body()
        } catch {
            throw LuaError(message(error))
        }
    }

    static func message(_ error: SolverError) -> String {
        func name(_ c: Constraint) -> String { c.label ?? c.description }
        switch error {
        case .unsatisfiableConstraint(let c, let conflicting):
            let others = conflicting.filter { $0 !== c }.map(name).joined(separator: ", ")
            // The error is raised at the constraint's own line, so its neighbours are what to name.
            return "unsatisfiable constraint" + (others.isEmpty ? "" : ": it conflicts with \(others)")
        case .duplicateConstraint(let c): return "constraint \(name(c)) was already added"
        case .unknownConstraint(let c): return "constraint \(name(c)) is not in this solver"
        case .duplicateEditVariable(let v): return "\(v.description) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v.description) is not an edit variable (add it with addEditVariable)"
        case .requiredEditVariable(let v): return "\(v.description) cannot be a required edit variable: use strong, medium or weak"
        case .nonFiniteValue: return "a coefficient or constant is not a finite number"
        }
    }
}
