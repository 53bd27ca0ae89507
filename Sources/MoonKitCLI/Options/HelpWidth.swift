import Foundation

/// How wide help text is wrapped.
///
/// ArgumentParser wraps help to the terminal's width, and to 80 columns when standard output
/// is no terminal: piped into `less` or a file, an example command longer than that was split
/// across two lines and could no longer be copied. Piped, help is not wrapped at all (the
/// terminal showing it wraps it, and the examples stay whole); COLUMNS, when set, still wins.
enum HelpWidth {
    /// As good as no limit: wider than any line of help.
    static let unwrapped = 100_000

    static func unwrapWhenPiped() {
        let columns = ProcessInfo.processInfo.environment["COLUMNS"] ?? ""
        guard columns.isEmpty, isatty(STDOUT_FILENO) == 0 else { return }
        setenv("COLUMNS", String(unwrapped), 1)
    }
}
