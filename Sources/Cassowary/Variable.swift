/// An unknown of the layout: a solver gives it a value.
///
/// Identity is the object: two variables with the same name are different unknowns.
/// A variable may be used by several solvers, but like the solver it is a single-threaded
/// object: use it from one thread at a time.
public final class Variable: Hashable, CustomStringConvertible {
    /// A name for diagnostics (`"button.width"`); it plays no part in solving.
    public var name: String
    /// The value written by the last `Solver.updateVariables()` of a solver using it.
    public internal(set) var value: Double = 0

    /// The solver that last gave this variable a symbol, and that symbol: a one-entry cache
    /// that spares a dictionary look-up when the same solver meets the variable again.
    var cachedSolver: ObjectIdentifier?
    var cachedSymbol: Int32 = -1

    /// An object that lives exactly as long as this variable, for whoever made it (a binding to
    /// a scripting language keeps there what the variable weighs against a script's memory limit).
    public var lifetimeCompanion: AnyObject?

    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "Variable(\(value))" : name }
}
