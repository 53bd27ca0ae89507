/// Light or dark, chosen for a run (UIKit's `userInterfaceStyle`): what the semantic colours
/// (`Color.label`, `Color.systemBackground`, …) resolve to when drawn.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Dark text on light backgrounds (the default).
    case light
    /// Light text on dark backgrounds.
    case dark
}
