import Testing
import Foundation
import LuaBridge
import MoonKit
import MoonLua
import Synchronization
@testable import MoonSim
import TestSupport

/// The simulation API as a host calls it: games on threads and in worker processes (the
/// `moonkit` executable, which calls `SimulationWorker.runIfRequested()` first), a game stuck in
/// C code, determinism, and the plan a worker is handed.
@Suite("Simulation from Swift", .serialized)
struct SimulationTests {
    /// A label showing the engine's seed (read through an emitter, which is seeded with it), so
    /// that the bot can tell which game it plays.
    static let game = """
        local ui = require "moonkit"
        local seed = ui.EmitterView {}.seed
        local Seeded = ui.ViewController:extend "Seeded"
        function Seeded:loadView()
          self.view = ui.View {}
          self.view:addSubview(ui.Label { identifier = "seed", text = tostring(seed) })
        end
        return ui.App { root = Seeded }
        """

    /// Reports the seed and a die roll; at seed HANG_SEED (a global the plan sets) it first
    /// backtracks inside string.find, C code the instruction budget never interrupts.
    static let bot = """
        return function(game)
          local seed = tonumber(game:text("seed"))
          if seed == HANG_SEED then ("a"):rep(40):find(("a*"):rep(40) .. "b") end
          game:report("seed", seed)
          game:report("roll", math.random(6))
        end
        """

    /// The `moonkit` executable beside the test bundle: a worker any host may use.
    static let moonkit: SimulationWorkerExecutable = {
        var url = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        while url.path != "/" && !FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("moonkit").path) {
            url.deleteLastPathComponent()
        }
        return SimulationWorkerExecutable(path: url.appendingPathComponent("moonkit").path)
    }()

    static func plan(in folder: ScriptFolder, hangSeed: Int = -1, watchdog: Double = 0) -> SimulationPlan {
        var limits = GameLimits.default
        limits.watchdogSeconds = watchdog
        return SimulationPlan(script: folder.path("game.lua"), bot: folder.path("bot.lua"), seed: 1,
                              globals: [("HANG_SEED", .int(hangSeed))], limits: limits)
    }

    @Test("20 games in 2 worker processes: in game order, each with its seed, the same lines as on threads and on a second run")
    func workersEqualThreads() throws {
        let folder = try ScriptFolder(["game.lua": Self.game, "bot.lua": Self.bot])
        let plan = Self.plan(in: folder)
        let isolated = Simulation.run(plan, games: 0..<20, jobs: 2, isolation: .workerProcesses(Self.moonkit))
        #expect(isolated.map(\.index) == Array(0..<20))
        #expect(isolated.map(\.seed) == (1...20).map(UInt64.init))
        #expect(isolated.map { $0.figures["seed"] } == (1...20).map(Double.init))
        #expect(isolated.allSatisfy { $0.failure == nil && $0.outcome == nil })
        let threads = Simulation.run(plan, games: 0..<20, jobs: 2)
        #expect(isolated.map(\.jsonLine) == threads.map(\.jsonLine))
        let again = Simulation.run(plan, games: 0..<20, jobs: 3, isolation: .workerProcesses(Self.moonkit))
        #expect(again.map(\.jsonLine) == isolated.map(\.jsonLine))
    }

    @Test("a game stuck in string.find is stopped by the watchdog and reported with its seed; the others play on")
    func hangEndsOnlyItsWorker() throws {
        let folder = try ScriptFolder(["game.lua": Self.game, "bot.lua": Self.bot])
        let plan = Self.plan(in: folder, hangSeed: 4, watchdog: 1)
        let streamed = Mutex<[Int]>([])
        let results = Simulation.run(plan, games: 0..<8, jobs: 2, isolation: .workerProcesses(Self.moonkit),
                                     inOrder: { result in streamed.withLock { $0.append(result.index) } })
        #expect(results.isEmpty)
        #expect(streamed.withLock { $0 } == Array(0..<8))
        let all = Simulation.run(plan, games: 0..<8, jobs: 2, isolation: .workerProcesses(Self.moonkit))
        let stuck = try #require(all.first { $0.index == 3 })
        #expect(stuck.seed == 4)
        #expect(stuck.outcome == .stoppedByWatchdog)
        #expect(stuck.failure == "bot: \(folder.path("bot.lua")):1 has run for more than 1 s of machine time without "
                + "returning: stopped by the watchdog (machine time)")
        let others = all.filter { $0.index != 3 }
        #expect(others.count == 7 && others.allSatisfy { $0.failure == nil })
        #expect(others.map { $0.figures["seed"] } == [1, 2, 3, 5, 6, 7, 8])
    }

    @Test("a program that is not a worker: each game is reported as crashed, with what to add to its main")
    func notAWorker() {
        let plan = SimulationPlan(script: "game.lua", bot: "bot.lua", seed: 7)
        let results = Simulation.run(plan, games: 0..<2, jobs: 1, isolation: .workerProcesses(SimulationWorkerExecutable(path: "/bin/true")))
        #expect(results.map(\.outcome) == [.crashed, .crashed])
        #expect(results.map(\.seed) == [7, 8])
        #expect(results.first?.failure == "the worker process playing it exited with status 0 before it finished "
                + "(does /bin/true call SimulationWorker.runIfRequested() first thing in main?)")
    }

    @Test("a worker is handed the very plan: device, globals of every kind and limits come back bit for bit")
    func planRoundTrip() throws {
        let table: LuaValue = .table([.string("name"): .string("ada"), .int(1): .double(.nan), .bool(true): .array([.int(2), .bytes([0, 255])])])
        let device = DeviceProfile(name: "custom", idiom: .phone, size: Size(width: 320.5, height: 480),
                                   safeAreaInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                                   systemMinimumLayoutMargins: EdgeInsets(all: 0.1), scale: 3)
        let limits = GameLimits(instructionBudget: 5, memoryLimit: 6 << 20, instantLimit: 7, virtualTimeLimit: .infinity,
                                watchdogSeconds: 0.25)
        let plan = SimulationPlan(script: "/a/game.lua", bot: "/a/bot \"1\".lua", seed: .max, device: device,
                                  globals: [("T", table), ("N", .nil), ("X", .double(-0.0)), ("GAMES", .int(.min))], limits: limits)
        let line = PlanWire(plan).line
        #expect(!line.contains("\n"))
        let back = try PlanWire.plan(fromLine: line)
        #expect(PlanWire(back).line == line)
        #expect(back.script == plan.script && back.bot == plan.bot && back.seed == .max)
        #expect(back.device == device)
        #expect(back.limits == limits)
        #expect(back.globals.map(\.0) == ["T", "N", "X", "GAMES"])
        #expect(back.globals[3].1 == .int(.min))
        if case .double(let zero) = back.globals[2].1 { #expect(zero == 0 && zero.sign == .minus) } else { Issue.record("X is \(back.globals[2].1)") }
        guard case .table(let entries) = back.globals[0].1, case .double(let nan)? = entries[.int(1)] else {
            Issue.record("the table came back as \(back.globals[0].1)")
            return
        }
        #expect(nan.isNaN && entries[.string("name")] == .string("ada"))
        #expect(entries[.bool(true)] == .array([.int(2), .bytes([0, 255])]))
        #expect(throws: PlanWire.Refusal.self) { try PlanWire.plan(fromLine: "{\"script\":1}") }
    }
}
