import CMoonLua

/// The closure behind a Swift function that Lua holds; retained by its userdata, released by `__gc`.
package final class LuaFunctionBox {
    package let body: LuaSwiftFunction
    package init(_ body: @escaping LuaSwiftFunction) { self.body = body }
}

/// The Swift side of the trampolines: entry points with C calling conventions that
/// never raise. A thrown Swift error becomes a `MOON_RAISE…` code with the message
/// pushed, and the C trampoline raises it once this Swift frame has returned.
package enum LuaFunctions {
    /// Pushes `body` as a Lua function (a C closure over the trampoline); the
    /// closure is retained until Lua collects the function.
    package static func push(_ L: OpaquePointer, _ body: @escaping LuaSwiftFunction) {
        let box = Unmanaged.passRetained(LuaFunctionBox(body)).toOpaque()
        moon_pushswiftfunction(L, entryPoint, box, LuaState.from(L).functionMetatableRef)
    }

    /// Pushes a function whose body lives as long as the state (a class function).
    package static func push(_ L: OpaquePointer, entry: LuaFunctionBox) {
        moon_pushswiftfunction(L, entryPoint, Unmanaged.passUnretained(entry).toOpaque(), LUA_NOREF)
    }

    /// The one entry point of Swift functions: the data is the closure's box.
    package static let entryPoint: moon_SwiftFunction = { L, box in
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
    package static func fail(_ L: OpaquePointer, _ error: any Error) -> Int32 {
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
