import LuaBridge
import MoonKit

// The enumerations scripts write as names (`label.textAlignment = "center"`), each with the
// alias editors see: the names are the cases' raw values (`LuaNamedEnum`), and the definitions
// list them from the cases themselves.

extension TextAlignment: LuaNamedEnum {
    public static var luaName: String { "TextAlignment" }
}

extension LayoutAxis: LuaNamedEnum {
    public static var luaName: String { "Axis" }
}

extension ControlState: LuaNamedEnum {
    public static var luaName: String { "ControlState" }
}

extension Button.ButtonType: LuaNamedEnum {
    public static var luaName: String { "ButtonType" }
}

extension AlertAction.Style: LuaNamedEnum {
    public static var luaName: String { "AlertActionStyle" }
}

extension ContentMode: LuaNamedEnum {
    public static var luaName: String { "ContentMode" }
}

extension Image.RenderingMode: LuaNamedEnum {
    public static var luaName: String { "ImageRenderingMode" }
}

extension TableViewCell.CellStyle: LuaNamedEnum {
    public static var luaName: String { "CellStyle" }
}

extension TableViewCell.AccessoryType: LuaNamedEnum {
    public static var luaName: String { "AccessoryType" }
}

extension TableViewCell.SelectionStyle: LuaNamedEnum {
    public static var luaName: String { "SelectionStyle" }
}

extension TableView.SeparatorStyle: LuaNamedEnum {
    public static var luaName: String { "SeparatorStyle" }
}

extension TableView.ScrollPosition: LuaNamedEnum {
    public static var luaName: String { "ScrollPosition" }
}

extension TableView.Style: LuaNamedEnum {
    public static var luaName: String { "TableStyle" }
}

extension RowAnimation: LuaNamedEnum {
    public static var luaName: String { "RowAnimation" }
}

extension ContextualAction.Style: LuaNamedEnum {
    public static var luaName: String { "ContextualActionStyle" }
}

extension SwipeGestureRecognizer.Direction: LuaNamedEnum {
    public static var luaName: String { "SwipeDirection" }
}

extension Touch.Phase: LuaNamedEnum {
    public static var luaName: String { "TouchPhase" }
}

extension GestureRecognizer.State: LuaNamedEnum {
    public static var luaName: String { "GestureRecognizerState" }
}

/// Control events are an option set named by UIKit's names (`"touchUpInside"`); a script names one.
extension Control.Event: LuaNamedEnum {
    public static var luaName: String { "ControlEvent" }
    public static var luaNames: [(name: String, value: Control.Event)] {
        names.map { ($1, $0) }.sorted { $0.name < $1.name }
    }
    public var luaName: String { description }
}
