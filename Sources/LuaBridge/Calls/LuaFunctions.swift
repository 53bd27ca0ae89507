import CMoonLua

/// The closure behind a Swift function that Lua holds; retained by its userdata, released by
/// `__gc`. It carries the function's type for editors, if it was given one where it was made,
/// so that tools find the type where scripts find the function (`LuaCall.signature(ofFunction:)`).
package final class LuaFunctionBox {
    package let body: LuaSwiftFunction
    package let signature: LuaFunctionSignature?

    package init(_ body: @escaping LuaSwiftFunction, signature: LuaFunctionSignature? = nil) {
        self.body = body
        self.signature = signature
    }
}

/// A Swift function's type for editors, in the Lua language server's words, given where the
/// function is made (`LuaState.function(.function("(seconds: number): Timer")) { … }`).
public struct LuaFunctionSignature: Sendable, Equatable {
    /// `(seconds: number, fn: fun()): Timer`; a method's without `self`.
    public var text: String
    /// Whether scripts call it with a colon (`ui.dispatch.main:async(fn)`).
    public var isMethod: Bool

    /// A function called with a dot.
    public static func function(_ text: String) -> LuaFunctionSignature {
        LuaFunctionSignature(text: text, isMethod: false)
    }

    /// A function called with a colon, whose `self` the signature leaves out.
    public static func method(_ text: String) -> LuaFunctionSignature {
        LuaFunctionSignature(text: text, isMethod: true)
    }
}

/// The Swift side of the trampolines: entry points with C calling conventions that
/// never raise. A thrown Swift error becomes a `MOON_RAISE…` code with the message
/// pushed, and the C trampoline raises it once this Swift frame has returned.
package enum LuaFunctions {
    /// Pushes `body` as a Lua function (a C closure over the trampoline); the
    /// closure is retained until Lua collects the function.
    package static func push(_ L: OpaquePointer, _ body: @escaping LuaSwiftFunction, signature: LuaFunctionSignature? = nil) {
        let box = Unmanaged.passRetained(LuaFunctionBox(body, signature: signature)).toOpaque()
        moon_pushswiftfunction(L, entryPoint, box, LuaState.from(L).functionMetatableRef)
    }

    /// Pushes a function whose body lives as long as the state (a class function).
    package static func push(_ L: OpaquePointer, entry: LuaFunctionBox) {
        moon_pushswiftfunction(L, entryPoint, Unmanaged.passUnretained(entry).toOpaque(), LUA_NOREF)
    }

    /// The box of the Swift function in stack slot `slot`, if it is one.
    package static func box(_ L: OpaquePointer, at slot: Int32) -> LuaFunctionBox? {
        guard let data = moon_swiftfunctiondata(L, slot, entryPoint) else { return nil }
        return Unmanaged<LuaFunctionBox>.fromOpaque(data).takeUnretainedValue()
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

    /// Pushes the message of `error` and says how the trampoline must raise it. `base` is the
    /// call's (`LuaCall.base`): Lua's own message counts arguments from the stack slot, and
    /// leaves a method's `self` out when the script called it with a colon.
    package static func fail(_ L: OpaquePointer, _ error: any Error, base: Int32 = 0) -> Int32 {
        switch error {
        case let error as LuaArgumentError:
            moon_runtime(L).pointee.argIndex = error.index + base
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
