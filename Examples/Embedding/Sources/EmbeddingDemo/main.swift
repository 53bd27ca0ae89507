// Runs Lua games from a Swift program, one step of embedding MoonKit after another:
// - the lamp (`lamp.lua`, a file this package ships as a resource), given a Swift object of a
//   bound class and a Swift function, driven by taps and the clock, observed, and pictured
//   (PNG and SVG) by MoonRender;
// - a game held in a string, whose score is read as an `Int`, and one with an error;
// - simulations (MoonSim): 200 games of a die with a bot, on threads and in worker processes,
//   with identical results, and a game stuck inside `string.find` that ends only its worker.
// Everything printed is the same on every run (no times, no paths): `.ci/consumer-check`
// compares it with expected-output.txt.
import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonRender
import MoonSim

// First thing: when a simulation started this program as one of its worker processes, this
// plays the games it is handed and exits; otherwise it returns at once.
SimulationWorker.runIfRequested()

/// A file this package ships (a resource).
func resource(_ name: String) -> String {
    guard let path = Bundle.module.path(forResource: name, ofType: "lua") else {
        fatalError("\(name).lua is missing from the package's resources")
    }
    return path
}

/// A power meter the Swift program owns and the lamp's script feeds: a Swift class made
/// visible to Lua by a binding (`WrapMeter`).
final class Meter {
    var watts = 60.0
    private(set) var joules = 0.0

    func use(seconds: Double) {
        joules += watts * seconds
    }
}

/// How `Meter` looks in Lua: a class named Meter with a property to read and set, one to read,
/// and a method. The types come from the closures; `meter:use("x")` raises
/// `bad argument #1 to 'use' (number expected, got string)`.
enum WrapMeter: LuaBinding {
    static let luaName = "Meter"
    static func bind(_ c: inout LuaClassBuilder<Meter>) {
        c.property("watts", get: { $0.watts }, set: { $0.watts = $1 })
        c.property("joules", get: { $0.joules })
        c.method("use(seconds)") { (meter, seconds: Double) in meter.use(seconds: seconds) }
    }
}

let script = resource("lamp")
let meter = Meter()

do {
    let game = try GameRuntime(script: script, seed: 1)
    // A global the script reads, set before it runs (like `moonkit run --set`).
    try game.lua.run("BURN_TIME = 1.5")
    // A Swift object of a bound class, and a Swift function, as globals.
    game.lua.register(WrapMeter.self)
    game.lua.setGlobal("METER", object: meter)
    game.lua.setGlobal("announce", function: { call in
        print("the lamp says: \(try call.string(1))")
    })
    game.observe("lit") { old, new in
        print("at \(game.engine.now)s the lamp goes from \(show(old)) to \(show(new))")
    }
    // This observer gets the object too, and stops once its token is cancelled.
    let switches = game.observe("switches") { lamp, _, new in
        print("at \(game.engine.now)s \(lamp.className) switched \(show(new)) time(s)")
    }
    try game.start()

    try game.engine.driver.tap(title: "SWITCH")
    // Pictures of the lit lamp, kept in memory: PNG bytes (2 pixels a point) and an SVG document.
    let png = try game.engine.picture(.png, scale: 2)
    let svg = String(decoding: try game.engine.picture(.svg), as: UTF8.self)
    print(describePNG(png))
    print(describeSVG(svg))
    game.engine.step(1)
    try game.engine.driver.tap(title: "SWITCH")   // already lit: it still goes out at 1.5 s
    game.engine.step(1)
    switches.cancel()
    try game.engine.driver.tap(text: "SWITCH")    // a button's title is text shown too
    game.engine.step(2)
    // The lamp's properties, read with Swift types.
    guard let lamp = game.root else { fatalError("the game has no root view controller made by the script") }
    let count = try lamp.value("switches", as: Int.self)
    let lit = try lamp.value("lit", as: Bool.self)
    print("done at \(game.engine.now)s: switched \(count) time(s), lit \(lit), \(game.errors.count) script error(s)")
    print("the meter counted \(meter.joules) J")
    do {
        _ = try lamp.value("brightness", as: Double.self)
    } catch {
        print("as expected: \(error)")
    }
} catch {
    print("error: \(error)")
    exit(1)
}

