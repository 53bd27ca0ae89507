import LuaBridge
import MoonKit

/// `ui.CollectionView`: items in sections from a Lua data source, placed by a flow layout, with
/// reused cells and header and footer views. Index paths are tables `{section = 0, item = 3}`, counted from
/// 0 as in UIKit (a table view's are `{section, row}`, also from 0).
enum WrapCollectionView: LuaBinding {
    static let luaName = "CollectionView"
    static var parent: (any LuaBinding.Type)? { WrapScrollView.self }

    static func bind(_ c: inout LuaClassBuilder<CollectionView>) {
        c.constructor("(layout?)", charging: ScriptMemory.viewBytes) { (layout: CollectionViewFlowLayout?) in
            CollectionView(frame: .zero, layout: layout ?? CollectionViewFlowLayout())
        }
        c.property("collectionViewLayout", get: { $0.collectionViewLayout }, set: { (view, layout: CollectionViewFlowLayout) in
            try refuseReload(of: view, by: "setting collectionViewLayout")
            view.collectionViewLayout = layout
        })
        c.property("dataSource", type: "\(ViewController?.self)", get: { view, call in
            call.push(object: view.dataSource as AnyObject?)
        }, set: { view, call in
            try refuseReload(of: view, by: "setting dataSource")
            view.dataSource = try ScriptControllerArgument.read(call, at: 1, as: "a collection view's data source")
        })
        c.property("allowsSelection", get: { $0.allowsSelection }, set: { $0.allowsSelection = $1 })
        c.property("indexPathForSelectedItem", get: { $0.indexPathForSelectedItem.map(ItemIndexPath.init) })
        c.property("numberOfSections", get: { $0.numberOfSections })
        c.property("visibleCells", get: { $0.visibleCells })
        c.property("indexPathsForVisibleItems", get: { $0.indexPathsForVisibleItems.map(ItemIndexPath.init) })
        c.method("register", signature: "(identifier: string, cellClass?: CollectionViewCellSubclass)") { view, call in
            let identifier = try call.string(1)
            guard !identifier.isEmpty else { throw LuaArgumentError(index: 1, message: "the reuse identifier must not be empty") }
            if call.isNil(2) {
                view.register(identifier)
                return
            }
            guard let runtime = GameRuntime.of(call), let maker = runtime.collectionCellMaker(forClassAt: 2, of: call) else {
                throw LuaArgumentError(index: 2, message: "a class made with ui.CollectionViewCell:extend (or nothing) "
                                       + "expected, got \(call.typeName(2))")
            }
            view.register(identifier, make: maker)
        }
        c.method("registerSupplementaryView(kind, identifier)") { (view, kind: CollectionView.ElementKind, identifier: String) in
            guard !identifier.isEmpty else { throw LuaArgumentError(index: 2, message: "the reuse identifier must not be empty") }
            view.registerSupplementaryView(ofKind: kind, identifier)
        }
        c.method("dequeueReusableCell", signature: "(identifier: string, indexPath: \(ItemIndexPath.self)): \(CollectionViewCell.self)") { view, call in
            let identifier = try call.string(1)
            _ = try call.argument(2, as: ItemIndexPath.self)
            guard let cell = try view.dequeueReusableCell(withIdentifier: identifier) else {
                throw LuaError("no cell is registered for the identifier \(LuaText.quoted(identifier)): "
                               + "call collectionView:register(\(LuaText.quoted(identifier, quote: "\""))) first")
            }
            if cell.luaMemoryCharge == nil { cell.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.viewBytes) }
            call.push(object: cell)
        }
        c.method("dequeueReusableSupplementaryView",
                 signature: "(kind: \(CollectionView.ElementKind.self), identifier: string, indexPath: \(ItemIndexPath.self)): \(CollectionReusableView.self)") { view, call in
            let kind = try call.argument(1, as: CollectionView.ElementKind.self)
            let identifier = try call.string(2)
            _ = try call.argument(3, as: ItemIndexPath.self)
            guard let header = try view.dequeueReusableSupplementaryView(ofKind: kind, withIdentifier: identifier) else {
                throw LuaError("no \(kind.rawValue) view is registered for the identifier \(LuaText.quoted(identifier)): call "
                               + "collectionView:registerSupplementaryView(\"\(kind.rawValue)\", \(LuaText.quoted(identifier, quote: "\""))) first")
            }
            if header.luaMemoryCharge == nil { header.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.viewBytes) }
            call.push(object: header)
        }
        c.method("reloadData()") { view in
            try refuseReload(of: view, by: "reloadData")
            view.reloadData()
        }
        bindUpdates(&c)
        c.method("numberOfItems(section)") { (view, section: Int) in view.numberOfItems(inSection: section) }
        c.method("cellForItem(indexPath)") { (view, path: ItemIndexPath) in view.cellForItem(at: path.indexPath) }
        c.method("supplementaryView(kind, indexPath)") { (view, kind: CollectionView.ElementKind, path: ItemIndexPath) in
            view.supplementaryView(ofKind: kind, inSection: path.indexPath.section)
        }
        c.method("indexPathFor(cell)") { (view, cell: CollectionViewCell) in view.indexPath(for: cell).map(ItemIndexPath.init) }
        c.method("indexPathForItem(point)") { (view, point: Point) in view.indexPathForItem(at: point).map(ItemIndexPath.init) }
        c.method("frameForItem(indexPath)") { (view, path: ItemIndexPath) in
            guard let frame = view.frameForItem(at: path.indexPath) else { throw noItem(view, path.indexPath) }
            return frame
        }
        c.method("scrollToItem(indexPath, animated?)") { (view, path: ItemIndexPath, animated: Bool?) in
            guard view.scrollToItem(at: path.indexPath, animated: animated ?? false) else { throw noItem(view, path.indexPath) }
        }
        c.method("selectItem(indexPath, animated?)") { (view, path: ItemIndexPath?, animated: Bool?) in
            if let path, !view.hasItem(at: path.indexPath) { throw noItem(view, path.indexPath) }
            view.selectItem(at: path?.indexPath)
        }
        c.method("deselectItem(indexPath, animated?)") { (view, path: ItemIndexPath, animated: Bool?) in
            view.deselectItem(at: path.indexPath)
        }
    }

    /// Items and sections that come, go and move, animated (`CollectionView+Updates`).
    private static func bindUpdates(_ c: inout LuaClassBuilder<CollectionView>) {
        c.method("performBatchUpdates", signature: "(updates: fun(), completion?: fun(finished: boolean))") { view, call in
            try refuseReload(of: view, by: "performBatchUpdates")
            let updates = try call.function(1)
            let completion = call.isNil(2) ? nil : try call.function(2)
            let link = GameRuntime.of(call)?.link
            do {
                try view.performBatchUpdates({ try updates.run(argumentCount: 0) { _ in } }, completion: { finished in
                    if let completion { link?.target?.callReporting(completion, "performBatchUpdates completion", finished) }
                })
            } catch let error as TableUpdateError { throw LuaError(error.message) }
        }
        c.method("insertItems(indexPaths)") { (view, paths: [ItemIndexPath]) in
            try update(view, "insertItems") { try view.insertItems(at: paths.map(\.indexPath)) }
        }
        c.method("deleteItems(indexPaths)") { (view, paths: [ItemIndexPath]) in
            try update(view, "deleteItems") { try view.deleteItems(at: paths.map(\.indexPath)) }
        }
        c.method("reloadItems(indexPaths)") { (view, paths: [ItemIndexPath]) in
            try update(view, "reloadItems") { try view.reloadItems(at: paths.map(\.indexPath)) }
        }
        c.method("moveItem(from, to)") { (view, from: ItemIndexPath, to: ItemIndexPath) in
            try update(view, "moveItem") { try view.moveItem(at: from.indexPath, to: to.indexPath) }
        }
        c.method("insertSections(sections)") { (view, sections: [Int]) in
            try update(view, "insertSections") { try view.insertSections(sections) }
        }
        c.method("deleteSections(sections)") { (view, sections: [Int]) in
            try update(view, "deleteSections") { try view.deleteSections(sections) }
        }
    }

    /// Runs one change, refused while the view asks its data source, its error as the script's.
    private static func update(_ view: CollectionView, _ what: String, _ body: () throws -> Void) throws {
        try refuseReload(of: view, by: what)
        do { try body() } catch let error as TableUpdateError { throw LuaError(error.message) }
    }

    /// A reload asked for while the view asks its data source or delegate (from their
    /// `cellForItemAt`, …) would have it ask again for ever, showing nothing: an error instead.
    private static func refuseReload(of view: CollectionView, by what: String) throws(LuaError) {
        guard let question = view.questionAsked else { return }
        throw LuaError("\(what) reloads the collection view while it asks its data source (\(question)), so that it would "
                       + "ask again for ever: reload when the data changes, outside the data source's methods")
    }

    private static func noItem(_ view: CollectionView, _ indexPath: IndexPath) -> LuaError {
        let items = view.numberOfItems(inSection: indexPath.section)
        let sections = view.numberOfSections
        let what = indexPath.section < sections
            ? "section \(indexPath.section) has \(items) item\(items == 1 ? "" : "s")"
            : "the collection view has \(sections) section\(sections == 1 ? "" : "s")"
        return LuaError("no item \(indexPath.item) in section \(indexPath.section) (\(what); items and sections count from 0)")
    }
}
