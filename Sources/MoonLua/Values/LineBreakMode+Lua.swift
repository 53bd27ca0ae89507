import LuaBridge
import MoonKit

// `label.lineBreakMode = "byTruncatingMiddle"`: UIKit's names, listed for editors under `LineBreakMode`.
extension LineBreakMode: LuaNamedEnum {
    /// The alias scripts' editors see for it, `LineBreakMode`, which messages name too.
    public static var luaName: String { "LineBreakMode" }
}
