import Testing
import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonBots
@testable import MoonKitCLI

/// Every reader of the screen reports the same text for a view: a bot's `find` and `views`,
/// `moonkit play`'s text screen and `moonkit serve`'s view tree (`Driver.shownText(of:)`).
@Suite("What a finger sees: one text for each view")
struct ShownTextTests {
    /// A screen with every kind of view that shows text: a label, a button, a text field and a
    /// secure one, a text view, a table's header, row text and detail, a navigation bar's
    /// title, back button and item, a tab bar's tabs; `Ask` presents an alert with a title, a
    /// message, a text field and an action. Every text differs from every other.
    static let game = """
        local ui = require "moonkit"

        local Start = ui.ViewController:extend "Start"
        function Start:init() self.title = "Start" end
        function Start:loadView() self.view = ui.View { backgroundColor = "white" } end

        local Detail = ui.ViewController:extend "Detail"
        function Detail:init() self.title = "Detail title" end
        function Detail:loadView()
          local view = ui.View { backgroundColor = "white" }
          self.view = view
          local function place(v, y, height)
            v.frame = { x = 16, y = y, width = 300, height = height or 30 }
            view:addSubview(v)
          end
          place(ui.Label { identifier = "label", text = "A label" }, 100)
          place(ui.Button { identifier = "button", title = "A button" }, 140)
          place(ui.TextField { identifier = "field", text = "Typed text" }, 180)
          place(ui.TextField { identifier = "secret", text = "hunter2" }, 220)
          place(ui.TextView { identifier = "story", text = "A story" }, 260, 60)
          local table = ui.TableView { identifier = "table" }
          table:register("row", "subtitle")
          table.dataSource = self
          place(table, 330, 120)
          local ask = ui.Button { title = "Ask" }
          ask:on("touchUpInside", function()
            local alert = ui.Alert("Alert title", "Alert message")
            alert:addTextField("Your name")
            alert.textFields[1].text = "Typed in alert"
            alert:addAction("Fine")
            self:present(alert)
          end)
          place(ask, 460)
          self.navigationItem.rightBarButtonItem = ui.BarButtonItem { title = "Like" }
        end
        function Detail:numberOfSections() return 1 end
        function Detail:numberOfRowsInSection() return 1 end
        function Detail:titleForHeaderInSection() return "Section A" end
        function Detail:cellForRowAt(tableView, indexPath)
          local cell = tableView:dequeueReusableCell("row", indexPath)
          cell.textLabel.text = "Row text"
          cell.detailTextLabel.text = "Row detail"
          return cell
        end

        local Other = ui.ViewController:extend "Other"
        function Other:loadView() self.view = ui.View { backgroundColor = "white" } end

        local Main = ui.ViewController:extend "Main"
        function Main:loadView()
          self.view = ui.View {}
          local nav = ui.NavigationController(Start())
          nav:pushViewController(Detail(), false)
          nav.tabBarItem = ui.TabBarItem { title = "First tab" }
          local other = Other()
          other.tabBarItem = ui.TabBarItem { title = "Second tab" }
          local tabs = ui.TabBarController()
          tabs.viewControllers = { nav, other }
          self:addChild(tabs)
          tabs.view.frame = { x = 0, y = 0, width = 390, height = 844 }
          self.view:addSubview(tabs.view)
          tabs:didMoveToParent(self)
        end

        return ui.App { device = "iphone", orientation = "portrait", root = Main }
        """

    /// For every view shown with a text: its type and text, how many views of its type show that
    /// text, how many views of any type do, and whether `find` by the text gives this view.
    static let bot = """
        return function(game)
          if ASK then game:tap("Ask"); game:wait(1) end
          for _, d in ipairs(game:views()) do
            if d.text ~= nil then
              local sameType = game:views { type = d.type, text = d.text }
              local anyType = game:views { text = d.text }
              game:log(("%s|%s|%d|%d|%s"):format(d.type, d.text, #sameType, #anyType,
                                                 tostring(game:find { text = d.text }.id == d.id)))
            end
          end
        end
        """

    /// What the screen shows before `Ask` is tapped: each text and the type of the view showing it.
    static let screenTexts: [(type: String, text: String)] = [
        ("Label", "Detail title"), ("Button", "‹ Start"), ("BarButton", "Like"),
        ("Label", "A label"), ("Button", "A button"), ("TextField", "Typed text"), ("TextField", "•••••••"),
        ("TextView", "A story"), ("Label", "Row text"), ("Label", "Row detail"), ("Label", "Section A"), ("Button", "Ask"),
        ("TabBarButton", "First tab"), ("TabBarButton", "Second tab"),
    ]

    /// What the alert adds on top.
    static let alertTexts: [(type: String, text: String)] = [
        ("Label", "Alert title"), ("Label", "Alert message"), ("TextField", "Typed in alert"), ("Button", "Fine"),
    ]

    /// Plays the screen with the bot (tapping `Ask` first when `ask`); returns the game and
    /// the bot's lines.
    static func play(ask: Bool, in folder: HostileInputCommandTests.Folder) throws -> (GameRuntime, [String]) {
        let game = try GameRuntime(script: folder["game.lua"], print: { _ in })
        #expect(try game.start())
        game.engine.step(0)
        // A secure entry cannot be asked for from Lua: an embedder sets it.
        (try game.engine.driver.view(identifier: "secret") as? TextField)?.isSecureTextEntry = true
        let runner = try BotRunner(bot: folder["bot.lua"], runtime: game, print: { _ in })
        runner.lua.setGlobal("ASK", ask)
        try runner.run()
        #expect(game.errors.isEmpty)
        return (game, runner.session.log)
    }

    @Test("find, views, the text screen and the serve page's tree agree on the text of every kind of view")
    func everyKindAgrees() throws {
        let folder = try HostileInputCommandTests.Folder(["game.lua": Self.game, "bot.lua": Self.bot])
        for ask in [false, true] {
            let expected = Self.screenTexts + (ask ? Self.alertTexts : [])
            let (game, lines) = try Self.play(ask: ask, in: folder)
            // Each text is one view's, found by its type and text, by its text alone, and by `find`.
            #expect(lines.sorted() == expected.map { "\($0.type)|\($0.text)|1|1|true" }.sorted())

            let tree = PageMessage.tree(of: game.engine.window)
            let screen = TextScreen(window: game.engine.window, columns: 200).text
            for (type, text) in expected {
                let shown = tree.views.filter { $0.text == text }
                #expect(shown.map(\.type) == [type], "the page's tree for '\(text)'")
                #expect(shown.map(\.hidden) == [false], "the page's tree for '\(text)'")
            }
            // The alert's box is drawn over the middle of the screen: with it up, what it shows.
            for (_, text) in ask ? Self.alertTexts : Self.screenTexts {
                #expect(screen.contains(text), "the text screen shows '\(text)'")
            }
            #expect(!screen.contains("hunter2"))
        }
    }
}
