import LuaBridge
import MoonKit

/// `ui.TableViewCell`: a table's row, with its text, detail and image, an accessory and a
/// selection look; scripts subclass it with `:extend "Name"` (see `ScriptTableViewCell`).
enum WrapTableViewCell: LuaBinding {
    static let luaName = "TableViewCell"
    static var parent: (any LuaBinding.Type)? { WrapView.self }
    static var allowsScriptFields: Bool { true }

    static func bind(_ c: inout LuaClassBuilder<TableViewCell>) {
        c.constructor("(style?: CellStyle)") { call in
            let style = call.isNil(1) ? .default : try LuaGeometry.choice(call, 1, LuaGeometry.cellStyles)
            return ScriptMemory.charged(TableViewCell(style: style), call, bytes: ScriptMemory.textViewBytes)
        }
        c.property("style", type: "CellStyle", get: { cell, call in call.push(cell.style.rawValue) })
        c.property("reuseIdentifier", get: { $0.reuseIdentifier })
        c.property("contentView", type: "View", get: { $0.contentView })
        c.property("textLabel", type: "Label", get: { $0.textLabel })
        c.property("detailTextLabel", get: { $0.detailTextLabel })
        c.property("imageView", type: "ImageView", get: { $0.imageView })
        c.property("selectedBackgroundView", type: "View", get: { $0.selectedBackgroundView })
        c.property("accessoryType", type: "AccessoryType", get: { cell, call in call.push(cell.accessoryType.rawValue) },
                   set: { cell, call in cell.accessoryType = try LuaGeometry.choice(call, 3, LuaGeometry.accessoryTypes) })
        c.property("selectionStyle", type: "SelectionStyle", get: { cell, call in call.push(cell.selectionStyle.rawValue) },
                   set: { cell, call in cell.selectionStyle = try LuaGeometry.choice(call, 3, LuaGeometry.selectionStyles) })
        c.property("isSelected", get: { $0.isSelected }, set: { $0.setSelected($1, animated: false) })
        c.property("isHighlighted", get: { $0.isHighlighted }, set: { $0.setHighlighted($1, animated: false) })
        c.method("setSelected", "(selected: boolean, animated?: boolean)") { cell, call in cell.setSelected(try call.bool(2), animated: try LuaGeometry.flag(call, 3)) }
        c.method("setHighlighted", "(highlighted: boolean, animated?: boolean)") { cell, call in cell.setHighlighted(try call.bool(2), animated: try LuaGeometry.flag(call, 3)) }
    }
}
