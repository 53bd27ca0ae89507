import CLua
import MoonKit

/// Geometry, colours and enumerations as scripts write them: rectangles as
/// `{x=, y=, width=, height=}`, points as `{x=, y=}`, colours as names or `#RRGGBB[AA]`.
enum LuaGeometry {
    static func number(_ table: [LuaValue: LuaValue], _ key: String) -> Double? {
        switch table[.string(key)] {
        case .int(let v)?: return Double(v)
        case .double(let v)?: return v
        default: return nil
        }
    }

    static func fields(_ call: LuaCall, _ index: Int32, _ expected: String) throws(LuaArgumentError) -> [LuaValue: LuaValue] {
        switch try call.value(index) {
        case .table(let t): return t
        case .array(let a) where a.isEmpty: return [:]
        default: throw LuaArgumentError(index: index, expected: expected, in: call.L)
        }
    }

    static func rect(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Rect {
        let t = try fields(call, index, "rect {x, y, width, height}")
        guard let x = number(t, "x"), let y = number(t, "y"), let w = number(t, "width"), let h = number(t, "height") else {
            throw LuaArgumentError(index: index, message: "rect {x, y, width, height} expected, with four numbers")
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    static func point(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Point {
        let t = try fields(call, index, "point {x, y}")
        guard let x = number(t, "x"), let y = number(t, "y") else {
            throw LuaArgumentError(index: index, message: "point {x, y} expected, with two numbers")
        }
        return Point(x: x, y: y)
    }

    static func value(_ r: Rect) -> LuaValue {
        .table([.string("x"): .double(r.minX), .string("y"): .double(r.minY),
                .string("width"): .double(r.width), .string("height"): .double(r.height)])
    }

    static func value(_ p: Point) -> LuaValue {
        .table([.string("x"): .double(p.x), .string("y"): .double(p.y)])
    }

    static func value(_ t: Transform) -> LuaValue {
        .table([.string("scaleX"): .double(t.scaleX), .string("scaleY"): .double(t.scaleY),
                .string("translationX"): .double(t.translationX), .string("translationY"): .double(t.translationY)])
    }

    static func transform(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Transform {
        let t = try fields(call, index, "transform {scaleX, scaleY, translationX, translationY}")
        return Transform(scaleX: number(t, "scaleX") ?? number(t, "scale") ?? 1,
                         scaleY: number(t, "scaleY") ?? number(t, "scale") ?? 1,
                         translationX: number(t, "translationX") ?? 0, translationY: number(t, "translationY") ?? 0)
    }

    /// A colour by name or hex, or nil for none.
    static func color(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Color? {
        guard let text = try call.argument(index, as: String?.self) else { return nil }
        do {
            return try Color(named: text)
        } catch {
            throw LuaArgumentError(index: index, message: error.description)
        }
    }

    static func colorName(_ color: Color?) -> String? { color?.description }

    /// One of the names of an enumeration, or an error listing them.
    static func choice<T>(_ call: LuaCall, _ index: Int32, _ options: [String: T]) throws(LuaArgumentError) -> T {
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
