import CMoonLua

/// Script objects: Swift objects of a bound class that a Lua subclass made (`Base:extend "Name"`),
/// each with a field table holding its script fields and, in its metatable, its Lua class.
/// The look-up rule itself (own fields first, then the class and the classes it extends) is the
/// C runtime's, written once (`moon_findmember` in classes.c); these are the calls Swift makes
/// on such objects.
extension LuaState {
    /// Calls `object:name(arguments…)` when the script object has a function of that name (its
    /// own or its class's) and returns true; returns false, calling nothing, when it has none.
    /// `fields` is the object's field table, where the look-up starts. The look-up and the call
    /// are one protected call; its error is thrown.
    public func invokeMethod(of object: AnyObject, fields: LuaReference?, named name: StaticString,
                             argumentCount: Int32 = 0, pushArguments: (LuaStackTop) -> Void = { _ in }) throws(LuaError) -> Bool {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        return try protected(L, results: 1, { () throws(LuaError) -> Int32 in
            try Self.pushMethodCall(L, through: moon_invokehook, object, fields, name, argumentCount, pushArguments)
        }, read: { first in lua_toboolean(L, first) != 0 })
    }

    /// Whether the script object whose field table is `fields` may have a method `name`, in its
    /// own fields (when `ownFields`) or its class: false only when it surely has none. Asked
    /// without a protected call (the look-up reads raw and cannot raise). The answer holds
    /// until `methodsVersion` moves.
    public func mayHaveMethod(fields: LuaReference, named name: StaticString, ownFields: Bool) -> Bool {
        guard let L, fields.belongs(to: L) else { return true }
        let text = UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
        return moon_mayhavemethod(L, fields.registryRef, text, ownFields ? 1 : 0) != 0
    }

    /// Moves whenever a script may have given a script object a method it lacked (a function
    /// stored in an object's fields, a new member of a Lua class): while it stays put, the
    /// answers of `mayHaveMethod` stay true.
    public var methodsVersion: UInt32 { runtime.pointee.methodsVersion }

    /// The `__newindex` a Lua class's metatable needs for `methodsVersion` to see its new members.
    public func classMemberSetter() -> LuaReference? {
        guard let L else { return nil }
        moon_pushcfunction(L, moon_setclassmember)
        defer { moon_pop(L, 1) }
        return LuaReference(state: self, L: L, index: -1)
    }
}

extension LuaCall {
    /// The address of argument `index` when it is a table, function or userdata: while Lua
    /// holds that value, no other value has it (a key for a Swift dictionary, with a
    /// `reference(_:)` held to keep the value).
    public func identity(_ index: Int32) -> UnsafeRawPointer? {
        lua_topointer(L, slot(index))
    }

    /// Argument `index`, held by Swift until the reference goes away.
    public func reference(_ index: Int32) -> LuaReference {
        LuaReference(state: LuaState.from(L), L: L, index: slot(index))
    }

    /// A new empty table whose metatable is argument `index`, held by reference: the field
    /// table of a new script object. `capacity` fields fit without growing it.
    public func newTable(metatableAt index: Int32, capacity: Int) -> LuaReference {
        let metatable = slot(index)
        lua_createtable(L, 0, Int32(clamping: capacity))
        lua_pushvalue(L, metatable)
        moon_setmetatable(L, -2)  // a script's __gc runs under the limits
        defer { moon_pop(L, 1) }
        return LuaReference(state: LuaState.from(L), L: L, index: -1)
    }
}

extension LuaState {
    /// Calls `object:name(arguments…)` as `invokeMethod` does, for a method whose answer the
    /// caller needs: `read` gets the method's first result (valid only inside it) and may throw
    /// to refuse it. Returns nil, calling nothing, when the object has no such method.
    public func callMethod<Result>(of object: AnyObject, fields: LuaReference?, named name: StaticString,
                                   argumentCount: Int32, pushArguments: (LuaStackTop) -> Void,
                                   read: (LuaMethodResult) throws(LuaError) -> Result) throws(LuaError) -> Result? {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        return try protected(L, results: 3, { () throws(LuaError) -> Int32 in
            try Self.pushMethodCall(L, through: moon_callmethod, object, fields, name, argumentCount, pushArguments)
        }, read: { (first: Int32) throws(LuaError) -> Result? in
            guard lua_toboolean(L, first + 2) != 0 else { return nil }
            return try read(LuaMethodResult(L: L, index: first + 1, function: first))
        })
    }
}

/// The first result of a script method called by `LuaState.callMethod`, read while it is on
/// the stack (only inside the `read` closure): none of these reads can raise.
public struct LuaMethodResult {
    let L: OpaquePointer
    let index: Int32
    /// Where the method itself is, for `definition`.
    let function: Int32

    /// Whether the method returned nothing or nil.
    public var isNil: Bool { lua_type(L, index) == LUA_TNIL }

    /// The result when it is a number.
    public var number: Double? {
        lua_type(L, index) == LUA_TNUMBER ? lua_tonumberx(L, index, nil) : nil
    }

    /// The result when it is a boolean.
    public var bool: Bool? {
        lua_type(L, index) == LUA_TBOOLEAN ? lua_toboolean(L, index) != 0 : nil
    }

    /// The result when it is a string.
    public var string: String? {
        lua_type(L, index) == LUA_TSTRING ? String(decoding: LuaStack.bytes(L, index), as: UTF8.self) : nil
    }

    /// The number in field `key` when the result is a table with one there, read raw (a size
    /// `{width, height}` a delegate returns).
    public func number(field key: StaticString) -> Double? {
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        moon_rawgetkey(L, index, UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self))
        defer { moon_pop(L, 1) }
        return lua_type(L, -1) == LUA_TNUMBER ? lua_tonumberx(L, -1, nil) : nil
    }

    /// The result when it is a bound object of type `T`.
    public func object<T: AnyObject>(as type: T.Type) -> T? {
        LuaObjects.object(L, index, as: type)
    }

    /// The result's Lua type name (a bound object's class name), for messages.
    public var typeName: String { LuaStack.typeName(L, index) }

    /// Where the method was defined (`file`, first line), to name in an error about its answer.
    public var definition: (file: String, line: Int)? {
        var info = lua_Debug()
        lua_pushvalue(L, function)
        guard lua_getinfo(L, ">S", &info) != 0, info.linedefined > 0 else { return nil }
        let source = withUnsafeBytes(of: &info.short_src) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return (source, Int(info.linedefined))
    }
}

extension LuaState {
    /// Pushes `entry` (the C function that finds and calls the method: `moon_invokehook` or
    /// `moon_callmethod`) and its arguments: the object, the method's name, its field table
    /// (or nil) and the method's own arguments. Returns how many arguments `entry` gets.
    private static func pushMethodCall(_ L: OpaquePointer, through entry: lua_CFunction, _ object: AnyObject,
                                       _ fields: LuaReference?, _ name: StaticString, _ argumentCount: Int32,
                                       _ pushArguments: (LuaStackTop) -> Void) throws(LuaError) -> Int32 {
        guard lua_checkstack(L, argumentCount + 4) != 0 else {
            throw LuaError("too many arguments", kind: .host)
        }
        moon_pushcfunction(L, entry)
        LuaObjects.push(L, object)
        lua_pushstring(L, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self))
        if let fields { fields.push(to: LuaStackTop(L)) } else { lua_pushnil(L) }
        pushArguments(LuaStackTop(L))
        return argumentCount + 3
    }
}
