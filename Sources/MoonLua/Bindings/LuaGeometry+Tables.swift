import LuaBridge
import MoonKit

/// Index paths as scripts write them, `{section = 0, row = 3}` (both from 0, as in UIKit), and
/// the names of the table views' enumerations.
extension LuaGeometry {
    package static func indexPath(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> IndexPath {
        guard call.isTable(index) else { throw LuaArgumentError(index: index, expected: "index path {section, row}", in: call) }
        guard let section = call.number(index, field: "section"), let row = call.number(index, field: "row"),
              let s = Int(exactly: section), let r = Int(exactly: row), s >= 0, r >= 0 else {
            throw LuaArgumentError(index: index, message: "index path {section, row} expected, with two whole numbers ≥ 0 (counted from 0)")
        }
        return IndexPath(row: r, section: s)
    }

    /// An optional flag argument (`animated`): false when absent.
    package static func flag(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Bool {
        call.isNil(index) ? false : try call.bool(index)
    }

    package static let cellStyles = names(TableViewCell.CellStyle.allCases)
    package static let accessoryTypes = names(TableViewCell.AccessoryType.allCases)
    package static let selectionStyles = names(TableViewCell.SelectionStyle.allCases)
    package static let separatorStyles = names(TableView.SeparatorStyle.allCases)
    package static let scrollPositions = names(TableView.ScrollPosition.allCases)

    private static func names<T: RawRepresentable>(_ cases: [T]) -> [String: T] where T.RawValue == String {
        Dictionary(uniqueKeysWithValues: cases.map { ($0.rawValue, $0) })
    }
}

extension IndexPath: LuaPushable {
    /// Pushes `{section, row}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 2) { t in
            t.set("section", section)
            t.set("row", row)
        }
    }
}

/// An index path or nil, for results.
struct OptionalIndexPath: LuaPushable {
    let indexPath: IndexPath?

    func push(to top: LuaStackTop) {
        if let indexPath { top.push(indexPath) } else { top.pushNil() }
    }
}
