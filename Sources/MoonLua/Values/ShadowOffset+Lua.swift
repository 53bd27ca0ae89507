import LuaBridge
import MoonKit

/// A shadow's offset as scripts write it, `{width = 0, height = 2}`: a size whose numbers may be
/// negative (UIKit's default shadow lies 3 points up), but finite.
struct ShadowOffset: LuaConvertible {
    var size: Size

    init(_ size: Size) {
        self.size = size
    }

    static var luaType: LuaType {
        .declared("ShadowOffset", declaration: """
            ---@class ShadowOffset
            ---@field width number
            ---@field height number
            """)
    }

    /// Pushes `{width, height}`.
    func push(to top: LuaStackTop) {
        size.push(to: top)
    }

    static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> ShadowOffset {
        guard call.isTable(index) else { throw LuaArgumentError(index: index, expected: "offset {width, height}", in: call) }
        guard let w = call.number(index, field: "width"), let h = call.number(index, field: "height"), w.isFinite, h.isFinite else {
            throw LuaArgumentError(index: index, message: "offset {width, height} expected, with two finite numbers")
        }
        return ShadowOffset(Size(width: w, height: h))
    }
}
