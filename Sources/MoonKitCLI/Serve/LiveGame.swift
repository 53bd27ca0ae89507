import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonBots
import MoonRender

/// The game `serve` shows, on the one thread that owns it (the threading rule): it takes the
/// pages' commands from the mailbox, runs the virtual clock at the page's pace, notices saved
/// files and reloads, and sends the pages what changed. The web server never touches the game.
final class LiveGame {
    /// What to load, each time the game is (re)loaded.
    struct Setup {
        var script: String
        var bot: String?
        var botGlobals: [(String, LuaValue)] = []
        var root: String?
        var seed: UInt64
        var device: DeviceProfile?
        var appearance: Appearance = .light
        var limits: GameLimits
        /// Where `--record` writes what the person does on the page, as a bot; nil: nowhere.
        var record: String?
        /// Where `moonkit serve` itself writes (its terminal): reloads and failed loads.
        var say: (String) -> Void
    }

    /// How often the screen is sent when something moves: 30 times a second.
    static let frameInterval = 1.0 / 30
    /// How often the folder's watch is asked for saved files: as often as frames, since asking
    /// costs one read of what the kernel queued, however many files the folder holds.
    static let watchInterval = frameInterval
    /// How often the view tree is sent when it changed (it is text for people to read).
    static let treeInterval = 0.25
    /// Events a page that connects late is sent (the newest).
    static let keptEvents = 2000

    private let setup: Setup
    private let mailbox: ServeMailbox
    private var watch: FolderWatch

    private var runtime: GameRuntime?
    private var runner: BotRunner?
    private var loadError: String?
    private var generation = 0
    /// Why the game must load again (a saved file, the page's button); nil while it runs on.
    private var reloadReason: String?

    /// The clock: running at `speed` times the wall clock, or paused.
    private var running = true
    private var speed = 1.0
    private var lastWall: Double
    private var nextFrame: Double
    /// Whether the screen may have changed since the last frame: the clock ran, or a command
    /// came. A paused game nobody touches is not drawn 30 times a second for nothing.
    private var mayHaveChanged = true
    /// Whether a frame was drawn since the tree was last looked at.
    private var treeMayHaveChanged = true
    private var nextWatch: Double
    private var nextTree: Double

    /// The finger the page's mouse holds down, and where it is.
    private var touch: Touch?
    private var touchPoint = Point(x: 0, y: 0)

    /// The recording (`--record`), from the first load that succeeds until a reload stops it.
    private var recorder: SessionRecorder?
    /// The recording's file as an absolute path: saving it reloads nothing.
    private let recordedFile: String?
    /// Whether a recording was made and stopped: a reload does not start another.
    private var recordingEnded = false
    /// While recording, the clock moves in whole steps (SessionRecorder.swift).
    private var recordingClock = RecordingClock()
    /// While recording, a finger that landed and has neither moved nor lifted yet: lifted
    /// there, it is a tap (`game:tapAt`, down and up at one moment); moved or pressed, it
    /// lands then. Holding it keeps the recording to one line a tap.
    private var heldDown: Point?

    private var keptEvents: [PageMessage.Event] = []
    private var newEvents: [PageMessage.Event] = []
    private var lastSVG = ""
    private var lastStatus: Status?
    private var lastTree: PageMessage.Tree?

    /// What a frame says besides the picture: sent again only when it changed.
    private struct Status: Equatable {
        var time: Double
        var running: Bool
        var speed: Double
        var alert: PageMessage.AlertInfo?
    }

    init(setup: Setup, mailbox: ServeMailbox) {
        self.setup = setup
        recordedFile = setup.record.map(Self.absolute)
        self.mailbox = mailbox
        let folder = PathText.folder(of: setup.script)
        var watched = [setup.root ?? (folder.isEmpty ? "." : folder)]
        if let bot = setup.bot { watched.append(bot) }
        watch = FolderWatch(paths: watched)
        for problem in watch.problems { setup.say(problem) }
        lastWall = Self.wallSeconds()
        nextFrame = lastWall
        nextWatch = lastWall
        nextTree = lastWall
    }

    /// Loads the game, lets the bot play if there is one, shows it until a file is saved, and
    /// again; for as long as the process lives.
    func serveForever() -> Never {
        while true {
            load()
            playBot()
            while reloadReason == nil { beat(limit: nil) }
        }
    }

    // MARK: loading

