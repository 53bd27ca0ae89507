import LuaBridge
import MoonKit

/// Colours as scripts write them: a name (`"white"`, `"systemBlue"`) or hex `#RGB`, `#RRGGBB`,
/// `#RRGGBBAA`; scripts read them back as the name, or the hex when the colour has none.
extension Color: LuaConvertible {
    /// Editors see a colour as a string: a name or a hex code.
    public static var luaType: LuaType {
        .declared("Color", declaration: """
            ---A colour: a name ("white", "systemBlue") or hex "#RGB", "#RRGGBB", "#RRGGBBAA".
            ---@alias Color string
            """)
    }

    /// Pushes the colour as text: its name, or `#RRGGBBAA` when it has none.
    public func push(to top: LuaStackTop) { top.push(description) }

    /// A string naming a colour, else why not (`unknown colour 'mauve'…`).
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Color {
        let text = try call.string(index)
        do throws(ColorError) {
            return try Color(named: text)
        } catch {
            throw LuaArgumentError(index: index, message: error.description)
        }
    }
}
