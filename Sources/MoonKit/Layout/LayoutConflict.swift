/// A set of required constraints that cannot all hold, and the one the engine left out so the
/// layout could still complete (UIKit's "Unable to simultaneously satisfy constraints" log).
public struct LayoutConflict: CustomStringConvertible {
    /// Every constraint in the conflicting set, described, the broken one last.
    public let constraints: [String]
    /// The description of the constraint left out.
    public let broken: String
    /// The constraint left out, when it is one of the caller's (not an autoresizing or guide pin).
    public let brokenConstraint: LayoutConstraint?
    /// The caller's constraints in the conflicting set, the broken one included.
    public let layoutConstraints: [LayoutConstraint]

    /// The report as UIKit's console shows it, with views named by identifier or type and
    /// index path and constraints by identifier and creation site.
    public var message: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tThese required constraints cannot all hold; at least one of them is probably not wanted:",
            "(",
        ]
        lines += constraints.map { "    \"\($0)\"," }
        lines += [")", ""]
        if constraints.contains(where: { $0.hasPrefix("<Autoresizing") }) {
            // UIKit adds the same hint when its autoresizing-mask constraints take part.
            lines += ["(Note: autoresizing constraints come from views whose translatesAutoresizingMaskIntoConstraints "
                      + "is still true; set it to false on views that constraints place)", ""]
        }
        lines += ["Recovering by breaking constraint", broken, ""]
        return lines.joined(separator: "\n")
    }

    /// What conflicts, in the words of the message.
    public var description: String { message }
}
