import LuaBridge
import MoonKit

/// Fonts are values in MoonKit and objects in Lua (`ui.Font.system(17)`, a `FontObject`): a
/// property or argument of type `Font` takes and gives one.
extension Font: LuaConvertible {
    /// A font is a bound object in Lua (`ui.Font`).
    public static var luaType: LuaType { .object(FontObject.self) }

    /// Pushes the font as a `ui.Font` object.
    public func push(to top: LuaStackTop) { top.push(object: FontObject(self)) }

    /// Reads a `ui.Font` argument.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Font {
        try call.object(index, as: FontObject.self).font
    }
}
