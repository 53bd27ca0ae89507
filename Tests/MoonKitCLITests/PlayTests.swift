import Testing
import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonRender
import TestSupport
@testable import MoonKitCLI

@Suite("moonkit play")
struct PlayTests {
    @Test("typed commands solve Swifty Words' first level and reach the level-up alert")
    func levelUp() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let script = root.path + "/scripts/swifty_words.lua"
        let play = try Play.parse([script, "--seed", "3"])
        let game = try GameRuntime(script: script, seed: 3, print: { _ in })
        try game.start()
        game.engine.step(0)
        let answers = [["ELE", "PHA", "NT"], ["GI", "RA", "FFE"], ["PEN", "GU", "IN"], ["KAN", "GAR", "OO"],
                       ["DOL", "PH", "IN"], ["TOR", "TO", "ISE"], ["BEA", "VER"]]
        for answer in answers {
            for group in answer { #expect(try play.perform("tap \(group)", game.engine)) }
            #expect(try play.perform("tap SUBMIT", game.engine))
            #expect(try play.perform("wait 0.5", game.engine))
        }
        #expect(game.engine.driver.alert?.title == "Well done!")
        #expect(try play.perform("alert \"Let's go!\"", game.engine))
        #expect(Driver.shownText(of: try game.engine.driver.view(identifier: "score")) == "Score: 7")
        let screen = TextScreen(window: game.engine.window, columns: 100).text
        #expect(screen.contains("Score: 7"))
        #expect(screen.contains("[SUBMIT]"))
        #expect(throws: PlayError.self) { try play.perform("jump", game.engine) }
        #expect(Play.split("alert \"Let's go!\" MOON") == ["alert", "Let's go!", "MOON"])
    }

