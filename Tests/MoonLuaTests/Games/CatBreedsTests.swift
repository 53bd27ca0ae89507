import Testing
import Foundation
@testable import LuaBridge
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// Cat Breeds (`scripts/cat_breeds.lua`, issue 22) on a portrait iPhone (390 × 844, safe area
/// 47 at the top and 34 at the bottom): the tab bar's 49 points end at 761, the navigation
/// bar's 44 start at 47, so the Browse screens' safe area runs from 91 to 761; the screens keep
/// 16-point margins at the sides. The breeds come from levels/cat_breeds.txt (14 of them).
@Suite("Cat Breeds")
struct CatBreedsTests {
    /// The app's tint, its grey and the credits' headings colour (scripts/cat_breeds/style.lua).
    static let green = Color(red255: 0x8C, green255: 0xC0, blue255: 0x84)
    static let gray = Color(red255: 0x8E, green255: 0x8A, blue255: 0x99)
    static let orange = Color(red255: 0xF2, green255: 0xA5, blue255: 0x41)
    /// A started game whose breeds have arrived (background work lands on `step(0)`).
    static func started(script: String = Repository.path("scripts/cat_breeds.lua")) throws -> GameRuntime {
        let game = try GameRuntime(script: script, seed: 1, print: { _ in })
        game.onError = { _ in }              // kept in `game.errors`, which the tests check
        try game.start()
        game.engine.step(0)
        return game
    }

    static func onScreen(_ view: View) -> Rect { view.convert(view.bounds, to: nil) }

    static func view(_ game: GameRuntime, _ identifier: String) throws -> View {
        try game.engine.driver.view(identifier: identifier)
    }

    static func navigationBar(_ game: GameRuntime) throws -> NavigationBar {
        try #require(game.engine.driver.views(ofType: NavigationBar.self).first)
    }

    /// Opens the breed `name` and lets the push finish.
    static func open(_ name: String, in game: GameRuntime) throws {
        try game.engine.driver.tapRow(in: game.engine.driver.table(holding: view(game, "breeds")), text: name)
        game.engine.step(0.5)
    }

    @Test("the breeds load in the background: until they arrive the list says so and has no rows")
    func loading() throws {
        let game = try GameRuntime(script: Repository.path("scripts/cat_breeds.lua"), seed: 1, print: { _ in })
        try game.start()
        let table = try #require(try Self.view(game, "breeds") as? TableView)
        let status = try #require(try Self.view(game, "status") as? Label)
        #expect(status.text == "Loading breeds…" && !status.isHidden)
        #expect(table.numberOfRows(inSection: 0) == 0)
        game.engine.step(0)
        #expect(status.isHidden)
        #expect(table.numberOfRows(inSection: 0) == 14)
        #expect(game.errors.isEmpty)
    }

