/// `coefficient × variable`.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
///
/// Terms may repeat a variable; the solver adds their coefficients together.
public struct Expression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(_ term: Term) { self.init([term]) }
    public init(_ constant: Double) { self.init([], constant: constant) }
    public init(floatLiteral value: Double) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// The value with the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// `self == rhs` as a constraint of the given strength.
    public func eq(_ rhs: Expression, strength: Strength = .required) -> Constraint {
        Constraint(self, .equal, rhs, strength: strength)
    }
    /// `self <= rhs` as a constraint of the given strength.
    public func le(_ rhs: Expression, strength: Strength = .required) -> Constraint {
        Constraint(self, .lessThanOrEqual, rhs, strength: strength)
    }
    /// `self >= rhs` as a constraint of the given strength.
    public func ge(_ rhs: Expression, strength: Strength = .required) -> Constraint {
        Constraint(self, .greaterThanOrEqual, rhs, strength: strength)
    }
}

extension Variable {
    /// `self == rhs` as a constraint (a method, so as not to clash with identity `==`).
    public func eq(_ rhs: Expression, strength: Strength = .required) -> Constraint {
        Expression(self).eq(rhs, strength: strength)
    }
    /// `self <= rhs` as a constraint.
    public func le(_ rhs: Expression, strength: Strength = .required) -> Constraint {
        Expression(self).le(rhs, strength: strength)
    }
    /// `self >= rhs` as a constraint.
    public func ge(_ rhs: Expression, strength: Strength = .required) -> Constraint {
        Expression(self).ge(rhs, strength: strength)
    }
}

// MARK: - Arithmetic
// Everything converts to Expression; the overloads keep call sites short (`2 * x + y - 8`).
// Adding a number is generic so that a literal (`x + 8`) picks the Expression overload
// (non-generic ones rank first) while a `Double` value still works (`x + gap`).

public prefix func - (e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}
public prefix func - (v: Variable) -> Expression { -Expression(v) }
public prefix func - (t: Term) -> Expression { -Expression(t) }

public func + (a: Expression, b: Expression) -> Expression {
    var terms = a.terms
    terms.append(contentsOf: b.terms)
    return Expression(terms, constant: a.constant + b.constant)
}
public func - (a: Expression, b: Expression) -> Expression { a + -b }
public func * (e: Expression, k: Double) -> Expression {
    Expression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}
public func * (k: Double, e: Expression) -> Expression { e * k }
public func / (e: Expression, k: Double) -> Expression { e * (1 / k) }

public func + (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b)]) }
public func - (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b, -1)]) }
public func + (a: Variable, b: Expression) -> Expression {
    var terms = [Term(a)]
    terms.append(contentsOf: b.terms)
    return Expression(terms, constant: b.constant)
}
public func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }
public func + (a: Expression, b: Variable) -> Expression {
    var e = a
    e.terms.append(Term(b))
    return e
}
public func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
public func + <F: BinaryFloatingPoint>(a: Variable, b: F) -> Expression { Expression([Term(a)], constant: Double(b)) }
public func - <F: BinaryFloatingPoint>(a: Variable, b: F) -> Expression { Expression([Term(a)], constant: -Double(b)) }
public func + <F: BinaryFloatingPoint>(a: F, b: Variable) -> Expression { Expression(Double(a)) + Expression(b) }
public func - <F: BinaryFloatingPoint>(a: F, b: Variable) -> Expression { Expression(Double(a)) - Expression(b) }
public func + <F: BinaryFloatingPoint>(a: Expression, b: F) -> Expression {
    var e = a
    e.constant += Double(b)
    return e
}
public func - <F: BinaryFloatingPoint>(a: Expression, b: F) -> Expression {
    var e = a
    e.constant -= Double(b)
    return e
}
public func + <F: BinaryFloatingPoint>(a: F, b: Expression) -> Expression { Expression(Double(a)) + b }
public func - <F: BinaryFloatingPoint>(a: F, b: Expression) -> Expression { Expression(Double(a)) - b }
public func * (v: Variable, k: Double) -> Term { Term(v, k) }
public func * (k: Double, v: Variable) -> Term { Term(v, k) }
public func / (v: Variable, k: Double) -> Term { Term(v, 1 / k) }

public func + (a: Term, b: Term) -> Expression { Expression([a, b]) }
public func - (a: Term, b: Term) -> Expression { Expression(a) - Expression(b) }
public func + (a: Term, b: Variable) -> Expression { Expression([a, Term(b)]) }
public func - (a: Term, b: Variable) -> Expression { Expression(a) - Expression(b) }
public func + (a: Variable, b: Term) -> Expression { Expression([Term(a), b]) }
public func - (a: Variable, b: Term) -> Expression { Expression(a) - Expression(b) }
public func + (a: Term, b: Expression) -> Expression { Expression(a) + b }
public func - (a: Term, b: Expression) -> Expression { Expression(a) - b }
public func + (a: Expression, b: Term) -> Expression { a + Expression(b) }
public func - (a: Expression, b: Term) -> Expression { a - Expression(b) }
public func + <F: BinaryFloatingPoint>(a: Term, b: F) -> Expression { Expression([a], constant: Double(b)) }
public func - <F: BinaryFloatingPoint>(a: Term, b: F) -> Expression { Expression(a) - Expression(Double(b)) }
public func + <F: BinaryFloatingPoint>(a: F, b: Term) -> Expression { Expression(Double(a)) + Expression(b) }
public func - <F: BinaryFloatingPoint>(a: F, b: Term) -> Expression { Expression(Double(a)) - Expression(b) }
public func * (t: Term, k: Double) -> Term { Term(t.variable, t.coefficient * k) }
public func * (k: Double, t: Term) -> Term { t * k }
public func / (t: Term, k: Double) -> Term { t * (1 / k) }
