import LuaBridge
import MoonKit

/// `ui.CollectionReusableView`: a view a collection view reuses, the view of a section's header
/// (`collectionView:dequeueReusableSupplementaryView`) and the base of its cells.
enum WrapCollectionReusableView: LuaBinding {
    static let luaName = "CollectionReusableView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<CollectionReusableView>) {
        c.property("reuseIdentifier", get: { $0.reuseIdentifier })
    }
}
