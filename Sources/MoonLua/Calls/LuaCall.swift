import CMoonLua

/// A Swift function callable from Lua: reads its arguments from `call`, pushes its results.
/// Throwing is how it raises a Lua error (the trampoline raises it after Swift returns).
public typealias LuaSwiftFunction = (inout LuaCall) throws -> Void

/// The arguments and results of one call from Lua into Swift.
///
/// Argument 1 is the first argument (`self` for a method). Reading a wrong type
/// throws a `LuaArgumentError`, which Lua reports as
/// `file:line: bad argument #1 to 'f' (number expected, got string)`.
public struct LuaCall {
    /// The Lua thread that made the call. Swift may use only non-raising API on it
    /// (`lua_push…`, `lua_to…`, `lua_raw…`): never `luaL_check…`, `lua_error` or
    /// anything that can run a metamethod (DESIGN.md §4).
    public let L: OpaquePointer
    /// How many results have been pushed so far (count raw `lua_push…` calls here too).
    public var results: Int32 = 0

    @inlinable init(_ L: OpaquePointer) { self.L = L }

    /// How many arguments Lua passed.
    @inlinable public var argumentCount: Int32 { lua_gettop(L) }

    /// Reads argument `index` as `T` (`Int`, `Double`, `Bool`, `String`, `LuaValue`, optionals, …).
    @inlinable public func argument<T: LuaConvertible>(_ index: Int32, as type: T.Type = T.self) throws(LuaArgumentError) -> T {
        try T.read(from: L, at: index)
    }

    /// Argument `index` as an integer.
    @inlinable public func int(_ index: Int32) throws(LuaArgumentError) -> Int { try Int.read(from: L, at: index) }
    /// Argument `index` as a number.
    @inlinable public func double(_ index: Int32) throws(LuaArgumentError) -> Double { try Double.read(from: L, at: index) }
    /// Argument `index` as a string.
    @inlinable public func string(_ index: Int32) throws(LuaArgumentError) -> String { try String.read(from: L, at: index) }
    /// Argument `index` as a boolean.
    @inlinable public func bool(_ index: Int32) throws(LuaArgumentError) -> Bool { try Bool.read(from: L, at: index) }
    /// Argument `index` as a plain value.
    public func value(_ index: Int32) throws(LuaArgumentError) -> LuaValue { try LuaValue.read(from: L, at: index) }

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
        value.push(to: L)
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
}
