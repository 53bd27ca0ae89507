import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

@Suite("Bots play through the screen")
struct BotTests {
    static let game = app("""
          self.label = ui.Label { text = "0 taps", identifier = "count" }
          self.label.frame = { x = 20, y = 20, width = 200, height = 30 }
          self.button = ui.Button { title = "TAP" }
          self.button.frame = { x = 20, y = 100, width = 100, height = 44 }
          self.hidden = ui.Button { title = "SECRET", isHidden = true }
          self.hidden.frame = { x = 20, y = 200, width = 100, height = 44 }
          view:addSubviews(self.label, self.button, self.hidden)
          local taps = 0
          self.button:on("touchUpInside", function()
            taps = taps + 1
            self.label.text = taps .. " taps"
            if taps == 3 then
              local alert = ui.Alert("Three!", "You tapped three times.")
              alert:addAction("Again", function() taps = 0; self.label.text = "0 taps" end)
              self:present(alert)
            end
          end)
        """)

    @Test("a bot taps, reads the screen, answers the alert and reports")
    func play() throws {
        let folder = try ScriptFolder(["game.lua": Self.game, "bots/tapper.lua": """
            return function(game)
              for _ = 1, 3 do game:tap("TAP") end
              local alert = game:alert()
              game:log(alert.title .. " / " .. alert.message .. " / " .. table.concat(alert.actions, ","))
              game:log(game:text("count"))
              local ok, why = game:tryTap("SECRET")
              game:log(tostring(ok) .. ": " .. why)
              game:answerAlert("Again")
              game:wait(0.5)
              game:log(game:text("count") .. " at " .. game:now())
              local buttons = game:views { type = "Button" }
              game:report("buttons", #buttons)
            end
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        let bot = try BotRunner(bot: folder.path("bots/tapper.lua"), runtime: runtime)
        try bot.run()
        #expect(bot.session.log == [
            "Three! / You tapped three times. / Again",
            "3 taps",
            "false: Button 'SECRET' cannot be tapped: it is hidden",
            "0 taps at 0.5",
        ])
        #expect(bot.session.figures["buttons"] == 1)
        #expect(bot.session.taps == 4)
        #expect(runtime.errors.isEmpty)
    }
}

@Suite("Bots read a screen once")
struct BotHandleTests {
    static let game = app("""
          local box = ui.View { identifier = "box" }
          box.frame = { x = 0, y = 0, width = 300, height = 100 }
          view:addSubview(box)
          local count = 0
          for i, title in ipairs { "A", "B" } do
            local b = ui.Button { title = title }
            b.frame = { x = (i - 1) * 100, y = 0, width = 100, height = 44 }
            b:on("touchUpInside", function() count = count + 1; self.label.text = title .. count end)
            box:addSubview(b)
          end
          self.label = ui.Label { text = "none", identifier = "count" }
          self.label.frame = { x = 0, y = 200, width = 200, height = 30 }
          local outside = ui.Button { title = "C" }
          outside.frame = { x = 0, y = 300, width = 100, height = 44 }
          view:addSubviews(self.label, outside)
        """)

    @Test("a handle stays the view's across waits; `inside` keeps to one view's descendants")
    func handlesAndInside() throws {
        let folder = try ScriptFolder(["game.lua": Self.game, "bots/reader.lua": """
            return function(game)
              local titles = {}
              local buttons = game:views { type = "Button", inside = "box" }
              for _, b in ipairs(buttons) do titles[#titles + 1] = b.title end
              game:log(table.concat(titles, ","))
              game:log(#game:views { inside = "nothing" })
              game:wait(1)
              game:tap(buttons[2].id)
              game:tap(buttons[1])
              game:log(game:text("count"))
              game:log(tostring(game:find { title = "B" }.id == buttons[2].id))
              local ok, why = pcall(game.tap, game, 999)
              game:log(why)
            end
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        let bot = try BotRunner(bot: folder.path("bots/reader.lua"), runtime: runtime)
        try bot.run()
        #expect(bot.session.log.count == 5)
        #expect(Array(bot.session.log.prefix(4)) == ["A,B", "0", "A2", "true"])
        #expect(bot.session.log.last?.hasSuffix("no view has handle #999 (it may no longer exist): ask for the views again") == true)
        #expect(bot.session.taps == 2)
    }
}

@Suite("Bot runners and their games")
struct BotRunnerLifetimeTests {
    @Test("a runner keeps its game alive: the caller may drop the runtime")
    func keepsGameAlive() throws {
        let folder = try ScriptFolder(["game.lua": BotTests.game, "bot.lua": """
            return function(game) game:tap("TAP"); game:tap("TAP"); game:log(game:text("count")) end
            """])
        func makeRunner() throws -> BotRunner {
            let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
            try runtime.start()
            return try BotRunner(bot: folder.path("bot.lua"), runtime: runtime, print: { _ in })
        }
        let runner = try makeRunner()
        try runner.run()
        #expect(runner.session.log == ["2 taps"])
    }
}

@Suite("Bot queries and descriptions")
struct BotQueryTests {
    @Test("a query reads the same whether its table is flat or not; descriptions carry every field")
    func queriesAndDescriptions() throws {
        let folder = try ScriptFolder(["game.lua": BotTests.game, "bots/reader.lua": """
            return function(game)
              -- Every match gets a handle in order, the ones `find` does not return too.
              local first = game:find { type = "Button", includeHidden = true }
              game:find { identifier = "count" }
              local all = game:views { type = "Button", includeHidden = true }
              local b = game:find { title = "TAP" }
              game:log(("%s %s %s %s %s %g,%g,%g,%g"):format(b.type, b.title, b.text, tostring(b.isEnabled),
                tostring(b.isHidden), b.frame.x, b.frame.y, b.frame.width, b.frame.height))
              local same = game:find { title = "TAP", nested = { 1 } }
              game:log(tostring(same.id == b.id))
              game:log(game:find { identifier = 5 }.type)
              game:log(tostring(game:find { identifier = "count", includeHidden = "yes" }.text))
              game:log(tostring(game:find { title = "SECRET" }))
              game:log(game:find { title = "SECRET", includeHidden = true }.title)
              local ok, why = pcall(game.find, game, { "x" })
              game:log(why)
              ok, why = pcall(game.find, game, { identifier = "count", f = print })
              game:log(why)
              game:log(("%d %d %d"):format(#all, all[1].id - first.id, all[2].id - first.id))
            end
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        let bot = try BotRunner(bot: folder.path("bots/reader.lua"), runtime: runtime)
        try bot.run()
        let log = bot.session.log
        #expect(log.count == 9)
        #expect(Array(log.prefix(6)) == ["Button TAP TAP true false 20,100,100,44", "true", "Window", "0 taps", "nil", "SECRET"])
        #expect(log.count > 6 && log[6].contains("query {type, identifier, title, text, systemItem, inside} expected, got table"))
        #expect(log.count > 7 && log[7].contains("plain value expected, got function"))
        #expect(log.last == "2 0 1")
    }
}

@Suite("Bot handles and the views' lifetimes")
struct BotHandleLifetimeTests {
    @Test("a handle to a freed view is stale, and does not keep the view alive")
    func freedViewIsStale() throws {
        let session = BotSession(engine: Engine())
        weak var weakView: View?
        do {
            let view = View()
            session.assignHandles([view][...])
            #expect(try session.view(handle: 1) === view)
            weakView = view
        }
        #expect(weakView == nil)
        #expect(throws: BotError.self) { try session.view(handle: 1) }
    }

    @Test("a new view where a freed one was gets a new handle; the old one stays stale")
    func reusedAddressIsANewView() throws {
        let session = BotSession(engine: Engine())
        var address: ObjectIdentifier?
        do {
            let view = View()
            session.assignHandles([view][...])
            address = ObjectIdentifier(view)
        }
        // The allocator hands a freed block back for the next object of its size: find it.
        var reused: View?
        var others: [View] = []
        for _ in 0..<100 {
            let candidate = View()
            if ObjectIdentifier(candidate) == address { reused = candidate; break }
            others.append(candidate)
        }
        guard let reused else {
            Issue.record("no new view took the freed view's address: nothing tested")
            return
        }
        session.assignHandles([reused][...])
        #expect(try session.view(handle: 2) === reused)
        #expect(throws: BotError.self) { try session.view(handle: 1) }
    }
}

@Suite("Bots see what a finger sees")
struct BotSightTests {
    @Test("a text view found by its identifier is found by the text find reports, and a button's title finds the button alone")
    func textsFindTheirViews() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              local story = ui.TextView { identifier = "story", text = "Once upon a time" }
              story.frame = { x = 0, y = 0, width = 300, height = 100 }
              local ok = ui.Button { title = "OK" }
              ok.frame = { x = 0, y = 120, width = 100, height = 44 }
              view:addSubviews(story, ok)
            """), "bot.lua": """
            return function(game)
              local story = game:find { identifier = "story" }
              local found = game:views { text = story.text, type = "TextView" }
              game:log(story.text .. ": " .. #found .. " " .. tostring(found[1].id == story.id))
              local ok = game:views { text = "OK" }
              game:log(#ok .. " " .. ok[1].type .. ", labels showing OK: " .. #game:views { text = "OK", type = "Label" })
              game:log(tostring(game:find { type = "TextViewText" }.text))
            end
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: runtime, print: { _ in })
        try bot.run()
        // A label that draws its holder's text (the text view's, the button's) shows none of its own.
        #expect(bot.session.log == ["Once upon a time: 1 true", "1 Button, labels showing OK: 0", "nil"])
    }

    @Test("a view fainter than View.leastVisibleAlpha is hidden to a bot, as it is to hit testing and pictures")
    func faintViews() throws {
        #expect(View.leastVisibleAlpha == 0.01)
        let folder = try ScriptFolder(["game.lua": app("""
              local faint = ui.View { identifier = "faint", alpha = 0.005 }
              faint.frame = { x = 0, y = 0, width = 300, height = 100 }
              faint:addSubview(ui.Label { identifier = "inFaint", text = "under" })
              local seen = ui.View { identifier = "seen", alpha = 0.01 }
              seen.frame = { x = 0, y = 120, width = 300, height = 100 }
              view:addSubviews(faint, seen)
            """), "bot.lua": """
            return function(game)
              for _, id in ipairs { "faint", "inFaint", "seen" } do
                local d = game:find { identifier = id, includeHidden = true }
                game:log(id .. " hidden " .. tostring(d.isHidden) .. ", visible matches " .. #game:views { identifier = id })
              end
              local ok, why = game:tryTap(game:find { identifier = "faint", includeHidden = true })
              game:log(why)
            end
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: runtime, print: { _ in })
        try bot.run()
        #expect(bot.session.log == [
            "faint hidden true, visible matches 0",
            "inFaint hidden true, visible matches 0",
            "seen hidden false, visible matches 1",
            "faint cannot be tapped: its alpha is below 0.01",
        ])
    }
}
