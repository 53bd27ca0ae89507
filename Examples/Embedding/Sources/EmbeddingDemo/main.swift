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
    game.observe("switches") { _, new in
        print("at \(game.engine.now)s switched \(show(new)) time(s)")
    }
    try game.start()

    try game.engine.driver.tap(title: "SWITCH")
    game.engine.step(1)
    try game.engine.driver.tap(title: "SWITCH")   // already lit: it still goes out at 1.5 s
    game.engine.step(1)
    try game.engine.driver.tap(title: "SWITCH")
    game.engine.step(2)
    print("done at \(game.engine.now)s with \(game.errors.count) script error(s)")
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
