import CMoonLua
import Foundation

/// A wall-clock watchdog over Lua states, the last resort behind the budgets that count work (the
/// instruction budget, the virtual time limit), for what no hook can stop: a C function that runs for
/// ever (`("a"):rep(40):find(("a*"):rep(40) .. "b")` backtracks inside `string.find`, where the
/// count hook never fires) or Swift work a script started that does not end. When one entry from
/// Swift into a watched state (a callback: a handler, a timer, a completion, the main chunk; a
/// bot's turn) has run longer than `seconds`, `expired` is called on the watchdog's own thread
/// with a line naming the state and the function entered, with its file:line. The entry cannot be
/// stopped from outside, so `expired` is expected to end the process.
///
/// ```swift
/// let watchdog = Watchdog(seconds: 10) { line in FileHandle.standardError.write(Data(line.utf8)); exit(1) }
/// watchdog.watch(game.lua, as: "game")
/// ```
///
/// The states publish their entries without locking (`LuaState+Entries`, `limits.c`); the
/// watchdog samples them a few times per period, so it fires between `seconds` and
/// `1.25 × seconds` after the entry began.
public final class Watchdog: @unchecked Sendable {
    /// The wall-clock seconds an entry may run.
    public let seconds: Double
    private let expired: @Sendable (String) -> Void
    /// Guards `watched`. The states' records are freed only after `forget` took it.
    private let lock = NSLock()
    private var watched: [Watched] = []
    private var thread: Thread?

    private struct Watched {
        let state: ObjectIdentifier
        /// The state's entry record (`MoonEntryWatch`), alive until `forget`.
        let record: OpaquePointer
        let label: String
        var serial: UInt = 0
        var since: Double = 0
    }

    /// A watchdog that fires when an entry runs longer than `seconds` (more than 0).
    public init(seconds: Double, expired: @escaping @Sendable (String) -> Void) {
        self.seconds = seconds
        self.expired = expired
    }

    /// Watches the entries into `state` (from the state's own thread); `label` names it in the
    /// report ("game", "bot", "worker").
    public func watch(_ state: LuaState, as label: String) {
        guard let record = state.entryRecord else { return }
        state.watchdog = self
        lock.withLock {
            watched.append(Watched(state: ObjectIdentifier(state), record: record, label: label))
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
            var report: String?
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
                    watched[i].since = .infinity  // reported once
                    report = "\(watched[i].label): \(site) has run for more than \(Self.text(seconds)) s of machine "
                        + "time without returning: stopped by the watchdog (machine time)"
                }
            }
            if let report { expired(report) }
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
