import CLua

/// A Lua value copied out of one state to be pushed into another: what crosses
/// between the main state and a worker state.
///
/// Not `LuaValue`, for two reasons: strings stay raw bytes (a Swift `String` key
/// compares by canonical equivalence, so two distinct Lua keys such as "é" composed
/// and decomposed would merge), and table entries keep the order `next` gave them
/// instead of a hash order that changes from run to run.
enum PlainData: Sendable {
    case `nil`
    case bool(Bool)
    case int(lua_Integer)
    case double(Double)
    case string([UInt8])
    /// `sequence` holds `t[1] … t[n]` for the border `n` that `#t` gave (nil for holes);
    /// `fields` holds every other key and its value, in traversal order.
    indirect case table(sequence: [PlainData], fields: [(key: PlainData, value: PlainData)])

    /// Pushes the value onto `L`, building fresh tables. Raw sets only, so nothing
    /// here can raise (DESIGN.md §4); `lua_checkstack` is made at every level.
    func push(to L: OpaquePointer) {
        switch self {
        case .nil:
            lua_pushnil(L)
        case .bool(let value):
            lua_pushboolean(L, value ? 1 : 0)
        case .int(let value):
            lua_pushinteger(L, value)
        case .double(let value):
            lua_pushnumber(L, value)
        case .string(let bytes):
            bytes.withUnsafeBytes { raw in
                _ = lua_pushlstring(L, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count)
            }
        case .table(let sequence, let fields):
            // The reader refused anything deeper than PlainDataReader.maximumDepth,
            // so this recursion and the stack it takes are bounded.
            guard lua_checkstack(L, 3) != 0 else { return lua_pushnil(L) }
            lua_createtable(L, Int32(clamping: sequence.count), Int32(clamping: fields.count))
            for (offset, element) in sequence.enumerated() {
                if case .nil = element { continue }
                element.push(to: L)
                lua_rawseti(L, -2, lua_Integer(offset + 1))
            }
            for (key, value) in fields {
                key.push(to: L)
                value.push(to: L)
                lua_rawset(L, -3)
            }
        }
    }
}
