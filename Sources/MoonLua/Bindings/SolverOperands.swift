import LuaBridge
import Cassowary

/// What the `ui.solver` bindings share: reading numbers, variables and expressions as one kind
/// of operand, the arithmetic metamethods, `eq`/`le`/`ge`, strengths, and the solver's messages.
/// Errors are raised at the script's line and name the script's names (`Variable`, `add`).
enum SolverOperands {
    /// Argument `index` as an expression, when it is a number, a variable or an expression.
    static func expression(_ call: LuaCall, _ index: Int32) -> Expression? {
        if call.isNumber(index), let k = try? call.double(index) { return Expression(k) }
        if let v = try? call.object(index, as: Variable.self) { return Expression(v) }
        return (try? call.object(index, as: ScriptExpression.self))?.expression
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
        call.push(object: ScriptExpression(e))
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
            c.method(name, "(other: Variable|Expression|number): Constraint") { object, call in
                guard let other = SolverOperands.expression(call, 2) else {
                    throw LuaArgumentError(index: 2, message: "number, Variable or Expression expected, got \(call.typeName(2))")
                }
                let site = LuaAnchors.scriptLocation(call)
                call.push(object: ScriptConstraint(expression(object) - other, relation,
                                                   label: site.map { "\($0.file):\($0.line)" }))
            }
        }
    }

    /// Argument `index` as a strength: `"required"`, `"strong"`, `"medium"`, `"weak"`, or a
    /// UIKit priority (clamped to 1…1000); `otherwise` when it is nil or missing.
    static func strength(_ call: LuaCall, _ index: Int32, otherwise: Strength) throws(LuaArgumentError) -> Strength {
        if call.isNil(index) { return otherwise }
        if call.isNumber(index) {
            let priority = try call.double(index)
            guard !priority.isNaN else { throw LuaArgumentError(index: index, message: "a priority must be a number from 1 to 1000, got nan") }
            return .priority(priority)
        }
        guard call.isString(index) else {
            throw LuaArgumentError(index: index, message: "strength (a name or a priority) expected, got \(call.typeName(index))")
        }
        return try LuaGeometry.choice(call, index, ["required": Strength.required, "strong": .strong,
                                                    "medium": .medium, "weak": .weak])
    }

    /// Runs a solver operation, raising its failure at the script's line.
    static func solving<T>(_ call: LuaCall, _ body: () throws(SolverError) -> T) throws -> T {
        do throws(SolverError) {
            return try body()
        } catch {
            throw located(call, message(error))
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
