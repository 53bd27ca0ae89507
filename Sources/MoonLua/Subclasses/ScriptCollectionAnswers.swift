import LuaBridge
import MoonKit

/// A Lua view controller's answers as a collection view's data source and delegate
/// (`collection.dataSource = self`, `collection.delegate = self`, or a
/// `ui.CollectionViewController`'s own collection view): each question runs the script's method
/// of that name with the collection view and a section or an index path `{section, item}` (from
/// 0), and checks the answer. An answer of the wrong kind is an error naming the method's
/// file:line. Each answer is nil when the script has no such method or its answer was refused:
/// the controller then answers as UIKit would without the method (no items, the layout's item
/// size, an empty item).
struct ScriptCollectionAnswers {
    let controller: any ScriptController

    func numberOfSections(in collectionView: CollectionView) -> Int? {
        controller.ask("numberOfSections", collectionView, nil) { result throws(LuaError) in
            try Self.itemCount(result, "numberOfSections")
        }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int? {
        guard controller.mayDefine("numberOfItemsInSection") else { return nil }
        return controller.ask("numberOfItemsInSection", collectionView, section) { result throws(LuaError) in
            try Self.itemCount(result, "numberOfItemsInSection")
        }
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell? {
        guard controller.mayDefine("cellForItemAt") else { return nil }
        return controller.ask("cellForItemAt", collectionView, ItemIndexPath(indexPath)) { result throws(LuaError) -> CollectionViewCell? in
            guard let cell = result.object(as: CollectionViewCell.self) else {
                throw Self.wrong(result, "cellForItemAt must return a CollectionViewCell (collectionView:dequeueReusableCell("
                                 + "identifier, indexPath) gives one), got \(result.typeName)")
            }
            if let shown = collectionView.indexPath(for: cell), shown != indexPath {
                throw Self.wrong(result, "cellForItemAt returned for item \(indexPath.item) of section \(indexPath.section) "
                                 + "the cell that item \(shown.item) of section \(shown.section) shows: give each item a cell "
                                 + "of its own, from collectionView:dequeueReusableCell(identifier, indexPath)")
            }
            if let other = cell.superview as? CollectionView, other !== collectionView {
                throw Self.wrong(result, "cellForItemAt returned a cell that another collection view shows: give each item "
                                 + "a cell of its own, from collectionView:dequeueReusableCell(identifier, indexPath)")
            }
            return cell
        } ?? nil
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: CollectionView.ElementKind,
                        at indexPath: IndexPath) -> CollectionReusableView? {
        guard controller.mayDefine("viewForSupplementaryElementOfKind") else { return nil }
        return controller.ask("viewForSupplementaryElementOfKind", collectionView, kind, ItemIndexPath(indexPath)) {
            result throws(LuaError) -> CollectionReusableView? in
            if result.isNil { return nil }
            guard let view = result.object(as: CollectionReusableView.self), !(view is CollectionViewCell) else {
                throw Self.wrong(result, "viewForSupplementaryElementOfKind must return a CollectionReusableView "
                                 + "(collectionView:dequeueReusableSupplementaryView(kind, identifier, indexPath) gives one) "
                                 + "or nil, got \(result.typeName)")
            }
            return view
        } ?? nil
    }

    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> Size? {
        guard controller.mayDefine("sizeForItemAt") else { return nil }
        return controller.ask("sizeForItemAt", collectionView, ItemIndexPath(indexPath)) { result throws(LuaError) in
            try Self.size(result, "sizeForItemAt")
        } ?? nil
    }

    func collectionView(_ collectionView: CollectionView, referenceSizeForHeaderInSection section: Int) -> Size? {
        guard controller.mayDefine("referenceSizeForHeaderInSection") else { return nil }
        return controller.ask("referenceSizeForHeaderInSection", collectionView, section) { result throws(LuaError) in
            try Self.size(result, "referenceSizeForHeaderInSection")
        } ?? nil
    }

    func collectionView(_ collectionView: CollectionView, referenceSizeForFooterInSection section: Int) -> Size? {
        guard controller.mayDefine("referenceSizeForFooterInSection") else { return nil }
        return controller.ask("referenceSizeForFooterInSection", collectionView, section) { result throws(LuaError) in
            try Self.size(result, "referenceSizeForFooterInSection")
        } ?? nil
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard controller.mayDefine("didSelectItemAt") else { return }
        _ = controller.ask("didSelectItemAt", collectionView, ItemIndexPath(indexPath)) { _ in () }
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard controller.mayDefine("didDeselectItemAt") else { return }
        _ = controller.ask("didDeselectItemAt", collectionView, ItemIndexPath(indexPath)) { _ in () }
    }

    // MARK: answers

    /// A count: a whole number from 0 to the most items a collection view holds.
    private static func itemCount(_ result: LuaMethodResult, _ method: String) throws(LuaError) -> Int {
        guard let n = result.number, let count = Int(exactly: n), count >= 0, count <= CollectionView.maximumItemCount else {
            throw wrong(result, "\(method) must return a whole number from 0 to \(CollectionView.maximumItemCount), got "
                        + (result.number.map { NumberText.of($0) } ?? result.typeName))
        }
        return count
    }

    /// A size `{width, height}` of two finite numbers ≥ 0, or nil (the layout's size).
    private static func size(_ result: LuaMethodResult, _ method: String) throws(LuaError) -> Size? {
        if result.isNil { return nil }
        guard let width = result.number(field: "width"), let height = result.number(field: "height"),
              width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            throw wrong(result, "\(method) must return a size {width, height} of two finite numbers ≥ 0, or nil, got "
                        + result.typeName)
        }
        return Size(width: width, height: height)
    }

    private static func wrong(_ result: LuaMethodResult, _ message: String) -> LuaError {
        ScriptViewController.wrong(result, message)
    }
}
