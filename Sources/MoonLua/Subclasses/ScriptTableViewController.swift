import LuaBridge
import MoonKit

/// A table view controller subclassed in Lua (`ui.TableViewController:extend "List"`): its view
/// is its table, itself the table's data source and delegate. Each UIKit hook runs the script's
/// method of the same name when the script defines one, after what UIKit's table view
/// controller does (making the table in `loadView` unless the script's `loadView` makes the
/// view, clearing the selection before `viewWillAppear`); each question of the table runs the
/// script's method (ScriptTableAnswers), else UIKit's default: one section, no rows.
///
/// The one-line lifecycle and touch overrides repeat ScriptViewController's: a Swift class has
/// one superclass and a protocol extension cannot override, so each Lua-subclassable controller
/// forwards its hooks itself; what they run is shared (`ControllerScript.run`).
final class ScriptTableViewController: TableViewController, ScriptController {
    let script: ControllerScript

    init(style: TableView.Style, script: ControllerScript) {
        self.script = script
        super.init(style: style)
    }

    override var typeName: String { className }

    override func loadView() {
        if !run(.loadView) { super.loadView() }
    }

    override func viewDidLoad() { _ = run(.viewDidLoad) }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        _ = run(.viewWillAppear, animated)
    }
    override func viewDidAppear(_ animated: Bool) { _ = run(.viewDidAppear, animated) }
    override func viewWillDisappear(_ animated: Bool) { _ = run(.viewWillDisappear, animated) }
    override func viewDidDisappear(_ animated: Bool) { _ = run(.viewDidDisappear, animated) }
    override func viewWillLayoutSubviews() { _ = run(.viewWillLayoutSubviews) }
    override func viewDidLayoutSubviews() { _ = run(.viewDidLayoutSubviews) }
    override func willMove(toParent parent: ViewController?) { _ = run(.willMove, parent.map { LuaObject($0) }) }
    override func didMove(toParent parent: ViewController?) { _ = run(.didMove, parent.map { LuaObject($0) }) }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesBegan, TouchList(touches)) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesMoved, TouchList(touches)) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesEnded, TouchList(touches)) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesCancelled, TouchList(touches)) { super.touchesCancelled(touches, with: event) }
    }

    // MARK: the table's questions: the script's answers, else UIKit's defaults

    private var answers: ScriptTableAnswers { ScriptTableAnswers(controller: self) }

    override func numberOfSections(in tableView: TableView) -> Int {
        answers.numberOfSections(in: tableView) ?? super.numberOfSections(in: tableView)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        answers.tableView(tableView, numberOfRowsInSection: section) ?? super.tableView(tableView, numberOfRowsInSection: section)
    }

    /// Rows need cells: a script that gives rows and no `cellForRowAt` is told so.
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard mayDefine("cellForRowAt") else {
            reportMissing("cellForRowAt(tableView, indexPath)", as: "a table view controller with rows", in: "table view")
            return super.tableView(tableView, cellForRowAt: indexPath)
        }
        return answers.tableView(tableView, cellForRowAt: indexPath) ?? super.tableView(tableView, cellForRowAt: indexPath)
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        answers.tableView(tableView, titleForHeaderInSection: section)
    }

    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        answers.tableView(tableView, titleForFooterInSection: section)
    }

    override var commitsEditing: Bool { answers.commitsEditing }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        answers.tableView(tableView, canEditRowAt: indexPath) ?? super.tableView(tableView, canEditRowAt: indexPath)
    }

    override func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        answers.tableView(tableView, commitDeleteForRowAt: indexPath)
    }

    override func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        answers.tableView(tableView, trailingSwipeActionsForRowAt: indexPath)
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
        answers.tableView(tableView, heightForRowAt: indexPath)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        answers.tableView(tableView, didSelectRowAt: indexPath)
    }

    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        answers.tableView(tableView, didDeselectRowAt: indexPath)
    }

    override func scrollViewDidScroll(_ scrollView: ScrollView) { runMethod("scrollViewDidScroll", scrollView) }
    override func scrollViewWillBeginDragging(_ scrollView: ScrollView) { runMethod("scrollViewWillBeginDragging", scrollView) }
    override func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        runMethod("scrollViewDidEndDragging", scrollView, willDecelerate)
    }
    override func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { runMethod("scrollViewDidEndDecelerating", scrollView) }
    override func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        runMethod("scrollViewDidEndScrollingAnimation", scrollView)
    }
}
