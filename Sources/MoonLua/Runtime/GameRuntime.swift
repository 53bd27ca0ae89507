import LuaBridge
import Foundation
import MoonKit

/// A game script running on an engine: the Lua state with the `moonkit` module, the engine it
/// drives, and the error hook every handler, timer and completion reports through.
///
/// The script is a file (`init(script:)`), or text a host holds (`init(source:name:)`), named
/// in its errors by the name given.
///
/// ```swift
/// let game = try GameRuntime(script: "scripts/swifty_words.lua", seed: 1)
/// game.observe("score") { old, new in print("score", old, "→", new) }
/// try game.start()
/// try game.engine.driver.tap(title: "SUBMIT")
/// game.engine.step(1)
/// let score = try game.root?.value("score", as: Int.self)
/// ```
///
/// A runtime is used by one task at a time and may move between threads (docs/architecture.md,
/// the threading rule): it is not `Sendable`, so the compiler lets a task take a runtime only
/// when nothing else uses it afterwards. Many games run at once, each made inside the task that
/// runs it (`withTaskGroup`).
public final class GameRuntime: LuaHost {
    /// The engine: window, clock, animations, randomness, driver.
    public let engine: Engine
    /// The Lua state the script runs in.
    public let lua: LuaState
    /// How the runtime's own closures, controllers and state reach it (see `UnownedLink`).
    package let link = UnownedLink<GameRuntime>()
    /// The script file; for a script given as text, the name its errors cite (`tapper.lua`); for
    /// one among a host's files, its path under their name (`cards/main.lua`).
    public let scriptPath: String
    /// Where the script is read from when the game starts.
    private let script: ScriptSource

    /// Where a game's main script comes from.
    private enum ScriptSource {
        /// The file at `scriptPath`.
        case file
        /// Text a host gave (`init(source:name:)`).
        case text(String)
        /// The file at this path among a host's files (`init(script:files:)`).
        case provided(String)
    }
    /// The scripts' folder: where `require`, images and sounds are found. Nil for a script given
    /// as a string with no root (it then has no files at all) or with a host's files (`GameFiles`).
    public let gameFolder: String?
    /// The folder background work reads files from with `files` (levels): the parent of the
    /// scripts' folder, which holds `scripts/` and `levels/` side by side. Nil with `gameFolder`.
    public let dataFolder: String?
    /// Where errors raised while the game runs go (default: standard error). The game goes on.
    public var onError: (ScriptError) -> Void = { error in
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
    }
    /// The first `keptErrors` errors reported, in order: a timer failing every frame for an
    /// hour must not fill the memory. `errorCount` counts them all.
    public private(set) var errors: [ScriptError] = []
    /// What the script may use. The runtime applies every field itself (`GameLimits`).
    public let limits: GameLimits
    /// Stops, from any thread, the callback the game is running (a handler looping for ever):
    /// it fails with `stopped by the host: <reason>` at the script's line and is reported as
    /// any error is; the game goes on, and its next callback runs normally. Take it on the
    /// game's thread and hand it to another (`LuaStopHandle` is `Sendable`).
    public let stopper: LuaStopHandle
    /// Whether the clock was held at `limits.virtualTimeLimit` (reported the first time).
    public private(set) var reachedTimeLimit = false
    /// How many errors were reported, kept or not.
    public private(set) var errorCount = 0
    /// How many errors `errors` keeps (and `reportedProblems` keeps of its own).
    public static let keptErrors = 100
    /// Where the problems a game handled itself and told of with `ui.report` go (default:
    /// standard error). They are not errors: the game is fine, and a run that has only these
    /// still succeeds; they are shown so that the author sees them.
    public var onReportedProblem: (LuaError) -> Void = { problem in
        FileHandle.standardError.write(Data((GameRuntime.describe(reported: problem) + "\n").utf8))
    }
    /// The first `keptErrors` problems told of with `ui.report`, in order; `reportedProblemCount`
    /// counts them all.
    public private(set) var reportedProblems: [LuaError] = []
    /// How many problems `ui.report` told of, kept or not.
    public private(set) var reportedProblemCount = 0

