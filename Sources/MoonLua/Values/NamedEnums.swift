import LuaBridge
import MoonKit

// The enumerations scripts write as names (`label.textAlignment = "center"`), each with the
// alias editors see: the names are the cases' raw values (`LuaNamedEnum`), and the definitions
// list them from the cases themselves.

extension TextAlignment: LuaNamedEnum {
    /// The alias scripts' editors see for it, `TextAlignment`, which messages name too.
    public static var luaName: String { "TextAlignment" }
}

extension LayoutAxis: LuaNamedEnum {
    /// The alias scripts' editors see for it, `Axis`, which messages name too.
    public static var luaName: String { "Axis" }
}

extension ControlState: LuaNamedEnum {
    /// The alias scripts' editors see for it, `ControlState`, which messages name too.
    public static var luaName: String { "ControlState" }
}

extension Button.ButtonType: LuaNamedEnum {
    /// The alias scripts' editors see for it, `ButtonType`, which messages name too.
    public static var luaName: String { "ButtonType" }
}

extension AlertAction.Style: LuaNamedEnum {
    /// The alias scripts' editors see for it, `AlertActionStyle`, which messages name too.
    public static var luaName: String { "AlertActionStyle" }
}

extension ContentMode: LuaNamedEnum {
    /// The alias scripts' editors see for it, `ContentMode`, which messages name too.
    public static var luaName: String { "ContentMode" }
}

extension Image.RenderingMode: LuaNamedEnum {
    /// The alias scripts' editors see for it, `ImageRenderingMode`, which messages name too.
    public static var luaName: String { "ImageRenderingMode" }
}

extension TableViewCell.CellStyle: LuaNamedEnum {
    /// The alias scripts' editors see for it, `CellStyle`, which messages name too.
    public static var luaName: String { "CellStyle" }
}

extension TableViewCell.AccessoryType: LuaNamedEnum {
    /// The alias scripts' editors see for it, `AccessoryType`, which messages name too.
    public static var luaName: String { "AccessoryType" }
}

extension TableViewCell.SelectionStyle: LuaNamedEnum {
    /// The alias scripts' editors see for it, `SelectionStyle`, which messages name too.
    public static var luaName: String { "SelectionStyle" }
}

extension TableView.SeparatorStyle: LuaNamedEnum {
    /// The alias scripts' editors see for it, `SeparatorStyle`, which messages name too.
    public static var luaName: String { "SeparatorStyle" }
}

extension TableView.ScrollPosition: LuaNamedEnum {
    /// The alias scripts' editors see for it, `ScrollPosition`, which messages name too.
    public static var luaName: String { "ScrollPosition" }
}

extension TableView.Style: LuaNamedEnum {
    /// The alias scripts' editors see for it, `TableStyle`, which messages name too.
    public static var luaName: String { "TableStyle" }
}

extension RowAnimation: LuaNamedEnum {
    /// The alias scripts' editors see for it, `RowAnimation`, which messages name too.
    public static var luaName: String { "RowAnimation" }
}

extension ContextualAction.Style: LuaNamedEnum {
    /// The alias scripts' editors see for it, `ContextualActionStyle`, which messages name too.
    public static var luaName: String { "ContextualActionStyle" }
}

extension SwipeGestureRecognizer.Direction: LuaNamedEnum {
    /// The alias scripts' editors see for it, `SwipeDirection`, which messages name too.
    public static var luaName: String { "SwipeDirection" }
}

extension Touch.Phase: LuaNamedEnum {
    /// The alias scripts' editors see for it, `TouchPhase`, which messages name too.
    public static var luaName: String { "TouchPhase" }
}

extension GestureRecognizer.State: LuaNamedEnum {
    /// The alias scripts' editors see for it, `GestureRecognizerState`, which messages name too.
    public static var luaName: String { "GestureRecognizerState" }
}

/// Control events are an option set named by UIKit's names (`"touchUpInside"`); a script names one.
extension Control.Event: LuaNamedEnum {
    /// The alias scripts' editors see for it, `ControlEvent`, which messages name too.
    public static var luaName: String { "ControlEvent" }
    /// Every control event with the name scripts write for it.
    public static var luaNames: [(name: String, value: Control.Event)] {
        names.map { ($1, $0) }.sorted { $0.name < $1.name }
    }
    /// The name scripts write for the event (`touchUpInside`).
    public var luaName: String { description }
}

extension FlowLayout.ScrollDirection: LuaNamedEnum {
    /// The alias scripts' editors see for it, `ScrollDirection`, which messages name too.
    public static var luaName: String { "ScrollDirection" }
}

extension CollectionView.ElementKind: LuaNamedEnum {
    /// The alias scripts' editors see for it, `ElementKind`, which messages name too.
    public static var luaName: String { "ElementKind" }
}

extension BarButtonSystemItem: LuaNamedEnum {
    /// The alias scripts' editors see for it, `BarButtonSystemItem`, which messages name too.
    public static var luaName: String { "BarButtonSystemItem" }
}

extension ScrollView.ContentInsetAdjustmentBehavior: LuaNamedEnum {
    /// The alias scripts' editors see for it, `ContentInsetAdjustmentBehavior`, which messages name too.
    public static var luaName: String { "ContentInsetAdjustmentBehavior" }
}

extension NavigationItem.LargeTitleDisplayMode: LuaNamedEnum {
    /// The alias scripts' editors see for it, `LargeTitleDisplayMode`, which messages name too.
    public static var luaName: String { "LargeTitleDisplayMode" }
}
