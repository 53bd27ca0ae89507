import CMoonLua
import Foundation

/// A Swift function callable from Lua: reads its arguments from `call`, pushes its results.
/// Throwing is how it raises a Lua error (the trampoline raises it after Swift returns).
public typealias LuaSwiftFunction = (inout LuaCall) throws -> Void

/// The arguments and results of one call from Lua into Swift.
///
/// Argument 1 is the first argument (`self` for a method). Reading a wrong type
/// throws a `LuaArgumentError`, which Lua reports as
/// `file:line: bad argument #1 to 'f' (number expected, got string)`.
public struct LuaCall {
    /// The Lua thread that made the call. The bridge uses only non-raising API on it
    /// (`lua_push…`, `lua_to…`, `lua_raw…`): never `luaL_check…`, `lua_error` or
    /// anything that can run a metamethod (docs/architecture.md, the bridge rule).
    @usableFromInline package let L: OpaquePointer
    /// How many results have been pushed so far (count raw `lua_push…` calls here too).
    public var results: Int32 = 0

    @inlinable package init(_ L: OpaquePointer) { self.L = L }

    /// The state the call runs in.
    public var state: LuaState { LuaState.from(L) }

    /// How many arguments Lua passed.
    @inlinable public var argumentCount: Int32 { lua_gettop(L) }

    /// Reads argument `index` as `T` (`Int`, `Double`, `Bool`, `String`, `LuaValue`, optionals, …).
    @inlinable public func argument<T: LuaConvertible>(_ index: Int32, as type: T.Type = T.self) throws(LuaArgumentError) -> T {
        try T.read(from: LuaCall(L), at: index)
    }

    /// Argument `index` as an integer.
    @inlinable public func int(_ index: Int32) throws(LuaArgumentError) -> Int { try Int.read(from: LuaCall(L), at: index) }
    /// Argument `index` as a number.
    @inlinable public func double(_ index: Int32) throws(LuaArgumentError) -> Double { try Double.read(from: LuaCall(L), at: index) }
    /// Argument `index` as a string.
    @inlinable public func string(_ index: Int32) throws(LuaArgumentError) -> String { try String.read(from: LuaCall(L), at: index) }
    /// Argument `index` as a boolean.
    @inlinable public func bool(_ index: Int32) throws(LuaArgumentError) -> Bool { try Bool.read(from: LuaCall(L), at: index) }
    /// Argument `index` as a plain value.
    public func value(_ index: Int32) throws(LuaArgumentError) -> LuaValue { try LuaValue.read(from: LuaCall(L), at: index) }

    /// Argument `index` as a Swift object of a bound class (or a subclass of it).
    public func object<T: AnyObject>(_ index: Int32, as type: T.Type) throws(LuaArgumentError) -> T {
        if let object = LuaObjects.object(L, index, as: T.self) { return object }
        throw LuaArgumentError(index: index, expected: LuaState.from(L).luaName(of: T.self), in: L)
    }

    /// Argument `index` as a Swift object of a bound class, or nil when it is `nil` or missing.
    public func optionalObject<T: AnyObject>(_ index: Int32, as type: T.Type) throws(LuaArgumentError) -> T? {
        if lua_type(L, index) <= LUA_TNIL { return nil }
        return try object(index, as: type)
    }

    /// Argument `index` as a Lua function, held by Swift until the reference goes away.
    public func function(_ index: Int32) throws(LuaArgumentError) -> LuaReference {
        guard lua_type(L, index) == LUA_TFUNCTION else {
            throw LuaArgumentError(index: index, expected: "function", in: L)
        }
        return LuaReference(state: LuaState.from(L), L: L, index: index)
    }

    /// Pushes one result.
    @inlinable public mutating func push<T: LuaPushable>(_ value: T) {
        value.push(to: LuaStackTop(L))
        results += 1
    }

    /// Pushes argument `index` again, as a result: for functions that return what they were given.
    public mutating func push(argument index: Int32) {
        lua_pushvalue(L, index)
        results += 1
    }

    /// Pushes a Swift object as its userdata (the same userdata every time), or nil.
    public mutating func push(object: AnyObject?) {
        if let object { LuaObjects.push(L, object) } else { lua_pushnil(L) }
        results += 1
    }