    private let deviceOverride: DeviceProfile?
    /// Images already found by name (see `LuaImages`).
    var imageCache = LuaStringKeyedCache<Image>()
    /// Swift observers of script properties by name, each with the id its token cancels.
    private var observers: [String: [(id: Int, handler: PropertyObserver)]] = [:]
    private var lastObserverID = 0
    private(set) var natives: LuaReference?
    /// Which hooks each Lua class defines (`ScriptViewController`).
    let scriptClasses = ScriptClasses()
    private(set) var anchorMetatable: LuaReference?
    private var launchFunction: LuaReference?

    /// Loads nothing yet: makes the engine and the state, and installs the `moonkit` module.
    /// - Parameters:
    ///   - script: the game's Lua file; `require` finds modules in its folder (or `root`).
    ///   - root: the script folder, instead of the script's own: `require`, images and sounds read from it, `files` from its parent.
    ///   - seed: the seed of every random draw (`math.random`, shuffles).
    ///   - device: a device that overrides the one the script's app asks for.
    ///   - print: where the script's `print` goes.
    ///   - limits: what the script may use (`GameLimits.default` unless told otherwise).
    public convenience init(script: String, root: String? = nil, seed: UInt64 = 1, device: DeviceProfile? = nil,
                            limits: GameLimits = .default,
                            print: @escaping (String) -> Void = { Swift.print($0) }) throws(LuaError) {
        let folder = PathText.folder(of: script)
        try self.init(scriptPath: script, script: .file, root: root ?? (folder.isEmpty ? "." : folder), seed: seed,
                      device: device, limits: limits, print: print)
    }

    /// A runtime of a script a host holds as text (from a database, a network, a test): `name`
    /// is what its errors cite (`tapper.lua:3: …`). `root`, when given, is the folder `require`,
    /// `files`, images and sounds read from, with the same sandbox as the file form (no `..`, no
    /// absolute paths); without it the script has no files, and asking for one is an error.
    public convenience init(source: String, name: String, root: String? = nil, seed: UInt64 = 1,
                            device: DeviceProfile? = nil, limits: GameLimits = .default,
                            print: @escaping (String) -> Void = { Swift.print($0) }) throws(LuaError) {
        try self.init(scriptPath: name, script: .text(source), root: root, seed: seed, device: device, limits: limits,
                      print: print)
    }

    /// A runtime of a script a host holds as text, whose other files a host holds too (`GameFiles`,
    /// `MemoryFiles`): `require` loads modules from `files`, background work's `files.read` reads
    /// from it, and images are found in it (`images/card.png`, kept in memory for pictures), with
    /// the same rules and errors as a folder (no `..`, no absolute paths, a missing file named);
    /// nothing is read from disk. Sounds need a folder: playing one is an error that says so.
    ///
    /// ```swift
    /// let files = MemoryFiles(["lib/words.lua": Data(words.utf8), "images/card.png": cardPNG], name: "cards")
    /// let game = try GameRuntime(source: main, name: "main.lua", files: files)
    /// ```
    public convenience init(source: String, name: String, files: any GameFiles, seed: UInt64 = 1,
                            device: DeviceProfile? = nil, limits: GameLimits = .default,
                            print: @escaping (String) -> Void = { Swift.print($0) }) throws(LuaError) {
        try self.init(scriptPath: name, script: .text(source), root: nil, files: files, seed: seed, device: device,
                      limits: limits, print: print)
    }

    /// A runtime of a game whose every file a host holds, its main script among them: `script` is
    /// that script's path in `files` (`main.lua`), read when the game starts (a bad or missing
    /// path is then an error that names it, as `files.read`'s do). Its errors cite it under the
    /// files' name (`cards/main.lua:3: …`); otherwise as `init(source:name:files:)`.
    public convenience init(script: String, files: any GameFiles, seed: UInt64 = 1, device: DeviceProfile? = nil,
                            limits: GameLimits = .default,
                            print: @escaping (String) -> Void = { Swift.print($0) }) throws(LuaError) {
        try self.init(scriptPath: files.name + "/" + script, script: .provided(script), root: nil, files: files,
                      seed: seed, device: device, limits: limits, print: print)
    }

