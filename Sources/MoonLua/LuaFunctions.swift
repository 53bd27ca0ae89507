import CLua

/// The closure behind a Swift function that Lua holds; retained by its userdata, released by `__gc`.
final class LuaFunctionBox {
    let body: LuaSwiftFunction
    init(_ body: @escaping LuaSwiftFunction) { self.body = body }
}

/// The Swift side of the trampolines: entry points with C calling conventions that
/// never raise. A thrown Swift error becomes a `MOON_RAISE…` code with the message
/// pushed, and the C trampoline raises it once this Swift frame has returned.
enum LuaFunctions {
    /// Pushes `body` as a Lua function (a C closure over the trampoline).
    static func push(_ L: OpaquePointer, _ body: @escaping LuaSwiftFunction) {
        let state = LuaState.from(L)
        let block = lua_newuserdatauv(L, MemoryLayout<MoonRetained>.size, 0)
        block?.assumingMemoryBound(to: MoonRetained.self).pointee.object =
            Unmanaged.passRetained(LuaFunctionBox(body)).toOpaque()
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(state.retainedMetatableRef))
        lua_setmetatable(L, -2)
        moon_pushswiftfunction(L, boxedEntry)
    }

    /// Pushes a function whose body lives as long as the state (a class function):
    /// `entry` is kept alive by its class and passed as a light userdata.
    static func push(_ L: OpaquePointer, entry: LuaFunctionBox) {
        lua_pushlightuserdata(L, Unmanaged.passUnretained(entry).toOpaque())
        moon_pushswiftfunction(L, lightEntry)
    }

    /// The data is the block of the userdata holding the retained box.
    static let boxedEntry: moon_SwiftFunction = { L, block in
        guard let L, let box = block?.assumingMemoryBound(to: MoonRetained.self).pointee.object else {
            return Int32(MOON_RAISE)
        }
        return run(L, box)
    }

    /// The data is the box itself.
    static let lightEntry: moon_SwiftFunction = { L, box in
        guard let L, let box else { return Int32(MOON_RAISE) }
        return run(L, box)
    }

    /// Runs the box's closure; the box is kept alive by Lua (or its class) for the
    /// whole call, so it is used without retaining it.
    @inline(__always)
    private static func run(_ L: OpaquePointer, _ box: UnsafeMutableRawPointer) -> Int32 {
        Unmanaged<LuaFunctionBox>.fromOpaque(box)._withUnsafeGuaranteedRef { function in
            var call = LuaCall(L)
            do {
                try function.body(&call)
                return call.results
            } catch {
                return LuaFunctions.fail(L, error)
            }
        }
    }

    /// Pushes the message of `error` and says how the trampoline must raise it.
    static func fail(_ L: OpaquePointer, _ error: any Error) -> Int32 {
        switch error {
        case let error as LuaArgumentError:
            moon_runtime(L).pointee.argIndex = error.index
            LuaStack.push(L, string: error.message)
            return Int32(MOON_RAISE_ARG)
        case let error as LuaError where error.file != nil:
            LuaStack.push(L, string: error.located)  // already located where Lua raised it
            return Int32(MOON_RAISE)
        case let error as LuaError:
            LuaStack.push(L, string: error.message)
            return Int32(MOON_RAISE_WHERE)
        default:
            LuaStack.push(L, string: String(describing: error))
            return Int32(MOON_RAISE_WHERE)
        }
    }
}
