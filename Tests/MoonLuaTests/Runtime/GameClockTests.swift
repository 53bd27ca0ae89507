import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

/// os.time, os.clock and os.date read the game's clock, in UTC: a script that seeds or shows
/// with them plays the same game on every run and every machine (issue 32's determinism).
@Suite("The game's clock in os")
struct GameClockTests {
    @Test("os.time, os.clock and os.date give the game's virtual time from 2026-01-01 UTC, on every run")
    func osReadsTheGamesClock() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              local function show() print(os.time(), os.clock(), os.date(), os.date("%H:%M:%S", 0)) end
              show()
              ui.after(90.5, show)
            """)])
        for _ in 0..<2 {
            var lines: [String] = []
            let game = try GameRuntime(script: folder.path("game.lua"), print: { lines.append($0) })
            try game.start()
            game.engine.step(100)
            #expect(game.errors.map(\.error.located) == [])
            #expect(lines == ["1767225600\t0.0\tThu Jan  1 00:00:00 2026\t00:00:00",
                              "1767225690\t90.5\tThu Jan  1 00:01:30 2026\t00:00:00"])
        }
    }

    @Test("os.time of a date table is its UTC time; a field that is missing or not a number is named")
    func dateTables() throws {
        let lua = try LuaState()
        #expect(try lua.run("return os.time { year = 2026, month = 1, day = 2 }") == [.int(1_767_355_200)])
        #expect(try lua.run("return os.time { year = 2026, month = 1, day = 1, hour = 0 }") == [.int(1_767_225_600)])
        #expect(try lua.run("return os.date('*t', 1767225600).year") == [.int(2026)])
        // A state with no game: the clock stands at the start.
        #expect(try lua.run("return os.time(), os.clock()") == [.int(1_767_225_600), .double(0)])
        #expect(luaError { try lua.run("os.time { year = 2026, month = 1 }") }?.message == "field 'day' missing in date table")
        #expect(luaError { try lua.run("os.time { year = 2026, month = 'x', day = 1 }") }?.message
                == "field 'month' is not a whole number in range")
    }
}
