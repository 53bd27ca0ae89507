import LuaBridge
import MoonLua
import MoonKit

/// What a bot holds: the screen to read and a finger to tap with, and nothing of the game's
/// code. Views reach the bot as plain descriptions (type, texts, frame, state) with a handle
/// to tap them by; taps go through hit testing like a finger's. A view keeps its handle for as
/// long as it exists, so a bot can read a screen once and keep tapping what it read.
public final class BotSession {
    /// The engine played.
    public let engine: Engine
    /// Figures the bot reported (`game:report("levels", 8)`), for simulations.
    public private(set) var figures: [String: Double] = [:]
    /// The names of `figures` in the order the bot first reported them.
    public private(set) var figureNames: [String] = []
    /// Lines the bot logged (`game:log("…")`): the newest `keptLogLines`, as a bot may log for
    /// ever; `logDropped` counts the older ones.
    public var log: [String] { logLines.lines }
    /// How many older lines `log` no longer holds.
    public var logDropped: Int { logLines.dropped }
    /// How many logged lines a session keeps.
    public static let keptLogLines = 10_000
    private var logLines = NewestLines(capacity: BotSession.keptLogLines)
    /// How many taps the bot made.
    public internal(set) var taps = 0
    /// How far (virtual seconds from 0) the bot may run the game's clock; 0: no limit.
    public var virtualTimeLimit: Double = 0
    /// The game's work one turn may cause, and how to read the game's work so far (both set by
    /// `BotRunner` from the game's limits and state); 0: no limit.
    public var turnWorkBudget = 0
    /// Reads how much work (VM instructions) the game has done so far, to charge a turn with it.
    public var gameWork: (() -> Int)?
    /// The game's work when the turn began.
    private var turnStartWork = 0
    /// How `game:wait` moves the clock on; nil steps the engine at once. `moonkit serve` paces
    /// it to the wall clock and shows the screen on the way; what it throws stops the bot.
    public var waiter: ((_ seconds: Double) throws(LuaError) -> Void)?
    /// Told each line the bot logs (`game:log`), as it logs it.
    public var onLog: ((String) -> Void)?

    /// The views behind the handles, held through their links: a `weak` reference would put
    /// every view the bot ever described on the runtime's slow path for each retain and release.
    private var handles = [Int: ItemLink](minimumCapacity: BotSession.smallestSweep)
    /// The handle of each link in `handles`.
    private var handleOfLink = [ObjectIdentifier: Int](minimumCapacity: BotSession.smallestSweep)
    /// Handles are never reused, so a forgotten one never names another view.
    private var nextHandle = 1
    private var touches: [Int: Touch] = [:]
    private var nextTouch = 1

    /// Signals the game raised (`ui.signal`) that the bot has yet to read with `game:signals()`.
    private var unreadSignals: [GameRuntime.Signal] = []
    /// How many the bot will never read: a game may raise signals faster than a bot reads, so
    /// only the newest `keptSignals` are kept.
    public private(set) var signalsDropped = 0
    /// How many unread signals a session keeps.
    public static let keptSignals = 10_000

    /// Sounds read by `game:sounds()` so far.
    private var soundsRead = 0

    /// A session on `engine`.
    public init(engine: Engine) {
        self.engine = engine
    }

    /// Keeps a signal the game raised until the bot reads it.
    func receive(_ signal: GameRuntime.Signal) {
        unreadSignals.append(signal)
        // Trimmed in batches, so that each signal costs a constant time; never more than twice
        // `keptSignals` are held.
        if unreadSignals.count >= 2 * Self.keptSignals { dropOldSignals() }
    }

    /// Counts signals the game dropped before the bot came (raised while it started, past what it keeps).
    func noteDropped(_ count: Int) {
        signalsDropped += count
        droppedUnread += count
    }

    /// The signals raised since the bot last asked (the newest `keptSignals`), and how many
    /// older ones were dropped unread since then.
    func newSignals() -> (signals: [GameRuntime.Signal], dropped: Int) {
        dropOldSignals()
        defer {
            unreadSignals.removeAll()
            droppedUnread = 0
        }
        return (unreadSignals, droppedUnread)
    }

