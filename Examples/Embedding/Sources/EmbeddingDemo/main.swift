// Runs a Lua game from a Swift program: the game is a file this package ships
// (`lamp.lua`, a resource), MoonLua runs it and MoonKit's driver and clock play it.
import Foundation
import MoonKit
import LuaBridge
import MoonLua

guard let script = Bundle.module.path(forResource: "lamp", ofType: "lua") else {
    fatalError("lamp.lua is missing from the package's resources")
}

do {
    let game = try GameRuntime(script: script, seed: 1)
    // A global the script reads, set before it runs (like `moonkit run --set`).
    try game.lua.run("BURN_TIME = 1.5")
    game.observe("lit") { old, new in
        print("at \(game.engine.now)s the lamp goes from \(show(old)) to \(show(new))")
    }
    // This observer gets the object too, and stops once its token is cancelled.
    let switches = game.observe("switches") { lamp, _, new in
        print("at \(game.engine.now)s \(lamp.className) switched \(show(new)) time(s)")
    }
    try game.start()

    try game.engine.driver.tap(title: "SWITCH")
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
    do {
        _ = try lamp.value("brightness", as: Double.self)
    } catch {
        print("as expected: \(error)")
    }
} catch {
    print("error: \(error)")
    exit(1)
}

/// A plain Lua value as a person reads it.
func show(_ value: LuaValue) -> String {
    switch value {
    case .bool(let b): b ? "on" : "off"
    case .int(let n): String(n)
    default: "\(value)"
    }
}
