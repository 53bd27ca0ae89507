import LuaBridge
import MoonKit

/// `ui.TableViewCell`: a table's row, with its text, detail and image, an accessory and a
/// selection look; scripts subclass it with `:extend "Name"` (see `ScriptTableViewCell`).
enum WrapTableViewCell: LuaBinding {
    static let luaName = "TableViewCell"
    static var parent: (any LuaBinding.Type)? { WrapView.self }
    static var allowsScriptFields: Bool { true }

    static func bind(_ c: inout LuaClassBuilder<TableViewCell>) {
        c.constructor("(style?)", charging: ScriptMemory.textViewBytes) { (style: TableViewCell.CellStyle?) in
            TableViewCell(style: style ?? .default)
        }
        c.property("style", get: { $0.style })
        c.property("reuseIdentifier", get: { $0.reuseIdentifier })
        c.property("contentView", get: { $0.contentView })
        c.property("textLabel", get: { $0.textLabel })
        c.property("detailTextLabel", get: { $0.detailTextLabel })
        c.property("imageView", get: { $0.imageView })
        c.property("selectedBackgroundView", get: { $0.selectedBackgroundView })
        c.property("accessoryType", get: { $0.accessoryType }, set: { $0.accessoryType = $1 })
        c.property("selectionStyle", get: { $0.selectionStyle }, set: { $0.selectionStyle = $1 })
        c.property("isSelected", get: { $0.isSelected }, set: { $0.setSelected($1, animated: false) })
        c.property("isHighlighted", get: { $0.isHighlighted }, set: { $0.setHighlighted($1, animated: false) })
        c.method("setSelected(selected, animated?)") { (cell, selected: Bool, animated: Bool?) in
            cell.setSelected(selected, animated: animated ?? false)
        }
        c.method("setHighlighted(highlighted, animated?)") { (cell, highlighted: Bool, animated: Bool?) in
            cell.setHighlighted(highlighted, animated: animated ?? false)
        }
    }
}
