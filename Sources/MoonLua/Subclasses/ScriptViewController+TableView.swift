import LuaBridge
import MoonKit

/// A Lua view controller as a table view's data source and delegate (`table.dataSource = self`,
/// `table.delegate = self`): the script's answers (ScriptTableAnswers), else what UIKit would
/// give without the method (no rows, the row height, a blank cell). A data source must define
/// `numberOfRowsInSection` and `cellForRowAt`: one that lacks them is reported.
extension ScriptViewController: TableViewDataSource, TableViewDelegate {
    private var answers: ScriptTableAnswers { ScriptTableAnswers(controller: self) }

    func numberOfSections(in tableView: TableView) -> Int { answers.numberOfSections(in: tableView) ?? 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        guard mayDefine("numberOfRowsInSection") else {
            reportMissing("numberOfRowsInSection(tableView, section)", as: "a table view's data source", in: "table view")
            return 0
        }
        return answers.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard mayDefine("cellForRowAt") else {
            reportMissing("cellForRowAt(tableView, indexPath)", as: "a table view's data source", in: "table view")
            return TableViewCell()
        }
        return answers.tableView(tableView, cellForRowAt: indexPath) ?? TableViewCell()
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        answers.tableView(tableView, titleForHeaderInSection: section)
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        answers.tableView(tableView, titleForFooterInSection: section)
    }

    var commitsEditing: Bool { answers.commitsEditing }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        answers.tableView(tableView, canEditRowAt: indexPath) ?? true
    }

    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        answers.tableView(tableView, commitDeleteForRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        answers.tableView(tableView, trailingSwipeActionsForRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
        answers.tableView(tableView, heightForRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        answers.tableView(tableView, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        answers.tableView(tableView, didDeselectRowAt: indexPath)
    }
}
