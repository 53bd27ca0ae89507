import ArgumentParser
import MoonKit

/// `--appearance light|dark`, as the commands that show a game take it: what semantic colours
/// (`label`, `systemBackground`, …) draw as for the run. A wrong name is a usage error listing both.
extension Appearance: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

enum AppearanceOption {
    static let help = ArgumentHelp("Light or dark: what semantic colours (label, systemBackground, …) draw as.")
}
