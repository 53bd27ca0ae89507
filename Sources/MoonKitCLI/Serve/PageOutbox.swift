import Foundation
import FlyingFox

/// What waits to be written to one page's WebSocket, with a cap. The game thread sends a frame
/// 30 times a second whether or not the page reads; a page that stops reading (a tab in the
/// background, a program that never reads) would make the queue grow without end. Past
/// `mostQueuedBytes` (`serve --page-backlog`) the page is dropped instead: what it had not read is thrown away and it is
/// sent a close frame, should it ever read again (its connection ends when its write waits too
/// long, `GuardedSocketPool`).
///
/// The connection's writer pulls one frame at a time (`next`), so what is queued here is all
/// that waits in this process for that page. Unchecked `Sendable`: one lock guards every
/// stored property.
final class PageOutbox: @unchecked Sendable {
    /// Far more than a page that reads ever has waiting (a frame is tens of kilobytes).
    static let defaultMostQueuedBytes = 8 << 20

    /// The bytes that may wait for the page before it is dropped.
    let mostQueuedBytes: Int

    init(mostQueuedBytes: Int = PageOutbox.defaultMostQueuedBytes) {
        self.mostQueuedBytes = mostQueuedBytes
    }

    /// The cap as serve reports it: "8 MB", or "64 KB" when it is not a whole number of MB.
    var capText: String {
        mostQueuedBytes % (1 << 20) == 0 ? "\(mostQueuedBytes >> 20) MB" : "\(mostQueuedBytes >> 10) KB"
    }

    private let lock = NSLock()
    private var frames: [WSFrame] = []
    private var queuedBytes = 0
    /// No frame is added any more; `next` returns those queued, then nil.
    private var closed = false
    /// Whether the page was dropped for falling behind.
    private(set) var droppedForFallingBehind = false
    private var waiter: CheckedContinuation<WSFrame?, Never>?

    /// Queues `text`; false when the page is closed, or was dropped now for falling behind.
    @discardableResult
    func send(_ text: String) -> Bool {
        let frame = WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(text.utf8))
        lock.lock()
        guard !closed else {
            lock.unlock()
            return false
        }
        // One message alone may pass the cap (a game that prints megabytes): the page is
        // behind only when something else still waits.
        if queuedBytes > 0 && queuedBytes + frame.payload.count > mostQueuedBytes {
            droppedForFallingBehind = true
            frames.removeAll()
            queuedBytes = 0
            closeLocked(with: .close(code: WSCloseCode(1008, reason: "the page fell too far behind")))
            return false
        }
        enqueueLocked(frame)
        return true
    }

    /// Queues a control frame (a ping or a pong), unless the page is closed.
    func sendControl(_ frame: WSFrame) {
        lock.lock()
        guard !closed else { return lock.unlock() }
        enqueueLocked(frame)
    }

    /// Ends the page: `frame` (a close frame, if any) is the last one written after those queued.
    func close(with frame: WSFrame? = nil) {
        lock.lock()
        guard !closed else { return lock.unlock() }
        closeLocked(with: frame)
    }

    /// The bytes waiting for the page (tests watch them stay under the cap).
    var waitingBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return queuedBytes
    }

    /// The next frame to write, waiting for one; nil once the page is closed and all is written.
    func next() async -> WSFrame? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.lock()
                if let frame = takeLocked() {
                    lock.unlock()
                    continuation.resume(returning: frame)
                } else if closed {
                    lock.unlock()
                    continuation.resume(returning: nil)
                } else {
                    waiter = continuation
                    lock.unlock()
                }
            }
        } onCancel: {
            close()
        }
    }

    // MARK: with the lock held (each of these unlocks it)

    private func enqueueLocked(_ frame: WSFrame) {
        if let waiter {
            self.waiter = nil
            lock.unlock()
            waiter.resume(returning: frame)
            return
        }
        frames.append(frame)
        queuedBytes += frame.payload.count
        lock.unlock()
    }

    private func closeLocked(with frame: WSFrame?) {
        if let frame {
            frames.append(frame)
            queuedBytes += frame.payload.count
        }
        closed = true
        guard let waiter else { return lock.unlock() }
        self.waiter = nil
        let first = takeLocked()
        lock.unlock()
        waiter.resume(returning: first)
    }

    /// The oldest frame queued, if any (the lock stays held).
    private func takeLocked() -> WSFrame? {
        guard !frames.isEmpty else { return nil }
        let frame = frames.removeFirst()
        queuedBytes -= frame.payload.count
        return frame
    }
}
