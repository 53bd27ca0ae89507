import LuaBridge
import MoonKit

/// A Lua view controller as a collection view's data source and delegate
/// (`collection.dataSource = self`, `collection.delegate = self`): each question runs the
/// script's method of that name with the collection view and a section or an index path
/// `{section, item}` (from 0), and checks the answer. An answer of the wrong kind is an error
/// naming the method's file:line; the collection view then uses what UIKit would without the
/// method (no items, the layout's item size, an empty item).
extension ScriptViewController: CollectionViewDataSource, CollectionViewDelegate {
    func numberOfSections(in collectionView: CollectionView) -> Int {
        ask("numberOfSections", collectionView, nil) { result throws(LuaError) in
            try Self.itemCount(result, "numberOfSections")
        } ?? 1
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        guard mayDefine("numberOfItemsInSection") else {
            reportMissingItems("numberOfItemsInSection(collectionView, section)")
            return 0
        }
        return ask("numberOfItemsInSection", collectionView, section) { result throws(LuaError) in
            try Self.itemCount(result, "numberOfItemsInSection")
        } ?? 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell? {
        guard mayDefine("cellForItemAt") else {
            reportMissingItems("cellForItemAt(collectionView, indexPath)")
            return nil
        }
        return ask("cellForItemAt", collectionView, ItemIndexPath(indexPath)) { result throws(LuaError) -> CollectionViewCell? in
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
        guard mayDefine("viewForSupplementaryElementOfKind") else { return nil }
        return ask("viewForSupplementaryElementOfKind", collectionView, kind, ItemIndexPath(indexPath)) {
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
        guard mayDefine("sizeForItemAt") else { return nil }
        return ask("sizeForItemAt", collectionView, ItemIndexPath(indexPath)) { result throws(LuaError) in
            try Self.size(result, "sizeForItemAt")
        } ?? nil
    }

    func collectionView(_ collectionView: CollectionView, referenceSizeForHeaderInSection section: Int) -> Size? {
        guard mayDefine("referenceSizeForHeaderInSection") else { return nil }
        return ask("referenceSizeForHeaderInSection", collectionView, section) { result throws(LuaError) in
            try Self.size(result, "referenceSizeForHeaderInSection")
        } ?? nil
    }

    func collectionView(_ collectionView: CollectionView, referenceSizeForFooterInSection section: Int) -> Size? {
        guard mayDefine("referenceSizeForFooterInSection") else { return nil }
        return ask("referenceSizeForFooterInSection", collectionView, section) { result throws(LuaError) in
            try Self.size(result, "referenceSizeForFooterInSection")
        } ?? nil
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        if mayDefine("didSelectItemAt") { _ = ask("didSelectItemAt", collectionView, ItemIndexPath(indexPath)) { _ in () } }
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        if mayDefine("didDeselectItemAt") { _ = ask("didDeselectItemAt", collectionView, ItemIndexPath(indexPath)) { _ in () } }
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

    private func reportMissingItems(_ method: String) {
        reportProblem(LuaError("\(debugName) is a collection view's data source but defines no \(method)"), in: "collection view")
    }
}
