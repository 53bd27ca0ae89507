import CMoonLua

/// A Lua value (usually a function or a table) held by Swift through a registry reference.
///
/// The reference is released when this handle goes away. It does not keep its state alive,
/// so a handle kept in a Swift object that Lua owns makes no cycle through the state;
/// once the state is closed, calls throw and releasing does nothing.
public final class LuaReference: LuaPushable {
    /// The owning state while it is alive (nil after), without keeping it.
    package var state: LuaState? { link.target }
    private let link: LuaStateLink
    private let ref: Int32
    /// The runtime record of the owning state, to refuse being pushed onto another state.
    private let runtime: UnsafeMutableRawPointer

    /// References the value at `index` of `L`.
    package init(state: LuaState, L: OpaquePointer, index: Int32) {
        self.link = state.link
        self.runtime = UnsafeMutableRawPointer(moon_runtime(L))
        lua_pushvalue(L, index)
        self.ref = state.registrySlots.store(L)
    }

    deinit {
        if let state, let L = state.L { state.registrySlots.release(ref, in: L) }
    }

    /// The registry slot (valid only on the owning state).
    package var registryRef: Int32 { ref }

    /// Whether this reference lives in `L`'s state and that state is open.
    package func belongs(to L: OpaquePointer) -> Bool {
        state?.L != nil && UnsafeMutableRawPointer(moon_runtime(L)) == runtime
    }

