import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

@Suite("Bots type into the first responder")
struct TypingTests {
    static let game = app("""
          local name = ui.TextField { identifier = "name", placeholder = "Your name" }
          name.frame = { x = 20, y = 100, width = 200, height = 30 }
          local greeting = ui.Label { identifier = "greeting", text = "" }
          greeting.frame = { x = 20, y = 200, width = 300, height = 30 }
          view:addSubviews(name, greeting)
          local changes = 0
          name:on("editingDidBegin", function() greeting.text = "editing" end)
          name:on("editingChanged", function() changes = changes + 1 end)
          name:on("primaryActionTriggered", function(field)
            greeting.text = "Hello, " .. field.text .. " (" .. changes .. " changes)"
          end)
          name:on("editingDidEndOnExit", function() end)
          name:on("editingDidEnd", function(field)
            greeting.text = greeting.text .. (field.isFirstResponder and " still editing" or " done")
          end)
        """)

    func run(_ bot: String) throws -> BotRunner {
        let folder = try ScriptFolder(["game.lua": Self.game, "bots/typist.lua": bot])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        let runner = try BotRunner(bot: folder.path("bots/typist.lua"), runtime: runtime)
        try runner.run()
        return runner
    }

    @Test("a tap makes the field the first responder; typing a key at a time, then return")
    func typeAndSubmit() throws {
        let runner = try run("""
            return function(game)
              game:tap(game:find { identifier = "name" })
              game:log(game:text("greeting"))
              game:type("Lunx")
              game:deleteBackward()
              game:type("a", { submit = true })
              game:log(game:text("greeting"))
              game:log(game:find { identifier = "name" }.text)
            end
            """)
        #expect(runner.session.log == ["editing", "Hello, Luna (6 changes) done", "Luna"])
    }

    @Test("typing with no first responder, a line break or a misspelt option is a clear error")
    func refusals() throws {
        for (bot, message) in [
            ("game:type('moon')", "no text field is being edited (there is no first responder): tap one first"),
            ("game:tap(game:find { identifier = 'name' }) game:type('a\\nb')",
             "cannot type 'a\\nb': a text field takes one line (press return with submit instead)"),
            ("game:type('moon', { sumbit = true })",
             "bad argument #2 to 'type' (unknown option \"sumbit\" (the option is submit))"),
            ("game:type('moon', { submit = 1 })", "bad argument #2 to 'type' (submit must be a boolean)"),
            ("game:deleteBackward(-1)", "bad argument #1 to 'deleteBackward' (count must be 0 or more, got -1)"),
        ] {
            let error = #expect(throws: LuaError.self) { try self.run("return function(game) \(bot) end") }
            #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
        }
    }
}
