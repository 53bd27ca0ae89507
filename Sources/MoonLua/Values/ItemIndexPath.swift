import LuaBridge
import MoonKit

/// A collection view's index path as scripts write it, `{section = 0, item = 3}`: both whole
/// numbers counted from 0, as in UIKit and as a table view's `{section, row}` are. A type of its
/// own, so that the field is named `item` as UIKit names it for collection views.
public struct ItemIndexPath: LuaConvertible, Equatable, Sendable {
    /// The index path as MoonKit's collection view takes it (`item` is its `row`).
    public let indexPath: IndexPath

    /// The Lua form of `indexPath`.
    public init(_ indexPath: IndexPath) { self.indexPath = indexPath }

    /// Editors see it as a table `{ section, item }`, both counted from 0.
    public static var luaType: LuaType {
        .declared("ItemIndexPath", declaration: """
            ---An item of a collection view, both counted from 0.
            ---@class ItemIndexPath
            ---@field section integer
            ---@field item integer
            """)
    }

    /// Pushes `{section, item}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 2) { t in
            t.set("section", indexPath.section)
            t.set("item", indexPath.item)
        }
    }

    /// Reads `{section, item}`: two whole numbers from 0.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> ItemIndexPath {
        guard call.isTable(index) else { throw LuaArgumentError(index: index, expected: "index path {section, item}", in: call) }
        guard let section = call.number(index, field: "section"), let item = call.number(index, field: "item"),
              let s = Int(exactly: section), let i = Int(exactly: item), s >= 0, i >= 0 else {
            throw LuaArgumentError(index: index, message: "index path {section, item} expected, with two whole numbers ≥ 0 (counted from 0)")
        }
        return ItemIndexPath(IndexPath(item: i, section: s))
    }
}
