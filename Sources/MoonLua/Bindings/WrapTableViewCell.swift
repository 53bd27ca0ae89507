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
        c.property("style", readOnly: \.style)
        c.property("reuseIdentifier", readOnly: \.reuseIdentifier)
        c.property("contentView", readOnly: \.contentView)
        c.property("textLabel", readOnly: \.textLabel)
        c.property("detailTextLabel", readOnly: \.detailTextLabel)
        c.property("imageView", readOnly: \.imageView)
        c.property("selectedBackgroundView", readOnly: \.selectedBackgroundView)
        c.property("accessoryType", \.accessoryType)
        c.property("selectionStyle", \.selectionStyle)
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
