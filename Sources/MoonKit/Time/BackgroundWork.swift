import Dispatch
import Synchronization

extension MainQueue {
    /// Runs `work` on a global Dispatch queue, truly in parallel with this queue and other
    /// background work, then `completion` with its result back on this queue.
    ///
    /// Background work takes no virtual time: its completion is placed on this queue at the
    /// moment of dispatch, in dispatch order, and when the queue reaches it, it waits (on the
    /// wall clock) for the work to finish. So results arrive in the same order on every run and
    /// every machine, while many jobs dispatched together still use every core.
    public func background<Result: Sendable>(
        qos: DispatchQoS.QoSClass = .default,
        _ work: @escaping @Sendable () -> Result,
        completion: @escaping (Result) -> Void
    ) {
        let slot = ResultSlot<Result>()
        DispatchQueue.global(qos: qos).async { slot.fill(work()) }
        async { completion(slot.wait()) }
    }
}

/// A result handed from a worker thread to the main queue exactly once.
private final class ResultSlot<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    func fill(_ result: Value) {
        value.withLock { $0 = result }
        ready.signal()
    }

    func wait() -> Value {
        ready.wait()
        // fill() stored the value before signalling, so it is there.
        guard let result = value.withLock({ $0.take() }) else {
            preconditionFailure("a background result is taken once")
        }
        return result
    }
}
