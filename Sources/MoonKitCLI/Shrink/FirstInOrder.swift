import Foundation
import Synchronization

/// Finds the first of `count` independent tests that succeeds, playing them on several threads:
/// each thread takes the next test not yet taken, and no thread takes one past a test already
/// found to succeed. Every test before the answer has been played to its end when it returns,
/// so the answer is the one a single thread would give, in order, whatever the threads did.
enum FirstInOrder {
    /// The stack of each thread: an engine's deepest layouts and Lua's C calls need more than a
    /// secondary thread's default (the size `moonkit sim` gives its game threads).
    static let threadStackSize = 8 << 20

    /// The index of the first test in `0..<count` for which `test` returns true, or nil. With one
    /// thread the tests run on the calling thread, in order. The threads are made here, not
    /// taken from Dispatch: an engine's main queue waits on Dispatch for its background work.
    static func find(count: Int, threads: Int, test: @escaping @Sendable (Int) -> Bool) -> Int? {
        if threads <= 1 || count <= 1 {
            return (0..<count).first(where: test)
        }
        struct Progress {
            var next = 0
            var found: Int?
        }
        let progress = Mutex(Progress())
        let done = DispatchGroup()
        for _ in 0..<min(threads, count) {
            done.enter()
            let thread = Thread {
                while true {
                    let claimed: Int? = progress.withLock { progress in
                        guard progress.next < count, progress.next < (progress.found ?? count) else { return nil }
                        defer { progress.next += 1 }
                        return progress.next
                    }
                    guard let claimed else { break }
                    if test(claimed) {
                        progress.withLock { $0.found = min($0.found ?? claimed, claimed) }
                    }
                }
                done.leave()
            }
            thread.stackSize = threadStackSize
            thread.start()
        }
        done.wait()
        return progress.withLock { $0.found }
    }
}
