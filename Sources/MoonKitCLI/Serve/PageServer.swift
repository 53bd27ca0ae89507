import Foundation
import FlyingFox
import FlyingSocks

/// The web side of `serve`: FlyingFox serves the page and the game's WebSocket
/// (`PageRequests`) on Swift's concurrency pool. Each socket only carries text between a page and
/// the mailbox.
///
/// FlyingFox stops listening for good when accepting a connection fails (no file descriptor
/// left, say): then a new server listens on the same address after a pause, and again, doubling
/// the pause up to `longestPause`, until it can. The connections' guards (`GuardedSocketPool`)
/// keep that rare.
enum PageServer {
    static let firstPause = 0.1
    static let longestPause = 2.0

    /// Starts serving on `host`:`port` (port 0: any free port) and returns the address it
    /// listens on, once it does; throws what stopped it from listening. `report` is told when
    /// it stops accepting connections and when it listens again.
    static func start(host: String, port: UInt16, mailbox: ServeMailbox,
                      report: @escaping @Sendable (String) -> Void) throws -> (host: String, port: UInt16) {
        let served = ServedAddress()
        let requests = PageRequests(served: served, mailbox: mailbox)
        let first = try server(host: host, port: port, requests: requests)
        let outcome = StartOutcome()
        Task.detached {
            var server = first
            var pause = firstPause
            while true {
                let began = LiveGame.wallSeconds()
                var failure = "it stopped"
                do {
                    try await server.run()
                } catch {
                    failure = Self.reason(error)
                    outcome.finish(.failure(error))
                }
                // Only a server that listened is started again: the first failure is the command's.
                guard case .success(let address)? = outcome.result else { return }
                if LiveGame.wallSeconds() - began > 10 * longestPause { pause = firstPause }
                while true {
                    // Also when listening again failed at once (the descriptors are still taken).
                    report("serve: not accepting connections (\(failure)); trying again in \(pause) s")
                    try? await Task.sleep(for: .seconds(pause))
                    pause = min(longestPause, pause * 2)
                    do {
                        server = try Self.server(host: host, port: address.port, requests: requests)
                        break
                    } catch {
                        failure = Self.reason(error)
                    }
                }
                Task.detached { [server] in
                    if (try? await server.waitUntilListening(timeout: 10)) != nil {
                        report("serve: listening again on port \(address.port)")
                    }
                }
            }
        }
        Task.detached {
            do {
                try await first.waitUntilListening(timeout: 10)
                switch await first.listeningAddress {
                case .ip4(let ip, let port)?, .ip6(let ip, let port)?:
                    served.listening(OwnAddress(host: host, port: port))
                    outcome.finish(.success((ip, port)))
                default: outcome.finish(.failure(ServeError("the server listens on no IP address")))
                }
            } catch {
                outcome.finish(.failure(error))
            }
        }
        return try outcome.wait().get()
    }

    /// What went wrong, in words: a failed system call as "accept failed: Too many open files".
    static func reason(_ error: any Error) -> String {
        if case SocketError.failed(let call, _, let message) = error { return "\(call.lowercased()) failed: \(message)" }
        return "\(error)"
    }

    /// A server for `host`:`port` whose connections wait in a guarded pool.
    private static func server(host: String, port: UInt16, requests: PageRequests) throws -> HTTPServer {
        let pool = GuardedSocketPool(inner: HTTPServer.defaultPool(), mostConnections: GuardedSocketPool.connectionCap())
        if host.contains(":") {
            return HTTPServer(address: try .inet6(ip6: host, port: port), pool: pool, logger: .disabled, handler: requests)
        }
        return HTTPServer(address: try .inet(ip4: host, port: port), pool: pool, logger: .disabled, handler: requests)
    }
}

/// Whichever comes first: the server listening, or the error that stops it.
private final class StartOutcome: @unchecked Sendable {
    private let condition = NSCondition()
    private var outcome: Result<(host: String, port: UInt16), any Error>?

    func finish(_ outcome: Result<(host: String, port: UInt16), any Error>) {
        condition.lock()
        if self.outcome == nil { self.outcome = outcome }
        condition.signal()
        condition.unlock()
    }

    /// The outcome, if there is one yet.
    var result: Result<(host: String, port: UInt16), any Error>? {
        condition.lock()
        defer { condition.unlock() }
        return outcome
    }

    func wait() -> Result<(host: String, port: UInt16), any Error> {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome!
    }
}

struct ServeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
