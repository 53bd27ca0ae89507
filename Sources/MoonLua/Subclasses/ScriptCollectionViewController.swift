import LuaBridge
import MoonKit

/// A collection view controller subclassed in Lua (`ui.CollectionViewController:extend "Grid"`):
/// its view is its collection view, itself the collection view's data source and delegate.
/// Each UIKit hook runs the script's method of the same name when the script defines one, after
/// what UIKit's collection view controller does (making the collection view in `loadView`
/// unless the script's `loadView` makes the view, clearing the selection before
/// `viewWillAppear`); each question of the collection view runs the script's method
/// (ScriptCollectionAnswers), else UIKit's default: one section, no items.
///
/// The one-line lifecycle and touch overrides repeat ScriptViewController's: a Swift class has
/// one superclass and a protocol extension cannot override, so each Lua-subclassable controller
/// forwards its hooks itself; what they run is shared (`ControllerScript.run`).
final class ScriptCollectionViewController: CollectionViewController, ScriptController {
    let script: ControllerScript

    init(layout: CollectionViewFlowLayout, script: ControllerScript) {
        self.script = script
        super.init(collectionViewLayout: layout)
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

    // MARK: the collection view's questions: the script's answers, else UIKit's defaults

    private var answers: ScriptCollectionAnswers { ScriptCollectionAnswers(controller: self) }

    override func numberOfSections(in collectionView: CollectionView) -> Int {
        answers.numberOfSections(in: collectionView) ?? super.numberOfSections(in: collectionView)
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        answers.collectionView(collectionView, numberOfItemsInSection: section)
            ?? super.collectionView(collectionView, numberOfItemsInSection: section)
    }

    /// Items need cells: a script that gives items and no `cellForItemAt` is told so.
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell? {
        guard mayDefine("cellForItemAt") else {
            reportMissing("cellForItemAt(collectionView, indexPath)", as: "a collection view controller with items",
                          in: "collection view")
            return nil
        }
        return answers.collectionView(collectionView, cellForItemAt: indexPath)
    }

    override func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: CollectionView.ElementKind,
                                 at indexPath: IndexPath) -> CollectionReusableView? {
        answers.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    override func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> Size? {
        answers.collectionView(collectionView, sizeForItemAt: indexPath)
    }

    override func collectionView(_ collectionView: CollectionView, referenceSizeForHeaderInSection section: Int) -> Size? {
        answers.collectionView(collectionView, referenceSizeForHeaderInSection: section)
    }

    override func collectionView(_ collectionView: CollectionView, referenceSizeForFooterInSection section: Int) -> Size? {
        answers.collectionView(collectionView, referenceSizeForFooterInSection: section)
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        answers.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    override func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        answers.collectionView(collectionView, didDeselectItemAt: indexPath)
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
