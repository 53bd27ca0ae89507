import CMoonLua
import Foundation
import Synchronization

/// A wall-clock watchdog over Lua states, the last resort behind the budgets that count work (the
/// instruction budget, the virtual time limit), for what they cannot see: a loop in a state with
/// no instruction budget, a C function that runs for ever (`("a"):rep(40):find(("a*"):rep(40) ..
/// "b")` backtracks inside `string.find`, where the count hook never fires), or Swift work a
/// script started that does not end. When one entry from Swift into a watched state (a callback:
/// a handler, a timer, a completion, the main chunk; a bot's turn) has run longer than `seconds`,
/// the watchdog acts, on its own thread, once per entry:
///
/// - A watchdog made with `init(seconds:)` (or `shared(seconds:)`, which `GameRuntime` uses)
///   **stops the entry** through the state's `LuaStopHandle`: the callback fails with
///   `stopped by the watchdog: this callback ran past the watchdog limit of 60 s of machine time`
///   at the script's line, and the state goes on. What runs no Lua instruction cannot be stopped
///   so; it fails once it is back in Lua.
/// - One made with `init(seconds:expired:)`, or a state watched with an `expired` closure of its
///   own, **calls the closure** instead, with a line naming the state and the function entered
///   by its file:line (the `moonkit` command prints it and ends the process).
///
/// ```swift
/// Watchdog.shared(seconds: 10).watch(game.lua, as: "game")           // stops what hangs
/// let exiting = Watchdog(seconds: 10) { line in print(line); exit(1) }  // or ends the process
/// ```
///
/// The states publish their entries without locking (`LuaState+Entries`, `limits.c`); the
/// watchdog samples them a few times per period, so it acts between `seconds` and
/// `1.25 × seconds` after the entry began. Its thread lives as long as the process.
public final class Watchdog: @unchecked Sendable {
    /// The wall-clock seconds an entry may run.
    public let seconds: Double
    /// What the watchdog does with an entry that overran, unless its state was watched with a
    /// closure of its own; nil: stop the entry.
    private let expired: (@Sendable (String) -> Void)?
    /// Guards `watched`. The states' records are freed only after `forget` took it.
    private let lock = NSLock()
    private var watched: [Watched] = []
    private var thread: Thread?

    private struct Watched {
        let state: ObjectIdentifier
        /// The state's entry record (`MoonEntryWatch`), alive until `forget`.
        let record: OpaquePointer
        let label: String
        /// Stops the state's running entry (the default action).
        let stopper: LuaStopHandle?
        /// Called instead of stopping, when given.
        let expired: (@Sendable (String) -> Void)?
        var serial: UInt = 0
        var since: Double = 0
    }

    /// A watchdog that calls `expired` when an entry runs longer than `seconds` (more than 0).
    public init(seconds: Double, expired: @escaping @Sendable (String) -> Void) {
        self.seconds = seconds
        self.expired = expired
    }

    /// A watchdog that stops an entry that runs longer than `seconds` (more than 0).
    public init(seconds: Double) {
        self.seconds = seconds
        self.expired = nil
    }

    /// The process's stopping watchdog for `seconds`: one thread for every state watched with
    /// that limit, however many games the process runs.
    public static func shared(seconds: Double) -> Watchdog {
        sharedWatchdogs.withLock { made in
            if let watchdog = made[seconds] { return watchdog }
            let watchdog = Watchdog(seconds: seconds)
            made[seconds] = watchdog
            return watchdog
        }
    }

    private static let sharedWatchdogs = Mutex<[Double: Watchdog]>([:])

    /// The line an `expired` closure receives: `label: file:line has run for more than N s …`.
    /// The stop's message, when the watchdog stops the entry instead.
    public var stopMessage: String {
        "stopped by the watchdog: this callback ran past the watchdog limit of \(Self.text(seconds)) s of machine time"
    }

    /// Watches the entries into `state` (from the state's own thread), in place of any watchdog
    /// that watched it before; `label` names it in the report ("game", "bot", "worker").
    /// `expired`, when given, is what to do when one of its entries overruns, in place of the
    /// watchdog's own action.
    public func watch(_ state: LuaState, as label: String, expired: (@Sendable (String) -> Void)? = nil) {
        let action = expired ?? self.expired
        // A report names the function entered, which costs a lua_getinfo per entry; a stop does not.
        if action != nil { state.recordEntries() }
        let stopper = action == nil ? state.stopHandle : nil
        guard let record = state.entryRecord else { return }
        if let previous = state.watchdog { previous.forget(state) }
        state.watchdog = self
        state.watchdogAction = expired
        lock.withLock {
            watched.append(Watched(state: ObjectIdentifier(state), record: record, label: label,
                                   stopper: stopper, expired: action))
            if thread == nil {
                let thread = Thread { [self] in patrol() }
                thread.name = "moonkit watchdog"
                thread.start()
                self.thread = thread
            }
        }
    }

    /// Stops watching `state` (its deinit calls this before freeing its record).
    func forget(_ state: LuaState) {
        let id = ObjectIdentifier(state)
        lock.withLock { watched.removeAll { $0.state == id } }
    }

    /// The watchdog's thread: samples every record four times per period, for ever (the
    /// watchdog lives as long as the process that made it).
    private func patrol() {
        let period = max(0.001, seconds / 4)
        while true {
            Thread.sleep(forTimeInterval: period)
            let now = Self.wallSeconds()
            var report: (() -> Void)?
            lock.withLock {
                for i in watched.indices {
                    let serial = UInt(moon_entryserial(watched[i].record))
                    if serial != watched[i].serial {
                        watched[i].serial = serial
                        watched[i].since = now
                        continue
                    }
                    // Even: no entry runs. The same odd serial: the same entry, still running.
                    guard serial & 1 == 1, now - watched[i].since > seconds, report == nil else { continue }
                    guard let site = LuaState.site(of: watched[i].record),
                          UInt(moon_entryserial(watched[i].record)) == serial else { continue }  // moved on: look again
                    watched[i].since = .infinity  // acted on once
                    if let expired = watched[i].expired {
                        let line = "\(watched[i].label): \(site.isEmpty ? "a callback" : site) has run for more than "
                            + "\(Self.text(seconds)) s of machine time without returning: stopped by the watchdog (machine time)"
                        report = { expired(line) }
                    } else if let stopper = watched[i].stopper {
                        // A stop that comes after the entry ended finds another serial and does nothing.
                        let message = stopMessage
                        report = { _ = stopper.stop(message: message) }
                    }
                }
            }
            report?()
        }
    }

    /// Seconds as a person writes them: 10, 0.5.
    package static func text(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    private static func wallSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
