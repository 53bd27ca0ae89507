import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// A text field's delegate, a Lua view controller (UIKit's `UITextFieldDelegate`): the exact
/// order of its calls and of the field's actions while a bot taps, types, deletes, clears and
/// presses return; refusals; errors.
@Suite("A text field asks its delegate, a Lua view controller")
struct TextFieldDelegateTests {
    /// A screen with one field whose delegate is the screen, printing every call it hears:
    /// `refuse` is Lua that decides when `shouldChangeCharacters` says no.
    static func game(refuse: String = "false", extra: String = "") -> String {
        app("""
              local field = ui.TextField { identifier = "pin", placeholder = "PIN" }
              field.frame = { x = 20, y = 100, width = 200, height = 30 }
              field.delegate = self
              view:addSubview(field)
              field:on("editingDidBegin", function() print("editingDidBegin") end)
              field:on("editingChanged", function(f) print("editingChanged " .. f.text) end)
              field:on("primaryActionTriggered", function() print("primaryActionTriggered") end)
              field:on("editingDidEnd", function() print("editingDidEnd") end)
            """, extra: """
              function Game:textFieldShouldBeginEditing() print("textFieldShouldBeginEditing") return true end
              function Game:textFieldDidBeginEditing() print("textFieldDidBeginEditing") end
              function Game:shouldChangeCharacters(field, range, replacement)
                print(("shouldChangeCharacters %d %d %q (%s)"):format(range.location, range.length, replacement, field.text))
                return not (\(refuse))
              end
              function Game:textFieldShouldReturn(field)
                print("textFieldShouldReturn")
                field:resignFirstResponder()
                return true
              end
              function Game:textFieldShouldClear() print("textFieldShouldClear") return true end
              function Game:textFieldShouldEndEditing() print("textFieldShouldEndEditing") return true end
              function Game:textFieldDidEndEditing() print("textFieldDidEndEditing") end
              \(extra)
            """)
    }

