import Foundation

/// What `serve`'s two sides hand each other. The game and its engine live on one thread (the
/// threading rule, docs/architecture.md); the web server's connections run on Swift's
/// concurrency pool. They meet only here: the pages put commands in, the game thread takes them
/// out and puts messages (JSON text) out to every page watching.
///
/// Unchecked `Sendable` because one lock guards every stored property: nothing of the game
/// crosses, only strings and `PageCommand` values.
final class ServeMailbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var commands: [PageCommand] = []
    private var pages: [Int: PageOutbox] = [:]
    /// Pages that connected since the game thread last looked: they need the whole state.
    private var newPages: [Int] = []
    private var nextPage = 1
    /// Where a dropped page is told of (`serve`'s terminal).
    private let report: @Sendable (String) -> Void
    /// The bytes that may wait for one page before it is dropped (`PageOutbox`).
    let pageBacklog: Int

    init(pageBacklog: Int = PageOutbox.defaultMostQueuedBytes, report: @escaping @Sendable (String) -> Void = { _ in }) {
        self.pageBacklog = pageBacklog
        self.report = report
    }

    // MARK: the server's side

    /// A page sent a command.
    func post(_ command: PageCommand) {
        condition.lock()
        commands.append(command)
        condition.signal()
        condition.unlock()
    }

    /// A page connected: what the game says from now on goes into its `outbox`.
    func connect(_ outbox: PageOutbox) -> Int {
        condition.lock()
        defer { condition.unlock() }
        let id = nextPage
        nextPage += 1
        pages[id] = outbox
        newPages.append(id)
        condition.signal()
        return id
    }

    /// A page went away.
    func disconnect(_ id: Int) {
        condition.lock()
        pages[id] = nil
        condition.unlock()
    }

    // MARK: the game thread's side

    /// The commands posted since the last call, waiting up to `seconds` for the first one.
    func take(waiting seconds: Double) -> (commands: [PageCommand], newPages: [Int]) {
        condition.lock()
        defer { condition.unlock() }
        if commands.isEmpty && newPages.isEmpty && seconds > 0 {
            _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
        }
        let taken = (commands, newPages)
        commands.removeAll()
        newPages.removeAll()
        return taken
    }

    /// Sends `text` to every page, or to one. A page that fell too far behind to take it is
    /// dropped (`PageOutbox`).
    func send(_ text: String, to page: Int? = nil) {
        condition.lock()
        let targets = page.map { id in pages[id].map { [(id, $0)] } ?? [] } ?? Array(pages)
        condition.unlock()
        for (id, outbox) in targets where !outbox.send(text) {
            disconnect(id)
            if outbox.droppedForFallingBehind {
                report("serve: a page stopped reading (\(outbox.capText) waited for it): it was dropped")
            }
        }
    }
}
