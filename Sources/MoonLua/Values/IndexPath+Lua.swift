import LuaBridge
import MoonKit

/// Index paths as scripts write them, `{section = 0, row = 3}`: both whole numbers counted from
/// 0, as in UIKit.
extension IndexPath: LuaConvertible {
    /// Editors see an index path as a table `{ section, row }`, both counted from 0.
    public static var luaType: LuaType {
        .declared("IndexPath", declaration: """
            ---A row of a table, both counted from 0.
            ---@class IndexPath
            ---@field section integer
            ---@field row integer
            """)
    }

    /// Pushes `{section, row}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 2) { t in
            t.set("section", section)
            t.set("row", row)
        }
    }

    /// Reads an index path from a table argument: two whole numbers from 0, as in UIKit.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> IndexPath {
        guard call.isTable(index) else { throw LuaArgumentError(index: index, expected: "index path {section, row}", in: call) }
        guard let section = call.number(index, field: "section"), let row = call.number(index, field: "row"),
              let s = Int(exactly: section), let r = Int(exactly: row), s >= 0, r >= 0 else {
            throw LuaArgumentError(index: index, message: "index path {section, row} expected, with two whole numbers ≥ 0 (counted from 0)")
        }
        return IndexPath(row: r, section: s)
    }
}
