import LuaBridge
import MoonKit

/// Points as scripts write them, `{x = 10, y = 20}`. Any numbers: a view centred at NaN is drawn
/// as MoonKit draws far frames; what must be finite (a scroll offset) checks with `finite`.
extension Point: LuaConvertible {
    /// Editors see a point as a table `{ x, y }`.
    public static var luaType: LuaType {
        .declared("Point", declaration: """
            ---@class Point
            ---@field x number
            ---@field y number
            """)
    }

    /// Pushes `{x, y}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 2) { t in
            t.set("x", x)
            t.set("y", y)
        }
    }

    /// Reads a point from a table argument `{ x, y }`.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Point {
        guard call.isTable(index) else { throw LuaArgumentError(index: index, expected: "point {x, y}", in: call) }
        guard let x = call.number(index, field: "x"), let y = call.number(index, field: "y") else {
            throw LuaArgumentError(index: index, message: "point {x, y} expected, with two numbers")
        }
        return Point(x: x, y: y)
    }

    /// The point, when both its numbers are finite; else the error for argument `index` (a NaN
    /// scroll offset would stop a scroll view for good).
    package func finite(argument index: Int32) throws(LuaArgumentError) -> Point {
        guard x.isFinite, y.isFinite else {
            throw LuaArgumentError(index: index, message: "point {x, y} expected, with two finite numbers")
        }
        return self
    }
}
