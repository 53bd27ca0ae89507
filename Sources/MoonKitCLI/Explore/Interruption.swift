import Foundation
import Synchronization

/// Ctrl-C (SIGINT) while a command works through a long list (explore's seeds): the first one
/// asks the command to stop after what it is doing, so that what it found is still written out
/// and summed up; a second one ends the process at once, as Ctrl-C always does.
enum Interruption {
    private static let requested = Atomic<Bool>(false)

    /// Whether Ctrl-C was pressed since `catchFirst()`.
    static var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// From now on, the first SIGINT is only noted. The handler does only what a signal handler
    /// may: an atomic store, and `signal` to give the next SIGINT its default action back.
    /// SIGINT is unblocked on the calling thread too: a process started by one that blocks it
    /// (a test runner's thread) inherits the block, and would never hear Ctrl-C.
    static func catchFirst() {
        signal(SIGINT) { _ in
            Interruption.requested.store(true, ordering: .relaxed)
            signal(SIGINT, SIG_DFL)
        }
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }
}
