import LuaBridge
import Dispatch
import Foundation

/// Runs background functions in worker Lua states: each job in a fresh state made for it,
/// with the main state's script root, the sandbox, `require` and the read-only `files` API,
/// and closed when the job is done. At most `capacity` jobs run at once.
///
/// Fresh, not reused: a job sees no global, module or `files` a previous job left or replaced,
/// so its results depend on its arguments and its seed alone, never on which jobs ran before it
/// on the same thread (a reused state made `N = (N or 0) + 1` count differently from run to
/// run). Making a state costs little beside a job (a level read, a word list parsed).
///
/// `@unchecked Sendable` because it makes `LuaState`s, which are not thread-safe. Sound because
/// a state is made, used and closed by one job on its own thread, and never leaves `run`.
final class WorkerPool: @unchecked Sendable {
    /// The most jobs that may run at once.
    let capacity: Int
    /// The main state's script root: its folder, or the files a host gave (`GameFiles`).
    private let root: ScriptRoot?
    /// The folder `files` reads from (the game's folder, which holds its levels), when it
    /// differs from the script root.
    private let filesRoot: String?
    /// Counts free places: a job waits here when `capacity` jobs are running.
    private let places: DispatchSemaphore
    private let lock = NSLock()
    /// Jobs running now, and the most that ever ran at once. Guarded by `lock`.
    private var running = 0
    private var mostRunning = 0

    init(root: ScriptRoot?, filesRoot: String? = nil, capacity: Int) {
        self.root = root
        self.filesRoot = filesRoot
        self.capacity = max(1, capacity)
        self.places = DispatchSemaphore(value: self.capacity)
    }

    /// The most jobs that ran at the same moment so far: 2 or more shows work in parallel.
    var mostJobsAtOnce: Int { lock.withLock { mostRunning } }

    /// Runs `job` in a fresh worker state; called on a global Dispatch queue's thread.
    func run(_ job: BackgroundJob, watchdog: Watchdog? = nil, action: (@Sendable (String) -> Void)? = nil) -> BackgroundOutcome {
        places.wait()
        lock.withLock {
            running += 1
            mostRunning = max(mostRunning, running)
        }
        defer {
            lock.withLock { running -= 1 }
            places.signal()
        }
        let state: LuaState
        do throws(LuaError) {
            state = try makeState(for: job)
        } catch {
            return BackgroundOutcome(result: .failure(message: "cannot make a worker state: \(error.message)", traceback: nil))
        }
        defer { state.close() }
        if let watchdog { watchdog.watch(state, as: "worker", expired: action) }
        return state.runBackground(job)
    }

    private func makeState(for job: BackgroundJob) throws(LuaError) -> LuaState {
        let state = try LuaState(scriptRoot: root, instructionBudget: job.instructionBudget,
                                 memoryLimit: job.memoryLimit, print: { _ in })
        if let files = makeFilesTable(for: state, root: filesRoot) { state.setGlobal("files", files) }
        return state
    }
}
