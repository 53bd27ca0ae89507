import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

@Suite("Signals and particles from Lua")
struct SignalAndEmitterTests {
    @Test("a signal reaches Swift observers and a bot, once each")
    func signals() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              local b = ui.Button { title = "PING" }
              b.frame = { x = 10, y = 10, width = 100, height = 44 }
              b:on("touchUpInside", function() ui.signal("ping", ui.now()) end)
              view:addSubview(b)
            """), "bot.lua": """
            return function(game)
              game:tap("PING"); game:wait(0.5); game:tap("PING")
              local seen = game:signals()
              game:log(#seen .. " " .. seen[1].name .. " at " .. seen[2].value)
              game:log(#game:signals() .. " new")
            end
            """])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        var times: [Double] = []
        runtime.observeSignal("ping") { times.append($0.time) }
        try runtime.start()
        let bot = try BotRunner(bot: folder.path("bot.lua"), runtime: runtime, print: { _ in })
        try bot.run()
        #expect(times == [0, 0.5])
        #expect(bot.session.log == ["2 ping at 0.5", "0 new"])
    }

    @Test("an emitter made in Lua drifts its particles on the engine's clock")
    func emitter() throws {
        let (runtime, folder) = try runGame(app("""
              local snow = ui.EmitterView { birthRate = 2, lifetime = 5, velocity = 100, emissionAngle = math.pi / 2,
                                            particleColor = "#FFFFFF1A", emitterPosition = { x = 422, y = -10 } }
              snow.frame = { x = 0, y = 0, width = 844, height = 390 }
              view:addSubview(snow)
              self.snow = snow
            """, extra: """
            function Game:viewDidAppear()
              ui.after(3, function() counts = #self.snow:particles() end)
            end
            """))
        defer { withExtendedLifetime(folder) {} }
        runtime.engine.step(3)
        // Born at 0, 0.5, …, 3.0: seven particles, all alive (lifetime 5 s).
        #expect(try runtime.lua.global("counts") == .int(7))
        let emitter = try #require(runtime.engine.window.rootViewController?.view.subviews.first as? EmitterView)
        let oldest = try #require(emitter.particles(at: 3).first)
        #expect(oldest.position == Point(x: 422, y: 290))
        #expect(abs(oldest.color.alpha - 26.0 / 255) < 1e-9)
    }
}
