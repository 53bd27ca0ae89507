import LuaBridge
import MoonKit

// `label.lineBreakMode = "byTruncatingMiddle"`: UIKit's names, listed for editors under `LineBreakMode`.
extension LineBreakMode: LuaNamedEnum {
    public static var luaName: String { "LineBreakMode" }
}
