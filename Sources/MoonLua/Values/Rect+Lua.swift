import LuaBridge
import MoonKit

/// Rectangles as scripts write them, `{x = 0, y = 0, width = 100, height = 40}`: any four numbers
/// (MoonKit lays out and draws far and NaN frames without harm).
extension Rect: LuaConvertible {
    /// Editors see a rectangle as a table `{ x, y, width, height }`.
    public static var luaType: LuaType {
        .declared("Rect", declaration: """
            ---@class Rect
            ---@field x number
            ---@field y number
            ---@field width number
            ---@field height number
            """)
    }

    /// Pushes `{x, y, width, height}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 4) { t in
            t.set("x", minX)
            t.set("y", minY)
            t.set("width", width)
            t.set("height", height)
        }
    }

    /// Reads a rectangle from a table argument `{ x, y, width, height }`.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Rect {
        guard call.isTable(index) else { throw LuaArgumentError(index: index, expected: "rect {x, y, width, height}", in: call) }
        guard let x = call.number(index, field: "x"), let y = call.number(index, field: "y"),
              let w = call.number(index, field: "width"), let h = call.number(index, field: "height") else {
            throw LuaArgumentError(index: index, message: "rect {x, y, width, height} expected, with four numbers")
        }
        return Rect(x: x, y: y, width: w, height: h)
    }
}
