// Runs a Lua game from a Swift program: the game is a file this package ships
// (`lamp.lua`, a resource), MoonLua runs it and MoonKit's driver and clock play it, and
// MoonRender takes pictures of its screen.
import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonRender

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
    do {
        _ = try lamp.value("brightness", as: Double.self)
    } catch {
        print("as expected: \(error)")
    }
} catch {
    print("error: \(error)")
    exit(1)
}

// A script held as text, not a file: its errors cite the name it was given, and the line.
do {
    let broken = try GameRuntime(source: """
        local ui = require "moonkit"
        local bulb = nil
        bulb:switchOn()
        return ui.App { root = ui.ViewController:extend "Lamp" }
        """, name: "broken.lua")
    try broken.start()
    print("broken.lua started")
} catch let error as LuaError {
    print("error: \(error.located)")   // without the traceback
} catch {
    print("unexpected error: \(error)")
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
