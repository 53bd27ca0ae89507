import LuaBridge
import MoonKit

/// What the engine objects a script makes weigh against its memory limit
/// (`GameLimits.memoryLimit`): Lua counts only its own heap, but a label made from Lua holds its
/// text in Swift, and views kept in the tree after Lua dropped them still hold memory. So every
/// view, view controller and alert a script makes carries a charge (`Responder.lifetimeCompanion`):
/// an estimate of its own size, plus the bytes of its texts, given back when it goes.
///
/// The estimates are rough on purpose (measured as resident memory per object over 100 000 of
/// them, rounded up): enough that a script cannot hold gigabytes under a limit of megabytes.
enum ScriptMemory {
    static let viewBytes = 1_024
    static let textViewBytes = 1_536
    static let controllerBytes = 1_024
    static let alertBytes = 4_096

    /// `object`, carrying a charge of `bytes` to the state of `call`.
    static func charged<Object: Responder>(_ object: Object, _ call: LuaCall, bytes: Int) -> Object {
        object.lifetimeCompanion = ScriptObjectCharge(call.state, bytes: bytes)
        return object
    }

    /// Charges the byte length of a text an object shows, in place of its previous text in the
    /// same `slot` (0: text or title, 1: placeholder or message). Objects Swift made carry no charge.
    static func text(_ object: Responder, slot: Int, _ text: String?) {
        (object.lifetimeCompanion as? ScriptObjectCharge)?.setText(slot: slot, bytes: text?.utf8.count ?? 0)
    }
}

/// One script-made object's charge: its own estimate and its texts.
final class ScriptObjectCharge: LuaMemoryCharge {
    private let base: Int
    private var texts = (0, 0)

    override init(_ state: LuaState, bytes: Int) {
        base = bytes
        super.init(state, bytes: bytes)
    }

    func setText(slot: Int, bytes: Int) {
        if slot == 0 { texts.0 = bytes } else { texts.1 = bytes }
        resize(to: base + texts.0 + texts.1)
    }
}