    /// Pushes the referenced value (nil on another state or after the state closed).
    public func push(to top: LuaStackTop) {
        let L = top.L
        if state?.L != nil, UnsafeMutableRawPointer(moon_runtime(L)) == runtime {
            lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(ref))
        } else {
            lua_pushnil(L)
        }
    }

    /// The Lua type name of the referenced value (`function`, `table`, …).
    public var typeName: String {
        guard let L = state?.L else { return "no value" }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(ref))
        defer { moon_pop(L, 1) }
        return LuaStack.typeName(L, -1)
    }

    /// Calls the referenced value with `arguments` and returns its results as plain values.
    @discardableResult
    public func call(_ arguments: any LuaPushable...) throws(LuaError) -> [LuaValue] {
        guard let state, let L = state.L else { throw LuaError("the Lua state is closed", kind: .host) }
        return try state.protected(L, results: MOON_LUA_MULTRET, { () throws(LuaError) -> Int32 in try pushCall(L, arguments) },
                                   read: { first throws(LuaError) in try state.plainResults(L, from: first) })
    }

    /// Calls the referenced value with `arguments`, dropping whatever it returns: a handler, a
    /// timer's body, a completion. Cheaper than `call`, which converts the results.
    public func run(_ arguments: any LuaPushable...) throws(LuaError) {
        try run(argumentCount: Int32(clamping: arguments.count)) { top in
            for argument in arguments { top.push(argument) }
        }
    }

    /// `run` with the `argumentCount` arguments `pushArguments` pushes: a timer or a completion
    /// passes its argument without an array of boxed values.
    public func run(argumentCount: Int32, pushing pushArguments: (LuaStackTop) -> Void) throws(LuaError) {
        guard let state, let L = state.L else { throw LuaError("the Lua state is closed", kind: .host) }
        try state.protected(L, results: 0, { () throws(LuaError) -> Int32 in
            guard argumentCount >= 0, lua_checkstack(L, argumentCount + 1) != 0 else {
                throw LuaError("too many arguments", kind: .host)
            }
            lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(ref))
            let base = lua_gettop(L)
            pushArguments(LuaStackTop(L))
            guard lua_gettop(L) == base + argumentCount else {
                throw LuaError("the arguments could not be copied", kind: .host)
            }
            return argumentCount
        }, read: { _ in })
    }

    /// Runs the referenced function for the engine (a timer's body, a completion) with the
    /// arguments `pushArguments` pushes, reporting an error to the game that owns the state
    /// under `context`; does nothing once that game is gone. Reaching the game through the
    /// state lets the engine's closure capture this reference alone, which Swift then uses as
    /// the closure's context instead of allocating one.
    public func runReporting(_ context: StaticString, argumentCount: Int32 = 0,
                             pushing pushArguments: (LuaStackTop) -> Void = { _ in }) {
        guard let host = state?.host else { return }
        do throws(LuaError) {
            try run(argumentCount: argumentCount, pushing: pushArguments)
        } catch {
            host.report(error, in: "\(context)")
        }
    }

    /// Calls the referenced value and keeps its first result as a reference (nil when it is nil).
    public func callForReference(_ arguments: any LuaPushable...) throws(LuaError) -> LuaReference? {
        guard let state, let L = state.L else { throw LuaError("the Lua state is closed", kind: .host) }
        return try state.protected(L, results: 1, { () throws(LuaError) -> Int32 in try pushCall(L, arguments) },
                                   read: { first in lua_type(L, first) == LUA_TNIL ? nil : LuaReference(state: state, L: L, index: first) })
    }

    /// Calls the referenced value and returns its first result when it is a bound object of
    /// type `T` (nil otherwise): a class made in Lua, called to make an instance.
    public func callForObject<T: AnyObject>(as type: T.Type) throws(LuaError) -> T? {
        guard let state, let L = state.L else { throw LuaError("the Lua state is closed", kind: .host) }
        return try state.protected(L, results: 1, { () throws(LuaError) -> Int32 in try pushCall(L, []) },
                                   read: { first in LuaObjects.object(L, first, as: type) })
    }

    /// Whether this reference and `other` hold the same Lua value (raw equality: the same table).
    public func isSameValue(as other: LuaReference) -> Bool {
        guard let L = state?.L, other.belongs(to: L) else { return false }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(ref))
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(other.ref))
        defer { moon_pop(L, 2) }
        return lua_rawequal(L, -1, -2) != 0
    }

    /// Pushes the referenced value and `arguments` for a call; returns the argument count.
    private func pushCall(_ L: OpaquePointer, _ arguments: [any LuaPushable]) throws(LuaError) -> Int32 {
        guard lua_checkstack(L, Int32(clamping: arguments.count + 1)) != 0 else {
            throw LuaError("too many arguments", kind: .host)
        }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(ref))
        for argument in arguments { argument.push(to: LuaStackTop(L)) }
        return Int32(arguments.count)
    }

    /// `table[key]` without metamethods, held as a reference (nil when absent or not a table).
    public func field(_ key: String) -> LuaReference? {
        guard let state, let L = state.L else { return nil }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(ref))
        defer { moon_pop(L, 1) }
        guard lua_type(L, -1) == LUA_TTABLE else { return nil }
        LuaStack.push(L, string: key)
        lua_rawget(L, -2)
        defer { moon_pop(L, 1) }
        return lua_type(L, -1) == LUA_TNIL ? nil : LuaReference(state: state, L: L, index: -1)
    }

    /// Sets `table[key] = value` without metamethods (the referenced value must be a table).
    public func setField(_ key: String, _ value: some LuaPushable) {
        guard let L = state?.L else { return }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(ref))
        defer { moon_pop(L, 1) }
        guard lua_type(L, -1) == LUA_TTABLE else { return }
        key.push(to: LuaStackTop(L))
        value.push(to: LuaStackTop(L))
        lua_rawset(L, -3)
    }

    /// Sets the referenced table's metatable (raw: `__metatable` is not consulted); does nothing
    /// when the value is not a table or `metatable` belongs to another state.
    public func setMetatable(_ metatable: LuaReference) {
        guard let L = state?.L, metatable.belongs(to: L) else { return }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(ref))
        defer { moon_pop(L, 1) }
        guard lua_type(L, -1) == LUA_TTABLE else { return }
        metatable.push(to: LuaStackTop(L))
        moon_setmetatable(L, -2)
    }
}
