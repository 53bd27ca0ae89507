import LuaBridge
import MoonKit

/// A Lua view controller as a table view's data source and delegate (`table.dataSource = self`,
/// `table.delegate = self`): each question runs the script's method of that name with the
/// table view and a section or an index path `{section, row}` (from 0), and checks the answer.
/// An answer of the wrong kind is an error naming the method's file:line; the table then uses
/// what UIKit would without the method (no rows, the row height, a blank cell).
extension ScriptViewController: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int {
        ask("numberOfSections", tableView, nil) { result throws(LuaError) in
            try Self.count(result, "numberOfSections")
        } ?? 1
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        guard mayDefine("numberOfRowsInSection") else {
            reportMissing("numberOfRowsInSection(tableView, section)")
            return 0
        }
        return ask("numberOfRowsInSection", tableView, section) { result throws(LuaError) in
            try Self.count(result, "numberOfRowsInSection")
        } ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard mayDefine("cellForRowAt") else {
            reportMissing("cellForRowAt(tableView, indexPath)")
            return TableViewCell()
        }
        return ask("cellForRowAt", tableView, indexPath) { result throws(LuaError) in
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
        } ?? TableViewCell()
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard mayDefine("titleForHeaderInSection") else { return nil }
        return ask("titleForHeaderInSection", tableView, section) { result throws(LuaError) -> String? in
            if result.isNil { return nil }
            guard let title = result.string else {
                throw Self.wrong(result, "titleForHeaderInSection must return a string or nil, got \(result.typeName)")
            }
            return title
        } ?? nil
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        guard mayDefine("titleForFooterInSection") else { return nil }
        return ask("titleForFooterInSection", tableView, section) { result throws(LuaError) -> String? in
            if result.isNil { return nil }
            guard let title = result.string else {
                throw Self.wrong(result, "titleForFooterInSection must return a string or nil, got \(result.typeName)")
            }
            return title
        } ?? nil
    }

    // MARK: editing

    /// UIKit offers swipe-to-delete when the data source implements `commit editingStyle`.
    var commitsEditing: Bool { mayDefine("commitEditingStyle") }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard mayDefine("canEditRowAt") else { return true }
        return ask("canEditRowAt", tableView, indexPath) { result throws(LuaError) in
            guard let answer = result.bool else {
                throw Self.wrong(result, "canEditRowAt must return true or false, got \(result.typeName)")
            }
            return answer
        } ?? true
    }

    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        _ = ask("commitEditingStyle", tableView, "delete", indexPath) { _ in () }
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard mayDefine("trailingSwipeActionsConfigurationForRowAt") else { return nil }
        return ask("trailingSwipeActionsConfigurationForRowAt", tableView, indexPath) { result throws(LuaError) -> SwipeActionsConfiguration? in
            if result.isNil { return nil }
            guard let configuration = result.object(as: SwipeActionsConfiguration.self) else {
                throw Self.wrong(result, "trailingSwipeActionsConfigurationForRowAt must return a SwipeActionsConfiguration "
                                 + "(ui.SwipeActionsConfiguration { actions = { … } }) or nil, got \(result.typeName)")
            }
            return configuration
        } ?? nil
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
        guard mayDefine("heightForRowAt") else { return nil }
        return ask("heightForRowAt", tableView, indexPath) { result throws(LuaError) in
            guard let height = result.number, height.isFinite, height >= 0 else {
                throw Self.wrong(result, "heightForRowAt must return a finite number ≥ 0, got "
                                 + (result.number.map { NumberText.of($0) } ?? result.typeName))
            }
            return height
        }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if mayDefine("didSelectRowAt") { _ = ask("didSelectRowAt", tableView, indexPath) { _ in () } }
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        if mayDefine("didDeselectRowAt") { _ = ask("didDeselectRowAt", tableView, indexPath) { _ in () } }
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

    /// An error about a method's answer, at the line the method is defined.
    static func wrong(_ result: LuaMethodResult, _ message: String) -> LuaError {
        let site = result.definition
        return LuaError(message, file: site?.file, line: site?.line)
    }

    private func reportMissing(_ method: String) {
        reportProblem(LuaError("\(debugName) is a table view's data source but defines no \(method)"), in: "table view")
    }
}