    /// Pushes a Swift function as a Lua function.
    public mutating func push(function: @escaping LuaSwiftFunction) {
        LuaFunctions.push(L, function)
        results += 1
    }

    /// Pushes a new table that `fill` fills (see `LuaStackTop.pushTable`).
    public mutating func pushTable(arrayCount: Int = 0, fieldCount: Int = 0, metatable: LuaReference? = nil,
                                   _ fill: (inout LuaTableBuilder) -> Void) {
        LuaStackTop(L).pushTable(arrayCount: arrayCount, fieldCount: fieldCount, metatable: metatable, fill)
        results += 1
    }

    /// Pushes an array of the objects' userdata.
    public mutating func push(objects: some Collection<AnyObject>) {
        LuaStackTop(L).push(objects: objects)
        results += 1
    }

    /// Pushes a string of exactly these bytes.
    public mutating func push(bytes: Data) {
        bytes.withUnsafeBytes { raw in
            _ = lua_pushlstring(L, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count)
        }
        results += 1
    }

    /// Pushes the lines of `text` as an array of strings: split at "\n", a "\r" before it
    /// dropped, and no empty last line for a text that ends with a line end.
    public mutating func push(linesOf text: Data) {
        text.withUnsafeBytes { raw in
            moon_pushlines(L, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count)
        }
        results += 1
    }

    // MARK: Looking at arguments

    /// Whether argument `index` is `nil` or missing.
    public func isNil(_ index: Int32) -> Bool { lua_type(L, index) <= LUA_TNIL }

    /// Whether argument `index` is a function.
    public func isFunction(_ index: Int32) -> Bool { lua_type(L, index) == LUA_TFUNCTION }

    /// Whether argument `index` is a table.
    public func isTable(_ index: Int32) -> Bool { lua_type(L, index) == LUA_TTABLE }

    /// Whether argument `index` is a number.
    public func isNumber(_ index: Int32) -> Bool { lua_type(L, index) == LUA_TNUMBER }

    /// Whether argument `index` is a string.
    public func isString(_ index: Int32) -> Bool { lua_type(L, index) == LUA_TSTRING }

    /// The number at `key` of table argument `index` (raw access), nil when it is missing or
    /// not a number, or when the argument is not a table.
    public func number(_ index: Int32, field key: StaticString) -> Double? {
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        moon_rawgetkey(L, index, UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self))
        defer { moon_pop(L, 1) }
        return lua_type(L, -1) == LUA_TNUMBER ? lua_tonumberx(L, -1, nil) : nil
    }

    /// The type name Lua's messages use for argument `index` (`string`, `no value`, a bound class's name).
    public func typeName(_ index: Int32) -> String { LuaStack.typeName(L, index) }

    /// Argument `index` as a list of bound objects of type `T`. A non-table is refused as
    /// `table expected`; an item that is not a `T` with `itemError(position, type name)`.
    public func objects<T: AnyObject>(_ index: Int32, as type: T.Type,
                                      itemError: (Int, String) -> String) throws(LuaArgumentError) -> [T] {
        guard lua_type(L, index) == LUA_TTABLE else { throw LuaArgumentError(index: index, expected: "table", in: L) }
        let count = Int(lua_rawlen(L, index))
        var out: [T] = []
        out.reserveCapacity(count)
        for position in stride(from: 1, through: count, by: 1) {
            lua_rawgeti(L, index, lua_Integer(position))
            defer { moon_pop(L, 1) }
            guard let object = LuaObjects.object(L, -1, as: T.self) else {
                throw LuaArgumentError(index: index, message: itemError(position, LuaStack.typeName(L, -1)))
            }
            out.append(object)
        }
        return out
    }

    /// The `file:line` of the innermost Lua function on the call stack whose chunk is not
    /// `skipping` (a module's own frames), or nil when there is none.
    public func scriptLocation(skipping chunk: String) -> (file: String, line: Int)? {
        var level: Int32 = 1
        var record = lua_Debug()
        while lua_getstack(L, level, &record) != 0 {
            level += 1
            guard lua_getinfo(L, "Sl", &record) != 0, record.currentline > 0 else { continue }
            let source = withUnsafeBytes(of: &record.short_src) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if source == chunk { continue }
            return (source, Int(record.currentline))
        }
        return nil
    }
}
