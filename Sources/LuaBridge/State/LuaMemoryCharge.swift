/// Bytes an object made or changed by a script counts against its state's memory limit, for as
/// long as the object lives: the object keeps the charge, and the charge gives its bytes back in
/// its `deinit`. A view made by a script, kept in the view tree after Lua dropped it, still weighs.
///
/// A charge is the object's own estimate (`bytes` at creation) plus what its properties hold,
/// each under its own part (`label.text`: the text's bytes), replaced when the property is set
/// again. Bound properties whose type holds bytes (`LuaConvertible.holdsBytes`) charge their part
/// themselves (`LuaClassBuilder`); other code that keeps a script's bytes in an object charges
/// them with `LuaCall.charge(_:part:bytes:)`.
///
/// ```swift
/// label.luaMemoryCharge = LuaMemoryCharge(state, bytes: 1024)
/// label.luaMemoryCharge?.setPart("text", bytes: 5000)
/// ```
public final class LuaMemoryCharge {
    /// What one property of the object holds.
    private struct Part {
        var name: String
        var bytes: Int
    }

    private let link: LuaStateLink
    /// The bytes charged now: the object's own estimate and its parts.
    public var bytes: Int { charged }
    // Private: the compiler then proves every access exclusive, where a public stored property
    // is checked at run time on each read, this one in every charged object's `deinit`.
    private var charged: Int
    /// The parts, by property name. Most objects have none (a view) or one (a label's text):
    /// the first is kept in place, so that setting a text or an image on a new view makes no
    /// allocation, and an object with none has nothing more to free than a view had before
    /// parts existed (a script makes views by the thousand: `lua-view`).
    private var first: Part?
    private var others: [Part]?

    /// Charges `bytes` to `state` (raised after the current call from Lua if it passes the limit).
    public init(_ state: LuaState, bytes: Int) {
        link = state.link
        charged = max(0, bytes)
        state.chargeMemory(charged)
    }

    /// Charges `bytes` for `part` (a property's name) instead of what was charged for it before.
    public func setPart(_ part: String, bytes: Int) {
        let new = max(0, bytes)
        let old = swapPart(part, new)
        guard new != old else { return }
        link.target?.chargeMemory(new - old)
        charged += new - old
    }

    /// The bytes charged for `part` now.
    public func bytes(of part: String) -> Int {
        if let first, first.name == part { return first.bytes }
        return others?.first { $0.name == part }?.bytes ?? 0
    }

    /// Stores `bytes` for `part`, and returns what it held.
    private func swapPart(_ part: String, _ bytes: Int) -> Int {
        if let old = first, old.name == part {
            first?.bytes = bytes
            return old.bytes
        }
        if let index = others?.firstIndex(where: { $0.name == part }) {
            defer { others?[index].bytes = bytes }
            return others?[index].bytes ?? 0
        }
        guard bytes > 0 else { return 0 }
        if first == nil {
            first = Part(name: part, bytes: bytes)
        } else {
            others = (others ?? []) + [Part(name: part, bytes: bytes)]
        }
        return 0
    }

    deinit {
        // A state already gone (closing releases the objects its userdata held) has nothing to give back to.
        link.target?.chargeMemory(-charged)
    }
}

/// An object that can carry a `LuaMemoryCharge` for as long as it lives: what a bound class must
/// be for its properties that hold bytes (text, images, lists) to be charged. A binding that
/// binds such a property on a class that is not one stops at registration, naming the property.
public protocol LuaChargeCarrier: AnyObject {
    /// The charge the object carries; nil until a script made or changed it.
    var luaMemoryCharge: LuaMemoryCharge? { get set }
}

extension LuaChargeCarrier {
    /// Charges `bytes` for `part` of this object to `state`, giving the object a charge of its
    /// own first if it has none (an object Swift made, such as a button's title label, whose
    /// text a script sets).
    @inlinable public func charge(_ bytes: Int, part: String, in state: @autoclosure () -> LuaState) {
        if let charge = luaMemoryCharge {
            charge.setPart(part, bytes: bytes)
        } else if bytes > 0 {
            let charge = LuaMemoryCharge(state(), bytes: 0)
            charge.setPart(part, bytes: bytes)
            luaMemoryCharge = charge
        }
    }
}

extension LuaCall {
    /// Charges `bytes` for `part` of `object` (a property's name: a method that sets the same
    /// value as a property names the property) to this call's state; see `LuaMemoryCharge`.
    public func charge(_ object: some LuaChargeCarrier, part: String, bytes: Int) {
        object.charge(bytes, part: part, in: state)
    }
}