    private func load() {
        if let recorder, !recorder.stopped, let now = runtime?.engine.now {
            recording { try $0.stop("the game was loaded again at t = \(SessionRecorder.number(now)) s (\(reloadReason ?? "reload"))", now: now) }
            recordingEnded = true
            self.recorder = nil
            setup.say("the game is loading again: the recording in \(recorder.path) stops here")
        }
        generation += 1
        reloadReason = nil
        touch = nil
        heldDown = nil
        runner = nil
        runtime = nil
        loadError = nil
        lastTree = nil
        do throws(LuaError) {
            let game = try GameRuntime(script: setup.script, root: setup.root, seed: setup.seed, device: setup.device,
                                       limits: setup.limits, print: { [unowned self] in note("print", $0) })
            game.engine.window.appearance = setup.appearance
            LimitOptions.watch(game)
            listen(to: game)
            guard try game.start() else {
                throw LuaError("\(setup.script) returned no app to show: a game ends with return ui.App { … }", file: setup.script)
            }
            runtime = game
            if let bot = setup.bot {
                let made = try BotRunner(bot: bot, runtime: game, print: { [unowned self] in note("bot", $0) })
                LimitOptions.watch(made)
                for (name, value) in setup.botGlobals { made.lua.setGlobal(name, value) }
                // The bot's state holds its session, which holds this: weak, or neither goes.
                made.session.waiter = { [unowned self, weak lua = made.lua] seconds throws(LuaError) in
                    try waitForBot(seconds, lua: lua)
                }
                made.session.onLog = { [unowned self] in note("bot", $0) }
                runner = made
            }
        } catch {
            runtime = nil
            loadError = error.description
            note("error", error.description)
            setup.say("cannot load: \(error.description)")
        }
        let device = runtime?.engine.window.device
        if let device { note("load", "\(setup.script) on \(device.name), seed \(setup.seed)") }
        if let path = setup.record, let device, recorder == nil, !recordingEnded { startRecording(path, device: device) }
        let loaded = PageMessage.Loaded(script: setup.script, seed: String(setup.seed),
                                        device: device.map { "\($0.name) (\($0.size))" } ?? "", generation: generation,
                                        error: loadError)
        mailbox.send(PageMessage.json(loaded))
        lastStatus = nil
        lastSVG = ""
        lastWall = Self.wallSeconds()
        publish(force: true)
    }

    /// Turns what the game does into the side panel's events.
    private func listen(to game: GameRuntime) {
        let engine = game.engine
        game.onError = { [unowned self] in note("error", LimitOptions.described($0)) }
        game.onPropertyChange = { [unowned self] name, old, new in note("property", "\(name): \(Run.text(old)) → \(Run.text(new))") }
        engine.window.onLog = { [unowned self] in note("log", $0) }
        engine.window.onPresent = { [unowned self] presented in
            guard let alert = presented as? Alert else { return }
            note("alert", AlertText.describe(alert))
        }
        game.observeSignals { [unowned self] in note("signal", "\($0.name) = \(Run.text($0.value))") }
        game.observeSound { [unowned self] in note("sound", "\($0.sound.name) (\(Sound.seconds($0.sound.duration)) s)") }
    }

    /// Lets the bot play; when it is done the game goes on without it.
    private func playBot() {
        guard let runner, let bot = setup.bot else { return }
        note("bot", "\(bot) plays")
        do {
            try runner.run()
            let session = runner.session
            let reports = session.figureNames.map { "\($0) = \(Run.text(.double(session.figures[$0] ?? .nan)))" }
            note("bot", "\(bot) finished after \(session.taps) taps" + (reports.isEmpty ? "" : "; reports " + reports.joined(separator: ", ")))
        } catch {
            // A reload stops the bot by failing its wait: that is no error of the bot's.
            if reloadReason == nil { note("error", "bot: " + error.description) }
        }
        self.runner = nil
    }

    /// A bot's `game:wait`: the clock runs at the page's pace to where the bot asked, with the
    /// page shown and obeyed on the way. A reload stops the bot here.
    private func waitForBot(_ seconds: Double, lua: LuaState?) throws(LuaError) {
        guard let engine = runtime?.engine else { return }
        let target = engine.now + seconds
        if seconds <= 0 { engine.step(seconds) }
        while target - engine.now > 1e-9 {
            beat(limit: target)
            // Each beat is a turn: a paused page must not look like a hung bot to the watchdog.
            lua?.beginTurn()
            if let reason = reloadReason { throw LuaError("the game is loading again (\(reason))") }
        }
    }

    // MARK: one beat