    private func dropOldSignals() {
        let excess = unreadSignals.count - Self.keptSignals
        guard excess > 0 else { return }
        unreadSignals.removeFirst(excess)
        signalsDropped += excess
        droppedUnread += excess
    }

    /// Signals dropped since the bot last asked.
    private var droppedUnread = 0


    /// The sounds the game played since the bot last asked.
    func newSounds() -> [SoundOutput.Playback] {
        let all = engine.sounds.played
        defer { soundsRead = all.count }
        return soundsRead < all.count ? Array(all[soundsRead...]) : []
    }

    /// Every view matching `query`, back to front (depth first), after laying out.
    func views(matching query: ViewQuery) -> [View] {
        engine.driver.views(matching: query)
    }

    /// The text shown by the first view with this identifier, shown on screen or not (nil when
    /// it shows none). The views with the identifier get their handles, as finding them would
    /// give them.
    func text(identifier: String) throws(BotError) -> String? {
        let found = views(matching: ViewQuery(identifier: identifier, includeHidden: true))
        guard let first = found.first else { throw .noSuchIdentifier(identifier) }
        assignHandles(found[...])
        return Driver.shownText(of: first)
    }

    /// The bar button showing the system item named `name` (`Driver.barButton(systemItem:)`).
    func barButton(systemItem name: String) throws(DriverError) -> BarButton {
        try engine.driver.barButton(systemItem: name)
    }

    /// The button titled `title`: the topmost when several are (`Driver.button(title:)`).
    func button(title: String) throws(DriverError) -> Button {
        try engine.driver.button(title: title)
    }

    /// The view with this identifier (`Driver.view(identifier:)`).
    func view(identifier: String) throws(DriverError) -> View {
        try engine.driver.view(identifier: identifier)
    }

    /// The alert shown on top, if any.
    var alert: Alert? { engine.driver.alert }

    /// The game's clock: virtual seconds since it started.
    var now: Double { engine.now }

    /// Gives every view of `views` its handle, in order, as describing them all would.
    func assignHandles(_ views: ArraySlice<View>) {
        for view in views { _ = handle(for: view) }
    }

    /// The handle of `view`: the one it was given before if it still exists, else a new one.
    private func handle(for view: View) -> Int {
        // Keyed by the link, not the view: a dead view's address can be reused by a new one,
        // but the new one gets a new link, and a link lives as long as its handle.
        let link = view.itemLink
        let key = ObjectIdentifier(link)
        if let old = handleOfLink[key] { return old }
        let handle = nextHandle
        nextHandle += 1
        handles[handle] = link
        handleOfLink[key] = handle
        return handle
    }

    /// Fills `t` with `view`'s plain description: type, texts, frame, state and its handle as `id`.
    func describe(_ view: View, in t: inout LuaTableBuilder) {
        t.set("id", handle(for: view))
        t.set("type", typeName(of: view))
        t.set("frame", view.convert(view.bounds, to: nil))
        t.set("isHidden", !view.isShownOnScreen)
        t.set("alpha", view.alpha)
        t.set("tag", view.tag)
        if let id = view.identifier { t.set("identifier", id) }
        if let text = Driver.shownText(of: view) { t.set("text", text) }
        if let button = view as? Button, let title = button.currentTitle { t.set("title", title) }
        if let control = view as? Control { t.set("isEnabled", control.isEnabled) }
        if let field = view as? TextField, let placeholder = field.placeholder { t.set("placeholder", placeholder) }
        if let image = (view as? ImageView)?.image { t.set("image", image.name) }
        // What a person sees there: a button's picture (a flag to pick), a bar's title.
        if let image = (view as? Button)?.currentImage { t.set("image", image.name) }
        if let bar = view as? NavigationBar, let title = bar.titleLabel.text { t.set("title", title) }
        if let item = (view as? BarButton)?.systemItem { t.set("systemItem", item.rawValue) }
        describeControlValue(view, in: &t)
    }

    /// Fills `t` with the alert's plain description: `title`, `message`, and `actions`, the
    /// action titles in order.
    func describe(_ alert: Alert, in t: inout LuaTableBuilder) {
        if let title = alert.title { t.set("title", title) }
        if let message = alert.message { t.set("message", message) }
        let actions = alert.actions
        t.setTable("actions", arrayCount: actions.count) { list in
            for action in actions { list.append(action.title ?? "") }
        }
    }