// A game held as text, not a file (from a database, say), driven by the text it shows.
do {
    let tapper = try GameRuntime(source: """
        local ui = require "moonkit"
        local Tapper = ui.ViewController:extend "Tapper"
        Tapper.score = ui.property(0)
        function Tapper:loadView()
          self.view = ui.View {}
          local button = ui.Button { title = "+1" }
          button:on("touchUpInside", function() self.score = self.score + 1 end)
          button.translatesAutoresizingMaskIntoConstraints = false
          self.view:addSubview(button)
          ui.activate { button.centerX:eq(self.view.centerX), button.centerY:eq(self.view.centerY) }
        end
        return ui.App { root = Tapper }
        """, name: "tapper.lua", seed: 1)
    try tapper.start()
    for _ in 0..<3 { try tapper.engine.driver.tap(text: "+1") }
    guard let root = tapper.root else { fatalError("tapper.lua made no root view controller") }
    let score: Int = try root.value("score", as: Int.self)
    print("tapper.lua: score \(score) after 3 taps")
} catch {
    print("error: \(error)")
    exit(1)
}

// A script held as text whose errors cite the name it was given, and the line.
do {
    let broken = try GameRuntime(source: """
        local ui = require "moonkit"
        local bulb = nil
        bulb:switchOn()
        return ui.App { root = ui.ViewController:extend "Lamp" }
        """, name: "broken.lua")
    try broken.start()
    print("broken.lua started")
} catch {
    print("error: \(error.located)")   // a LuaError (the runtime's calls say so), without the traceback
}

// Simulations: 200 games of the die, each with its own engine and seed, on 4 threads of this
// process and then in 4 worker processes (this very program, re-entered by the line at the top).
let dice = SimulationPlan(script: resource("dice"), bot: resource("roller"), seed: 1000)
let onThreads = Simulation.run(dice, games: 0..<200, jobs: 4)
let inWorkers = Simulation.run(dice, games: 0..<200, jobs: 4, isolation: .workerProcesses(.thisProgram))
let scores = onThreads.compactMap { $0.figures["score"] }
print("200 games on threads: \(scores.count) scored, mean score \(String(format: "%.3f", scores.reduce(0, +) / Double(scores.count))), "
      + "\(onThreads.filter { $0.failure != nil }.count) failed")
print("200 games in worker processes: identical results: \(inWorkers.map(\.jsonLine) == onThreads.map(\.jsonLine))")

// Game 3 of six from seed 10 has seed 13, which sends the die into string.find for ever. In a
// worker process, the watchdog ends that worker after a second; the game is reported as timed
// out (stopped by the watchdog) with its seed, and the others play on in a new worker.
var stuck = dice
stuck.seed = 10
stuck.limits.watchdogSeconds = 1
for result in Simulation.run(stuck, games: 0..<6, jobs: 2, isolation: .workerProcesses(.thisProgram)) {
    let score = result.figures["score"].map { "score \(Int($0))" } ?? "no score"
    let ending = switch result.outcome {
    case .stoppedByWatchdog?: "timed out: \(GameResult.Outcome.stoppedByWatchdog.rawValue)"
    case .crashed?: "crashed"
    case nil: result.failure == nil ? "played to the end" : "failed"
    }
    print("game \(result.index) (seed \(result.seed)): \(ending), \(score)")
}

/// A plain Lua value as a person reads it.
func show(_ value: LuaValue) -> String {
    switch value {
    case .bool(let b): b ? "on" : "off"
    case .int(let n): String(n)
    default: "\(value)"
    }
}

/// What a PNG file's bytes say of themselves: its signature and, from its header chunk, its size.
func describePNG(_ data: Data) -> String {
    let bytes = [UInt8](data)
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count > 24, Array(bytes.prefix(8)) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
        return "PNG: not a PNG file (\(bytes.count) bytes)"
    }
    func bigEndian32(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return "PNG: \(bigEndian32(at: 16))×\(bigEndian32(at: 20)) pixels"
}

/// An SVG document's size, and whether it shows the lamp's label.
func describeSVG(_ document: String) -> String {
    guard document.hasPrefix("<svg "), let size = document.firstMatch(of: /width="(\d+)" height="(\d+)"/) else {
        return "SVG: not an SVG document"
    }
    return "SVG: \(size.1)×\(size.2) points, shows ON: \(document.contains(">ON</text>"))"
}
