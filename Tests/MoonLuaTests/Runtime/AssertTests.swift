import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

@Suite("ui.assert: the game's own checks")
struct AssertTests {
    @Test("a failed check raises at the script's line, with its message; a holding one returns nothing")
    func failedCheck() throws {
        let (runtime, folder) = try runGame(app("""
              ui.assert(true, "never shown")
              ui.assert(0, "zero is true in Lua")
              ui.after(1, function() ui.assert(nil) end)
              ui.after(2, function()
                ui.assert(1 + 1 == 3, "arithmetic still holds")
              end)
            """))
        defer { withExtendedLifetime(folder) {} }
        runtime.engine.step(3)
        #expect(runtime.errorCount == 2)
        let located = runtime.errors.map(\.error.located)
        #expect(located == ["\(folder.path("game.lua")):9: assertion failed",
                            "\(folder.path("game.lua")):11: assertion failed: arithmetic still holds"])
        #expect(runtime.errors.map(\.context) == ["timer", "timer"])
    }

    @Test("a message that is not a string is the script's mistake")
    func badMessage() throws {
        let (runtime, folder) = try runGame(app("""
              ui.after(1, function() ui.assert(false, {}) end)
            """))
        defer { withExtendedLifetime(folder) {} }
        runtime.engine.step(1)
        #expect(runtime.errors.map(\.error.message) == ["bad argument #2 to 'assert' (string expected, got table)"])
    }
}
