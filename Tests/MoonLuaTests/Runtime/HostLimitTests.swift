import Testing
import Foundation
import Synchronization
import LuaBridge
import TestSupport
import MoonLua
import MoonKit

/// The limits a `GameRuntime` applies by itself, with no command around it: the virtual-time
/// limit on `engine.step`, its own watchdog, and a stop from another thread of the host.
@Suite("Limits inside a host")
struct HostLimitTests {
    /// No budget: what stops the loops here is the stop or the watchdog, nothing else.
    static func unbudgeted(watchdog: Double = 0) -> GameLimits {
        GameLimits(instructionBudget: 0, memoryLimit: 0, instantLimit: 0, virtualTimeLimit: 0, watchdogSeconds: watchdog)
    }

    /// A game with two buttons: GO, whose handler loops for ever (even through `pcall`), and COUNT.
    static func loopingGame(limits: GameLimits) throws -> (GameRuntime, ScriptFolder) {
        let folder = try ScriptFolder(["game.lua": app("""
              local go = ui.Button { title = "GO", frame = { x = 0, y = 0, width = 100, height = 40 } }
              view:addSubview(go)
              go:on("touchUpInside", function() repeat local ok = pcall(function() while true do end end) until ok end)
              local count = ui.Button { title = "COUNT", frame = { x = 0, y = 50, width = 100, height = 40 } }
              view:addSubview(count)
              count:on("touchUpInside", function() COUNT = (COUNT or 0) + 1 end)
            """)])
        let game = try GameRuntime(script: folder.path("game.lua"), limits: limits, print: { _ in })
        game.onError = { _ in }
        try game.start()
        return (game, folder)
    }

    /// A flag another thread reads.
    final class Flag: Sendable {
        let raised = Atomic<Bool>(false)
    }

    @Test("another thread stops a handler that loops for ever; pcall cannot swallow it; the game goes on")
    func stopFromAnotherThread() throws {
        let (game, folder) = try Self.loopingGame(limits: Self.unbudgeted())
        let stopper = game.stopper
        #expect(!stopper.stop(reason: "nothing runs yet"))  // no callback runs: nothing to stop
        let done = Flag()
        let ended = DispatchSemaphore(value: 0)
        let thread = Thread {
            // Stops whatever callback runs until the tap is over: only the looping one does.
            while !done.raised.load(ordering: .acquiring) {
                stopper.stop(reason: "the match was abandoned")
                usleep(1000)
            }
            ended.signal()
        }
        thread.start()
        try game.engine.driver.tap(title: "GO")
        done.raised.store(true, ordering: .releasing)
        ended.wait()
        #expect(game.errors.map(\.context) == ["touchUpInside handler"])
        #expect(game.errors.map(\.error.located) == ["\(folder.path("game.lua")):9: stopped by the host: the match was abandoned"])
        #expect(game.errors.first?.error.kind == .stopped)
        // The stop ended that callback only: the game is usable, and the next callback runs.
        try game.engine.driver.tap(title: "COUNT")
        #expect(try game.lua.run("return COUNT") == [.int(1)])
        #expect(game.errors.count == 1)
        #expect(!stopper.stop(reason: "too late"))
    }

