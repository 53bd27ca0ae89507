/// How the members of one bound class charge its objects (`LuaMemoryCharge`), made when the
/// class is bound if its Swift class is a `LuaChargeCarrier`. Finding that out for each object
/// as it is set (a cast to the protocol) would cost a conformance look-up every time; the
/// closures here are made once, for the class's own type.
@usableFromInline final class LuaChargeAccess {
    /// Charges `bytes` for `part` of the object (unretained: its userdata is on the stack).
    private let chargePart: (UnsafeMutableRawPointer, Int, String, LuaCall) -> Void
    /// Gives a new object its own charge of `bytes`.
    private let attach: (UnsafeMutableRawPointer, Int, LuaCall) -> Void

    private init(chargePart: @escaping (UnsafeMutableRawPointer, Int, String, LuaCall) -> Void,
                 attach: @escaping (UnsafeMutableRawPointer, Int, LuaCall) -> Void) {
        self.chargePart = chargePart
        self.attach = attach
    }

    /// The access for objects of `type`, or nil when they cannot carry a charge.
    static func of(_ type: AnyObject.Type) -> LuaChargeAccess? {
        guard let carrier = type as? any LuaChargeCarrier.Type else { return nil }
        return make(carrier)
    }

    private static func make<Carrier: LuaChargeCarrier>(_: Carrier.Type) -> LuaChargeAccess {
        LuaChargeAccess(chargePart: { raw, bytes, part, call in
            Unmanaged<Carrier>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.charge(bytes, part: part, in: call.state) }
        }, attach: { raw, bytes, call in
            Unmanaged<Carrier>.fromOpaque(raw)._withUnsafeGuaranteedRef {
                $0.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: bytes)
            }
        })
    }

    /// Charges `bytes` for the property `part` of the object a member runs on.
    @usableFromInline func charge(_ object: UnsafeMutableRawPointer, _ bytes: Int, part: String, _ call: LuaCall) {
        chargePart(object, bytes, part, call)
    }

    /// Gives an object a script just made its charge: `bytes`, its own estimate.
    @usableFromInline func attach(_ object: AnyObject, bytes: Int, _ call: LuaCall) {
        attach(Unmanaged.passUnretained(object).toOpaque(), bytes, call)
    }

    /// Charges an argument of a constructor that the new object keeps, under the parameter's name.
    @usableFromInline func charge(_ object: AnyObject, _ bytes: Int, part: String, _ call: LuaCall) {
        chargePart(Unmanaged.passUnretained(object).toOpaque(), bytes, part, call)
    }
}
