import Foundation
import FlyingFox

/// Every request `serve` answers: the page at `/`, the game's WebSocket at `/socket`, and a 404
/// for anything else — each only when it names this server and comes from its own page
/// (`OwnAddress`); otherwise a 403 that says why.
struct PageRequests: HTTPHandler {
    let served: ServedAddress
    let socket: WebSocketHTTPHandler

    init(served: ServedAddress, mailbox: ServeMailbox) {
        self.served = served
        socket = WebSocketHTTPHandler(handler: PageSocket(mailbox: mailbox))
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let isSocket = request.path == "/socket"
        let refusal = served.address.map {
            $0.refusal(host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")], needsOrigin: isSocket)
        } ?? "refused: the server is not listening yet"
        if let refusal { return Self.text(.forbidden, refusal) }
        switch (request.method, request.path) {
        case (.GET, "/"):
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", HTTPHeader("Cache-Control"): "no-store"],
                                body: Data(ServePage.html.utf8))
        case (.GET, "/socket"):
            return try await socket.handleRequest(request)
        default:
            return Self.text(.notFound, "no such page: \(request.method.rawValue) \(request.path) (the game is at /)")
        }
    }

    private static func text(_ status: HTTPStatusCode, _ line: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((line + "\n").utf8))
    }
}

/// The address the server listens on, known once it listens (port 0 takes any free port).
/// Unchecked `Sendable`: one lock guards `known`.
final class ServedAddress: @unchecked Sendable {
    private let lock = NSLock()
    private var known: OwnAddress?

    var address: OwnAddress? {
        lock.lock()
        defer { lock.unlock() }
        return known
    }

    func listening(_ address: OwnAddress) {
        lock.lock()
        known = address
        lock.unlock()
    }
}
