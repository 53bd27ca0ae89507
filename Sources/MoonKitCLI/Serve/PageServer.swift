import Foundation
import FlyingFox

/// The web side of `serve`: FlyingFox serves the page at `/` and a WebSocket at `/socket`, on
/// Swift's concurrency pool. Each socket only carries text between a page and the mailbox.
enum PageServer {
    /// Starts serving on `host`:`port` (port 0: any free port) and returns the address it
    /// listens on, once it does; throws what stopped it from listening.
    static func start(host: String, port: UInt16, mailbox: ServeMailbox) throws -> (host: String, port: UInt16) {
        let server: HTTPServer
        if host.contains(":") {
            server = HTTPServer(address: try .inet6(ip6: host, port: port), logger: .disabled)
        } else {
            server = HTTPServer(address: try .inet(ip4: host, port: port), logger: .disabled)
        }
        let outcome = StartOutcome()
        Task.detached {
            await server.appendRoute("GET /") { _ in
                HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .init("Cache-Control"): "no-store"],
                             body: Data(ServePage.html.utf8))
            }
            let socket = WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: PageSocket(mailbox: mailbox)))
            await server.appendRoute("GET /socket") { request in
                // Any web page the browser shows may open a WebSocket to this machine: only the
                // page served here may play the game.
                guard isOwnPage(request) else {
                    return HTTPResponse(statusCode: .forbidden, body: Data("only the page served here may connect\n".utf8))
                }
                return try await socket.handleRequest(request)
            }
            do {
                try await server.run()
            } catch {
                outcome.finish(.failure(error))
            }
        }
        Task.detached {
            do {
                try await server.waitUntilListening(timeout: 10)
                switch await server.listeningAddress {
                case .ip4(let ip, let port)?, .ip6(let ip, let port)?: outcome.finish(.success((ip, port)))
                default: outcome.finish(.failure(ServeError("the server listens on no IP address")))
                }
            } catch {
                outcome.finish(.failure(error))
            }
        }
        return try outcome.wait().get()
    }

    /// Whether a request comes from the page served here: a browser names the page's origin,
    /// which must be this server's own address (programs that send no origin are let in).
    static func isOwnPage(_ request: HTTPRequest) -> Bool {
        guard let origin = request.headers[HTTPHeader("Origin")] else { return true }
        guard let host = request.headers[.host] else { return false }
        return origin == "http://" + host
    }
}

/// One page's WebSocket: its text messages are commands for the game, and it receives what the
/// game thread sends every page.
struct PageSocket: WSMessageHandler {
    let mailbox: ServeMailbox

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (toPage, continuation) = AsyncStream<WSMessage>.makeStream()
        let page = mailbox.connect(continuation)
        Task { [mailbox] in
            for await message in client {
                if case .text(let text) = message { mailbox.post(PageCommand.from(text)) }
            }
            mailbox.disconnect(page)
            continuation.finish()
        }
        return toPage
    }
}

/// Whichever comes first: the server listening, or the error that stops it.
private final class StartOutcome: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<(host: String, port: UInt16), any Error>?

    func finish(_ outcome: Result<(host: String, port: UInt16), any Error>) {
        condition.lock()
        if result == nil { result = outcome }
        condition.signal()
        condition.unlock()
    }

    func wait() -> Result<(host: String, port: UInt16), any Error> {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result!
    }
}

struct ServeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