    @Test("with the default limits and no command, a tap handler that loops for ever is stopped by its budget")
    func defaultLimitsStopALoop() throws {
        let game = try GameRuntime(source: app("""
              local go = ui.Button { title = "GO", frame = { x = 0, y = 0, width = 100, height = 40 } }
              view:addSubview(go)
              go:on("touchUpInside", function() while true do end end)
              local guarded = ui.Button { title = "GUARDED", frame = { x = 0, y = 50, width = 100, height = 40 } }
              view:addSubview(guarded)
              guarded:on("touchUpInside", function() repeat local ok = pcall(function() while true do end end) until ok end)
            """), name: "game.lua", print: { _ in })
        #expect(game.limits == .default)
        var reported: [ScriptError] = []
        game.onError = { reported.append($0) }
        try game.start()
        try game.engine.driver.tap(title: "GO")
        try game.engine.driver.tap(title: "GUARDED")
        #expect(reported.map(\.context) == ["touchUpInside handler", "touchUpInside handler"])
        #expect(reported.map(\.error.located) == ["game.lua:9: instruction budget of 100000000 exceeded",
                                                  "game.lua:12: instruction budget of 100000000 exceeded"])
        #expect(reported.map(\.limit) == [.instructionBudget, .instructionBudget])
        // The game goes on: its clock runs, and nothing more is reported.
        game.engine.step(1)
        #expect(game.engine.now == 1 && reported.count == 2)
    }

    @Test("the runtime's own watchdog stops a handler that loops, with a message naming its limit")
    func watchdogStopsTheLoop() throws {
        let (game, folder) = try Self.loopingGame(limits: Self.unbudgeted(watchdog: 0.2))
        try game.engine.driver.tap(title: "GO")
        #expect(game.errors.map(\.error.located) == ["\(folder.path("game.lua")):9: stopped by the watchdog: this callback ran "
                                                     + "past the watchdog limit of 0.2 s of machine time"])
        #expect(game.errors.first?.error.kind == .stopped)
        try game.engine.driver.tap(title: "COUNT")
        #expect(try game.lua.run("return COUNT") == [.int(1)])
    }

    @Test("a host's onWatchdog replaces the stop: it hears of the callback by file:line")
    func watchdogAction() throws {
        let (game, folder) = try Self.loopingGame(limits: Self.unbudgeted(watchdog: 0.2))
        let heard = Mutex<[String]>([])
        let stopper = game.stopper
        game.onWatchdog { line in
            heard.withLock { $0.append(line) }
            stopper.stop(reason: "the host heard the watchdog")
        }
        try game.engine.driver.tap(title: "GO")
        #expect(heard.withLock { $0 } == ["game: \(folder.path("game.lua")):9 has run for more than 0.2 s of machine time "
                                          + "without returning: stopped by the watchdog (machine time)"])
        #expect(game.errors.map(\.error.message) == ["stopped by the host: the host heard the watchdog"])
    }

    @Test("engine.step past the virtual-time limit stops the clock at the limit, once reported",
          arguments: ["step", "runUntilIdle", "runUntil"])
    func virtualTimeLimit(run: String) throws {
        let limits = GameLimits(instructionBudget: 100_000, memoryLimit: 0, instantLimit: 0, virtualTimeLimit: 100, watchdogSeconds: 0)
        let folder = try ScriptFolder(["game.lua": app("ui.every(1, function() TICKS = (TICKS or 0) + 1 end)")])
        let game = try GameRuntime(script: folder.path("game.lua"), limits: limits, print: { _ in })
        game.onError = { _ in }
        try game.start()
        switch run {
        case "step": game.engine.step(1e9)
        case "runUntilIdle": #expect(!game.engine.runUntilIdle(limit: 1e9))
        default: #expect(!game.engine.run(until: { false }, limit: 1e9))
        }
        #expect(game.engine.now == 100)
        #expect(try game.lua.run("return TICKS") == [.int(100)])
        #expect(game.errors.map(\.context) == ["the game's clock"])
        #expect(game.errors.map(\.error.message) == ["the game's clock was stopped at t = 100 s, the game's virtual-time limit "
                                                     + "of 100 s (it was asked to go on to t = 1000000000 s)"])
        #expect(game.errors.first?.limit == .virtualTimeLimit)
        #expect(game.reachedTimeLimit)
        game.engine.step(5)
        #expect(game.engine.now == 100 && game.errors.count == 1)
    }

    @Test("a step up to the virtual-time limit is not held")
    func stepToTheLimit() throws {
        let limits = GameLimits(instructionBudget: 100_000, memoryLimit: 0, instantLimit: 0, virtualTimeLimit: 100, watchdogSeconds: 0)
        let game = try GameRuntime(source: app(""), name: "game.lua", limits: limits, print: { _ in })
        try game.start()
        game.engine.step(60)
        game.engine.step(40)
        #expect(game.engine.now == 100 && game.errors.isEmpty && !game.reachedTimeLimit)
    }
}
