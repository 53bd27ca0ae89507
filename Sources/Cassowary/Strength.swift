/// How much a constraint matters.
///
/// A strength is a *priority level*, not a weight. The solver minimises its errors
/// lexicographically: first the total error of the highest non-required level, then —
/// without giving any of that back — the next level, and so on. So a higher priority beats
/// ANY number of lower ones, exactly (one priority-751 constraint wins against a million at
/// 750); no weights are chosen and no bound on the count is needed. Inside one level all
/// errors weigh the same (each constraint adds `|error|` to that level's total).
///
/// Priorities follow UIKit: `1...999` are optional levels, `1000` is required.
/// The named strengths are levels too: `strong` = 999, `medium` = 500, `weak` = 1.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The level, in `(0, 1000]`; 1000 means required.
    public let priority: Double

    init(uncheckedPriority: Double) { self.priority = uncheckedPriority }

    public static let required = Strength(uncheckedPriority: 1000)
    public static let strong = Strength(uncheckedPriority: 999)
    public static let medium = Strength(uncheckedPriority: 500)
    public static let weak = Strength(uncheckedPriority: 1)

    /// A UIKit priority. Values are clamped to `1...1000` (NaN becomes 1); 1000 is required.
    public static func priority(_ p: Double) -> Strength {
        Strength(uncheckedPriority: p.isNaN ? 1 : min(max(p, 1), 1000))
    }

    public var isRequired: Bool { priority >= 1000 }

    public static func < (a: Strength, b: Strength) -> Bool { a.priority < b.priority }

    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default: return "priority \(priority)"
        }
    }
}
