/// Paths as text, for the few places that split one.
///
/// Not `NSString.deletingLastPathComponent`: this toolchain's Foundation traps on paths of one
/// character ("." or "x"), so `moonkit run g.lua` beside a one-letter folder name crashed.
public enum PathText {
    /// The folder part of `path`, as `deletingLastPathComponent` defines it: "a/b.lua" → "a",
    /// "b.lua" → "", "./scripts" → ".", "a/b/" → "a", "/x" → "/".
    public static func folder(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        var folder = text[..<slash]
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }
}
