import LuaBridge
import MoonKit

/// Edge insets as scripts write them, `{top = 8, left = 16}` (type `Insets` in the definitions):
/// missing edges are 0, given ones finite.
extension EdgeInsets: LuaConvertible {
    /// Editors see insets as a table of edges `{ top, left, bottom, right }`, missing ones 0.
    public static var luaType: LuaType {
        .declared("Insets", declaration: """
            ---Edges; missing ones are 0.
            ---@class Insets
            ---@field top? number
            ---@field left? number
            ---@field bottom? number
            ---@field right? number
            """)
    }

    /// Pushes `{top, left, bottom, right}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 4) { t in
            t.set("top", self.top)
            t.set("left", left)
            t.set("bottom", bottom)
            t.set("right", right)
        }
    }

    /// Reads insets from a table argument: missing edges are 0, given ones finite.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> EdgeInsets {
        guard call.isTable(index) else {
            throw LuaArgumentError(index: index, expected: "insets {top, left, bottom, right}", in: call)
        }
        func edge(_ key: StaticString) throws(LuaArgumentError) -> Double {
            let value = call.number(index, field: key) ?? 0
            guard value.isFinite else {
                throw LuaArgumentError(index: index, message: "insets {top, left, bottom, right} expected, with finite numbers")
            }
            return value
        }
        return EdgeInsets(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }
}