    private init(scriptPath: String, script: ScriptSource, root: String?, files: (any GameFiles)? = nil, seed: UInt64,
                 device: DeviceProfile?, limits: GameLimits, print: @escaping (String) -> Void) throws(LuaError) {
        self.scriptPath = scriptPath
        self.script = script
        gameFolder = root
        dataFolder = root.map { root in
            let parent = PathText.folder(of: root)
            return parent.isEmpty ? "." : parent
        }
        deviceOverride = device
        engine = Engine(device: device ?? .iPad, seed: seed)
        // A host's files serve both `require` and `files`; a folder serves `require`, and its
        // parent `files` (dataFolder).
        lua = try LuaState(scriptRoot: files.map { ScriptRoot(files: $0) } ?? gameFolder.map(ScriptRoot.init),
                           instructionBudget: limits.instructionBudget, memoryLimit: limits.memoryLimit, print: print)
        guard let stopper = lua.stopHandle else { throw LuaError("cannot watch the game's Lua state", kind: .host) }
        self.stopper = stopper
        self.limits = limits
        link.open(self)
        lua.host = self
        lua.clock = { [weak engine] in engine?.now ?? 0 }
        watchInstants(limit: limits.instantLimit)
        holdClock(at: limits.virtualTimeLimit)
        // The process's watchdog for this limit stops a callback that overran (`Watchdog`);
        // `onWatchdog(_:)` makes it do something else.
        if limits.watchdogSeconds > 0 { Watchdog.shared(seconds: limits.watchdogSeconds).watch(lua, as: "game") }
        // A link the player taps opens its URL: there is no browser, so it is the signal
        // `openURL` (its value the URL) for bots, `moonkit run` and Swift observers.
        engine.observeOpenURL { [link] url in link.target?.raise("openURL", .string(url)) }
        // A game's state makes and drops views, controllers and small tables all the time, and
        // keeps little: collecting once it has grown by half rather than doubled keeps it, and
        // the Swift objects its userdata hold, smaller, and its time goes to cache misses on
        // freed and reused memory (docs/performance.md, "Measured choices"). Bots keep Lua's
        // default: a bot holding a large word list pays for the extra marking instead.
        lua.setCollectorPause(percent: 150)
        try MoonkitModule.install(in: self)
        // The game reads its data as its workers and bots do: a level list at load time, a word
        // list when a screen opens. Reading files is deterministic, so the main state may too.
        if let files = makeFilesTable(for: lua, root: dataFolder) { lua.setGlobal("files", files) }
    }

    deinit {
        link.cut()
    }

    /// Stops work that reschedules itself at one virtual instant for ever (`GameLimits.instantLimit`),
    /// reporting the callback that ran last: once half the limit has run at one instant, the
    /// state starts noting each function it enters, so the report can name it by file:line.
    private func watchInstants(limit: Int) {
        let queue = engine.queue
        queue.instantLimit = limit
        queue.onInstantBusy = { [link] in link.target?.lua.recordEntries() }
        queue.onInstantLimit = { [link] dropped in
            guard let runtime = link.target else { return }
            let time = String(format: "%.3f", runtime.engine.now)
            let what = "\(limit) callbacks ran at the virtual instant t = \(time) s without time moving on "
                + "(dispatch.main:async, ui.after(0, …) or a zero-length animation that starts itself again?), "
                + "the game's instant limit of \(limit) callbacks; "
                + "what was still due then was dropped (\(dropped) item\(dropped == 1 ? "" : "s"))"
            // The site is `file:line` of the function last entered, which reads as Lua's prefix.
            let message = runtime.lua.lastEntrySite.map { "\($0): this callback keeps scheduling work: " + what } ?? what
            runtime.report(LuaError(luaMessage: message), in: "the main queue", limit: .instantLimit)
        }
    }

    /// Holds the clock at `GameLimits.virtualTimeLimit`: `engine.step(1e9)` stops there, and the
    /// first time it does, an error names the limit (later steps stay at it without one).
    private func holdClock(at limit: Double) {
        engine.queue.timeLimit = limit
        engine.queue.onTimeLimit = { [link] asked in
            guard let runtime = link.target, !runtime.reachedTimeLimit else { return }
            runtime.reachedTimeLimit = true
            let message = "the game's clock was stopped at t = \(Watchdog.text(limit)) s, the game's virtual-time limit "
                + "of \(Watchdog.text(limit)) s (it was asked to go on to t = \(Watchdog.text(asked)) s)"
            runtime.report(LuaError(message, kind: .host), in: "the game's clock", limit: .virtualTimeLimit)
        }
    }

