import Foundation
import FlyingFox
import FlyingSocks
#if canImport(Glibc)
import Glibc
#endif

/// FlyingFox's socket pool, with two guards on the connections it waits for, so that clients
/// that connect and say nothing cannot use up the process's file descriptors:
///
/// - a connection that waits longer than `idleSeconds` to read or to write is ended (the wait
///   throws, and FlyingFox closes the connection): one that never sends its request, a page
///   that stopped reading. Pages that only watch answer the server's pings (`PageSocket`).
/// - at most `mostConnections` connections wait at once; one more that comes to wait is ended
///   at once.
///
/// The listening socket's waits (for the next connection) are neither timed nor counted.
/// Unchecked `Sendable`: one lock guards `waits`.
final class GuardedSocketPool: AsyncSocketPool, @unchecked Sendable {
    static let idleSeconds = 20.0

    let mostConnections: Int
    private let inner: any AsyncSocketPool
    private let lock = NSLock()
    /// How many waits each connection's file descriptor has (a WebSocket reads and writes).
    private var waits: [Int32: Int] = [:]

    init(inner: any AsyncSocketPool, mostConnections: Int) {
        self.inner = inner
        self.mostConnections = mostConnections
    }

    /// The cap for this process: half of what its limit on open files leaves after 64 for the
    /// rest (the files the game reads, the folder's watch), so that a burst of connections
    /// being accepted while others close still finds descriptors; at most 256 (a person
    /// watching a game opens a few pages).
    static func connectionCap() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return 256 }
        return max(4, min(256, (Int(clamping: limit.rlim_cur) - 64) / 2))
    }

    func prepare() async throws {
        try await inner.prepare()
    }

    func run() async throws {
        try await inner.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        let file = socket.file.rawValue
        if Self.isListening(file) {
            return try await inner.suspendSocket(socket, untilReadyFor: events)
        }
        guard admit(file) else { throw ServeError("too many connections waiting (\(mostConnections))") }
        defer { leave(file) }
        let inner = self.inner
        let ready = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await inner.suspendSocket(socket, untilReadyFor: events)
                return true
            }
            group.addTask {
                try await Task.sleep(for: .seconds(Self.idleSeconds))
                return false
            }
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
        guard ready else { throw ServeError("the connection was idle for \(Int(Self.idleSeconds)) s") }
    }

    /// Counts a wait of `file`'s; false when it is a new connection and there are enough.
    private func admit(_ file: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if waits[file] == nil && waits.count >= mostConnections { return false }
        waits[file, default: 0] += 1
        return true
    }

    private func leave(_ file: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if let count = waits[file], count > 1 { waits[file] = count - 1 } else { waits[file] = nil }
    }

    /// Whether `file` is a listening socket (`SO_ACCEPTCONN`).
    private static func isListening(_ file: Int32) -> Bool {
        var listening: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(file, SOL_SOCKET, SO_ACCEPTCONN, &listening, &size) == 0 && listening != 0
    }
}
