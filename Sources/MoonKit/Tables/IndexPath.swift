/// A row's place in a table: its section and its row in that section, both counted from 0
/// (UIKit's `IndexPath` as a table view uses it).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// A row of a section, both counted from 0.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Sections first, then rows: the order rows appear in.
    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.row < b.row
    }

    /// `[section, row]`.
    public var description: String { "[\(section), \(row)]" }
}
