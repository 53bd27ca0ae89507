/// A name a game gave (an identifier, a title, a colour or font name), quoted for a message.
/// Control characters, quotes and backslashes are written as Lua escapes (`'a\0b'`, `'two\nlines'`),
/// so that a terminal neither obeys nor hides them. LuaBridge's `LuaText.quoted` writes names a
/// script passes the same way (MoonKit knows nothing of Lua; a test keeps the two alike).
public enum MessageText {
    /// The text between single quotes, its control characters, quotes and backslashes escaped.
    public static func quoted(_ text: String) -> String {
        var out = "'"
        let scalars = Array(text.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                // Three digits when a digit follows, so that "\0" then "1" cannot read as "\01".
                let digitNext = i + 1 < scalars.count && ("0"..."9").contains(scalars[i + 1])
                let digits = String(scalar.value)
                out += "\\" + (digitNext ? String(repeating: "0", count: 3 - digits.count) : "") + digits
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "'"
    }
}