    /// `view.typeName`, remembered per class: making it reflects on the type, which cost more
    /// than the rest of a description.
    private func typeName(of view: View) -> String {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let name = typeNames[type] { return name }
        let name = view.typeName
        typeNames[type] = name
        return name
    }

    private var typeNames: [ObjectIdentifier: String] = [:]


    /// The view behind a handle from an earlier description.
    func view(handle: Int) throws(BotError) -> View {
        guard let view = handles[handle]?.view else { throw .staleHandle(handle) }
        return view
    }

    /// Taps a view through hit testing; the error says why a finger could not.
    func tap(_ view: View) throws(DriverError) {
        try engine.driver.tap(view)
        taps += 1
    }

    func tap(at point: Point) {
        engine.driver.tap(at: point)
        taps += 1
    }

    func touchDown(at point: Point, force: Double) -> Int {
        let id = nextTouch
        nextTouch += 1
        touches[id] = engine.window.beginTouch(at: point, force: force)
        return id
    }

    func touchMove(_ id: Int, to point: Point, force: Double?) throws(BotError) {
        guard let touch = touches[id] else { throw .noSuchTouch(id) }
        engine.window.moveTouch(touch, to: point, force: force)
    }

    func touchUp(_ id: Int) throws(BotError) {
        guard let touch = touches.removeValue(forKey: id) else { throw .noSuchTouch(id) }
        engine.window.endTouch(touch)
        taps += 1
    }

    /// A finger dragged from `from` to `to` over `seconds` of virtual time.
    func drag(from: Point, to: Point, seconds: Double) {
        engine.driver.drag(from: from, to: to, seconds: seconds)
        taps += 1
    }

    /// A swipe across `view` in `direction`.
    func swipe(_ view: View, _ direction: SwipeGestureRecognizer.Direction) throws(DriverError) {
        try engine.driver.swipe(view, direction)
        taps += 1
    }

    /// Taps the back button of the navigation bar on screen.
    func back() throws(DriverError) {
        try engine.driver.back()
        taps += 1
    }

    /// Taps the tab titled `title`.
    func tab(_ title: String) throws(DriverError) {
        try engine.driver.tab(title)
        taps += 1
    }

    /// Scrolls the scroll view holding `view` by `dy` points down and `dx` right; returns the offset reached.
    func scroll(_ view: View, dy: Double, dx: Double = 0) throws(DriverError) -> Point {
        taps += 1
        return try engine.driver.scroll(view, dy: dy, dx: dx)
    }

    /// Taps the row of the table holding `view` whose text is `text`, scrolling to it if needed.
    func tapRow(_ view: View, text: String) throws(DriverError) {
        let driver = engine.driver
        try driver.tapRow(in: driver.table(holding: view), text: text)
        taps += 1
    }

    /// Taps an item of the collection view `view` (or the one holding it): the item at
    /// `indexPath`, or the first showing `text`, scrolled into view first.
    func tapItem(_ view: View, at indexPath: IndexPath?, text: String?) throws(DriverError) {
        let driver = engine.driver
        let collection = try driver.collectionView(holding: view)
        if let indexPath { try driver.tapItem(in: collection, at: indexPath) }
        else { try driver.tapItem(in: collection, text: text ?? "") }
        taps += 1
    }

    /// Swipes open the actions of the row showing `text` in the table `view` (or the one holding it).
    func swipeRow(_ view: View, text: String) throws(DriverError) {
        let driver = engine.driver
        try driver.swipeRow(in: driver.table(holding: view), text: text)
    }

    /// Swipes the row showing `text` open and taps its action titled `title` (nil: its first
    /// destructive one, Delete).
    func tapSwipeAction(_ view: View, text: String, title: String?) throws(DriverError) {
        let driver = engine.driver
        try driver.tapSwipeAction(in: driver.table(holding: view), text: text, title: title)
        taps += 1
    }

    /// Taps the link showing `text` (or with that target) in the text view `view` (or the one
    /// holding it).
    func tapLink(_ view: View, text: String) throws(DriverError) {
        var found: View? = view
        while let v = found, !(v is TextView) { found = v.superview }
        guard let textView = found as? TextView else { throw .notATextView(view.debugName) }
        try engine.driver.tapLink(in: textView, text: text)
        taps += 1
    }

