import LuaBridge
import MoonKit

/// `ui.CollectionViewCell`: one item of a collection view, with a content view for the item's
/// views and a selected background view shown while it is highlighted or selected; scripts
/// subclass it with `:extend "Name"` (see `ScriptCollectionViewCell`).
enum WrapCollectionViewCell: LuaBinding {
    static let luaName = "CollectionViewCell"
    static var parent: (any LuaBinding.Type)? { WrapCollectionReusableView.self }
    static var allowsScriptFields: Bool { true }

    static func bind(_ c: inout LuaClassBuilder<CollectionViewCell>) {
        c.property("contentView", get: { $0.contentView })
        c.property("selectedBackgroundView", get: { $0.selectedBackgroundView })
        c.property("isSelected", get: { $0.isSelected }, set: { $0.setSelected($1) })
        c.property("isHighlighted", get: { $0.isHighlighted }, set: { $0.setHighlighted($1) })
    }
}
