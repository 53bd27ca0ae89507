import LuaBridge
import MoonKit

/// `ui.CollectionViewFlowLayout`: how a collection view places its items, as an object whose
/// changes lay the view it belongs to out again (UIKit's `UICollectionViewFlowLayout`).
enum WrapCollectionViewFlowLayout: LuaBinding {
    static let luaName = "CollectionViewFlowLayout"

    static func bind(_ c: inout LuaClassBuilder<CollectionViewFlowLayout>) {
        c.constructor(charging: ScriptMemory.itemBytes) { CollectionViewFlowLayout() }
        c.property("scrollDirection", get: { $0.scrollDirection }, set: { $0.scrollDirection = $1 })
        c.property("itemSize", get: { $0.itemSize }, set: { $0.itemSize = $1 })
        c.property("minimumLineSpacing", get: { $0.minimumLineSpacing }, set: { layout, value in
            layout.minimumLineSpacing = try length(value, "minimumLineSpacing")
        })
        c.property("minimumInteritemSpacing", get: { $0.minimumInteritemSpacing }, set: { layout, value in
            layout.minimumInteritemSpacing = try length(value, "minimumInteritemSpacing")
        })
        c.property("sectionInset", get: { $0.sectionInset }, set: { layout, insets in
            for value in [insets.top, insets.left, insets.bottom, insets.right] { _ = try length(value, "sectionInset") }
            layout.sectionInset = insets
        })
        c.property("headerReferenceSize", get: { $0.headerReferenceSize }, set: { $0.headerReferenceSize = $1 })
        c.property("footerReferenceSize", get: { $0.footerReferenceSize }, set: { $0.footerReferenceSize = $1 })
        c.property("collectionView", get: { $0.collectionView })
        c.method("invalidateLayout()") { layout in layout.invalidateLayout() }
    }

    /// A spacing or an inset: a finite number ≥ 0.
    private static func length(_ value: Double, _ name: String) throws(LuaArgumentError) -> Double {
        guard value.isFinite, value >= 0 else {
            throw LuaArgumentError(index: 1, message: "\(name) must be finite numbers ≥ 0, got \(NumberText.of(value))")
        }
        return value
    }
}
