import Foundation

/// Runs `count` jobs on `threads` threads of their own and hands each result on in job order,
/// as soon as it and every job before it are done: `moonkit test` prints the same lines in the
/// same order however its threads finish. Each job makes its own game on the thread that runs it
/// (the threading rule, docs/architecture.md); only `Sendable` results leave.
enum OrderedThreads {
    /// The stack of each thread, as `moonkit sim`'s threads have (MoonSim's
    /// `Simulation.threadStackSize`), so that a game meets the same limits in a test.
    static let stackSize = 8 << 20

    static func run<Result: Sendable>(count: Int, threads: Int, job: @escaping @Sendable (Int) -> Result,
                                      inOrder: @escaping @Sendable (Int, Result) -> Void) {
        let shared = Shared<Result>()
        let done = DispatchGroup()
        for _ in 0..<max(1, min(threads, count)) {
            done.enter()
            let thread = Thread {
                while let index = shared.claim(below: count) {
                    let result = job(index)
                    shared.finish(index, result, inOrder)
                }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
    }

    /// The next job to claim and the results that wait for an earlier one, under one lock.
    private final class Shared<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var nextJob = 0
        private var waiting: [Int: Result] = [:]
        private var nextToHand = 0

        func claim(below count: Int) -> Int? {
            lock.withLock {
                guard nextJob < count else { return nil }
                defer { nextJob += 1 }
                return nextJob
            }
        }

        /// Keeps `result`, then hands on every result now ready in order (under the lock, so
        /// that two threads never hand on at once).
        func finish(_ index: Int, _ result: Result, _ inOrder: (Int, Result) -> Void) {
            lock.withLock {
                waiting[index] = result
                while let ready = waiting.removeValue(forKey: nextToHand) {
                    inOrder(nextToHand, ready)
                    nextToHand += 1
                }
            }
        }
    }
}