    /// Has the game's watchdog (`GameLimits.watchdogSeconds`) call `action` on its own thread,
    /// with a line naming the callback that overran, instead of stopping that callback (the
    /// `moonkit` command prints the line and ends the process, for a game stuck in C code that
    /// no stop reaches). The game's background workers get the same. Nothing with no watchdog.
    public func onWatchdog(_ action: @escaping @Sendable (_ line: String) -> Void) {
        lua.watchdog?.watch(lua, as: "game", expired: action)
    }

    /// Runs the script and shows the app it returns: the device it names, its root view
    /// controller loaded and laid out. Returns false when the script returned no app (a plain
    /// script, which has then simply run). Errors in the script's own code are thrown.
    @discardableResult
    public func start() throws(LuaError) -> Bool {
        starting = true
        defer {
            starting = false
            if startSignals.count > Self.keptStartSignals { dropStartSignals(beyond: Self.keptStartSignals) }
            startSoundCount = engine.sounds.played.count
        }
        let chunk = switch script {
        case .file: try lua.load(file: scriptPath)
        case .text(let text): try lua.load(text, name: scriptPath)
        case .provided(let path): try lua.load(provided: path, for: "the game's script")
        }
        guard let app = try chunk.callForReference() else {
            // A script that made a Lua class (`ui.ViewController:extend`) and returned nothing has
            // lost its last line; one that made none is a plain script (scripts/hello.lua) and ran.
            if natives?.field("classMade") != nil {
                throw LuaError("\(scriptPath) made a view controller class but returned no app: end it with "
                               + "return ui.App { root = Game } (docs/lua-api.md, ui.App)", kind: .runtime)
            }
            return false
        }
        guard let launchFunction else { throw LuaError("the moonkit module is not installed", kind: .host) }
        try launchFunction.call(app, scriptPath)
        // Shown from here, not from inside the launch call: loading the root's view runs
        // `loadView` as an entry of its own, so a budget it exhausts is its error alone, not
        // also one of the launch code that called it.
        guard let root = launchedRoot else { throw LuaError("the app has no root view controller", kind: .host) }
        launchedRoot = nil
        engine.window.rootViewController = root
        engine.window.layoutIfNeeded()
        return true
    }

    /// The root view controller the launch code made, until `start` shows it.
    var launchedRoot: ViewController?

    /// A signal a script raised with `ui.signal(name, value)`: an event for watchers outside
    /// the game (the Psychic Tester's "watch tap"), not something drawn.
    public struct Signal: Equatable, Sendable {
        /// The name the script gave it.
        public var name: String
        /// The value it came with (plain data; nil when none).
        public var value: LuaValue
        /// The virtual time it was raised at, in seconds.
        public var time: Double
    }

    /// Signals are not kept here once the game has started (a game may raise one every frame
    /// for ever): whoever wants them observes them, and keeps what it needs (a bot keeps those it
    /// has yet to read).
    private var signalObservers: [String: [(Signal) -> Void]] = [:]
    private var everySignalObservers: [(Signal) -> Void] = []
    /// Whether `start` is running: the main chunk, `loadView`, `viewDidLoad`, `viewDidAppear`.
    private var starting = false
    /// The signals raised while the game started (the newest `keptStartSignals`), which no one
    /// can have observed yet when a bot or `moonkit run` comes after `start`: each new observer
    /// receives them first, with the time they were raised.
    public private(set) var startSignals: [Signal] = []
    /// How many signals raised while the game started were not kept.
    public private(set) var startSignalsDropped = 0
    /// How many of `engine.sounds.played` were played while the game started.
    private var startSoundCount = 0
    /// How many signals raised while the game started are kept for later observers.
    public static let keptStartSignals = 10_000

    /// Calls `handler` for every signal named `name`, those raised while the game started first.
    public func observeSignal(_ name: String, _ handler: @escaping (Signal) -> Void) {
        for signal in startSignals where signal.name == name { handler(signal) }
        signalObservers[name, default: []].append(handler)
    }

    /// Calls `handler` for every signal, whatever its name, those raised while the game started first.
    public func observeSignals(_ handler: @escaping (Signal) -> Void) {
        for signal in startSignals { handler(signal) }
        everySignalObservers.append(handler)
    }

