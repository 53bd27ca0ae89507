import Foundation
import LuaBridge
import Synchronization

/// The watchdog's last resort for one version of a trace (`GameLimits.watchdogSeconds`).
/// A callback (the game's or the bot's) that overruns is stopped, as a host's watchdog stops it,
/// and the version has then failed differently. But a callback stuck in C code (a backtracking
/// `string.find`) cannot be stopped: if the version has still not ended one more period after
/// the stop, shrink cannot go on, and ends the process with the watchdog's line rather than
/// waiting for ever, as `moonkit run` would.
final class VersionWatch: Sendable {
    private let seconds: Double
    private let ended = Atomic(false)

    init(seconds: Double) {
        self.seconds = seconds
    }

    /// Puts `state` (labelled "game" or "bot") under the watchdog for this version.
    func watch(_ state: LuaState, as label: String) {
        guard seconds > 0, let stopper = state.stopHandle else { return }
        let watchdog = Watchdog.shared(seconds: seconds)
        let stopMessage = watchdog.stopMessage
        watchdog.watch(state, as: label) { [self] line in
            guard !ended.load(ordering: .acquiring) else { return }
            _ = stopper.stop(message: stopMessage)  // worded as the watchdog's own stop
            let check = Thread { [self] in
                Thread.sleep(forTimeInterval: seconds)
                guard !ended.load(ordering: .acquiring) else { return }
                fflush(nil)
                FileHandle.standardError.write(Data(("a version of the trace could not be stopped: \(line)"
                                                     + LimitOptions.watchdogFlagHint + "\n").utf8))
                _exit(1)
            }
            check.start()
        }
    }

    /// The version has ended: nothing of it is waited for any more.
    func end() {
        ended.store(true, ordering: .releasing)
    }
}
