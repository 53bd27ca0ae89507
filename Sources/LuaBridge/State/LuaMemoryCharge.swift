/// Bytes an object made for a script counts against its state's memory limit, for as long as
/// the object lives: the object keeps the charge, and the charge gives its bytes back in its
/// `deinit`. A view made by a script, kept in the view tree after Lua dropped it, still weighs.
///
/// ```swift
/// let label = Label()
/// label.lifetimeCompanion = LuaMemoryCharge(state, bytes: 1024)
/// ```
///
/// Open, so that a runtime can keep what it needs to work out a new size in the same object
/// (one allocation per object a script makes: `lua-view` counts them).
open class LuaMemoryCharge {
    private let link: LuaStateLink
    /// The bytes charged now.
    public private(set) var bytes: Int

    /// Charges `bytes` to `state` (raised after the current call from Lua if it passes the limit).
    public init(_ state: LuaState, bytes: Int) {
        link = state.link
        self.bytes = max(0, bytes)
        state.chargeMemory(self.bytes)
    }

    /// Charges `bytes` instead of what was charged (a label's text changed).
    public func resize(to bytes: Int) {
        let new = max(0, bytes)
        guard new != self.bytes else { return }
        link.target?.chargeMemory(new - self.bytes)
        self.bytes = new
    }

    deinit {
        // A state already gone (closing releases the objects its userdata held) has nothing to give back to.
        link.target?.chargeMemory(-bytes)
    }
}