    @Test("the list: 58-point rows between the margins, a 50-point thumbnail and the name, the bars")
    func listFrames() throws {
        let game = try Self.started()
        game.engine.window.layoutIfNeeded()
        let table = try #require(try Self.view(game, "breeds") as? TableView)
        #expect(Self.onScreen(table) == Rect(x: 16, y: 91, width: 358, height: 670))
        #expect(table.contentSize == Size(width: 358, height: 14 * 58))
        let cells = table.visibleCells
        #expect(cells.count == 12)   // 670 points: rows 0 to 11 (row 11 is cut at 696)
        for (row, cell) in cells.enumerated() {
            #expect(Self.onScreen(cell) == Rect(x: 16, y: 91 + 58 * Double(row), width: 358, height: 58))
        }
        let first = try #require(cells.first)
        let thumbnail = try #require(first.contentView.subviews.first { $0.identifier == "thumbnail" } as? ImageView)
        let name = try #require(first.contentView.subviews.first { $0.identifier == "name" } as? Label)
        #expect(Self.onScreen(thumbnail) == Rect(x: 20, y: 95, width: 50, height: 50))
        #expect(thumbnail.image?.name == "cat_abyssinian_thumb")
        #expect(name.text == "Abyssinian")
        #expect(Self.onScreen(name).minX == 78 && Self.onScreen(name).midY == 120)
        #expect(table.separatorInset.left == 62)

        let bar = try Self.navigationBar(game)
        #expect(Self.onScreen(bar) == Rect(x: 0, y: 47, width: 390, height: 44))
        #expect(bar.titleLabel.text == "Browse" && bar.backButton.isHidden)

        let tabBar = try #require(game.engine.driver.views(ofType: TabBar.self).first)
        #expect(Self.onScreen(tabBar) == Rect(x: 0, y: 761, width: 390, height: 49))
        #expect(tabBar.buttons.map { $0.titleLabel.text } == ["Browse", "Credits"])
        #expect(tabBar.buttons.map { Self.onScreen($0) } == [Rect(x: 0, y: 761, width: 195, height: 49),
                                                              Rect(x: 195, y: 761, width: 195, height: 49)])
        #expect(tabBar.buttons.map { Self.onScreen($0.imageView) } == [Rect(x: 85, y: 768, width: 25, height: 25),
                                                                        Rect(x: 280, y: 768, width: 25, height: 25)])
        // The selected tab shows its selected icon, both drawn as templates in their tints.
        #expect(tabBar.buttons.map { $0.imageView.image?.name } == ["tab_browse_selected", "tab_credits"])
        #expect(tabBar.buttons.allSatisfy { $0.imageView.image?.renderingMode == .alwaysTemplate })
        #expect(tabBar.buttons.map(\.tintColor) == [Self.green, Self.gray])
        #expect(game.errors.isEmpty)
    }

    @Test("the detail: the photo shrinks from 180 to 90 after 90 points of scrolling, to 0 after 200, and grows back")
    func detailFrames() throws {
        let game = try Self.started()
        try Self.open("Maine Coon", in: game)
        let driver = game.engine.driver
        let bar = try Self.navigationBar(game)
        #expect(bar.titleLabel.text == "Maine Coon")
        #expect(!bar.backButton.isHidden && bar.backButton.currentTitle == "‹ Browse")
        #expect(bar.backButton.frame.minX == 8 && bar.backButton.frame.height == 44)
        #expect(bar.backButton.currentTitleColor == Self.green)

        let photo = try #require(try Self.view(game, "photo") as? ImageView)
        let text = try #require(try Self.view(game, "description") as? TextView)
        #expect(photo.image?.name == "cat_maine_coon")
        #expect(text.text?.hasPrefix("The Maine Coon") == true)
        #expect(Self.onScreen(photo) == Rect(x: 105, y: 91, width: 180, height: 180))
        #expect(Self.onScreen(text) == Rect(x: 16, y: 279, width: 358, height: 482))

        #expect(try driver.scroll(text, dy: 90) == Point(x: 0, y: 90))
        game.engine.window.layoutIfNeeded()
        #expect(Self.onScreen(photo) == Rect(x: 150, y: 91, width: 90, height: 90))
        #expect(Self.onScreen(text) == Rect(x: 16, y: 189, width: 358, height: 572))

        #expect(try driver.scroll(text, dy: 110) == Point(x: 0, y: 200))
        game.engine.window.layoutIfNeeded()
        #expect(Self.onScreen(photo) == Rect(x: 195, y: 91, width: 0, height: 0))
        #expect(Self.onScreen(text) == Rect(x: 16, y: 99, width: 358, height: 662))

        // Back to the top (no bounce past it): the photo is whole again.
        #expect(try driver.scroll(text, dy: -500) == Point(x: 0, y: 0))
        game.engine.window.layoutIfNeeded()
        #expect(Self.onScreen(photo) == Rect(x: 105, y: 91, width: 180, height: 180))
        #expect(Self.onScreen(text) == Rect(x: 16, y: 279, width: 358, height: 482))
        #expect(game.errors.isEmpty)
    }

    @Test("the text starts at the top every time the detail appears, after a trip to the other tab too")
    func detailStartsAtTheTop() throws {
        let game = try Self.started()
        let driver = game.engine.driver
        try Self.open("Siamese", in: game)
        let text = try #require(try Self.view(game, "description") as? TextView)
        try driver.scroll(text, dy: 300)
        #expect(text.contentOffset.y == 300)
        try driver.tab("Credits")
        try driver.tab("Browse")
        game.engine.window.layoutIfNeeded()
        #expect(text.contentOffset.y == 0)
        #expect(Self.onScreen(try Self.view(game, "photo")).width == 180)
        // Tapping the selected tab again pops to the list, animated.
        try driver.tab("Browse")
        game.engine.step(0.5)
        let nav = try #require(game.engine.driver.views(ofType: NavigationBar.self).first)
        #expect(nav.titleLabel.text == "Browse")
        #expect(throws: DriverError.self) { try driver.view(identifier: "photo") }
        #expect(game.errors.isEmpty)
    }

    @Test("a push and a pop: appearance callbacks at the start and end of each slide, the row deselected, the list where it was")
    func pushAndPop() throws {
        let game = try Self.started()
        let driver = game.engine.driver
        let table = try #require(try Self.view(game, "breeds") as? TableView)
        #expect(try driver.scroll(table, dy: 100) == Point(x: 0, y: 100))
        // Record the appearance callbacks of both screens with the virtual time they come at.
        _ = try game.lua.run("""
            local ui = require "moonkit"
            events = {}
            local function record(class, name, what)
              local own = rawget(class, what)
              class[what] = function(self, animated)
                events[#events + 1] = ("%s %s %.2f"):format(name, what, ui.now())
                if own then own(self, animated) end
              end
            end
            for _, what in ipairs { "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" } do
              record(require "cat_breeds.list", "list", what)
              record(require "cat_breeds.detail", "detail", what)
            end
            """)
        func events() throws -> [String] {
            guard case .string(let text)? = try game.lua.run("return table.concat(events, '|')").first else { return [] }
            return text.isEmpty ? [] : text.split(separator: "|").map(String.init)
        }
        let start = game.engine.now
        func at(_ t: Double) -> String { String(format: "%.2f", start + t) }

        try driver.tapRow(in: table, text: "Persian")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
        #expect(try events() == ["list viewWillDisappear \(at(0))", "detail viewWillAppear \(at(0))"])
        game.engine.step(0.35)
        #expect(try events() == ["list viewWillDisappear \(at(0))", "detail viewWillAppear \(at(0))",
                                 "list viewDidDisappear \(at(0.35))", "detail viewDidAppear \(at(0.35))"])
        #expect(try Self.navigationBar(game).titleLabel.text == "Persian")

        _ = try game.lua.run("events = {}")
        try driver.back()
        #expect(try events() == ["detail viewWillDisappear \(at(0.35))", "list viewWillAppear \(at(0.35))"])
        // The row's highlight fades from the start of the slide back.
        #expect(table.indexPathForSelectedRow == nil)
        game.engine.step(0.35)
        #expect(try events() == ["detail viewWillDisappear \(at(0.35))", "list viewWillAppear \(at(0.35))",
                                 "detail viewDidDisappear \(at(0.7))", "list viewDidAppear \(at(0.7))"])
        game.engine.window.layoutIfNeeded()
        #expect(table.contentOffset == Point(x: 0, y: 100))
        #expect(table.visibleCells.allSatisfy { !$0.isSelected && !$0.isHighlighted })
        #expect(try Self.navigationBar(game).titleLabel.text == "Browse")
        #expect(game.errors.isEmpty)
    }

    @Test("credits: attributed headings, body and links; the meows in the bottom corners; links raise openURL")
    func credits() throws {
        let game = try Self.started()
        let driver = game.engine.driver
        try driver.tab("Credits")
        game.engine.window.layoutIfNeeded()
        let credits = try #require(try Self.view(game, "credits") as? TextView)
        #expect(Self.onScreen(credits) == Rect(x: 16, y: 55, width: 358, height: 670))
        let meow1 = try driver.button(title: "Meow 1"), meow2 = try driver.button(title: "Meow 2")
        #expect(Self.onScreen(meow1) == Rect(x: 16, y: 733, width: 74, height: 20))
        #expect(Self.onScreen(meow2) == Rect(x: 300, y: 733, width: 74, height: 20))

        let runs = try #require(credits.attributedText?.runs)
        #expect(runs.first == AttributedText.Run("Cat Breeds\n", font: try Font.named("DejaVuSerif-Bold", size: 22),
                                                 color: Self.orange))
        #expect(runs[2] == AttributedText.Run("\nCode\n", font: try Font.named("DejaVuSerif-Italic", size: 17),
                                              color: Self.gray))
        #expect(runs.filter { $0.link != nil }.map { "\($0.text) → \($0.link!)" }
                == ["Lua 5.4 → https://www.lua.org", "Swift → https://swift.org", "Coolors → https://coolors.co"])
        #expect(runs.filter { $0.link != nil }.allSatisfy { $0.color == Self.green })

        var opened: [String] = []
        game.observeSignal("openURL") { signal in opened.append("\(signal.value) at \(signal.time)") }
        try driver.tap(meow1)
        try driver.tap(meow2)
        try driver.tapLink(in: credits, text: "Swift")
        #expect(game.sounds.map(\.sound.name) == ["cat_meow_1", "cat_meow_2"])
        #expect(opened == ["\"https://swift.org\" at \(game.engine.now)"])
        #expect(game.errors.isEmpty)
    }

    @Test("the credits' delegate opens only web links; a wrong answer is an error naming the method")
    func onlyWebLinks() throws {
        let game = try Self.started()
        let driver = game.engine.driver
        try driver.tab("Credits")
        let credits = try #require(try Self.view(game, "credits") as? TextView)
        credits.attributedText = AttributedText([.init("Write to "), .init("us", link: "mailto:cats@example.org")])
        var opened: [String] = []
        game.observeSignal("openURL") { signal in opened.append("\(signal.value)") }
        try driver.tapLink(in: credits, text: "us")
        #expect(opened.isEmpty && game.errors.isEmpty)
        // A method answering something else than a boolean: reported, and the link stays shut.
        _ = try game.lua.run("require('cat_breeds.credits').textViewShouldInteractWith = function() return 'yes' end")
        try driver.tapLink(in: credits, text: "us")
        #expect(opened.isEmpty)
        #expect(game.errors.map(\.context) == ["textViewShouldInteractWith"])
        #expect(game.errors.first?.error.located.hasSuffix(": textViewShouldInteractWith must return true or false, got string") == true)
    }

    /// A copy of the game in a fresh folder, with `data` as its breeds file (nil: none).
    static func gameFolder(data: String?) throws -> String {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("cats-\(UUID().uuidString.prefix(8))").path
        try fm.createDirectory(atPath: root + "/scripts/cat_breeds", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/scripts/images", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/levels", withIntermediateDirectories: true)
        for file in ["cat_breeds.lua", "cat_breeds/breeds.lua", "cat_breeds/style.lua", "cat_breeds/list.lua",
                     "cat_breeds/detail.lua", "cat_breeds/credits.lua"] {
            try fm.copyItem(atPath: Repository.path("scripts/" + file), toPath: root + "/scripts/" + file)
        }
        for image in try fm.contentsOfDirectory(atPath: Repository.path("scripts/images")) where image.hasPrefix("tab_") {
            try fm.copyItem(atPath: Repository.path("scripts/images/" + image), toPath: root + "/scripts/images/" + image)
        }
        if let data { try data.write(toFile: root + "/levels/cat_breeds.txt", atomically: true, encoding: .utf8) }
        return root
    }

    @Test("a malformed or missing breeds file is an alert naming file:line, and a reported problem")
    func brokenData() throws {
        let root = try Self.gameFolder(data: "# two breeds, one without its thumbnail\nbreed: Abyssinian\nphoto: cat_abyssinian\n\nRuddy.\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let game = try Self.started(script: root + "/scripts/cat_breeds.lua")
        let alert = try #require(game.engine.driver.alert)
        #expect(alert.title == "No breeds to show")
        #expect(alert.message == "levels/cat_breeds.txt:4: breed 'Abyssinian' is missing 'thumbnail:'")
        #expect(alert.actions.map(\.title) == ["Try again"])
        #expect(game.errors.isEmpty)
        #expect(game.reportedProblems.count == 1)
        #expect(game.reportedProblems.first?.located == root + "/scripts/cat_breeds/list.lua:125: "
                + "the breeds could not be loaded: levels/cat_breeds.txt:4: breed 'Abyssinian' is missing 'thumbnail:'")

        try FileManager.default.removeItem(atPath: root + "/levels/cat_breeds.txt")
        try game.engine.driver.answerAlert("Try again")
        game.engine.step(0.5)
        #expect(game.engine.driver.alert?.message == "levels/cat_breeds.txt is missing")
    }

    @Test("the parser's messages, each with the file and line")
    func parserMessages() throws {
        let game = try Self.started()
        func problem(_ text: String) throws -> String {
            game.lua.setGlobal("text", text)
            let result = try game.lua.run("""
                local lines = {}
                for line in (text .. "\\n"):gmatch("([^\\n]*)\\n") do lines[#lines + 1] = line end
                local ok, err = pcall(require("cat_breeds.breeds").parse, lines, "cats.txt")
                return ok and "ok" or err
                """)
            guard case .string(let message)? = result.first else { return "?" }
            return message
        }
        let good = "breed: A\nphoto: a\nthumbnail: a_thumb\n\nOne.\n\nTwo.\n"
        #expect(try problem(good) == "ok")
        #expect(try problem("Hello\n" + good) == "cats.txt:1: expected 'breed: Name' before anything else")
        #expect(try problem("breed:\nphoto: a\n") == "cats.txt:1: a breed needs a name after 'breed:'")
        #expect(try problem("breed: A\nthumbnail: a\n") == "cats.txt:2: expected 'photo:' here, got 'thumbnail:'")
        #expect(try problem("breed: A\nphoto: a\ncolour: red\n") == "cats.txt:3: unknown key 'colour:' (a breed has photo: and thumbnail:)")
        #expect(try problem("breed: A\nphoto: a\nthumbnail:\n") == "cats.txt:3: 'thumbnail:' needs an image name")
        #expect(try problem("breed: A\nphoto: a\nthumbnail: b\n\n") == "cats.txt:1: breed 'A' has no description")
        #expect(try problem(good + "breed: A\nphoto: a\nthumbnail: b\n\nThree.") == "cats.txt:8: breed 'A' is already on line 1")
        #expect(try problem("# nothing\n") == "cats.txt:2: no breeds: the file needs at least one 'breed:' line")
    }

    @Test("the tour bot visits every breed, scrolls each text to the end and back, meows twice and opens a link")
    func tour() throws {
        let game = try GameRuntime(script: Repository.path("scripts/cat_breeds.lua"), seed: 1, print: { _ in })
        game.onError = { _ in }
        try game.start()
        let bot = try BotRunner(bot: Repository.path("scripts/bots/cat_breeds_tour.lua"), runtime: game, print: { _ in })
        try bot.run()
        #expect(game.errors.isEmpty)
        #expect(game.errorCount == 0)
        #expect(bot.session.figures["breeds"] == 14)
        #expect(bot.session.figures["problems"] == 0)
        #expect(bot.session.figures["sounds"] == 2)
        #expect(bot.session.figures["links"] == 1)
        #expect((bot.session.figures["scrolled"] ?? 0) > 14 * 2 * 200)
        #expect(bot.session.log.filter { !$0.hasPrefix("heard") } == ["opened https://www.lua.org"])
        #expect(bot.session.log.filter { $0.hasPrefix("heard") }.map { $0.prefix(16) } == ["heard cat_meow_1", "heard cat_meow_2"])
    }
}