    /// Answers the alert on top by tapping its action titled `title`, after typing `texts`.
    func answerAlert(_ title: String, typing texts: [String]) throws(DriverError) {
        try engine.driver.answerAlert(title, typing: texts)
        taps += 1
    }

    /// Types `text` into the first responder, then presses return when `submit` says so.
    func type(_ text: String, submit: Bool) throws(DriverError) {
        try engine.driver.type(text, submit: submit)
    }

    /// Presses delete `count` times in the first responder.
    func deleteBackward(_ count: Int) throws(DriverError) {
        try engine.driver.deleteBackward(count)
    }

    /// Lets `seconds` of virtual time pass, unless that takes the clock past `virtualTimeLimit`
    /// (a bot that never stops waiting). Returns whether the clock moved on.
    func wait(_ seconds: Double) throws(LuaError) -> Bool {
        let before = engine.now
        if virtualTimeLimit > 0, before + seconds > virtualTimeLimit {
            throw LuaError("game:wait(\(Self.text(seconds))) would take the game's clock past the virtual time limit of "
                           + "\(Self.text(virtualTimeLimit)) s (it is at \(String(format: "%.3f", before)) s): does the bot ever stop? "
                           + "(--time-limit SECONDS changes the limit)")
        }
        if let waiter {
            try waiter(seconds)
        } else if turnWorkBudget > 0, let gameWork {
            let start = turnStartWork, budget = turnWorkBudget
            guard engine.step(seconds, while: { gameWork() - start <= budget }) else {
                throw LuaError("game:wait(\(Self.text(seconds))): the game's callbacks ran past this turn's work budget of "
                               + "\(budget) instructions (ten times the instruction budget) at t = "
                               + "\(String(format: "%.3f", engine.now)) s: does the game keep itself busy?")
            }
        } else {
            engine.step(seconds)
        }
        forgetDeadHandles()
        return engine.now > before
    }

    /// A new turn of the bot begins: the game's work is counted from here.
    public func beginTurn() {
        turnStartWork = gameWork?() ?? 0
    }

    /// Seconds as a person writes them: 1, 0.25, 1e+300.
    static func text(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    func report(_ name: String, _ value: Double) {
        if figures.updateValue(value, forKey: name) == nil { figureNames.append(name) }
    }
    func record(_ line: String) {
        logLines.append(line)
        onLog?(line)
    }

    /// Forgets the handles of views that no longer exist, so the tables do not grow for ever.
    /// A dead handle reads the same forgotten or not (its link is cut), so the tables are swept
    /// only once they have doubled since the last sweep: a sweep costs their size.
    func forgetDeadHandles() {
        guard handles.count >= sweepAt else { return }
        if handles.contains(where: { $0.value.view == nil }) {
            handles = handles.filter { $0.value.view != nil }
            handleOfLink = handleOfLink.filter { handles[$0.value] != nil }
        }
        sweepAt = max(Self.smallestSweep, 2 * handles.count)
        // Room for every handle until the next sweep: growing the tables on the way cost more
        // than the sweep.
        handles.reserveCapacity(sweepAt)
        handleOfLink.reserveCapacity(sweepAt)
    }

    /// The handle count at which `forgetDeadHandles` sweeps next.
    private var sweepAt = BotSession.smallestSweep
    private static let smallestSweep = 64
}

/// Why a bot's request could not be done.
public enum BotError: Error, CustomStringConvertible {
    /// The bot named a view by a handle the game no longer has (the view was removed).
    case staleHandle(Int)
    /// The bot moved or lifted a finger that is not down.
    case noSuchTouch(Int)
    /// The bot asked for a view by an identifier no view on screen has.
    case noSuchIdentifier(String)
    /// A control action aimed at a view of another kind.
    case notAControl(String, expected: String)

    /// What went wrong, in words the bot's error message shows.
    public var description: String {
        switch self {
        case .noSuchIdentifier(let identifier): return "no view has the identifier \(LuaText.quoted(identifier))"
        case .staleHandle(let id):
            return "no view has handle #\(id) (it may no longer exist): ask for the views again"
        case .noSuchTouch(let id): return "no finger #\(id) is down"
        case .notAControl(let view, let expected): return "\(view) is not \(expected)"
        }
    }
}
