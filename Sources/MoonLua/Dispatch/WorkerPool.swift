import LuaBridge
import Dispatch
import Foundation

/// The worker Lua states that background functions run in: made lazily, at most
/// `capacity` of them, with the main state's script root, the sandbox, `require`
/// and the read-only `files` API. A state is reused from job to job (its module
/// cache stays warm) unless its job failed, in which case it is closed and a fresh
/// one is made for a later job.
///
/// `@unchecked Sendable` because it hands out `LuaState`s, which are not thread-safe.
/// The invariant that makes this sound: a state is either in `idle` (touched only
/// under `lock`) or checked out by exactly one job, which uses it on its own thread
/// and returns it under `lock` when done. The lock orders every hand-over, so a
/// state is never used by two threads at once, and each new user sees all the
/// writes of the previous one.
final class WorkerPool: @unchecked Sendable {
    /// The most states that may exist (and jobs that may run) at once.
    let capacity: Int
    /// The main state's script root, as the user named it.
    private let root: String?
    /// The folder `files` reads from (the game's folder, which holds its levels), when it
    /// differs from the script root.
    private let filesRoot: String?
    /// Counts free places: a job waits here when `capacity` jobs are running.
    private let places: DispatchSemaphore
    private let lock = NSLock()
    /// States waiting for a job. Guarded by `lock`.
    private var idle: [LuaState] = []
    /// States made so far (replacements included). Guarded by `lock`.
    private var made = 0

    init(root: String?, filesRoot: String? = nil, capacity: Int) {
        self.root = root
        self.filesRoot = filesRoot
        self.capacity = max(1, capacity)
        self.places = DispatchSemaphore(value: self.capacity)
    }

    /// How many worker states have been made, replacements included.
    var statesMade: Int { lock.withLock { made } }

    /// Runs `job` in a worker state; called on a global Dispatch queue's thread.
    func run(_ job: BackgroundJob, watchdog: Watchdog? = nil) -> BackgroundOutcome {
        places.wait()
        defer { places.signal() }
        let state: LuaState
        if let waiting = lock.withLock({ idle.popLast() }) {
            state = waiting
        } else {
            do throws(LuaError) {
                state = try makeState(for: job)
            } catch {
                return BackgroundOutcome(result: .failure(message: "cannot make a worker state: \(error.message)", traceback: nil))
            }
        }
        if let watchdog, state.watchdog !== watchdog { watchdog.watch(state, as: "worker") }
        let (outcome, reusable) = state.runBackground(job)
        if reusable {
            lock.withLock { idle.append(state) }
        } else {
            state.close()
        }
        return outcome
    }

    private func makeState(for job: BackgroundJob) throws(LuaError) -> LuaState {
        let state = try LuaState(root: root, instructionBudget: job.instructionBudget,
                                 memoryLimit: job.memoryLimit, print: { _ in })
        if let files = makeFilesTable(for: state, root: filesRoot) { state.setGlobal("files", files) }
        lock.withLock { made += 1 }
        return state
    }
}
