import Foundation

/// The one-line descriptions of docs/lua-api.md, by the names its tables document, so that the
/// definitions show in an editor what the reference says.
///
/// The reference's convention (which its own test keeps): a table row documents the names
/// written in `code` in its first cell, and its description is the cell before the example;
/// a data source's method is a row `| **name**(arguments) | returns | called |`;
/// a heading `` ### `ui.Label` `` (or `` ## Bots: the `game` object ``) introduces a class or
/// table, described by the paragraph under it.
struct ReferenceDescriptions {
    /// By name with dots (`Label.text`, `View.addSubview`, `anchor.__add` for `anchor + n`).
    private(set) var members: [String: String] = [:]
    /// By class or table name (`Label`, `files`).
    private(set) var classes: [String: String] = [:]

    init(markdown: String) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix("## ") || line.hasPrefix("### "), let name = Self.code(in: line).first {
                var paragraph: [String] = []
                var next = index
                while next < lines.count, lines[next].trimmingSpaces.isEmpty { next += 1 }
                while next < lines.count, !lines[next].trimmingSpaces.isEmpty, !lines[next].hasPrefix("|"),
                      !lines[next].hasPrefix("#"), !lines[next].hasPrefix("```") {
                    paragraph.append(lines[next].trimmingSpaces)
                    next += 1
                }
                let key = name.hasPrefix("ui.") ? String(name.dropFirst(3)) : name
                if !paragraph.isEmpty { classes[key] = paragraph.joined(separator: " ") }
                continue
            }
            // A table view data source's method: `| **name**(arguments) | returns | called |`.
            if line.hasPrefix("| **") {
                let cells = line.split(separator: "|").map { String($0).trimmingSpaces }
                let name = cells[0].split(separator: "*", omittingEmptySubsequences: true).first.map(String.init) ?? ""
                if cells.count == 3 { members["Screen.\(name)"] = "Returns \(cells[1]); called \(cells[2])." }
                continue
            }
            guard line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { String($0).trimmingSpaces }
            guard cells.count >= 3 else { continue }
            let description = cells[cells.count - 2]
            for name in Self.code(in: cells[0]) {
                members[Self.key(name)] = description
            }
        }
    }

    /// `View:addSubview` → `View.addSubview`; `anchor + n` → `anchor.__add`.
    static func key(_ written: String) -> String {
        let words = written.split(separator: " ")
        if words.count == 3, let operation = operators[String(words[1])] {
            return "\(words[0]).\(operation)"
        }
        return written.replacingOccurrences(of: ":", with: ".")
    }

    static let operators = ["+": "__add", "-": "__sub", "*": "__mul"]

    /// The contents of the backtick spans of a line.
    static func code(in line: String) -> [String] {
        let parts = line.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
    }
}
