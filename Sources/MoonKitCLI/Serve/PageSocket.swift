import Foundation
import FlyingFox

/// One page's WebSocket: the text messages it sends are commands for the game, and it is sent
/// what the game thread sends every page, through its capped `PageOutbox`.
///
/// Written against FlyingFox's frames rather than its message handler because that one queues
/// what is sent without a bound. The server pings each page every `pingInterval` so that a page
/// that only watches still answers (browsers answer pings by themselves) and is not taken for
/// an idle connection (`GuardedSocketPool.idleSeconds`).
struct PageSocket: WSHandler {
    let mailbox: ServeMailbox

    static let pingInterval = 5.0
    /// The longest message a page may send: commands are a few dozen bytes.
    static let longestMessage = 64 << 10

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        let outbox = PageOutbox(mostQueuedBytes: mailbox.pageBacklog)
        let page = mailbox.connect(outbox)
        let reader = Task { [mailbox] in
            await Self.read(client, into: mailbox, answering: outbox)
            mailbox.disconnect(page)
            outbox.close()
        }
        let pinger = Task {
            while (try? await Task.sleep(for: .seconds(Self.pingInterval))) != nil {
                outbox.sendControl(WSFrame(fin: true, opcode: .ping, mask: nil, payload: Data()))
            }
        }
        // When the connection lets go of the stream (its writer ended, the socket closed), the
        // reader must stop too: its wait on the socket would otherwise outlive it, and could wake
        // for another connection given the same file descriptor.
        let lifetime = SocketLifetime(tasks: [reader, pinger], mailbox: mailbox, page: page, outbox: outbox)
        return AsyncStream(unfolding: { await lifetime.next() })
    }

    /// Reads the page's frames until it closes or the connection ends: text messages (in one
    /// frame or several) are posted as commands, pings answered, a close answered and ended.
    private static func read(_ client: AsyncThrowingStream<WSFrame, any Error>, into mailbox: ServeMailbox,
                             answering outbox: PageOutbox) async {
        var message = Data()
        var inMessage = false
        do {
            for try await frame in client {
                switch frame.opcode {
                case .text, .continuation:
                    guard (frame.opcode == .text) != inMessage else {
                        return outbox.close(with: .close(code: WSCloseCode(1002, reason: "a frame out of order")))
                    }
                    message.append(frame.payload)
                    guard message.count <= longestMessage else {
                        return outbox.close(with: .close(code: WSCloseCode(1009, reason: "a message longer than \(longestMessage) bytes")))
                    }
                    inMessage = !frame.fin
                    if frame.fin {
                        mailbox.post(PageCommand.from(String(decoding: message, as: UTF8.self)))
                        message.removeAll()
                    }
                case .ping:
                    outbox.sendControl(WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload))
                case .pong:
                    break
                case .close:
                    return outbox.close(with: WSFrame(fin: true, opcode: .close, mask: nil, payload: frame.payload.prefix(2)))
                default:
                    return outbox.close(with: .close(code: WSCloseCode(1003, reason: "the page sends text only")))
                }
            }
        } catch {
            // The connection failed or waited too long: nothing is left to answer.
        }
    }
}

/// Holds what lives as long as one page's connection uses its stream of frames.
private final class SocketLifetime: Sendable {
    let tasks: [Task<Void, Never>]
    let mailbox: ServeMailbox
    let page: Int
    let outbox: PageOutbox

    init(tasks: [Task<Void, Never>], mailbox: ServeMailbox, page: Int, outbox: PageOutbox) {
        self.tasks = tasks
        self.mailbox = mailbox
        self.page = page
        self.outbox = outbox
    }

    func next() async -> WSFrame? {
        await outbox.next()
    }

    deinit {
        for task in tasks { task.cancel() }
        mailbox.disconnect(page)
        outbox.close()
    }
}
