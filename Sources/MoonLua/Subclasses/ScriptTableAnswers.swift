import LuaBridge
import MoonKit

/// A Lua view controller's answers as a table view's data source and delegate
/// (`table.dataSource = self`, `table.delegate = self`, or a `ui.TableViewController`'s own
/// table): each question runs the script's method of that name with the table view and a
/// section or an index path `{section, row}` (from 0), and checks the answer. An answer of the
/// wrong kind is an error naming the method's file:line. Each answer is nil when the script has
/// no such method or its answer was refused: the controller then answers as UIKit would
/// without the method (ScriptViewController+TableView, ScriptTableViewController).
struct ScriptTableAnswers {
    let controller: any ScriptController

    func numberOfSections(in tableView: TableView) -> Int? {
        controller.ask("numberOfSections", tableView, nil) { result throws(LuaError) in
            try Self.count(result, "numberOfSections")
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int? {
        guard controller.mayDefine("numberOfRowsInSection") else { return nil }
        return controller.ask("numberOfRowsInSection", tableView, section) { result throws(LuaError) in
            try Self.count(result, "numberOfRowsInSection")
        }
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell? {
        guard controller.mayDefine("cellForRowAt") else { return nil }
        return controller.ask("cellForRowAt", tableView, indexPath) { result throws(LuaError) in
            guard let cell = result.object(as: TableViewCell.self) else {
                throw Self.wrong(result, "cellForRowAt must return a TableViewCell (tableView:dequeueReusableCell(identifier, "
                                 + "indexPath) gives one), got \(result.typeName)")
            }
            if let shown = tableView.indexPath(for: cell), shown != indexPath {
                throw Self.wrong(result, "cellForRowAt returned for row \(indexPath.row) of section \(indexPath.section) "
                                 + "the cell that row \(shown.row) of section \(shown.section) shows: give each row a cell "
                                 + "of its own, from tableView:dequeueReusableCell(identifier, indexPath)")
            }
            if let other = cell.superview as? TableView, other !== tableView {
                throw Self.wrong(result, "cellForRowAt returned a cell that another table shows: give each row a cell "
                                 + "of its own, from tableView:dequeueReusableCell(identifier, indexPath)")
            }
            return cell
        }
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard controller.mayDefine("titleForHeaderInSection") else { return nil }
        return controller.ask("titleForHeaderInSection", tableView, section) { result throws(LuaError) -> String? in
            if result.isNil { return nil }
            guard let title = result.string else {
                throw Self.wrong(result, "titleForHeaderInSection must return a string or nil, got \(result.typeName)")
            }
            return title
        } ?? nil
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        guard controller.mayDefine("titleForFooterInSection") else { return nil }
        return controller.ask("titleForFooterInSection", tableView, section) { result throws(LuaError) -> String? in
            if result.isNil { return nil }
            guard let title = result.string else {
                throw Self.wrong(result, "titleForFooterInSection must return a string or nil, got \(result.typeName)")
            }
            return title
        } ?? nil
    }

    // MARK: editing

    /// UIKit offers swipe-to-delete when the data source implements `commit editingStyle`.
    var commitsEditing: Bool { controller.mayDefine("commitEditingStyle") }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool? {
        guard controller.mayDefine("canEditRowAt") else { return nil }
        return controller.ask("canEditRowAt", tableView, indexPath) { result throws(LuaError) in
            guard let answer = result.bool else {
                throw Self.wrong(result, "canEditRowAt must return true or false, got \(result.typeName)")
            }
            return answer
        } ?? false
    }

    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        _ = controller.ask("commitEditingStyle", tableView, "delete", indexPath) { _ in () }
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard controller.mayDefine("trailingSwipeActionsConfigurationForRowAt") else { return nil }
        return controller.ask("trailingSwipeActionsConfigurationForRowAt", tableView, indexPath) { result throws(LuaError) -> SwipeActionsConfiguration? in
            if result.isNil { return nil }
            guard let configuration = result.object(as: SwipeActionsConfiguration.self) else {
                throw Self.wrong(result, "trailingSwipeActionsConfigurationForRowAt must return a SwipeActionsConfiguration "
                                 + "(ui.SwipeActionsConfiguration { actions = { … } }) or nil, got \(result.typeName)")
            }
            return configuration
        } ?? nil
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
        guard controller.mayDefine("heightForRowAt") else { return nil }
        return controller.ask("heightForRowAt", tableView, indexPath) { result throws(LuaError) in
            guard let height = result.number, height.isFinite, height >= 0 else {
                throw Self.wrong(result, "heightForRowAt must return a finite number ≥ 0, got "
                                 + (result.number.map { NumberText.of($0) } ?? result.typeName))
            }
            return height
        }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard controller.mayDefine("didSelectRowAt") else { return }
        _ = controller.ask("didSelectRowAt", tableView, indexPath) { _ in () }
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        guard controller.mayDefine("didDeselectRowAt") else { return }
        _ = controller.ask("didDeselectRowAt", tableView, indexPath) { _ in () }
    }

    // MARK: answers

    /// A count: a whole number from 0 to the most rows a table holds.
    private static func count(_ result: LuaMethodResult, _ method: String) throws(LuaError) -> Int {
        guard let n = result.number, let count = Int(exactly: n), count >= 0, count <= TableView.maximumRowCount else {
            throw wrong(result, "\(method) must return a whole number from 0 to \(TableView.maximumRowCount), got "
                        + (result.number.map { NumberText.of($0) } ?? result.typeName))
        }
        return count
    }

    private static func wrong(_ result: LuaMethodResult, _ message: String) -> LuaError {
        ScriptViewController.wrong(result, message)
    }
}
