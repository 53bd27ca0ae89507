import LuaBridge
import MoonKit

/// Geometry, colours and enumerations as scripts write them: rectangles as
/// `{x=, y=, width=, height=}`, points as `{x=, y=}`, colours as names or `#RRGGBB[AA]`.
package enum LuaGeometry {
    package static func number(_ table: [LuaValue: LuaValue], _ key: String) -> Double? {
        switch table[.string(key)] {
        case .int(let v)?: return Double(v)
        case .double(let v)?: return v
        default: return nil
        }
    }

    package static func fields(_ call: LuaCall, _ index: Int32, _ expected: String) throws(LuaArgumentError) -> [LuaValue: LuaValue] {
        switch try call.value(index) {
        case .table(let t): return t
        case .array(let a) where a.isEmpty: return [:]
        default: throw LuaArgumentError(index: index, expected: expected, in: call)
        }
    }

    /// Checks that argument `index` is a table, else the error names the shape `expected`.
    private static func table(_ call: LuaCall, _ index: Int32, _ expected: String) throws(LuaArgumentError) {
        guard call.isTable(index) else { throw LuaArgumentError(index: index, expected: expected, in: call) }
    }

    package static func rect(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Rect {
        try table(call, index, "rect {x, y, width, height}")
        guard let x = call.number(index, field: "x"), let y = call.number(index, field: "y"),
              let w = call.number(index, field: "width"), let h = call.number(index, field: "height") else {
            throw LuaArgumentError(index: index, message: "rect {x, y, width, height} expected, with four numbers")
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    package static func point(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Point {
        try table(call, index, "point {x, y}")
        guard let x = call.number(index, field: "x"), let y = call.number(index, field: "y") else {
            throw LuaArgumentError(index: index, message: "point {x, y} expected, with two numbers")
        }
        return Point(x: x, y: y)
    }

    package static func transform(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Transform {
        try table(call, index, "transform {scaleX, scaleY, translationX, translationY}")
        let scale = call.number(index, field: "scale")
        return Transform(scaleX: call.number(index, field: "scaleX") ?? scale ?? 1,
                         scaleY: call.number(index, field: "scaleY") ?? scale ?? 1,
                         translationX: call.number(index, field: "translationX") ?? 0,
                         translationY: call.number(index, field: "translationY") ?? 0)
    }

    /// Edge insets `{top, left, bottom, right}`; missing edges are 0.
    package static func insets(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> EdgeInsets {
        try table(call, index, "insets {top, left, bottom, right}")
        var values: [Double] = []
        for key: StaticString in ["top", "left", "bottom", "right"] {
            let value = call.number(index, field: key) ?? 0
            guard value.isFinite else {
                throw LuaArgumentError(index: index, message: "insets {top, left, bottom, right} expected, with finite numbers")
            }
            values.append(value)
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// Pushes `{top, left, bottom, right}`.
    package static func push(_ insets: EdgeInsets, _ call: inout LuaCall) {
        call.pushTable(fieldCount: 4) { t in
            t.set("top", insets.top)
            t.set("left", insets.left)
            t.set("bottom", insets.bottom)
            t.set("right", insets.right)
        }
    }

    /// A colour by name or hex, or nil for none.
    package static func color(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Color? {
        guard let text = try call.argument(index, as: String?.self) else { return nil }
        do {
            return try Color(named: text)
        } catch {
            throw LuaArgumentError(index: index, message: error.description)
        }
    }

    package static func colorName(_ color: Color?) -> String? { color?.description }

    /// A number as Lua prints it in a message: `-12`, `1e+308`, `nan` (0/0 is "-nan" to Swift).
    package static func numberText(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        return String(format: "%.14g", value)
    }

    /// One of the names of an enumeration, or an error listing them.
    package static func choice<T>(_ call: LuaCall, _ index: Int32, _ options: [String: T]) throws(LuaArgumentError) -> T {
        let name = try call.string(index)
        guard let value = options[name] else {
            throw LuaArgumentError(index: index, message: "'\(name)' is not one of \(options.keys.sorted().joined(separator: ", "))")
        }
        return value
    }

    static let alignments: [String: TextAlignment] = [
        "left": .left, "center": .center, "right": .right, "natural": .natural, "justified": .justified,
    ]

    static let axes: [String: LayoutAxis] = ["horizontal": .horizontal, "vertical": .vertical]

    static let states: [String: ControlState] = [
        "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected,
    ]

    static let events: [String: Control.Event] = {
        var out: [String: Control.Event] = [:]
        for (event, name) in Control.Event.names { out[name] = event }
        return out
    }()
}

extension Rect: LuaPushable {
    /// Pushes `{x, y, width, height}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 4) { t in
            t.set("x", minX)
            t.set("y", minY)
            t.set("width", width)
            t.set("height", height)
        }
    }
}

extension Point: LuaPushable {
    /// Pushes `{x, y}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 2) { t in
            t.set("x", x)
            t.set("y", y)
        }
    }
}

extension Transform: LuaPushable {
    /// Pushes `{scaleX, scaleY, translationX, translationY}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 4) { t in
            t.set("scaleX", scaleX)
            t.set("scaleY", scaleY)
            t.set("translationX", translationX)
            t.set("translationY", translationY)
        }
    }
}
