import CMoonLua

/// A property getter or setter or a method of a bound class: passed to the C
/// metamethods and method trampoline as a light userdata, kept alive by its class
/// for the life of the state.
@usableFromInline
final class LuaMemberEntry {
    @usableFromInline enum Kind { case getter, setter, method }

    let name: String
    let className: String
    let kind: Kind
    /// The stack slot under the member's argument 1 (`LuaCall.base`): a method's `self` is in
    /// slot 1; `__index` and `__newindex` get the object and the name, then a setter's value.
    let base: Int32
    /// Runs the member on the object (unretained: its userdata is on the stack).
    @usableFromInline let body: (UnsafeMutableRawPointer, inout LuaCall) throws -> Void

    @usableFromInline
    init(name: String, className: String, kind: Kind,
         body: @escaping (UnsafeMutableRawPointer, inout LuaCall) throws -> Void) {
        self.name = name
        self.className = className
        self.kind = kind
        self.base = kind == .method ? 1 : 2
        self.body = body
    }
}

/// The Swift side of `__index`, `__newindex` and the method trampoline.
@usableFromInline
enum LuaMembers {
    /// The entry point the C side calls for every member (see `MoonRuntime.member`).
    static let entryPoint: moon_SwiftMember = { L, entry, object in
        guard let L, let entry else { return Int32(MOON_RAISE) }
        return Unmanaged<LuaMemberEntry>.fromOpaque(entry)._withUnsafeGuaranteedRef { member in
            guard let object else {
                LuaStack.push(L, string: "\(member.className) object has been released")
                return Int32(MOON_RAISE_WHERE)
            }
            var call = LuaCall(L, base: member.base)
            do {
                try member.body(object, &call)
                return call.results
            } catch {
                return member.fail(L, error)
            }
        }
    }
}

extension LuaMemberEntry {
    /// Pushes the message of a member's error and says how to raise it.
    func fail(_ L: OpaquePointer, _ error: any Error) -> Int32 {
        if kind == .setter, let error = error as? LuaArgumentError {
            // There is no argument list in `obj.value = x`: name the property instead.
            LuaStack.push(L, string: "bad value for property '\(name)' of \(className) (\(error.message))")
            return Int32(MOON_RAISE_WHERE)
        }
        return LuaFunctions.fail(L, error, base: base)
    }
}

extension LuaMembers {
    /// Runs `body` on the object a member runs on, without retaining it: the C side
    /// checked its class, and its userdata (on the Lua stack) keeps it alive for the call.
    @inlinable @inline(__always)
    static func with<Object: AnyObject, Result>(
        _ raw: UnsafeMutableRawPointer, as type: Object.Type, _ body: (Object) throws -> Result
    ) rethrows -> Result {
        try Unmanaged<Object>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }
}
