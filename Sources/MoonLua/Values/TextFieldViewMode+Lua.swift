import LuaBridge
import MoonKit

// `field.clearButtonMode = "whileEditing"`: UIKit's names, listed for editors under `TextFieldViewMode`.
extension TextFieldViewMode: LuaNamedEnum {
    /// The alias scripts' editors see for it, `TextFieldViewMode`, which messages name too.
    public static var luaName: String { "TextFieldViewMode" }
}