    func raise(_ name: String, _ value: LuaValue) {
        let signal = Signal(name: name, value: value, time: engine.now)
        if starting { keepStartSignal(signal) }
        for handler in everySignalObservers { handler(signal) }
        for handler in signalObservers[name] ?? [] { handler(signal) }
    }

    /// Kept in batches, as a bot keeps unread signals: a main chunk that raises signals in a loop
    /// costs a constant time per signal and never holds more than twice the kept number.
    private func keepStartSignal(_ signal: Signal) {
        startSignals.append(signal)
        if startSignals.count >= 2 * Self.keptStartSignals { dropStartSignals(beyond: Self.keptStartSignals) }
    }

    private func dropStartSignals(beyond kept: Int) {
        let excess = startSignals.count - kept
        startSignals.removeFirst(excess)
        startSignalsDropped += excess
    }

    /// Every sound played so far (`ui.sound.play`), in order.
    public var sounds: [SoundOutput.Playback] { engine.sounds.played }

    /// Calls `handler` for every sound the game plays from now on, and first for those played
    /// while the game started (`start`), before anyone could observe them, as for signals.
    public func observeSound(_ handler: @escaping (SoundOutput.Playback) -> Void) {
        for played in engine.sounds.played.prefix(startSoundCount) { handler(played) }
        engine.sounds.observe(handler)
    }

    /// Called with every change of an observed script property, whatever its name.
    public var onPropertyChange: ((_ name: String, _ old: LuaValue, _ new: LuaValue) -> Void)?

    /// What `observe` calls: the object whose property changed, its old and its new value.
    public typealias PropertyObserver = (_ object: ScriptObject, _ old: LuaValue, _ new: LuaValue) -> Void

    /// Calls `handler(object, old, new)` whenever an observed script property named `name`
    /// changes, on any object (`Game.score = ui.property(0)` then `self.score = 5`, or a write
    /// to an `ui.observable` table), after the script's own observers. The observer lasts until
    /// the returned token's `cancel()` (dropping the token keeps it: `PropertyObservation`).
    @discardableResult
    public func observe(_ name: String, _ handler: @escaping PropertyObserver) -> PropertyObservation {
        lastObserverID += 1
        observers[name, default: []].append((lastObserverID, handler))
        return PropertyObservation(runtime: link, name: name, id: lastObserverID)
    }

    /// `observe(_:_:)` for a handler that needs only the old and the new value.
    @discardableResult
    public func observe(_ name: String, _ handler: @escaping (_ old: LuaValue, _ new: LuaValue) -> Void) -> PropertyObservation {
        observe(name) { _, old, new in handler(old, new) }
    }

    func stopObserving(_ name: String, id: Int) {
        observers[name]?.removeAll { $0.id == id }
        if observers[name]?.isEmpty == true { observers[name] = nil }
    }

    /// The script object shown as the window's root (the app's `root`), when a script made it.
    public var root: ScriptObject? {
        engine.window.rootViewController.flatMap { scriptObject($0) }
    }

    /// A handle to `object` when a script made it (an instance of a Lua class): nil for the
    /// engine's own objects and those made in Swift.
    public func scriptObject(_ object: AnyObject) -> ScriptObject? {
        ScriptObject(object: object, runtime: link)
    }

    /// Reports an error raised while running `context`, and goes on.
    public func report(_ error: LuaError, in context: String) {
        report(error, in: context, limit: nil)
    }

    /// `report(_:in:)` with the limit that stopped the work, when the runtime knows it from
    /// where it acted (the instant limit, the virtual-time limit); errors of the other limits
    /// carry their kind (`LuaError.Kind`).
    func report(_ error: LuaError, in context: String, limit: GameLimits.Limit?) {
        let scriptError = ScriptError(context: context, error: lua.locating(error), limit: limit ?? GameLimits.Limit(error.kind))
        errorCount += 1
        if errors.count < Self.keptErrors { errors.append(scriptError) }
        onError(scriptError)
    }

    /// Takes note of a problem the game handled itself (`ui.report`): not an error.
    func reportProblem(_ problem: LuaError) {
        let problem = lua.locating(problem)
        reportedProblemCount += 1
        if reportedProblems.count < Self.keptErrors { reportedProblems.append(problem) }
        onReportedProblem(problem)
    }

