import CMoonLua
import Foundation

/// A Swift function callable from Lua: reads its arguments from `call`, pushes its results.
/// Throwing is how it raises a Lua error (the trampoline raises it after Swift returns).
public typealias LuaSwiftFunction = (inout LuaCall) throws -> Void

/// The arguments and results of one call from Lua into Swift.
///
/// Arguments are numbered as Lua counts them in its messages: 1 is the first argument the
/// script wrote, so for a method (`view:insertSubview(other, 2)`) 1 is `other`, not `self`, and
/// for a setter (`view.alpha = 0.5`) 1 is the value. Reading a wrong type throws a
/// `LuaArgumentError`, which Lua reports as
/// `file:line: bad argument #1 to 'insertSubview' (View expected, got number)`.
///
/// Positions past the last argument address what a reader pushed above the arguments (a
/// table's fields or elements while it reads them: `LuaTableReader`), and negative ones count
/// from the top of the stack, as Lua's own indices do.
public struct LuaCall {
    /// The Lua thread that made the call. The bridge uses only non-raising API on it
    /// (`lua_push…`, `lua_to…`, `lua_raw…`): never `luaL_check…`, `lua_error` or
    /// anything that can run a metamethod (docs/architecture.md, the bridge rule).
    @usableFromInline package let L: OpaquePointer
    /// The stack slot under argument 1: 0 for a function, 1 for a method (`self` is in slot 1),
    /// 2 for a property (the object and the property's name).
    @usableFromInline package let base: Int32
    /// How many results have been pushed so far (count raw `lua_push…` calls here too).
    public var results: Int32 = 0

    @inlinable package init(_ L: OpaquePointer, base: Int32 = 0) {
        self.L = L
        self.base = base
    }

    /// The state the call runs in.
    public var state: LuaState { LuaState.from(L) }

    /// How many arguments Lua passed (not counting a method's `self`).
    @inlinable public var argumentCount: Int32 { lua_gettop(L) - base }

    /// The stack slot of argument `position` (see the type's notes).
    @inlinable package func slot(_ position: Int32) -> Int32 { position > 0 ? position + base : position }

    /// The position of the value on top of the stack, as this call numbers arguments.
    package var topPosition: Int32 { lua_gettop(L) - base }

    /// Reads argument `index` as `T` (`Int`, `String`, a bound class, a value with a
    /// conformance of its own, optionals, …).
    @inlinable public func argument<T: LuaConvertible>(_ index: Int32, as type: T.Type = T.self) throws(LuaArgumentError) -> T {
        try T.read(from: self, at: index)
    }

    /// Argument `index` as an integer.
    @inlinable public func int(_ index: Int32) throws(LuaArgumentError) -> Int { try Int.read(from: self, at: index) }
    /// Argument `index` as a number.
    @inlinable public func double(_ index: Int32) throws(LuaArgumentError) -> Double { try Double.read(from: self, at: index) }
    /// Argument `index` as a string.
    @inlinable public func string(_ index: Int32) throws(LuaArgumentError) -> String { try String.read(from: self, at: index) }
    /// Argument `index` as a boolean.
    @inlinable public func bool(_ index: Int32) throws(LuaArgumentError) -> Bool { try Bool.read(from: self, at: index) }
    /// Argument `index` as a plain value.
    public func value(_ index: Int32) throws(LuaArgumentError) -> LuaValue { try LuaValue.read(from: self, at: index) }

    /// Argument `index` as a Swift object of a bound class (or a subclass of it).
    public func object<T: AnyObject>(_ index: Int32, as type: T.Type) throws(LuaArgumentError) -> T {
        if let object = LuaObjects.object(L, slot(index), as: T.self) { return object }
        throw LuaArgumentError(index: index, expected: LuaState.from(L).luaName(of: T.self), in: self)
    }

    /// Argument `index` as a Swift object of a bound class, or nil when it is `nil` or missing.
    public func optionalObject<T: AnyObject>(_ index: Int32, as type: T.Type) throws(LuaArgumentError) -> T? {
        if lua_type(L, slot(index)) <= LUA_TNIL { return nil }
        return try object(index, as: type)
    }

    /// Argument `index` as a Lua function, held by Swift until the reference goes away.
    public func function(_ index: Int32) throws(LuaArgumentError) -> LuaReference {
        guard lua_type(L, slot(index)) == LUA_TFUNCTION else {
            throw LuaArgumentError(index: index, expected: "function", in: self)
        }
        return LuaReference(state: LuaState.from(L), L: L, index: slot(index))
    }

    /// Pushes one result.
    @inlinable public mutating func push<T: LuaPushable>(_ value: T) {
        value.push(to: LuaStackTop(L))
        results += 1
    }

    /// Pushes argument `index` again, as a result: for functions that return what they were given.
    public mutating func push(argument index: Int32) {
        lua_pushvalue(L, slot(index))
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
    @inlinable public func isNil(_ index: Int32) -> Bool { lua_type(L, slot(index)) <= LUA_TNIL }

    /// Whether argument `index` is a function.
    @inlinable public func isFunction(_ index: Int32) -> Bool { lua_type(L, slot(index)) == LUA_TFUNCTION }

    /// Whether argument `index` is a boolean.
    @inlinable public func isBoolean(_ index: Int32) -> Bool { lua_type(L, slot(index)) == LUA_TBOOLEAN }

    /// Whether argument `index` is a table.
    @inlinable public func isTable(_ index: Int32) -> Bool { lua_type(L, slot(index)) == LUA_TTABLE }

    /// Whether argument `index` is a number.
    @inlinable public func isNumber(_ index: Int32) -> Bool { lua_type(L, slot(index)) == LUA_TNUMBER }

    /// Whether argument `index` is a string.
    @inlinable public func isString(_ index: Int32) -> Bool { lua_type(L, slot(index)) == LUA_TSTRING }

    /// The number at `key` of table argument `index` (raw access), nil when it is missing or
    /// not a number, or when the argument is not a table.
    public func number(_ index: Int32, field key: StaticString) -> Double? {
        let index = slot(index)
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        moon_rawgetkey(L, index, UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self))
        defer { moon_pop(L, 1) }
        return lua_type(L, -1) == LUA_TNUMBER ? lua_tonumberx(L, -1, nil) : nil
    }

    /// The type for editors that argument `index` was given where it was made, when it is a Swift
    /// function made with one (`LuaState.function(_:_:)`).
    public func signature(ofFunction index: Int32) -> LuaFunctionSignature? {
        LuaFunctions.box(L, at: slot(index))?.signature
    }

    /// The type name Lua's messages use for argument `index` (`string`, `no value`, a bound class's name).
    public func typeName(_ index: Int32) -> String { LuaStack.typeName(L, slot(index)) }

    /// Argument `index` as a list of bound objects of type `T`. A non-table is refused as
    /// `table expected`; an item that is not a `T` with `itemError(position, type name)`.
    public func objects<T: AnyObject>(_ index: Int32, as type: T.Type,
                                      itemError: (Int, String) -> String) throws(LuaArgumentError) -> [T] {
        guard isTable(index) else { throw LuaArgumentError(index: index, expected: "table", in: self) }
        let table = slot(index)
        let count = Int(lua_rawlen(L, table))
        var out: [T] = []
        out.reserveCapacity(count)
        for position in stride(from: 1, through: count, by: 1) {
            lua_rawgeti(L, table, lua_Integer(position))
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
