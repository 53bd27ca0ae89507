import LuaBridge
import MoonKit

/// Transforms as scripts write them, `{scale = 1.2}` or `{scaleX, scaleY, translationX,
/// translationY}`: missing fields are the identity's, and `scale` sets both scales.
extension Transform: LuaConvertible {
    /// Editors see a transform as a table of its components; missing ones are the identity's.
    public static var luaType: LuaType {
        .declared("Transform", declaration: """
            ---Missing fields are the identity; `scale` sets both scales.
            ---@class Transform
            ---@field scaleX? number
            ---@field scaleY? number
            ---@field scale? number
            ---@field translationX? number
            ---@field translationY? number
            """)
    }

    /// Pushes `{scaleX, scaleY, translationX, translationY}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 4) { t in
            t.set("scaleX", scaleX)
            t.set("scaleY", scaleY)
            t.set("translationX", translationX)
            t.set("translationY", translationY)
        }
    }

    /// Reads a transform from a table argument; missing fields are the identity's.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Transform {
        guard call.isTable(index) else {
            throw LuaArgumentError(index: index, expected: "transform {scaleX, scaleY, translationX, translationY}", in: call)
        }
        let scale = call.number(index, field: "scale")
        return Transform(scaleX: call.number(index, field: "scaleX") ?? scale ?? 1,
                         scaleY: call.number(index, field: "scaleY") ?? scale ?? 1,
                         translationX: call.number(index, field: "translationX") ?? 0,
                         translationY: call.number(index, field: "translationY") ?? 0)
    }
}
