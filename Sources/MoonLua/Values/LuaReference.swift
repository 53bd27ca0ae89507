import CMoonLua
import MoonKit

/// A Lua value (usually a function or a table) held by Swift through a registry reference.
///
/// The reference is released when this handle goes away. It does not keep its state alive,
/// so a handle kept in a Swift object that Lua owns makes no cycle through the state;
/// once the state is closed, calls throw and releasing does nothing.
public final class LuaReference: LuaPushable {
    /// The owning state while it is alive (nil after), without keeping it.
    var state: LuaState? { link.target }
    private let link: UnownedLink<LuaState>
    private let ref: Int32
    /// The runtime record of the owning state, to refuse being pushed onto another state.
    private let runtime: UnsafeMutableRawPointer

    /// References the value at `index` of `L`.
    init(state: LuaState, L: OpaquePointer, index: Int32) {
        self.link = state.link
        self.runtime = UnsafeMutableRawPointer(moon_runtime(L))
        lua_pushvalue(L, index)
        self.ref = state.registrySlots.store(L)
    }

    deinit {
        if let state, let L = state.L { state.registrySlots.release(ref, in: L) }
    }

    /// The registry slot (valid only on the owning state).
    var registryRef: Int32 { ref }

    /// Whether this reference lives in `L`'s state and that state is open.
    func belongs(to L: OpaquePointer) -> Bool {
        state?.L != nil && UnsafeMutableRawPointer(moon_runtime(L)) == runtime
    }

    /// Pushes the referenced value (nil on another state or after the state closed).
    public func push(to L: OpaquePointer) {
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
        try call(arguments: arguments)
    }

    /// Calls the referenced value with `arguments` and returns its results as plain values.
    @discardableResult
    public func call(arguments: [any LuaPushable]) throws(LuaError) -> [LuaValue] {
        guard let state, let L = state.L else { throw LuaError("the Lua state is closed", kind: .host) }
        return try state.protected(L) { () throws(LuaError) -> Int32 in try pushCall(L, arguments) }
    }

    /// Calls the referenced value with `arguments`, dropping whatever it returns: a handler, a
    /// timer's body, a completion. Cheaper than `call`, which converts the results.
    public func run(_ arguments: any LuaPushable...) throws(LuaError) {
        try run(arguments: arguments)
    }

    /// `run` with the arguments as an array.
    public func run(arguments: [any LuaPushable]) throws(LuaError) {
        guard let state, let L = state.L else { throw LuaError("the Lua state is closed", kind: .host) }
        try state.protected(L, results: 0, { () throws(LuaError) -> Int32 in try pushCall(L, arguments) },
                            read: { _ in })
    }

    /// `run` with at most two arguments, which `pushArguments` pushes and counts: a timer or a
    /// completion passes its one argument without an array of boxed values.
    func run(pushing pushArguments: (OpaquePointer) -> Int32) throws(LuaError) {
        guard let state, let L = state.L else { throw LuaError("the Lua state is closed", kind: .host) }
        try state.protected(L, results: 0, { () throws(LuaError) -> Int32 in
            guard lua_checkstack(L, 3) != 0 else { throw LuaError("too many arguments", kind: .host) }
            lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(ref))
            return pushArguments(L)
        }, read: { _ in })
    }

    /// Runs the referenced function for the engine (a timer's body, a completion) with the
    /// arguments `pushArguments` pushes, reporting an error to the game that owns the state
    /// under `context`; does nothing once that game is gone. Reaching the game through the
    /// state lets the engine's closure capture this reference alone, which Swift then uses as
    /// the closure's context instead of allocating one.
    func runReporting(_ context: StaticString, pushing pushArguments: (OpaquePointer) -> Int32) {
        guard let runtime = state?.runtimeLink?.target else { return }
        do throws(LuaError) {
            try run(pushing: pushArguments)
        } catch {
            runtime.report(error, in: "\(context)")
        }
    }

    /// Calls the referenced value and keeps its first result as a reference (nil when it is nil).
    public func callForReference(_ arguments: any LuaPushable...) throws(LuaError) -> LuaReference? {
        guard let state, let L = state.L else { throw LuaError("the Lua state is closed", kind: .host) }
        return try state.protectedForReference(L) { () throws(LuaError) -> Int32 in try pushCall(L, arguments) }
    }

    /// Pushes the referenced value and `arguments` for a call; returns the argument count.
    private func pushCall(_ L: OpaquePointer, _ arguments: [any LuaPushable]) throws(LuaError) -> Int32 {
        guard lua_checkstack(L, Int32(clamping: arguments.count + 1)) != 0 else {
            throw LuaError("too many arguments", kind: .host)
        }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(ref))
        for argument in arguments { argument.push(to: L) }
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
        key.push(to: L)
        value.push(to: L)
        lua_rawset(L, -3)
    }
}
