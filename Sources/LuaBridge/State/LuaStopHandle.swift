import CMoonLua
import Synchronization

/// Stops, from any thread, the callback a Lua state is running: how a host ends one game that
/// hangs in Lua (`while true do end` with no instruction budget) without ending the process.
///
/// A handle is `Sendable` and outlives its state safely: once the state is gone, `stop` does
/// nothing. The state's count hook looks for a stop every few thousand instructions and raises
/// it at the script's line, as a `LuaError` of kind `.stopped`; every later instruction of that
/// callback raises again, so `pcall` cannot swallow it. The stop ends that callback only: the
/// state is usable afterwards, and its next callback runs normally. Code that does not run Lua
/// instructions (a pattern match backtracking inside `string.find`, Swift work) cannot be
/// stopped this way; only a separate process can end it.
///
/// ```swift
/// let stopper = game.stopper                      // taken on the game's thread
/// Thread { stopper.stop(reason: "the match was abandoned") }.start()
/// ```
public final class LuaStopHandle: Sendable {
    /// The state's entry record (`MoonEntryWatch`), nil once the state is gone. The lock also
    /// makes stops one at a time, which `moon_stopentry` asks of its callers.
    private let record: Mutex<Record>

    /// The C record, which the lock hands to one thread at a time.
    private struct Record: @unchecked Sendable {
        var pointer: OpaquePointer?
    }

    init(record: OpaquePointer) {
        self.record = Mutex(Record(pointer: record))
    }

    /// Stops the callback running now: it fails with `stopped by the host: <reason>` at the
    /// script's line. Returns false when the state runs no callback (or is gone): there is
    /// nothing to stop, and the next callback is not affected.
    @discardableResult
    public func stop(reason: String) -> Bool {
        stop(message: "stopped by the host: " + reason)
    }

    /// Stops the callback running now with `message` (after the script's place).
    package func stop(message: String) -> Bool {
        record.withLock { record in
            guard let pointer = record.pointer else { return false }
            return moon_stopentry(pointer, message) != 0
        }
    }

    /// The state is going: its record is about to be freed.
    func detach() {
        record.withLock { $0.pointer = nil }
    }
}