    @Test("type, delete and return go into the tapped text field, which shows a caret")
    func typing() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              local name = ui.TextField { identifier = "name", placeholder = "Name" }
              name.frame = { x = 20, y = 100, width = 300, height = 40 }
              local said = ui.Label { identifier = "said", text = "" }
              said.frame = { x = 20, y = 160, width = 300, height = 30 }
              view:addSubviews(name, said)
              name:on("primaryActionTriggered", function(f) said.text = "said " .. f.text end)
            """)])
        let play = try Play.parse([folder.path("game.lua")])
        let game = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try game.start()
        #expect(throws: DriverError.noFirstResponder) { try play.perform("type moon", game.engine) }
        #expect(try play.perform("tap name", game.engine))
        #expect(TextScreen(window: game.engine.window, columns: 60).text.contains("‹Name›_"))
        #expect(try play.perform("type  two  words ", game.engine))
        #expect(try play.perform("delete 2", game.engine))
        #expect(try play.perform("return", game.engine))
        #expect(Driver.shownText(of: try game.engine.driver.view(identifier: "said")) == "said  two  word")
        #expect(TextScreen(window: game.engine.window, columns: 60).text.contains("two  word_"))
        #expect(throws: PlayError.self) { try play.perform("delete none", game.engine) }
        #expect(throws: PlayError.self) { try play.perform("type", game.engine) }
        #expect(Play.help.contains("type TEXT"))
        // clear empties the field as its clear button does (after return it is no longer edited).
        #expect(try play.perform("tap name", game.engine))
        #expect(try play.perform("clear", game.engine))
        #expect(TextScreen(window: game.engine.window, columns: 60).text.contains("‹Name›_"))
        #expect(throws: PlayError.self) { try play.perform("clear all", game.engine) }
    }

    @Test("a field's clear button shows as ⊗ while it shows, and a tap on it empties the field")
    func clearButton() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              local name = ui.TextField { identifier = "name", text = "Luna", clearButtonMode = "unlessEditing" }
              name.frame = { x = 20, y = 100, width = 300, height = 40 }
              view:addSubview(name)
            """)])
        let play = try Play.parse([folder.path("game.lua")])
        let game = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try game.start()
        // At 60 columns of 844 points, the field covers cells 1 to 22: ⊗ in 21, the text
        // centred in 1 to 19.
        #expect(TextScreen(window: game.engine.window, columns: 60).text.contains("|        Luna         ⊗ "))
        // The button's centre: x = 20 + 281 + 9.5, y = 100 + 20.
        #expect(try play.perform("tap 310.5,120", game.engine))
        let field = try #require(try game.engine.driver.view(identifier: "name") as? TextField)
        #expect(field.text == "" && field.isFirstResponder)
        let screen = TextScreen(window: game.engine.window, columns: 60).text
        #expect(!screen.contains("⊗") && screen.contains("‹›_"))
    }

    @Test("with hidesBarsOnTap, a tap on empty content hides the bar and its title in play's screen and in pictures")
    func hiddenBars() throws {
        let folder = try ScriptFolder(["game.lua": """
            local ui = require "moonkit"
            local Photo = ui.ViewController:extend "Photo"
            function Photo:init() self.title = "Sunset" end
            function Photo:loadView() self.view = ui.View { backgroundColor = "white" } end
            local nav = ui.NavigationController(Photo())
            nav.hidesBarsOnTap = true
            return ui.App { device = "iphone-portrait", root = nav }
            """])
        let play = try Play.parse([folder.path("game.lua")])
        let game = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try game.start()
        let svg = { String(decoding: try game.engine.picture(.svg), as: UTF8.self) }
        #expect(TextScreen(window: game.engine.window, columns: 60).text.contains("Sunset"))
        #expect(try svg().contains(">Sunset<"))
        #expect(try play.perform("tap 195,600", game.engine))
        #expect(try play.perform("wait 0.2", game.engine))
        #expect(!TextScreen(window: game.engine.window, columns: 60).text.contains("Sunset"))
        #expect(try !svg().contains(">Sunset<"))
        #expect(try play.perform("tap 195,600", game.engine))
        #expect(try play.perform("wait 0.2", game.engine))
        #expect(TextScreen(window: game.engine.window, columns: 60).text.contains("Sunset"))
    }

    @Test("the text screen places a view 300 levels deep where it places the same view at the top")
    func deepViewOnTheTextScreen() {
        // Each level 2 points right and 1 down, moved 1 more point right by its transform: the
        // deepest views go through the maps composed on the way down, not through convert.
        func screen(depth: Int) -> String {
            let window = Window(device: .iPad)
            var parent: View = window
            for _ in 0..<depth {
                let level = View(frame: Rect(x: 2, y: 1, width: 900, height: 700))
                level.transform = Transform(translationX: 1, y: 0)
                parent.addSubview(level)
                parent = level
            }
            let box = View(frame: Rect(x: 10, y: 20, width: 300, height: 100))
            box.borderWidth = 1
            parent.addSubview(box)
            let label = Label(frame: Rect(x: 10, y: 10, width: 200, height: 30))
            label.text = "DEEP"
            box.addSubview(label)
            return TextScreen(window: window, columns: 100).text
        }
        let deep = screen(depth: 300)
        let flat: String = {
            let window = Window(device: .iPad)
            let box = View(frame: Rect(x: 910, y: 320, width: 300, height: 100))
            box.borderWidth = 1
            window.addSubview(box)
            let label = Label(frame: Rect(x: 10, y: 10, width: 200, height: 30))
            label.text = "DEEP"
            box.addSubview(label)
            return TextScreen(window: window, columns: 100).text
        }()
        #expect(deep.contains("DEEP"))
        #expect(deep == flat)
        #expect(screen(depth: 60) != flat)  // the comparison can fail
    }

    @Test("a button showing only an image is drawn with its image's name")
    func imageButton() {
        let window = Window(device: .iPad)
        let flag = Button(type: .custom)
        flag.setImage(Image(name: "flag_fr", size: Size(width: 120, height: 80)), for: .normal)
        flag.frame = Rect(x: 100, y: 100, width: 300, height: 80)
        window.addSubview(flag)
        let screen = TextScreen(window: window, columns: 100).text
        #expect(screen.contains("[image: flag_fr]"))
        flag.isEnabled = false
        #expect(TextScreen(window: window, columns: 100).text.contains("(image: flag_fr)"))
    }

    @Test("drag, swipe and scroll commands; the text screen clips what a scroll view clips")
    func scrolling() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let script = root.path + "/scripts/scroll_list.lua"
        let play = try Play.parse([script])
        let game = try GameRuntime(script: script, seed: 1, print: { _ in })
        try game.start()
        let scroll = try #require(try game.engine.driver.view(identifier: "list") as? ScrollView)
        #expect(try play.perform("scroll list 600", game.engine))
        #expect(scroll.contentOffset == Point(x: 0, y: 600))
        // Rows 1 to 10 are above the list's top now: clipped, not drawn over the labels there.
        let screen = TextScreen(window: game.engine.window, columns: 40).text
        #expect(screen.contains("scrolled 600 points"))
        #expect(screen.contains("[Breed 11]"))
        #expect(!screen.contains("[Breed 10]"))
        #expect(!screen.contains("[Breed 1]"))
        // A flick back down: 300 points in 0.25 s, then UIKit's 598.8 more, stopped by the top.
        #expect(try play.perform("drag 195,300 195,600 0.25", game.engine))
        #expect(try play.perform("wait 5", game.engine))
        #expect(scroll.contentOffset == Point(x: 0, y: 0))
        #expect(try play.perform("swipe list up", game.engine))
        #expect(throws: PlayError.self) { try play.perform("swipe list sideways", game.engine) }
        #expect(throws: PlayError.self) { try play.perform("drag 1,2", game.engine) }
        #expect(throws: DriverError.notScrollable("status")) { try play.perform("scroll status 10", game.engine) }
    }

    @Test("scroll TARGET DY DX scrolls sideways, as game:scroll(target, dy, dx) does")
    func scrollingSideways() throws {
        // Three pages side by side, one screen wide each; a label says which is in view.
        let folder = try ScriptFolder(["game.lua": app("""
              local pages = ui.ScrollView { identifier = "pages" }
              pages.frame = { x = 0, y = 100, width = 390, height = 200 }
              pages.contentSize = { width = 1170, height = 200 }
              -- Offsets from 0: the landscape iPhone's safe area would inset the content by 47.
              pages.contentInsetAdjustmentBehavior = "never"
              for i = 1, 3 do
                local page = ui.Label { text = "Page " .. i, textAlignment = "center" }
                page.frame = { x = (i - 1) * 390, y = 0, width = 390, height = 200 }
                pages:addSubview(page)
              end
              view:addSubview(pages)
            """)])
        let play = try Play.parse([folder.path("game.lua")])
        let game = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try game.start()
        let pages = try #require(try game.engine.driver.view(identifier: "pages") as? ScrollView)
        #expect(try play.perform("scroll pages 0 390", game.engine))
        #expect(pages.contentOffset == Point(x: 390, y: 0))
        let screen = TextScreen(window: game.engine.window, columns: 40).text
        #expect(screen.contains("Page 2"))
        #expect(!screen.contains("Page 1"))
        // Back a little to the left: negative is leftwards, as dy's negative is upwards.
        #expect(try play.perform("scroll pages 0 -90", game.engine))
        #expect(pages.contentOffset == Point(x: 300, y: 0))
        // A name in quotes may end in a number; the content is no taller than the view, so the
        // 50 points down rubber-band back to 0 while the 100 across stay.
        #expect(try play.perform("scroll \"Page 2\" 50 100", game.engine))
        #expect(pages.contentOffset == Point(x: 400, y: 0))
        #expect(Play.scrollDistances(["list", "300"])! == ("list", 300, 0))
        #expect(Play.scrollDistances(["Level", "3", "300"])! == ("Level", 3, 300))
        #expect(Play.scrollDistances(["Level 3", "300"])! == ("Level 3", 300, 0))
        #expect(Play.scrollDistances(["300"]) == nil)
        #expect(Play.scrollDistances(["list", "nan"]) == nil)
        #expect(Play.scrollDistances(["list", "inf", "3"])! == ("list inf", 3, 0))
        #expect(throws: PlayError.self) { try play.perform("scroll pages", game.engine) }
        #expect(Play.help.contains("scroll TARGET DY [DX]"))
    }

    @Test("row taps a table's row by its text, scrolling to it; tap on a row's text taps the row; separators are dashes")
    func rows() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let script = root.path + "/scripts/table_list.lua"
        let play = try Play.parse([script])
        let game = try GameRuntime(script: script, seed: 1, print: { _ in })
        try game.start()
        let driver = game.engine.driver
        let table = try #require(try driver.view(identifier: "breeds") as? TableView)
        #expect(try play.perform("row Turkish Angora", game.engine))
        #expect(Driver.shownText(of: try driver.view(identifier: "picked")) == "Picked Turkish Angora")
        #expect(table.contentOffset.y > 0)
        #expect(try play.perform("tap Siberian", game.engine))
        #expect(Driver.shownText(of: try driver.view(identifier: "picked")) == "Picked Siberian")
        let screen = TextScreen(window: game.engine.window, columns: 40).text
        #expect(screen.contains("Siberian"))
        #expect(screen.contains("|  --------------------------------------|"))
        #expect(throws: PlayError.self) { try play.perform("row Dragon Li", game.engine) }
        #expect(throws: PlayError.self) { try play.perform("row", game.engine) }
    }

    @Test("swiperow opens a row's swipe actions, drawn as buttons, and a tap by title runs one")
    func swipeRows() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let script = root.path + "/scripts/todo_list.lua"
        let play = try Play.parse([script])
        let game = try GameRuntime(script: script, seed: 1, print: { _ in })
        try game.start()
        let driver = game.engine.driver
        #expect(try play.perform("swiperow Walk the dog", game.engine))
        let table = try #require(try driver.view(identifier: "chores") as? TableView)
        #expect(table.swipedRow == IndexPath(row: 1, section: 0))
        #expect(TextScreen(window: game.engine.window, columns: 60).text.contains("│  [Done]  ││ [Delete] │"))
        #expect(try play.perform("tap Delete", game.engine))
        #expect(Driver.shownText(of: try driver.view(identifier: "status")) == "Deleted Walk the dog")
        let missing = #expect(throws: PlayError.self) { try play.perform("swiperow Walk the dog", game.engine) }
        #expect(missing?.description == "no table row shows 'Walk the dog'")
        #expect(throws: PlayError.self) { try play.perform("swiperow", game.engine) }
    }

    @Test("back and tab commands go through the navigation and tab bars")
    func containers() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let script = root.path + "/scripts/nav_demo.lua"
        let play = try Play.parse([script])
        let game = try GameRuntime(script: script, seed: 1, print: { _ in })
        try game.start()
        #expect(try play.perform("tap Bengal", game.engine))
        #expect(try play.perform("wait 0.35", game.engine))
        #expect(TextScreen(window: game.engine.window, columns: 60).text.contains("Bengal is a fine cat"))
        #expect(try play.perform("back", game.engine))
        #expect(try play.perform("wait 0.35", game.engine))
        #expect(TextScreen(window: game.engine.window, columns: 60).text.contains("[Chartreux]"))
        #expect(try play.perform("tab About", game.engine))
        #expect(TextScreen(window: game.engine.window, columns: 60).text.contains("Made with MoonKit"))
        #expect(throws: DriverError.noBackButton) { try play.perform("back", game.engine) }
        // A tap that finds nothing lists what is on screen with a title or an identifier.
        let missing = #expect(throws: PlayError.self) { try play.perform("tap Dragon", game.engine) }
        #expect(missing?.description == "nothing on screen has the title, text or identifier 'Dragon' (no buttons on screen) "
                + "(identifiers on screen: 'credits')")
        #expect(throws: DriverError.noSuchTab("Settings", available: ["Breeds", "About"])) { try play.perform("tab Settings", game.engine) }
        #expect(throws: PlayError.self) { try play.perform("tab", game.engine) }
    }

    /// An iPad window (1024 × 768 points: 25.6 points a column, 51.2 a row at 40 columns) with
    /// a white root view, a grey panel, a bordered box, an image and a label.
    static func paintedWindow() -> Window {
        let window = Window(device: .iPad)
        let root = View(frame: window.bounds)
        root.backgroundColor = .white
        window.addSubview(root)
        let panel = View(frame: Rect(x: 51.2, y: 51.2, width: 409.6, height: 256))
        panel.backgroundColor = Color(white: 0.5)
        root.addSubview(panel)
        let label = Label(frame: Rect(x: 25.6, y: 51.2, width: 256, height: 51.2))
        label.text = "Hi"
        label.textColor = Color(red: 1, green: 0, blue: 0)
        panel.addSubview(label)
        let box = View(frame: Rect(x: 563.2, y: 51.2, width: 409.6, height: 153.6))
        box.borderWidth = 1
        root.addSubview(box)
        let picture = ImageView(frame: Rect(x: 563.2, y: 409.6, width: 307.2, height: 256))
        picture.image = Image(name: "hamster", size: Size(width: 160, height: 60))
        root.addSubview(picture)
        // A white view on the white screen does not stand out: no outline.
        let plain = View(frame: Rect(x: 51.2, y: 409.6, width: 409.6, height: 256))
        plain.backgroundColor = Color(white: 0.99)
        root.addSubview(plain)
        return window
    }

    @Test("a window given a frame of no drawable shape still draws (found by .ci/fuzz)")
    func windowOfNoShape() {
        for height in [-1e308, 1e308, Double.nan] {
            let window = Window(device: .iPad)
            window.frame = Rect(x: 0, y: 0, width: 1024, height: height)
            let screen = TextScreen(window: window, columns: 20)
            // Before: a trap converting the rows to Int.
            #expect(screen.rows == (height > 0 ? TextScreen.mostRows : 5), "\(height)")
        }
    }

    @Test("the text screen outlines backgrounds and images when it has no colours")
    func backgroundsWithoutColours() {
        let screen = TextScreen(window: Self.paintedWindow(), columns: 40).text
        #expect(screen == """
            +----------------------------------------+
            |                                        |
            |  ┌──────────────┐    +--------------+  |
            |  │Hi            │    |              |  |
            |  │              │    +--------------+  |
            |  │              │                      |
            |  └──────────────┘                      |
            |                                        |
            |                                        |
            |                      ┌──────────┐      |
            |                      │          │      |
            |                      │ hamster  │      |
            |                      │          │      |
            |                      └──────────┘      |
            |                                        |
            |                                        |
            +----------------------------------------+
            """)

    }

    @Test("with colours the text screen paints backgrounds and text with ANSI escapes")
    func backgroundsInColour() throws {
        let window = Self.paintedWindow()
        let rows = TextScreen(window: window, columns: 40, colours: .trueColour).text.split(separator: "\n").map(String.init)
        try #require(rows.count == 17)
        let white = "\u{1B}[48;2;255;255;255m", grey = "\u{1B}[48;2;128;128;128m", red = "\u{1B}[38;2;255;0;0m"
        let reset = "\u{1B}[0m"
        // The label's row: the white screen, the grey panel with red text on it, white again
        // with the box's border drawn on it.
        #expect(rows[3] == "|" + white + "  " + reset + grey + " " + reset + grey + red + "Hi" + reset + grey
                + String(repeating: " ", count: 13) + reset + white + "    |              |  " + reset + "|")
        // The nearly white view is painted as it is (and not outlined: it does not stand out).
        #expect(rows[10] == "|" + white + "  " + reset + "\u{1B}[48;2;252;252;252m" + String(repeating: " ", count: 16) + reset
                + white + "    │          │      " + reset + "|")
        #expect(TerminalColours.named(["TERM": "xterm-256color"]) == .palette256)
        #expect(TerminalColours.named(["COLORTERM": "truecolor"]) == .trueColour)
        #expect(TerminalColours.named(["COLORTERM": "truecolor", "NO_COLOR": "1"]) == .none)
        #expect(TerminalColours.palette256.escape(Color(white: 0.5), background: true) == "\u{1B}[48;5;244m")
        #expect(TerminalColours.palette256.escape(Color(red: 1, green: 0, blue: 0), background: false) == "\u{1B}[38;5;196m")
    }

    @Test("tap on a label goes where a finger would land: the view under it; errors name the label by its text")
    func tapThroughLabel() throws {
        let folder = try HostileInputCommandTests.Folder(["g.lua": HostileInputCommandTests.game("""
            local card = ui.View { identifier = "card", frame = { x = 100, y = 100, width = 300, height = 120 } }
              local tap = ui.TapGestureRecognizer()
              tap:addTarget(function(g) if g.state == "ended" then print("card tapped") end end)
              card:addGestureRecognizer(tap)
              card:addSubview(ui.Label { text = "Pet me", frame = { x = 10, y = 10, width = 200, height = 40 } })
              card:addSubview(ui.Label { text = "Secret", isHidden = true, frame = { x = 10, y = 60, width = 200, height = 40 } })
              self.view:addSubview(card)
            """)])
        var printed: [String] = []
        let game = try GameRuntime(script: folder["g.lua"], print: { printed.append($0) })
        try game.start()
        let play = try Play.parse([folder["g.lua"]])
        // Before: "Label[0.0.0.0] cannot be tapped: user interaction is off".
        #expect(try play.perform("tap Pet me", game.engine))
        #expect(printed == ["card tapped"])
        let hidden = #expect(throws: DriverError.self) { try play.perform("tap Secret", game.engine) }
        #expect(hidden?.description == "Label 'Secret' cannot be tapped: it is hidden")
    }
}

