import Foundation

/// What `check` finds wrong with a data file as text, whichever game reads it: bytes that are
/// not UTF-8. A game's module may read such a line without complaint (Lua strings are bytes),
/// but the engine's texts are UTF-8, so the game would fail on it later, far from the file.
enum TextFileCheck {
    /// Lines named in full before the rest are counted.
    static let linesShown = 10

    /// `file:line: …` for each line (up to `linesShown`) holding bytes that are not UTF-8;
    /// nothing when the file is UTF-8 or cannot be read (its reader says why).
    static func notUTF8(_ file: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        var found: [String] = []
        var badLines = 0
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard let column = firstBadByte(Array(line)) else { continue }
            badLines += 1
            guard found.count < linesShown else { continue }
            let bytes = line.dropFirst(column).prefix(4).prefix { $0 >= 0x80 }
            let shown = (bytes.isEmpty ? line.dropFirst(column).prefix(1) : bytes)
            let hex = shown.map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined(separator: " ")
            found.append("\(file):\(index + 1): " + (shown.count == 1 ? "byte \(hex) at column \(column + 1) is" : "bytes \(hex) at column \(column + 1) are")
                         + " not UTF-8 text: save the file as UTF-8")
        }
        if badLines > found.count {
            found.append("\(file): \(badLines - found.count) more lines are not UTF-8 text")
        }
        return found
    }

    /// The offset of the first byte of `line` that does not start or continue a valid UTF-8
    /// character, or nil when the whole line is UTF-8.
    static func firstBadByte(_ line: [UInt8]) -> Int? {
        var i = 0
        while i < line.count {
            let first = line[i]
            let length = first < 0x80 ? 1 : first >= 0xC2 && first <= 0xDF ? 2 : first >= 0xE0 && first <= 0xEF ? 3
                : first >= 0xF0 && first <= 0xF4 ? 4 : 0
            guard length > 0, i + length <= line.count,
                  String(validating: line[i..<(i + length)], as: UTF8.self) != nil else { return i }
            i += length
        }
        return nil
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
