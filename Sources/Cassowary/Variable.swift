/// An unknown of the layout: a solver gives it a value.
///
/// Identity is the object: two variables with the same name are different unknowns.
/// A variable may be used by several solvers, but like the solver it is a single-threaded
/// object: use it from one thread at a time.
public final class Variable: Hashable, CustomStringConvertible {
    /// A name for diagnostics (`"button.width"`); it plays no part in solving.
    public var name: String
    /// The value written by the last `Solver.updateVariables()` of a solver using it.
    public var value: Double { solvedValue }

    /// What `value` reads, written by the solver. Not `public internal(set)`: a default
    /// release build checks every write to a class's stored property that other modules can
    /// reach for exclusive access at run time, which was a third of an edit sweep's
    /// instructions (a write per variable per update); one that only this module touches, and
    /// only with instantaneous accesses, is proven exclusive when the module is optimised whole,
    /// and the checks go (the figures: docs/performance.md, "Measured choices").
    var solvedValue: Double = 0

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
