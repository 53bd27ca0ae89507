import LuaBridge
import MoonKit

/// `ui.TableViewController`: a view controller whose view is its table, the table's data
/// source and delegate itself (UIKit's `UITableViewController`); scripts subclass it with
/// `:extend "Name"` and give the class a `style` (`List.style = "insetGrouped"`, UIKit's
/// `init(style:)`), or make one as it is with `ui.TableViewController(style?)`.
enum WrapTableViewController: LuaBinding {
    static let luaName = "TableViewController"
    static var parent: (any LuaBinding.Type)? { WrapViewController.self }
    static var allowsScriptFields: Bool { true }

    static func bind(_ c: inout LuaClassBuilder<TableViewController>) {
        c.constructor("(style?)", charging: ScriptMemory.controllerBytes) { (style: TableView.Style?) in
            TableViewController(style: style ?? .plain)
        }
        c.property("style", get: { $0.style })
        c.property("tableView", get: { $0.tableView as TableView? }, set: { (vc, table: TableView?) in
            guard let table else {
                throw LuaArgumentError(index: 1, message: "a table view controller's view is its table: tableView cannot be nil")
            }
            vc.tableView = table
        })
        c.property("clearsSelectionOnViewWillAppear", get: { $0.clearsSelectionOnViewWillAppear },
                   set: { $0.clearsSelectionOnViewWillAppear = $1 })
    }
}
