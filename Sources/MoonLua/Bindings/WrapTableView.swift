import LuaBridge
import MoonKit

/// `ui.TableView`: rows in sections from a Lua data source, with reused cells. Index paths are
/// tables `{section = 0, row = 3}`, counted from 0 as in UIKit.
enum WrapTableView: LuaBinding {
    static let luaName = "TableView"
    static var parent: (any LuaBinding.Type)? { WrapScrollView.self }

    static func bind(_ c: inout LuaClassBuilder<TableView>) {
        c.constructor("(style?)", charging: ScriptMemory.viewBytes) { (style: TableView.Style?) in TableView(style: style ?? .plain) }
        c.property("style", get: { $0.style })
        c.property("dataSource", type: "\(ViewController?.self)", get: { table, call in
            call.push(object: table.dataSource as AnyObject?)
        }, set: { table, call in
            try refuseReload(of: table, by: "setting dataSource")
            table.dataSource = try ScriptControllerArgument.read(call, at: 1, as: "a table view's data source")
        })
        c.property("rowHeight", get: { $0.rowHeight }, set: { table, height in
            if height != table.rowHeight { try refuseReload(of: table, by: "setting rowHeight") }
            table.rowHeight = try length(height, "rowHeight")
        })
        c.property("sectionHeaderHeight", get: { $0.sectionHeaderHeight }, set: { table, height in
            if height != table.sectionHeaderHeight { try refuseReload(of: table, by: "setting sectionHeaderHeight") }
            table.sectionHeaderHeight = try length(height, "sectionHeaderHeight")
        })
        c.property("sectionFooterHeight", get: { $0.sectionFooterHeight }, set: { table, height in
            if height != table.sectionFooterHeight { try refuseReload(of: table, by: "setting sectionFooterHeight") }
            table.sectionFooterHeight = try length(height, "sectionFooterHeight")
        })
        c.property("separatorStyle", get: { $0.separatorStyle }, set: { $0.separatorStyle = $1 })
        // nil gives back the default grey.
        c.property("separatorColor", get: { $0.separatorColor as Color? }, set: { (table, color: Color?) in table.separatorColor = color ?? TableView.defaultSeparatorColor })
        c.property("separatorInset", get: { $0.separatorInset }, set: { $0.separatorInset = $1 })
        c.property("allowsSelection", get: { $0.allowsSelection }, set: { $0.allowsSelection = $1 })
        c.property("indexPathForSelectedRow", get: { $0.indexPathForSelectedRow })
        c.property("numberOfSections", get: { $0.numberOfSections })
        c.property("visibleCells", get: { $0.visibleCells })
        c.property("indexPathsForVisibleRows", get: { $0.indexPathsForVisibleRows })
        c.method("register", signature: "(identifier: string, cell?: \(TableViewCell.CellStyle.self)|\(TableViewCell.self))") { table, call in
            let identifier = try call.string(1)
            guard !identifier.isEmpty else { throw LuaArgumentError(index: 1, message: "the reuse identifier must not be empty") }
            if call.isNil(2) || call.isString(2) {
                table.register(identifier, style: try call.argument(2, as: TableViewCell.CellStyle?.self) ?? .default)
                return
            }
            guard let runtime = GameRuntime.of(call), let maker = runtime.cellMaker(forClassAt: 2, of: call) else {
                let styles = TableViewCell.CellStyle.luaNames.map(\.name).joined(separator: ", ")
                throw LuaArgumentError(index: 2, message: "a cell style (\(styles)) "
                                       + "or a class made with ui.TableViewCell:extend expected, got \(call.typeName(2))")
            }
            table.register(identifier, make: maker)
        }
        c.method("dequeueReusableCell", signature: "(identifier: string, indexPath?: \(IndexPath.self)): \(TableViewCell.self)") { table, call in
            let identifier = try call.string(1)
            _ = try call.argument(2, as: IndexPath?.self)
            guard let cell = try table.dequeueReusableCell(withIdentifier: identifier) else {
                throw LuaError("no cell is registered for the identifier \(LuaText.quoted(identifier)): "
                               + "call tableView:register(\(LuaText.quoted(identifier, quote: "\""))) first")
            }
            // A cell the table made from a style, rather than one a script made: it weighs as one.
            if cell.luaMemoryCharge == nil { cell.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.textViewBytes) }
            call.push(object: cell)
        }
        c.method("reloadData()") { table in
            try refuseReload(of: table, by: "reloadData")
            table.reloadData()
        }
        bindUpdates(&c)
        c.method("numberOfRows(section)") { (table, section: Int) in table.numberOfRows(inSection: section) }
        c.method("cellForRow(indexPath)") { (table, indexPath: IndexPath) in table.cellForRow(at: indexPath) }
        c.method("indexPathFor(cell)") { (table, cell: TableViewCell) in table.indexPath(for: cell) }
        c.method("indexPathForRow(point)") { (table, point: Point) in table.indexPathForRow(at: point) }
        c.method("rectForRow(indexPath)") { (table, indexPath: IndexPath) in
            guard let rect = table.rectForRow(at: indexPath) else { throw noRow(table, indexPath) }
            return rect
        }
        c.method("scrollToRow(indexPath, position?, animated?)") {
            (table, indexPath: IndexPath, position: TableView.ScrollPosition?, animated: Bool?) in
            guard table.scrollToRow(at: indexPath, at: position ?? .none, animated: animated ?? false) else {
                throw noRow(table, indexPath)
            }
        }
        c.method("selectRow(indexPath, animated?, position?)") {
            (table, indexPath: IndexPath?, animated: Bool?, position: TableView.ScrollPosition?) in
            if let indexPath, !table.hasRow(at: indexPath) { throw noRow(table, indexPath) }
            table.selectRow(at: indexPath, animated: animated ?? false, scrollPosition: position)
        }
        c.method("deselectRow(indexPath, animated?)") { (table, indexPath: IndexPath, animated: Bool?) in
            table.deselectRow(at: indexPath, animated: animated ?? false)
        }
    }

    /// Rows and sections that come, go and move, animated (`TableView+Updates`), and editing.
    private static func bindUpdates(_ c: inout LuaClassBuilder<TableView>) {
        c.method("beginUpdates()") { table in
            try refuseReload(of: table, by: "beginUpdates")
            table.beginUpdates()
        }
        c.method("endUpdates()") { (table: TableView) in
            try update(table, "endUpdates") { try table.endUpdates() }
        }
        c.method("performBatchUpdates", signature: "(updates: fun(), completion?: fun(finished: boolean))") { table, call in
            try refuseReload(of: table, by: "performBatchUpdates")
            let updates = try call.function(1)
            let completion = call.isNil(2) ? nil : try call.function(2)
            let link = GameRuntime.of(call)?.link
            try table.performBatchUpdates({ try updates.run(argumentCount: 0) { _ in } }, completion: { finished in
                if let completion { link?.target?.callReporting(completion, "performBatchUpdates completion", finished) }
            })
        }
        c.method("insertRows(indexPaths, animation?)") { (table, paths: [IndexPath], animation: RowAnimation?) in
            try update(table, "insertRows") { try table.insertRows(at: paths, with: animation ?? .automatic) }
        }
        c.method("deleteRows(indexPaths, animation?)") { (table, paths: [IndexPath], animation: RowAnimation?) in
            try update(table, "deleteRows") { try table.deleteRows(at: paths, with: animation ?? .automatic) }
        }
        c.method("reloadRows(indexPaths, animation?)") { (table, paths: [IndexPath], animation: RowAnimation?) in
            try update(table, "reloadRows") { try table.reloadRows(at: paths, with: animation ?? .automatic) }
        }
        c.method("moveRow(from, to)") { (table, from: IndexPath, to: IndexPath) in
            try update(table, "moveRow") { try table.moveRow(at: from, to: to) }
        }
        c.method("insertSections(sections, animation?)") { (table, sections: [Int], animation: RowAnimation?) in
            try update(table, "insertSections") { try table.insertSections(sections, with: animation ?? .automatic) }
        }
        c.method("deleteSections(sections, animation?)") { (table, sections: [Int], animation: RowAnimation?) in
            try update(table, "deleteSections") { try table.deleteSections(sections, with: animation ?? .automatic) }
        }
        c.property("isEditing", get: { $0.isEditing }, set: { $0.setEditing($1, animated: false) })
        c.method("setEditing(editing, animated?)") { (table, editing: Bool, animated: Bool?) in
            table.setEditing(editing, animated: animated ?? false)
        }
        c.property("swipedRow", get: { $0.swipedRow })
        c.method("showSwipeActions(indexPath, animated?)") { (table, indexPath: IndexPath, animated: Bool?) in
            if !table.hasRow(at: indexPath) { throw noRow(table, indexPath) }
            return table.showSwipeActions(forRowAt: indexPath, animated: animated ?? false)
        }
        c.method("hideSwipeActions(animated?)") { (table, animated: Bool?) in table.hideSwipeActions(animated: animated ?? false) }
    }

    /// Runs one change, refused while the table asks its data source, its error as the script's.
    private static func update(_ table: TableView, _ what: String, _ body: () throws -> Void) throws {
        try refuseReload(of: table, by: what)
        do { try body() } catch let error as TableUpdateError { throw LuaError(error.message) }
    }

    /// A reload asked for while the table asks its data source or delegate (from their
    /// `cellForRowAt`, …) would have it ask again for ever, showing nothing: an error instead.
    private static func refuseReload(of table: TableView, by what: String) throws(LuaError) {
        guard let question = table.questionAsked else { return }
        throw LuaError("\(what) reloads the table while it asks its data source (\(question)), so that it would ask "
                       + "again for ever: reload when the data changes, outside the data source's methods")
    }

    /// A height: a finite number ≥ 0.
    private static func length(_ value: Double, _ name: String) throws(LuaArgumentError) -> Double {
        guard value.isFinite, value >= 0 else { throw LuaArgumentError(index: 1, message: "\(name) must be a finite number ≥ 0") }
        return value
    }

    private static func noRow(_ table: TableView, _ indexPath: IndexPath) -> LuaError {
        let rows = table.numberOfRows(inSection: indexPath.section)
        let sections = table.numberOfSections
        let what = indexPath.section < sections
            ? "section \(indexPath.section) has \(rows) row\(rows == 1 ? "" : "s")"
            : "the table has \(sections) section\(sections == 1 ? "" : "s")"
        return LuaError("no row \(indexPath.row) in section \(indexPath.section) (\(what); rows and sections count from 0)")
    }
}
