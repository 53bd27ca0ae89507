/// What the engine objects a script makes weigh against its memory limit
/// (`GameLimits.memoryLimit`): Lua counts only its own heap, but a label made from Lua holds its
/// text in Swift, and views kept in the tree after Lua dropped them still hold memory. So every
/// view, view controller and alert a script makes carries a charge (`LuaMemoryCharge`, kept in
/// `Responder.lifetimeCompanion`): an estimate of its own size, given here and charged by its
/// constructor (`c.constructor(charging: ScriptMemory.viewBytes)`), plus the bytes its properties
/// hold, which the bridge charges whenever a script sets one (`LuaClassBuilder.property`).
///
/// The estimates are rough on purpose (measured as resident memory per object over 100 000 of
/// them, rounded up): enough that a script cannot hold gigabytes under a limit of megabytes.
enum ScriptMemory {
    static let viewBytes = 1_024
    static let textViewBytes = 1_536
    static let controllerBytes = 1_024
    static let alertBytes = 4_096
}
