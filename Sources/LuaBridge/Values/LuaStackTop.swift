import CMoonLua

/// The top of one Lua stack, where a `LuaPushable` value puts itself: the few pushes code outside
/// the bridge may make. None of them can raise a Lua error (docs/architecture.md, the bridge rule).
///
/// ```swift
/// extension Point: LuaPushable {
///     public func push(to top: LuaStackTop) {
///         top.pushTable(fieldCount: 2) { t in t.set("x", x); t.set("y", y) }
///     }
/// }
/// ```
public struct LuaStackTop {
    @usableFromInline package let L: OpaquePointer

    @inlinable package init(_ L: OpaquePointer) { self.L = L }

    /// Pushes one value.
    @inlinable public func push(_ value: some LuaPushable) { value.push(to: self) }

    /// Pushes `nil`.
    @inlinable public func pushNil() { lua_pushnil(L) }

    /// Pushes a Swift object as the userdata of its bound class (the same userdata every time), or nil.
    public func push(object: AnyObject?) {
        if let object { LuaObjects.push(L, object) } else { lua_pushnil(L) }
    }

    /// Pushes a new table that `fill` fills; `arrayCount` and `fieldCount` size it up front.
    /// With `metatable` (a table held by reference), the new table gets it. Each level of nested
    /// tables takes three stack slots; a Swift function called from Lua has twenty (LUA_MINSTACK).
    public func pushTable(arrayCount: Int = 0, fieldCount: Int = 0, metatable: LuaReference? = nil,
                          _ fill: (inout LuaTableBuilder) -> Void) {
        lua_createtable(L, Int32(clamping: arrayCount), Int32(clamping: fieldCount))
        var builder = LuaTableBuilder(L: L, table: lua_gettop(L))
        fill(&builder)
        if let metatable, metatable.belongs(to: L) {
            metatable.push(to: self)
            moon_setmetatable(L, -2)
        }
    }

    /// Pushes an array of the objects' userdata.
    public func push(objects: some Collection<AnyObject>) {
        pushTable(arrayCount: objects.count) { t in
            for object in objects { t.append(object: object) }
        }
    }
}

/// Fills the table `LuaStackTop.pushTable` made, without metamethods.
public struct LuaTableBuilder {
    let L: OpaquePointer
    let table: Int32
    private var count: lua_Integer = 0

    init(L: OpaquePointer, table: Int32) {
        self.L = L
        self.table = table
    }

    /// `t[key] = value`.
    public mutating func set(_ key: String, _ value: some LuaPushable) {
        LuaStack.push(L, string: key)
        value.push(to: LuaStackTop(L))
        lua_rawset(L, table)
    }

    /// `t[key] = value` with a literal key.
    public mutating func set(_ key: StaticString, _ value: some LuaPushable) {
        lua_pushstring(L, UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self))
        value.push(to: LuaStackTop(L))
        lua_rawset(L, table)
    }

    /// `t[key] =` the object's userdata (nil for nil).
    public mutating func set(_ key: String, object: AnyObject?) {
        LuaStack.push(L, string: key)
        LuaStackTop(L).push(object: object)
        lua_rawset(L, table)
    }

    /// `t[key] =` a new table that `fill` fills.
    public mutating func setTable(_ key: String, arrayCount: Int = 0, fieldCount: Int = 0,
                                  _ fill: (inout LuaTableBuilder) -> Void) {
        LuaStack.push(L, string: key)
        LuaStackTop(L).pushTable(arrayCount: arrayCount, fieldCount: fieldCount, fill)
        lua_rawset(L, table)
    }

    /// Appends `value` after the last item this builder appended (`t[#t + 1] = value` for a new table).
    public mutating func append(_ value: some LuaPushable) {
        value.push(to: LuaStackTop(L))
        count += 1
        lua_rawseti(L, table, count)
    }

    /// Appends a new table that `fill` fills.
    public mutating func appendTable(arrayCount: Int = 0, fieldCount: Int = 0, _ fill: (inout LuaTableBuilder) -> Void) {
        LuaStackTop(L).pushTable(arrayCount: arrayCount, fieldCount: fieldCount, fill)
        count += 1
        lua_rawseti(L, table, count)
    }

    /// Appends the object's userdata.
    public mutating func append(object: AnyObject) {
        LuaObjects.push(L, object)
        count += 1
        lua_rawseti(L, table, count)
    }
}
