import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

@Suite("present and dismiss in UIKit's argument order")
struct PresentArgumentsTests {
    /// A started game whose root controller is the global `root`, `Controller` being `ui.ViewController`.
    func game() throws -> GameRuntime {
        let folder = try ScriptFolder(["game.lua": app("root = self; Controller = ui.ViewController")])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        return runtime
    }

    @Test("present(vc, animated, completion) and dismiss(animated, completion), with or without each")
    func uikitOrder() throws {
        let runtime = try game()
        #expect(try runtime.lua.run("""
            order = {}
            root:present(Controller {}, true, function() order[#order + 1] = "shown" end)
            local shown = root.presentedViewController ~= nil
            root:dismiss(false, function() order[#order + 1] = "gone" end)
            return shown, root.presentedViewController == nil, table.concat(order, " ")
            """) == [.bool(true), .bool(true), .string("shown gone")])
        // The animated flag alone, a nil completion, and MoonKit's own order all work.
        #expect(try runtime.lua.run("""
            root:present(Controller {}, false)
            local a = root.presentedViewController ~= nil
            root:dismiss(true, nil)
            root:present(Controller {}, nil)
            local b = root.presentedViewController ~= nil
            root:dismiss(function() order[#order + 1] = "again" end)
            return a, b, root.presentedViewController == nil, order[3]
            """) == [.bool(true), .bool(true), .bool(true), .string("again")])
    }

    @Test("anything else in those places is refused, naming what was expected")
    func wrongArguments() throws {
        let runtime = try game()
        func message(_ statement: String) -> String? { luaError { _ = try runtime.lua.run(statement) }?.message }
        #expect(message("root:present(Controller {}, 5)") == "bad argument #2 to 'present' (boolean or function expected, got number)")
        #expect(message("root:present(Controller {}, true, 'done')") == "bad argument #3 to 'present' (function expected, got string)")
        #expect(message("root:dismiss('now')") == "bad argument #1 to 'dismiss' (boolean or function expected, got string)")
    }
}