    /// Takes the page's commands (waiting at most until the next frame is due), runs the clock
    /// for the wall time that passed (never past `limit`, a bot's wait), notices saved files,
    /// and sends what changed when a frame is due. Commands are done as soon as they come (a
    /// tap's finger lifts when the mouse button does), frames go out at most 30 times a second.
    private func beat(limit: Double?) {
        let (commands, newPages) = mailbox.take(waiting: max(0, nextFrame - Self.wallSeconds()))
        if !commands.isEmpty { mayHaveChanged = true }
        for command in commands { perform(command, limit: limit) }
        let wall = Self.wallSeconds()
        if running, let engine = runtime?.engine {
            var seconds = (wall - lastWall) * speed
            if let limit { seconds = min(seconds, limit - engine.now) }
            if recorder != nil { seconds = recordingClock.take(seconds) }
            if seconds > 0 {
                engine.step(seconds)
                mayHaveChanged = true
            }
        }
        lastWall = wall
        if wall >= nextWatch {
            nextWatch = wall + Self.watchInterval
            // The recording is written into the folder watched, often: it is no change to the game.
            let saved = watch.changes().filter { Self.absolute($0) != recordedFile }
            if !saved.isEmpty, reloadReason == nil {
                let names = saved.joined(separator: ", ")
                reloadReason = "saved " + names
                note("reload", "saved \(names): loading the game again (seed \(setup.seed))")
                setup.say("saved \(names): reloading")
            }
        }
        for page in newPages { welcome(page) }
        if wall >= nextFrame {
            nextFrame = wall + Self.frameInterval
            publish(force: false)
        }
    }

    private func perform(_ command: PageCommand, limit: Double?) {
        switch command {
        case .run(let speed):
            running = true
            self.speed = speed
        case .pause:
            running = false
            if let now = runtime?.engine.now { recording { try $0.pause(now: now) } }
        case .reload:
            if reloadReason == nil {
                reloadReason = "asked from the page"
                note("reload", "loading the game again (seed \(setup.seed))")
            }
        case .invalid(let reason):
            note("page", reason)
        default:
            guard let engine = runtime?.engine else { return note("page", "the game is not loaded: save a fix or reload") }
            perform(command, on: engine, limit: limit)
        }
    }

    private func perform(_ command: PageCommand, on engine: Engine, limit: Double?) {
        let window = engine.window
        switch command {
        case .down(let x, let y):
            liftFinger(engine)
            touchPoint = recordedPoint(x, y)
            if recorder != nil {
                heldDown = touchPoint
            } else {
                touch = window.beginTouch(at: touchPoint)
            }
        case .move(let x, let y):
            landHeldFinger(engine)
            touchPoint = recordedPoint(x, y)
            if let touch {
                window.moveTouch(touch, to: touchPoint)
                recording { try $0.touchMove(to: touchPoint, force: nil, now: engine.now) }
            }
        case .force:
            landHeldFinger(engine)
            if let touch {
                window.moveTouch(touch, to: touchPoint, force: Touch.defaultMaximumForce)
                recording { try $0.touchMove(to: touchPoint, force: Touch.defaultMaximumForce, now: engine.now) }
            }
        case .up:
            liftFinger(engine)
        case .alert(let title, let texts):
            do throws(DriverError) {
                try engine.driver.answerAlert(title, typing: texts)
                recording { try $0.answerAlert(title, texts: texts, now: engine.now) }
            } catch {
                note("page", "cannot answer the alert: \(error.description)")
            }
        case .type(let text):
            do throws(DriverError) {
                try engine.driver.type(text)
                recording { try $0.type(text, now: engine.now) }
            } catch {
                note("page", "cannot type: \(error.description)")
            }
        case .deleteBackward:
            do throws(DriverError) {
                try engine.driver.deleteBackward()
                recording { try $0.deleteBackward(now: engine.now) }
            } catch {
                note("page", "cannot delete: \(error.description)")
            }
        case .pressReturn:
            do throws(DriverError) {
                try engine.driver.type("", submit: true)
                recording { try $0.pressReturn(now: engine.now) }
            } catch {
                note("page", "cannot press return: \(error.description)")
            }
        case .advance(var seconds):
            if recorder != nil { seconds = RecordingClock.rounded(seconds) }
            engine.step(limit.map { min(seconds, max(0, $0 - engine.now)) } ?? seconds)
        case .run, .pause, .reload, .invalid:
            break
        }
    }

    // MARK: recording

    /// The finger lifts: a held one (recording) is a tap where it landed.
    private func liftFinger(_ engine: Engine) {
        if let point = heldDown {
            heldDown = nil
            engine.driver.tap(at: point)
            recording { try $0.tap(at: point, now: engine.now) }
        } else if let touch {
            engine.window.endTouch(touch)
            recording { try $0.touchUp(now: engine.now) }
        }
        touch = nil
    }

    /// A held finger (recording) lands now, where it was put down: it is moving or pressing.
    private func landHeldFinger(_ engine: Engine) {
        guard let point = heldDown else { return }
        heldDown = nil
        touch = engine.window.beginTouch(at: point)
        recording { try $0.touchDown(at: point, now: engine.now) }
    }

