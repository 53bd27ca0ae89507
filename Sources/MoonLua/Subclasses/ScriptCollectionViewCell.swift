import LuaBridge
import MoonKit

/// A collection view cell subclassed in Lua (`ui.CollectionViewCell:extend "PhotoCell"`): its
/// fields and methods are the script's; `init` builds its content when it is made, and its
/// `prepareForReuse`, when it defines one, runs each time the collection view hands the cell out
/// again (after UIKit's default, which clears the highlight and selection).
final class ScriptCollectionViewCell: CollectionViewCell, LuaFieldCarrier {
    let luaFields: LuaReference?
    /// The Lua class's name, for diagnostics.
    let className: String
    private let runtimeLink: UnownedLink<GameRuntime>

    init(className: String, fields: LuaReference, runtime: UnownedLink<GameRuntime>) {
        self.luaFields = fields
        self.className = className
        self.runtimeLink = runtime
        super.init(reuseIdentifier: nil)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        _ = runtimeLink.target?.invoke(self, fields: luaFields, "prepareForReuse")
    }
}

extension GameRuntime {
    /// What makes the cells of the Lua class at argument `index` (made with
    /// `ui.CollectionViewCell:extend`): a call of the class, which runs its `init`. Nil when the
    /// argument is not such a class.
    func collectionCellMaker(forClassAt index: Int32, of call: LuaCall) -> (() throws -> CollectionViewCell)? {
        guard call.isTable(index), let cellClass = natives?.field("collectionCellClass") else { return nil }
        let luaClass = call.reference(index)
        guard luaClass.field("__isLuaClass") != nil, let native = luaClass.field("__native"),
              native.isSameValue(as: cellClass) else { return nil }
        return {
            guard let cell = try luaClass.callForObject(as: CollectionViewCell.self) else {
                throw LuaError("a cell class's new did not return a cell", kind: .runtime)
            }
            return cell
        }
    }
}