    /// The game and the prints its delegate made while `bot` played.
    func play(_ bot: String, game: String = TextFieldDelegateTests.game()) throws -> (runtime: GameRuntime, calls: [String]) {
        let folder = try ScriptFolder(["game.lua": game, "bots/typist.lua": "return function(game)\n\(bot)\nend"])
        let calls = PrintedLines()
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { calls.lines.append($0) })
        try runtime.start()
        try BotRunner(bot: folder.path("bots/typist.lua"), runtime: runtime).run()
        return (runtime, calls.lines)
    }

    func field(_ runtime: GameRuntime) throws -> TextField {
        try #require(try runtime.engine.driver.view(identifier: "pin") as? TextField)
    }

    @Test("a typed word with a refused key, a delete, then return: each call in UIKit's order")
    func typedWord() throws {
        // "x" is refused; the others go in, one character each, counted in characters: "é" is
        // 2 bytes and "👍🏽" 8 bytes (4 UTF-16 units), one character each.
        let (runtime, calls) = try play("""
            game:tap(game:find { identifier = "pin" })
            game:type("hé👍🏽x")
            game:deleteBackward()
            game:type("!", { submit = true })
            """, game: Self.game(refuse: "replacement == 'x'"))
        #expect(calls == [
            "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "editingDidBegin",
            "shouldChangeCharacters 0 0 \"h\" ()", "editingChanged h",
            "shouldChangeCharacters 1 0 \"é\" (h)", "editingChanged hé",
            "shouldChangeCharacters 2 0 \"👍🏽\" (hé)", "editingChanged hé👍🏽",
            "shouldChangeCharacters 3 0 \"x\" (hé👍🏽)",
            "shouldChangeCharacters 2 1 \"\" (hé👍🏽)", "editingChanged hé",
            "shouldChangeCharacters 2 0 \"!\" (hé)", "editingChanged hé!",
            "textFieldShouldReturn", "textFieldShouldEndEditing", "textFieldDidEndEditing", "editingDidEnd",
            "primaryActionTriggered",
        ])
        #expect(try field(runtime).text == "hé!" && runtime.errors.isEmpty)
    }

    @Test("a delegate that refuses to begin or to end keeps the keyboard where it is")
    func refusedBeginAndEnd() throws {
        let (runtime, calls) = try play("""
            game:tap(game:find { identifier = "pin" })
            game:log(tostring(game:find { identifier = "pin" }.text))
            """, game: Self.game(extra: """
              function Game:textFieldShouldBeginEditing() print("no begin") return false end
            """))
        #expect(calls == ["no begin"])
        #expect(try !field(runtime).isFirstResponder)
        let (kept, endCalls) = try play("""
            game:tap(game:find { identifier = "pin" })
            game:type("12", { submit = true })
            """, game: Self.game(extra: """
              function Game:textFieldShouldEndEditing() print("no end") return false end
            """))
        #expect(endCalls.suffix(3) == ["textFieldShouldReturn", "no end", "primaryActionTriggered"])
        #expect(try field(kept).isFirstResponder && field(kept).text == "12")
    }

    @Test("the clear button's work: asked first; a refusal leaves the text")
    func clear() throws {
        let (runtime, calls) = try play("""
            game:tap(game:find { identifier = "pin" })
            game:type("42")
            game:clearText()
            """)
        #expect(calls.suffix(2) == ["textFieldShouldClear", "editingChanged "])
        #expect(try field(runtime).text == "")
        let (kept, refused) = try play("""
            game:tap(game:find { identifier = "pin" })
            game:type("42")
            game:clearText()
            """, game: Self.game(extra: """
              function Game:textFieldShouldClear() print("no clear") return false end
            """))
        #expect(refused.suffix(2) == ["editingChanged 42", "no clear"])
        #expect(try field(kept).text == "42")
    }

    @Test("a return refused by the delegate sends no action and keeps the field")
    func refusedReturn() throws {
        let (runtime, calls) = try play("""
            game:tap(game:find { identifier = "pin" })
            game:type("7", { submit = true })
            """, game: Self.game(extra: """
              function Game:textFieldShouldReturn() print("no return") return false end
            """))
        #expect(calls.suffix(2) == ["editingChanged 7", "no return"])
        #expect(try field(runtime).isFirstResponder)
    }

    @Test("an error or an answer that is not a boolean is reported at the method's line, and the edit is refused")
    func errors() throws {
        let (runtime, calls) = try play("""
            game:tap(game:find { identifier = "pin" })
            game:type("ab")
            """, game: Self.game(refuse: "error('no ' .. replacement)"))
        #expect(!calls.contains { $0.hasPrefix("editingChanged") })
        #expect(try field(runtime).text == nil)
        #expect(runtime.errors.map(\.context) == ["shouldChangeCharacters", "shouldChangeCharacters"])
        #expect(runtime.errors.map { $0.error.located.split(separator: "/").last } == ["game.lua:7: no a", "game.lua:7: no b"])
        let (other, _) = try play("""
            game:tap(game:find { identifier = "pin" })
            game:type("a")
            """, game: Self.game(extra: """
              function Game:shouldChangeCharacters() return "yes" end
            """))
        #expect(try field(other).text == nil)
        #expect(other.errors.map { $0.error.located.split(separator: "/").last }
                == ["game.lua:17: shouldChangeCharacters must return true or false, got string"])
    }

    @Test("a field that takes at most 4 digits, as docs/lua-api.md shows it")
    func pin() throws {
        let (runtime, _) = try play("""
            game:tap(game:find { identifier = "pin" })
            game:type("12a34٣5")
            game:deleteBackward()
            game:type("9")
            """, game: Self.game(extra: """
              function Game:shouldChangeCharacters(field, range, replacement)
                if replacement:find("%D") then return false end
                local length = utf8.len(field.text or "")
                return length - range.length + utf8.len(replacement) <= 4
              end
            """))
        #expect(try field(runtime).text == "1239")
    }

    @Test("a bot's tap on the clear button starts editing, asks textFieldShouldClear, empties the field")
    func clearButton() throws {
        let (runtime, calls) = try play("""
            local pin = game:find { identifier = "pin" }
            game:tap(pin)
            game:type("42")
            assert(game:find { type = "TextFieldClearButton" })
            game:tap(game:find { type = "TextFieldClearButton" })
            assert(game:find { type = "TextFieldClearButton" } == nil, "hidden once the field is empty")
            """, game: Self.game(extra: """
              function Game:viewDidLoad() self.view.subviews[1].clearButtonMode = "whileEditing" end
            """))
        #expect(Array(calls.suffix(2)) == ["textFieldShouldClear", "editingChanged "])
        let pin = try field(runtime)
        #expect(pin.text == "" && pin.isFirstResponder && pin.clearButtonMode == .whileEditing)
        #expect(runtime.errors.isEmpty)
    }

    @Test("clearButtonMode and isSecureTextEntry read back; a mode UIKit does not name is an error")
    func clearButtonModeValues() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              local field = ui.TextField { identifier = "pin", clearButtonMode = "always", isSecureTextEntry = true }
              assert(field.clearButtonMode == "always" and field.isSecureTextEntry)
              field.clearButtonMode = "unlessEditing"
              assert(field.clearButtonMode == "unlessEditing")
              local ok, why = pcall(function() field.clearButtonMode = "sometimes" end)
              WHY = why
            """)])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        guard case .string(let why) = try runtime.lua.global("WHY") else { Issue.record("no error"); return }
        #expect(why.hasSuffix("'sometimes' is not one of always, never, unlessEditing, whileEditing)"))
        #expect(runtime.errors.isEmpty)
    }

    @Test("an alert's field with a Lua delegate is asked for every key game:answerAlert types")
    func alertFieldDelegate() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              local ask = ui.Button { title = "Ask" }
              ask.frame = { x = 20, y = 100, width = 100, height = 44 }
              view:addSubview(ask)
              ask:on("touchUpInside", function()
                local alert = ui.Alert("Name?")
                alert:addTextField("Name")
                alert.textFields[1].delegate = self
                alert:addAction("OK", function(a) print("answered " .. a.textFields[1].text) end)
                self:present(alert)
              end)
            """, extra: """
              function Game:shouldChangeCharacters(field, range, replacement)
                print(("asked %d %q"):format(range.location, replacement))
                return replacement ~= "!"
              end
            """), "bots/answer.lua": """
              return function(game)
                game:tap("Ask")
                game:wait(1)
                game:answerAlert("OK", { "Hi!" })
              end
            """])
        var printed: [String] = []
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { printed.append($0) })
        try runtime.start()
        try BotRunner(bot: folder.path("bots/answer.lua"), runtime: runtime).run()
        runtime.engine.step(1)
        #expect(printed == ["asked 0 \"H\"", "asked 1 \"i\"", "asked 2 \"!\"", "answered Hi"])
        #expect(runtime.errors.isEmpty)
    }
}

/// Lines a game printed, gathered by its print closure.
private final class PrintedLines {
    var lines: [String] = []
}