    /// How the commands print a problem told of with `ui.report`: `problem reported: file:line: message`.
    public static func describe(reported problem: LuaError) -> String {
        "problem reported: " + problem.located
    }

    /// Calls a Lua function the engine holds (a handler, a timer, a completion), reporting errors.
    /// The context is worked out only for an error: an alert's "alert action 'OK'" was built on
    /// every tap of its button.
    func callReporting(_ function: LuaReference, _ context: @autoclosure () -> String, _ arguments: any LuaPushable...) {
        do {
            try function.run(argumentCount: Int32(clamping: arguments.count)) { top in
                for argument in arguments { top.push(argument) }
            }
        } catch {
            report(error, in: context())
        }
    }

    /// Runs `method` of a script object if it has one (its class's or its own); false when it
    /// does not. `fields` is the object's field table, where the look-up starts. Looked up and
    /// called in one protected C call: hooks run on every card dealt and every touch, so they go
    /// without Swift arrays of arguments or results, and without the metamethod a script's
    /// `object[method]` goes through.
    func invoke(_ object: AnyObject, fields: LuaReference?, _ method: StaticString) -> Bool {
        invoke(object, fields: fields, method, argumentCount: 0) { _ in }
    }

    /// `invoke(_:fields:_:)` with one argument (`animated`, the touches, the new parent), made
    /// only when there is a method to call.
    func invoke(_ object: AnyObject, fields: LuaReference?, _ method: StaticString,
                _ argument: @autoclosure () -> some LuaPushable) -> Bool {
        invoke(object, fields: fields, method, argumentCount: 1) { $0.push(argument()) }
    }

    /// `invoke(_:fields:_:)` with two arguments (a scroll view and whether it decelerates).
    func invoke(_ object: AnyObject, fields: LuaReference?, _ method: StaticString,
                _ first: @autoclosure () -> some LuaPushable, _ second: @autoclosure () -> some LuaPushable) -> Bool {
        invoke(object, fields: fields, method, argumentCount: 2) { top in
            top.push(first())
            top.push(second())
        }
    }

    private func invoke(_ object: AnyObject, fields: LuaReference?, _ method: StaticString, argumentCount: Int32,
                        pushArguments: (LuaStackTop) -> Void) -> Bool {
        guard !lua.isClosed else { return false }
        do {
            return try lua.invokeMethod(of: object, fields: fields, named: method, argumentCount: argumentCount,
                                        pushArguments: pushArguments)
        } catch {
            report(error, in: "\(method)")
            return true
        }
    }

    /// Tells the observers of `name`; `object` is made only when there is one to tell.
    func propertyChanged(_ name: String, old: LuaValue, new: LuaValue, object: () -> ScriptObject?) {
        onPropertyChange?(name, old, new)
        guard let named = observers[name], let changed = object() else { return }
        for observer in named { observer.handler(changed, old, new) }
    }

    func adopt(natives: LuaReference, anchorMetatable: LuaReference?, launch: LuaReference?) {
        self.natives = natives
        self.anchorMetatable = anchorMetatable
        self.launchFunction = launch
    }

    /// The runtime running the state of `L`.
    static func of(_ call: LuaCall) -> GameRuntime? {
        call.state.host as? GameRuntime
    }

    /// The device the app asked for, held as `orientation` asks (`"portrait"` or
    /// `"landscape"`), unless the command line chose one.
    func useDevice(named name: String?, orientation: String? = nil) throws(LuaError) {
        guard deviceOverride == nil, name != nil || orientation != nil else { return }
        let chosen = name ?? engine.window.device.name
        guard var device = DeviceProfile.named(chosen) else {
            let known = DeviceProfile.all.map(\.name).joined(separator: ", ")
            throw LuaError("unknown device \(LuaText.quoted(chosen)) (choose one of \(known))")
        }
        if let orientation {
            guard let o = DeviceProfile.Orientation(rawValue: orientation) else {
                throw LuaError("unknown orientation \(LuaText.quoted(orientation)) (choose portrait or landscape)")
            }
            device = device.inOrientation(o)
        }
        engine.useDevice(device)
    }
}

/// Said, not only implied: nothing in a runtime locks, so no conformance may make it shared
/// between tasks (the threading rule). Moving it whole into a task (`sending`) stays allowed.
@available(*, unavailable)
extension GameRuntime: Sendable {}
