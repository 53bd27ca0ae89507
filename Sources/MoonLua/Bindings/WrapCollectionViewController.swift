import LuaBridge
import MoonKit

/// `ui.CollectionViewController`: a view controller whose view is its collection view, the
/// collection view's data source and delegate itself (UIKit's `UICollectionViewController`);
/// scripts subclass it with `:extend "Name"` and set up its flow layout
/// (`self.collectionViewLayout.itemSize = …`), or make one as it is with
/// `ui.CollectionViewController(layout?)` (UIKit's `init(collectionViewLayout:)`).
enum WrapCollectionViewController: LuaBinding {
    static let luaName = "CollectionViewController"
    static var parent: (any LuaBinding.Type)? { WrapViewController.self }
    static var allowsScriptFields: Bool { true }

    static func bind(_ c: inout LuaClassBuilder<CollectionViewController>) {
        c.constructor("(layout?)", charging: ScriptMemory.controllerBytes) { (layout: CollectionViewFlowLayout?) in
            if let other = layout?.collectionView {
                throw LuaArgumentError(index: 1, message: "the layout already places the items of \(other.debugName): "
                                       + "a layout serves one collection view, make another")
            }
            return CollectionViewController(collectionViewLayout: layout ?? CollectionViewFlowLayout())
        }
        c.property("collectionView", get: { $0.collectionView as CollectionView? }, set: { (vc, view: CollectionView?) in
            guard let view else {
                throw LuaArgumentError(index: 1, message: "a collection view controller's view is its collection view: "
                                       + "collectionView cannot be nil")
            }
            vc.collectionView = view
        })
        c.property("collectionViewLayout", get: { $0.collectionViewLayout })
        c.property("clearsSelectionOnViewWillAppear", get: { $0.clearsSelectionOnViewWillAppear },
                   set: { $0.clearsSelectionOnViewWillAppear = $1 })
    }
}
