import CMoonLua
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

    /// Up to five number fields of table argument `index`, named in `keys` as `moon_rawnumbers`
    /// reads them (`"x\0y\0\0"`: each name ended by a NUL, the list by an empty one), or the
    /// error `expected` names; a field that is missing or not a number is nil (each shape says
    /// what it needs below). Read in C with the names pushed from literals: building each name
    /// as a Lua string from Swift cost more than the setter.
    private static func numbers(_ call: LuaCall, _ index: Int32, _ expected: String, _ keys: StaticString)
        throws(LuaArgumentError) -> NumberFields {
        guard lua_type(call.L, index) == LUA_TTABLE else {
            throw LuaArgumentError(index: index, expected: expected, in: call.L)
        }
        var fields = NumberFields()
        fields.found = withUnsafeMutableBytes(of: &fields.values) { raw in
            moon_rawnumbers(call.L, index, UnsafeRawPointer(keys.utf8Start).assumingMemoryBound(to: CChar.self),
                            raw.baseAddress?.assumingMemoryBound(to: Double.self))
        }
        return fields
    }

    /// What `numbers` read: the i-th name's value, or nil.
    private struct NumberFields {
        var values: (Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0)
        var found: UInt32 = 0

        subscript(i: Int) -> Double? {
            guard found & (1 << i) != 0 else { return nil }
            return withUnsafeBytes(of: values) { $0.load(fromByteOffset: i * MemoryLayout<Double>.stride, as: Double.self) }
        }
    }

    /// Sets `key` of the table on top of the stack (a fresh one: no metamethods). The name is
    /// pushed before the value, so that the table stays at -3: no index to convert, no value to move.
    static func set(_ L: OpaquePointer, _ key: StaticString, _ value: Double) {
        lua_pushstring(L, UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self))
        lua_pushnumber(L, value)
        lua_rawset(L, -3)
    }

    static func rect(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Rect {
        let n = try numbers(call, index, "rect {x, y, width, height}", "x\0y\0width\0height\0\0")
        guard let x = n[0], let y = n[1], let w = n[2], let h = n[3] else {
            throw LuaArgumentError(index: index, message: "rect {x, y, width, height} expected, with four numbers")
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    static func point(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Point {
        let n = try numbers(call, index, "point {x, y}", "x\0y\0\0")
        guard let x = n[0], let y = n[1] else {
            throw LuaArgumentError(index: index, message: "point {x, y} expected, with two numbers")
        }
        return Point(x: x, y: y)
    }

    static func transform(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Transform {
        let n = try numbers(call, index, "transform {scaleX, scaleY, translationX, translationY}",
                            "scale\0scaleX\0scaleY\0translationX\0translationY\0\0")
        return Transform(scaleX: n[1] ?? n[0] ?? 1, scaleY: n[2] ?? n[0] ?? 1,
                         translationX: n[3] ?? 0, translationY: n[4] ?? 0)
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
