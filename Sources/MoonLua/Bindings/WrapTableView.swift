import LuaBridge
import MoonKit

/// `ui.TableView`: rows in sections from a Lua data source, with reused cells. Index paths are
/// tables `{section = 0, row = 3}`, counted from 0 as in UIKit.
enum WrapTableView: LuaBinding {
    static let luaName = "TableView"
    static var parent: (any LuaBinding.Type)? { WrapScrollView.self }

    static func bind(_ c: inout LuaClassBuilder<TableView>) {
        c.constructor("()") { call in ScriptMemory.charged(TableView(), call, bytes: ScriptMemory.viewBytes) }
        c.property("dataSource", type: "ViewController?", get: { table, call in call.push(object: table.dataSource as AnyObject?) }, set: { table, call in
            guard !call.isNil(3) else { table.dataSource = nil; return }
            guard let controller = try? call.object(3, as: ScriptViewController.self) else {
                throw LuaArgumentError(index: 3, message: "a table view's data source is a view controller made with "
                                       + "ui.ViewController:extend, got \(call.typeName(3))")
            }
            table.dataSource = controller
        })
        c.property("rowHeight", type: "number", get: { table, call in call.push(table.rowHeight) },
                   set: { table, call in table.rowHeight = try length(call, "rowHeight") })
        c.property("sectionHeaderHeight", type: "number", get: { table, call in call.push(table.sectionHeaderHeight) },
                   set: { table, call in table.sectionHeaderHeight = try length(call, "sectionHeaderHeight") })
        c.property("separatorStyle", type: "SeparatorStyle", get: { table, call in call.push(table.separatorStyle.rawValue) },
                   set: { table, call in table.separatorStyle = try LuaGeometry.choice(call, 3, LuaGeometry.separatorStyles) })
        c.property("separatorColor", type: "Color", get: { table, call in call.push(LuaGeometry.colorName(table.separatorColor)) },
                   set: { table, call in table.separatorColor = try LuaGeometry.color(call, 3) ?? TableView.defaultSeparatorColor })
        c.property("separatorInset", type: "Insets", get: { table, call in call.push(table.separatorInset) },
                   set: { table, call in table.separatorInset = try LuaGeometry.insets(call, 3) })
        c.property("allowsSelection", get: { $0.allowsSelection }, set: { $0.allowsSelection = $1 })
        c.property("indexPathForSelectedRow", type: "IndexPath?", get: { table, call in call.push(OptionalIndexPath(indexPath: table.indexPathForSelectedRow)) })
        c.property("numberOfSections", get: { $0.numberOfSections })
        c.property("visibleCells", type: "TableViewCell[]", get: { table, call in call.push(objects: table.visibleCells) })
        c.property("indexPathsForVisibleRows", type: "IndexPath[]", get: { table, call in
            let rows = table.indexPathsForVisibleRows
            call.pushTable(arrayCount: rows.count) { list in for row in rows { list.append(row) } }
        })
        c.method("register", "(identifier: string, cell?: CellStyle|TableViewCell)") { table, call in
            let identifier = try call.string(2)
            guard !identifier.isEmpty else { throw LuaArgumentError(index: 2, message: "the reuse identifier must not be empty") }
            if call.isNil(3) || call.isString(3) {
                let style = call.isNil(3) ? .default : try LuaGeometry.choice(call, 3, LuaGeometry.cellStyles)
                table.register(identifier, style: style)
                return
            }
            guard let runtime = GameRuntime.of(call), let maker = runtime.cellMaker(forClassAt: 3, of: call) else {
                throw LuaArgumentError(index: 3, message: "a cell style (\(LuaGeometry.cellStyles.keys.sorted().joined(separator: ", "))) "
                                       + "or a class made with ui.TableViewCell:extend expected, got \(call.typeName(3))")
            }
            table.register(identifier, make: maker)
        }
        c.method("dequeueReusableCell", "(identifier: string, indexPath?: IndexPath): TableViewCell") { table, call in
            let identifier = try call.string(2)
            if !call.isNil(3) { _ = try LuaGeometry.indexPath(call, 3) }
            guard let cell = try table.dequeueReusableCell(withIdentifier: identifier) else {
                throw LuaError("no cell is registered for the identifier '\(identifier)': call tableView:register(\"\(identifier)\") first")
            }
            if cell.lifetimeCompanion == nil { _ = ScriptMemory.charged(cell, call, bytes: ScriptMemory.textViewBytes) }
            call.push(object: cell)
        }
        c.method("reloadData", "()") { table, _ in table.reloadData() }
        c.method("numberOfRows", "(section: integer): integer") { table, call in call.push(table.numberOfRows(inSection: try call.int(2))) }
        c.method("cellForRow", "(indexPath: IndexPath): TableViewCell?") { table, call in call.push(object: table.cellForRow(at: try LuaGeometry.indexPath(call, 2))) }
        c.method("indexPathFor", "(cell: TableViewCell): IndexPath?") { table, call in
            call.push(OptionalIndexPath(indexPath: table.indexPath(for: try call.object(2, as: TableViewCell.self))))
        }
        c.method("indexPathForRow", "(point: Point): IndexPath?") { table, call in
            call.push(OptionalIndexPath(indexPath: table.indexPathForRow(at: try LuaGeometry.point(call, 2))))
        }
        c.method("rectForRow", "(indexPath: IndexPath): Rect") { table, call in
            let indexPath = try LuaGeometry.indexPath(call, 2)
            guard let rect = table.rectForRow(at: indexPath) else { throw noRow(table, indexPath) }
            call.push(rect)
        }
        c.method("scrollToRow", "(indexPath: IndexPath, position?: ScrollPosition, animated?: boolean)") { table, call in
            let indexPath = try LuaGeometry.indexPath(call, 2)
            let position = call.isNil(3) ? .none : try LuaGeometry.choice(call, 3, LuaGeometry.scrollPositions)
            guard table.scrollToRow(at: indexPath, at: position, animated: try LuaGeometry.flag(call, 4)) else {
                throw noRow(table, indexPath)
            }
        }
        c.method("selectRow", "(indexPath: IndexPath?, animated?: boolean, position?: ScrollPosition)") { table, call in
            let indexPath = call.isNil(2) ? nil : try LuaGeometry.indexPath(call, 2)
            if let indexPath, !table.hasRow(at: indexPath) { throw noRow(table, indexPath) }
            let position = call.isNil(4) ? nil : try LuaGeometry.choice(call, 4, LuaGeometry.scrollPositions)
            table.selectRow(at: indexPath, animated: try LuaGeometry.flag(call, 3), scrollPosition: position)
        }
        c.method("deselectRow", "(indexPath: IndexPath, animated?: boolean)") { table, call in
            table.deselectRow(at: try LuaGeometry.indexPath(call, 2), animated: try LuaGeometry.flag(call, 3))
        }
    }

    /// A height: a finite number ≥ 0.
    private static func length(_ call: LuaCall, _ name: String) throws(LuaArgumentError) -> Double {
        let value = try call.double(3)
        guard value.isFinite, value >= 0 else { throw LuaArgumentError(index: 3, message: "\(name) must be a finite number ≥ 0") }
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
