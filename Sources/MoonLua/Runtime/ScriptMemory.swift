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
    /// A button of an alert (`alert:addAction`), its handler and its title's bytes aside.
    static let alertActionBytes = 256
    /// A layout constraint, with its share of the layout engine's solver once active.
    static let layoutConstraintBytes = 1_024
    static let layoutGuideBytes = 512
    /// A gesture recognizer, a timer (`ui.after`, `ui.every`), a bar or tab item.
    static let recognizerBytes = 512
    static let timerBytes = 256
    static let itemBytes = 512
    /// A handler a control or recognizer keeps (`control:on`, `recognizer:addTarget`).
    static let handlerBytes = 128
    /// The record the engine keeps of each sound played (`ui.sound.play`).
    static let playedSoundBytes = 64
    /// A background job waiting for a worker or for its completion (`ui.dispatch.global:async`),
    /// its function's and arguments' bytes aside.
    static let backgroundJobBytes = 1_024
    /// Any object of `ui.solver` (a variable, an expression, a constraint, a solver) of `terms` terms.
    static func solverBytes(terms: Int) -> Int { 256 + 128 * terms }
    /// What a solver holds for a constraint or an edit variable added to it (its rows, slack and
    /// error variables, and their entries in the solver's tables), with `terms` terms.
    static func solverRowBytes(terms: Int) -> Int { 2_048 + 128 * terms }
}
