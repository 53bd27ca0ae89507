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

    // Rectangles, points and transforms are read and pushed field by field on the Lua stack:
    // they cross the bridge every frame a script moves a view, and a dictionary per crossing
    // (hashing, allocation) cost more than the rest of the call.

    /// Calls `body` with each field of table argument `index` that has a string key and a number
    /// value, in one pass over the table (a look-up per name pushed and interned each name
    /// first, which cost more than the setter); other fields are skipped, so a field that is
    /// not a number reads as missing (each shape says what it needs below). Raw access only.
    private static func numberFields(_ call: LuaCall, _ index: Int32, _ expected: String,
                                     _ body: (UnsafeRawBufferPointer, Double) -> Void) throws(LuaArgumentError) {
        let L = call.L
        guard lua_type(L, index) == LUA_TTABLE else {
            throw LuaArgumentError(index: index, expected: expected, in: L)
        }
        let table = index < 0 ? lua_gettop(L) + index + 1 : index
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            // Only string keys are read as bytes: converting a number key would confuse lua_next.
            if lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TNUMBER {
                body(LuaStack.bytes(L, -2), lua_tonumberx(L, -1, nil))
            }
            moon_pop(L, 1)
        }
    }

    /// Whether a key's bytes spell `name`.
    private static func key(_ bytes: UnsafeRawBufferPointer, is name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        for i in 0..<bytes.count where bytes[i] != name.utf8Start[i] { return false }
        return true
    }

    /// Sets `key` of the table on top of the stack (a fresh one: no metamethods).
    static func set(_ L: OpaquePointer, _ key: StaticString, _ value: Double) {
        lua_pushnumber(L, value)
        lua_setfield(L, -2, UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self))
    }

    static func rect(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Rect {
        var x, y, w, h: Double?
        try numberFields(call, index, "rect {x, y, width, height}") { name, value in
            if key(name, is: "x") { x = value } else if key(name, is: "y") { y = value }
            else if key(name, is: "width") { w = value } else if key(name, is: "height") { h = value }
        }
        guard let x, let y, let w, let h else {
            throw LuaArgumentError(index: index, message: "rect {x, y, width, height} expected, with four numbers")
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    static func point(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Point {
        var x, y: Double?
        try numberFields(call, index, "point {x, y}") { name, value in
            if key(name, is: "x") { x = value } else if key(name, is: "y") { y = value }
        }
        guard let x, let y else {
            throw LuaArgumentError(index: index, message: "point {x, y} expected, with two numbers")
        }
        return Point(x: x, y: y)
    }

    static func transform(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Transform {
        var scale, scaleX, scaleY, translationX, translationY: Double?
        try numberFields(call, index, "transform {scaleX, scaleY, translationX, translationY}") { name, value in
            if key(name, is: "scale") { scale = value } else if key(name, is: "scaleX") { scaleX = value }
            else if key(name, is: "scaleY") { scaleY = value }
            else if key(name, is: "translationX") { translationX = value }
            else if key(name, is: "translationY") { translationY = value }
        }
        return Transform(scaleX: scaleX ?? scale ?? 1, scaleY: scaleY ?? scale ?? 1,
                         translationX: translationX ?? 0, translationY: translationY ?? 0)
    }

    /// The same tables as `LuaValue`s, for descriptions built in Swift (the bot's views).
    static func value(_ r: Rect) -> LuaValue {
        .table([.string("x"): .double(r.minX), .string("y"): .double(r.minY),
                .string("width"): .double(r.width), .string("height"): .double(r.height)])
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

extension Rect: LuaPushable {
    /// Pushes `{x, y, width, height}`.
    public func push(to L: OpaquePointer) {
        lua_createtable(L, 0, 4)
        LuaGeometry.set(L, "x", minX)
        LuaGeometry.set(L, "y", minY)
        LuaGeometry.set(L, "width", width)
        LuaGeometry.set(L, "height", height)
    }
}

extension Point: LuaPushable {
    /// Pushes `{x, y}`.
    public func push(to L: OpaquePointer) {
        lua_createtable(L, 0, 2)
        LuaGeometry.set(L, "x", x)
        LuaGeometry.set(L, "y", y)
    }
}

extension Transform: LuaPushable {
    /// Pushes `{scaleX, scaleY, translationX, translationY}`.
    public func push(to L: OpaquePointer) {
        lua_createtable(L, 0, 4)
        LuaGeometry.set(L, "scaleX", scaleX)
        LuaGeometry.set(L, "scaleY", scaleY)
        LuaGeometry.set(L, "translationX", translationX)
        LuaGeometry.set(L, "translationY", translationY)
    }
}
