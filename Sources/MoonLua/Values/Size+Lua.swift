import LuaBridge
import MoonKit

/// Sizes as scripts write them, `{width = 100, height = 40}`: finite and not negative.
extension Size: LuaConvertible {
    /// Editors see a size as a table `{ width, height }`.
    public static var luaType: LuaType {
        .declared("Size", declaration: """
            ---@class Size
            ---@field width number
            ---@field height number
            """)
    }

    /// Pushes `{width, height}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 2) { t in
            t.set("width", width)
            t.set("height", height)
        }
    }

    /// Reads a size from a table argument `{ width, height }`.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Size {
        guard call.isTable(index) else { throw LuaArgumentError(index: index, expected: "size {width, height}", in: call) }
        guard let w = call.number(index, field: "width"), let h = call.number(index, field: "height"),
              w.isFinite, h.isFinite, w >= 0, h >= 0 else {
            throw LuaArgumentError(index: index, message: "size {width, height} expected, with two finite numbers ≥ 0")
        }
        return Size(width: w, height: h)
    }
}
