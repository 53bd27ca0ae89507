import Testing
import LuaBridge
import TestSupport
import MoonLua
import MoonKit

/// A host reads and sets a script object's properties with Swift types, and observes them with
/// the object, the old and the new value, until it cancels.
@Suite("Script objects from Swift")
struct ScriptObjectTests {
    static let game = """
        local ui = require "moonkit"
        local Game = ui.ViewController:extend "Game"
        Game.score = ui.property(0, { didSet = function(self) self.label.text = "Score: " .. self.score end })
        Game.bonus = ui.property(nil)
        function Game:loadView()
          self.view = ui.View {}
          self.label = ui.Label { text = "Score: 0", frame = {x = 0, y = 0, width = 200, height = 40} }
          self.view:addSubview(self.label)
          local button = ui.Button { title = "TAP", frame = {x = 0, y = 100, width = 100, height = 44} }
          button:on("touchUpInside", function() self.tally.taps = self.tally.taps + 1 end)
          self.view:addSubview(button)
          self.name, self.ratio, self.words = "Ada", 0.5, {"a", "b"}
          self.nested = { f = function() end }
          self.tally = ui.observable { taps = 1 }
        end
        function Game:bump() self.score = self.score + 1 end
        return ui.App { device = "iphone", root = Game }
        """

    @Test("properties read as Swift types, and a set runs the script's didSet")
    func readAndSet() throws {
        let (runtime, folder) = try runGame(Self.game)
        defer { withExtendedLifetime(folder) {} }
        let root = try #require(runtime.root)
        #expect(root.className == "Game")
        #expect(root.swiftObject === runtime.engine.window.rootViewController)
        #expect(try root.value("score", as: Int.self) == 0)
        try root.setValue(3, for: "score")
        #expect(try root.value("score", as: Int.self) == 3)
        #expect(try root.value("score", as: Double.self) == 3.0)
        #expect(try root.value("score", as: LuaValue.self) == 3)
        #expect(try runtime.engine.driver.view(text: "Score: 3") is Label)
        #expect(try root.value("name", as: String.self) == "Ada")
        #expect(try root.value("ratio", as: Double.self) == 0.5)
        #expect(try root.value("words", as: [String].self) == ["a", "b"])
        #expect(try root.value("bonus", as: Int?.self) == nil)
        try root.setValue("big", for: "bonus")
        #expect(try root.value("bonus", as: String?.self) == "big")
        #expect(runtime.errors.isEmpty)
    }

    @Test("a property of the Swift class that reads nil exists: it reads as nil and can be set")
    func boundPropertyThatIsNil() throws {
        let (runtime, folder) = try runGame(Self.game)
        defer { withExtendedLifetime(folder) {} }
        let root = try #require(runtime.root)
        #expect(try root.value("title", as: String?.self) == nil)
        #expect(luaError { _ = try root.value("title", as: String.self) }?.located
                == "property 'title' of Game is nil, not a UTF-8 string")
        try root.setValue("Level 1", for: "title")
        #expect(try root.value("title", as: String.self) == "Level 1")
        #expect(runtime.engine.window.rootViewController?.title == "Level 1")
        // `parent` is read-only: it reads (nil for the root), and setting it is refused.
        #expect(try root.value("parent", as: LuaValue.self) == .nil)
        #expect(luaError { try root.setValue(true, for: "parent") }?.located == "property 'parent' of Game is read-only")
    }

    @Test("a missing property and a value of another type are named in the error")
    func errors() throws {
        let (runtime, folder) = try runGame(Self.game)
        defer { withExtendedLifetime(folder) {} }
        let root = try #require(runtime.root)
        func message(_ body: () throws -> Void) -> String? {
            do { try body() } catch { return (error as? LuaError)?.located ?? "not a LuaError: \(error)" }
            return nil
        }
        #expect(message { _ = try root.value("scroe", as: Int.self) } == "Game has no property 'scroe'")
        #expect(message { try root.setValue(1, for: "scroe") } == "Game has no property 'scroe'")
        #expect(message { _ = try root.value("name", as: Int.self) } == "property 'name' of Game is \"Ada\", not an integer")
        #expect(message { _ = try root.value("ratio", as: Int.self) } == "property 'ratio' of Game is 0.5, not an integer")
        #expect(message { _ = try root.value("bonus", as: Int.self) } == "property 'bonus' of Game is nil, not an integer")
        #expect(message { _ = try root.value("words", as: [Int].self) }
                == "property 'words' of Game is {\"a\", \"b\"}, not a sequence of values each an integer")
        #expect(message { _ = try root.value("bump", as: Int.self) } == "property 'bump' of Game is a function, not an integer")
        #expect(message { _ = try root.value("label", as: String.self) }
                == "property 'label' of Game is a userdata, not a UTF-8 string")
        #expect(message { _ = try root.value("nested", as: LuaValue.self) }
                == "property 'nested' of Game cannot be copied to Swift (plain value expected, got function)")
        // The script's didSet cannot join a table to text: its error is thrown, with the script's line.
        #expect(message { try root.setValue(LuaValue.array([]), for: "score") }
                == "\(folder.path("game.lua")):3: attempt to concatenate a table value (field 'score')")
    }

    @Test("observers get the object, the old and the new value, and stop once cancelled")
    func observers() throws {
        let (runtime, folder) = try runGame(Self.game)
        defer { withExtendedLifetime(folder) {} }
        let root = try #require(runtime.root)
        var seen: [String] = []
        let token = runtime.observe("score") { object, old, new in
            seen.append("\(object.className) \(old) -> \(new) same: \(object.swiftObject === root.swiftObject)")
        }
        var plain: [String] = []
        runtime.observe("score") { old, new in plain.append("\(old) -> \(new)") }
        try root.setValue(4, for: "score")
        #expect(seen == ["Game 0 -> 4 same: true"])
        token.cancel()
        token.cancel()
        try root.setValue(5, for: "score")
        #expect(seen == ["Game 0 -> 4 same: true"])
        #expect(plain == ["0 -> 4", "4 -> 5"])
    }

    @Test("an observable table's observer gets the table, which reads and sets like an object")
    func observableTable() throws {
        let (runtime, folder) = try runGame(Self.game)
        defer { withExtendedLifetime(folder) {} }
        var seen: [String] = []
        var tally: ScriptObject?
        runtime.observe("taps") { object, old, new in
            seen.append("\(object.className) \(old) -> \(new)")
            tally = object
        }
        let tapped = try runtime.engine.driver.tap(text: "TAP")
        #expect(tapped is Button)
        let table = try #require(tally)
        #expect(seen == ["observable table 1 -> 2"])
        #expect(table.swiftObject == nil)
        #expect(try table.value("taps", as: Int.self) == 2)
        try table.setValue(10, for: "taps")
        #expect(seen == ["observable table 1 -> 2", "observable table 2 -> 10"])
        do throws(LuaError) {
            _ = try table.value("tapz", as: Int.self)
            Issue.record("a missing key of an observable table was read")
        } catch {
            #expect(error.located == "observable table has no property 'tapz'")
        }
    }
}
