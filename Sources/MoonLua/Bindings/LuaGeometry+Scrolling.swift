import LuaBridge
import MoonKit

/// Sizes and insets as scripts write them (`{width, height}`, `{top, left, bottom, right}`),
/// and finite points for scrolling: NaN or infinity from a script is an error naming the argument.
extension LuaGeometry {
    package static func size(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Size {
        guard call.isTable(index) else { throw LuaArgumentError(index: index, expected: "size {width, height}", in: call) }
        guard let w = call.number(index, field: "width"), let h = call.number(index, field: "height"),
              w.isFinite, h.isFinite, w >= 0, h >= 0 else {
            throw LuaArgumentError(index: index, message: "size {width, height} expected, with two finite numbers ≥ 0")
        }
        return Size(width: w, height: h)
    }

    package static func finitePoint(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Point {
        let p = try point(call, index)
        guard p.x.isFinite, p.y.isFinite else {
            throw LuaArgumentError(index: index, message: "point {x, y} expected, with two finite numbers")
        }
        return p
    }

    package static let swipeDirections: [String: SwipeGestureRecognizer.Direction] = [
        "right": .right, "left": .left, "up": .up, "down": .down,
    ]
}

extension Size: LuaPushable {
    /// Pushes `{width, height}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 2) { t in
            t.set("width", width)
            t.set("height", height)
        }
    }
}

extension EdgeInsets: LuaPushable {
    /// Pushes `{top, left, bottom, right}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 4) { t in
            t.set("top", self.top)
            t.set("left", left)
            t.set("bottom", bottom)
            t.set("right", right)
        }
    }
}