    /// A point from the page; while recording, to the whole point, so that the bot's numbers
    /// are short and give the game the very point it got.
    private func recordedPoint(_ x: Double, _ y: Double) -> Point {
        recorder == nil ? Point(x: x, y: y) : Point(x: x.rounded(), y: y.rounded())
    }

    private func startRecording(_ path: String, device: DeviceProfile) {
        let header = SessionRecorder.Header(script: setup.script, seed: setup.seed, device: device.name, appearance: setup.appearance)
        do {
            recorder = try SessionRecorder(path: path, header: header)
            note("record", "recording what is done on the page into \(path)")
            setup.say("recording into \(path)")
        } catch {
            recordingEnded = true
            note("error", String(describing: error))
            setup.say(String(describing: error))
        }
    }

    /// Writes one action into the recording, if there is one; a failed write ends it, said.
    private func recording(_ write: (SessionRecorder) throws -> Void) {
        guard let recorder, !recorder.stopped else { return }
        do {
            try write(recorder)
        } catch {
            note("error", String(describing: error))
            setup.say(String(describing: error))
        }
    }

    // MARK: what the pages see

    private func note(_ type: String, _ text: String) {
        let event = PageMessage.Event(type: type, time: runtime?.engine.now ?? 0, text: text)
        newEvents.append(event)
        keptEvents.append(event)
        if keptEvents.count > 2 * Self.keptEvents { keptEvents.removeFirst(keptEvents.count - Self.keptEvents) }
    }

    /// A page that just connected gets everything: the game loaded, the events so far, the
    /// screen and the tree.
    private func welcome(_ page: Int) {
        let device = runtime?.engine.window.device
        mailbox.send(PageMessage.json(PageMessage.Loaded(script: setup.script, seed: String(setup.seed),
                                                         device: device.map { "\($0.name) (\($0.size))" } ?? "",
                                                         generation: generation, error: loadError)), to: page)
        mailbox.send(PageMessage.json(PageMessage.Events(events: Array(keptEvents.suffix(Self.keptEvents)))), to: page)
        mailbox.send(PageMessage.json(frame(svg: lastSVG)), to: page)
        if let lastTree { mailbox.send(PageMessage.json(lastTree), to: page) }
    }

    /// Sends the new events, the screen if it or the clock changed, and the tree now and then.
    private func publish(force: Bool) {
        if !newEvents.isEmpty {
            mailbox.send(PageMessage.json(PageMessage.Events(events: newEvents)))
            newEvents.removeAll()
        }
        guard let engine = runtime?.engine else {
            if force { mailbox.send(PageMessage.json(frame(svg: ""))) }
            return
        }
        if force || mayHaveChanged {
            mayHaveChanged = false
            treeMayHaveChanged = true
            let svg = ScreenPicture.svg(engine)
            let status = currentStatus(engine)
            if force || svg != lastSVG || status != lastStatus {
                let changed = svg != lastSVG || force
                lastSVG = svg
                lastStatus = status
                mailbox.send(PageMessage.json(PageMessage.Frame(svg: changed ? svg : nil, width: engine.window.bounds.size.width,
                                                                height: engine.window.bounds.size.height, time: status.time,
                                                                running: status.running, speed: status.speed, alert: status.alert)))
            }
        }
        // The tree is for reading: sent a few times a second at most, and once more after the
        // last change, so that a paused page shows the tree as it is.
        let wall = Self.wallSeconds()
        if treeMayHaveChanged && (force || wall >= nextTree) {
            treeMayHaveChanged = false
            nextTree = wall + Self.treeInterval
            let tree = PageMessage.tree(of: engine.window)
            if tree != lastTree {
                lastTree = tree
                mailbox.send(PageMessage.json(tree))
            }
        }
    }

    /// The whole frame for a page that has no picture yet.
    private func frame(svg: String) -> PageMessage.Frame {
        let size = runtime?.engine.window.bounds.size
        let status = runtime.map { currentStatus($0.engine) } ?? Status(time: 0, running: running, speed: speed, alert: nil)
        return PageMessage.Frame(svg: svg, width: size?.width ?? 0, height: size?.height ?? 0, time: status.time,
                                 running: status.running, speed: status.speed, alert: status.alert)
    }

    private func currentStatus(_ engine: Engine) -> Status {
        // Milliseconds are what the page shows; finer changes are not worth a message.
        Status(time: (engine.now * 1000).rounded() / 1000, running: running, speed: speed, alert: PageMessage.alert(engine.driver))
    }

    /// `path` absolute and without `.` or `..`, to compare with another.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func wallSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
