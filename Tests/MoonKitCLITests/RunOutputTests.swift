import Testing
import Foundation

/// What `moonkit run` prints for a game author (issue 24's rough edges): signals as events, and
/// a label's line breaks kept inside the final tree.
@Suite("run's output for authors", .serialized)
struct RunOutputTests {
    static let game = """
        local ui = require "moonkit"
        local Game = ui.ViewController:extend "Game"
        function Game:loadView()
          self.view = ui.View { backgroundColor = "white" }
          local label = ui.Label { text = "first line\\nsecond line", numberOfLines = 0 }
          label.frame = { x = 10, y = 10, width = 200, height = 60 }
          self.view:addSubview(label)
        end
        function Game:viewDidAppear()
          ui.after(0.5, function() ui.signal("ready", 7) end)
          ui.after(0.7, function() ui.signal("board", { a = 1, "first", tiles = { 2, 2.5 }, ["odd\0key"] = true }) end)
        end
        return ui.App { device = "iphone", root = Game }
        """

    @Test("signals are printed as they happen; a label's continuation lines keep the tree's prefix")
    func signalsAndTree() throws {
        let folder = try HostileInputCommandTests.Folder(["game.lua": Self.game])
        let run = try Command.run(["run", folder["game.lua"], "--for", "1"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Before: the signal was not printed at all.
        #expect(lines.contains("[0.500s] signal ready = 7"))
        // Before: table([LuaBridge.LuaValue.string("a"): …]), in the dictionary's order of the run.
        #expect(lines.contains(#"[0.700s] signal board = {"first", a = 1, ["odd\0key"] = true, tiles = {2, 2.5}}"#))
        // Before: "second line" started a line of its own, outside the tree.
        let first = try #require(lines.firstIndex { $0.contains("first line") })
        #expect(lines[first] == "   |    | <Label frame=(10, 10, 200, 60) text='first line")
        #expect(lines[first + 1] == "   |    |    : second line' font=DejaVuSans 17pt lines=0>")
    }

    @Test("--realtime paces the clock and prints the same run")
    func realtime() throws {
        let folder = try HostileInputCommandTests.Folder(["game.lua": Self.game])
        let paced = try Command.run(["run", folder["game.lua"], "--for", "0.6", "--realtime", "--quiet"])
        let jumped = try Command.run(["run", folder["game.lua"], "--for", "0.6", "--quiet"])
        #expect(paced.status == 0)
        #expect(paced.output == jumped.output)
        #expect(paced.output == "ran 0.600s of virtual time, 0 taps, 0 errors\n")
        #expect(try Command.run(["help", "run"]).output.contains("--realtime"))
    }

    @Test("a game that forgets to return its app is an error; a plain script still just runs")
    func forgottenApp() throws {
        let folder = try HostileInputCommandTests.Folder(["game.lua": """
            local ui = require "moonkit"
            local Game = ui.ViewController:extend "Game"
            function Game:loadView() self.view = ui.View() end
            """, "plain.lua": "print('just a script')\n"])
        let forgot = try Command.run(["run", folder["game.lua"]])
        // Before: nothing printed, exit 0.
        #expect(forgot.status == 1)
        #expect(forgot.errors == "\(folder["game.lua"]) made a view controller class but returned no app: end it with "
                + "return ui.App { root = Game } (docs/lua-api.md, ui.App)\n")
        let plain = try Command.run(["run", folder["plain.lua"]])
        #expect(plain.status == 0)
        #expect(plain.output == "just a script\n")
    }

    @Test("a plain script's timers fire in run: for --for seconds, else until idle; their errors fail the run")
    func plainScriptTimers() throws {
        let folder = try HostileInputCommandTests.Folder(["plain.lua": """
            local ui = require "moonkit"
            print("start")
            ui.after(1, function() print("after 1 at " .. ui.now()) end)
            ui.after(5, function() print("after 5 at " .. ui.now()) end)
            """, "broken.lua": """
            local ui = require "moonkit"
            ui.after(0.5, function() error("boom") end)
            """])
        let twoSeconds = try Command.run(["run", folder["plain.lua"], "--for", "2"])
        #expect(twoSeconds.status == 0)
        #expect(twoSeconds.output == "start\nafter 1 at 1.0\n")
        let idle = try Command.run(["run", folder["plain.lua"]])
        #expect(idle.output == "start\nafter 1 at 1.0\nafter 5 at 5.0\n")
        let broken = try Command.run(["run", folder["broken.lua"]])
        #expect(broken.status == 1)
        #expect(broken.errors.hasPrefix("[0.500s] error in timer: \(folder["broken.lua"]):2: boom"))
    }

    @Test("what a game prints while it loads comes after the run's header")
    func printsAfterHeader() throws {
        let folder = try HostileInputCommandTests.Folder(["game.lua": """
            local ui = require "moonkit"
            print("loading")
            local Game = ui.ViewController:extend "Game"
            function Game:loadView() self.view = ui.View(); print("view loaded") end
            return ui.App { device = "iphone", root = Game }
            """])
        let run = try Command.run(["run", folder["game.lua"], "--for", "1"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        // Before: "loading" and "view loaded" came first, above the header.
        #expect(Array(lines.prefix(3)) == ["\(folder["game.lua"]) on iphone (844×390), seed 1", "loading", "view loaded"])
    }
}

