import Testing
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// A bot's finger settles a half-collapsed large title as a person's does: its touches, drags
/// and scrolls all go through the scroll view's pan (LargeTitleSettleTests has the rule). The
/// game is LargeTitleLuaTests': a 2 000-point scroll view titled "Breeds" under a bar
/// preferring large titles on a portrait iPhone, at rest at −143 with the bar 96 tall.
@Suite("Bots settle large titles")
struct LargeTitleBotTests {
    @Test("a held finger, game:scroll and game:drag each leave the title open or collapsed")
    func settles() throws {
        let folder = try ScriptFolder(["bots/settle.lua": """
            return function(game)
              local function bar()
                local f = game:find({ type = "NavigationBar" }).frame
                return ("bar %g at %g"):format(f.height, f.y)
              end
              -- 30 points up, 5 a sixtieth of a second, held half a second and lifted still.
              local finger = game:touchDown(200, 500)
              for k = 1, 6 do
                game:wait(1 / 60)
                game:touchMove(finger, 200, 500 - 5 * k)
              end
              game:wait(0.5)
              game:touchUp(finger)
              game:log("lifted: " .. bar())
              game:wait(0.15 + 1 / 120)
              game:log(("half way: bar %.6f"):format(game:find({ type = "NavigationBar" }).frame.height))
              game:wait(1)
              game:log("at rest: " .. bar())
              local list = game:find { identifier = "list" }
              game:log(("scrolled back 30 to %g: "):format(game:scroll(list, -30).y) .. bar())
              game:drag({ x = 200, y = 500 }, { x = 200, y = 480 }, 1)
              game:wait(2)
              game:log("dragged slowly: " .. bar())
            end
            """])
        let (runtime, navigation, gameFolder) = try LargeTitleLuaTests().start()
        defer { withExtendedLifetime(gameFolder) {} }
        let bot = try BotRunner(bot: folder.path("bots/settle.lua"), runtime: runtime)
        try bot.run()
        #expect(bot.session.log == [
            // Lifted at −113, 30 of 52 points collapsed: 96 − 30.
            "lifted: bar 66 at 47",
            // Half of the 22 points left, half-way through 0.3 s of ease-in-out.
            "half way: bar 55.000000",
            // Past half way, so collapsed: the plain bar.
            "at rest: bar 44 at 47",
            // Down 30 from −91 leaves 22 of 52 collapsed, short of half: open again at −143.
            "scrolled back 30 to -143: bar 96 at 47",
            // 20 points in a second, lifted at 20 points a second: deceleration carries it
            // 0.499 × 20 ≈ 10 points more, 30 collapsed, past half way: collapsed.
            "dragged slowly: bar 44 at 47",
        ])
        let scroll = try #require(navigation.topViewController?.view as? ScrollView)
        #expect(scroll.contentOffset == Point(x: 0, y: -91))
        #expect(runtime.errors.isEmpty)
    }
}
