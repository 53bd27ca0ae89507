import Testing
import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonBots
import MoonRender
import TestSupport
@testable import MoonKitCLI

/// `moonkit serve --record`: the bot file it writes, and that the file replays to the same
/// screen (the browser test, Tests/Browser/record_test.py, records through real Chromium).
@Suite("moonkit serve --record")
struct RecordTests {
    static let game = app("""
          local name = ui.TextField { identifier = "name", placeholder = "Name" }
          name.frame = { x = 20, y = 100, width = 300, height = 40 }
          local echo = ui.Label { identifier = "echo", text = "" }
          echo.frame = { x = 20, y = 160, width = 300, height = 30 }
          local ticks = ui.Label { identifier = "ticks", text = "0" }
          ticks.frame = { x = 20, y = 200, width = 300, height = 30 }
          view:addSubviews(name, echo, ticks)
          name:on("editingChanged", function(f) echo.text = f.text end)
          name:on("primaryActionTriggered", function()
            ui.animate { duration = 0.7, animations = function() echo.alpha = 0.2 end }
          end)
          local count = 0
          ui.every(0.07, function() count = count + 1; ticks.text = tostring(count) end)
        """)

    @Test("the file is a bot with its header; keys at one moment fold into one line; a reload ends it")
    func fileText() throws {
        let folder = try ScriptFolder(["game.lua": Self.game])
        let path = folder.path("session.lua")
        let recorder = try SessionRecorder(path: path, header: .init(script: "game.lua", seed: 7, device: "iphone", appearance: .dark))
        try recorder.tap(at: Point(x: 120, y: 344), now: 0.5)
        try recorder.type("m", now: 0.5)
        try recorder.type("o", now: 0.5)
        try recorder.type("\"n", now: 0.75)
        try recorder.deleteBackward(now: 0.75)
        try recorder.deleteBackward(now: 0.75)
        try recorder.type("on", now: 0.75)
        try recorder.pressReturn(now: 0.75)
        try recorder.touchDown(at: Point(x: 10, y: 20), now: 1)
        try recorder.touchMove(to: Point(x: 10, y: 20), force: Touch.defaultMaximumForce, now: 1.0009765625)
        try recorder.touchUp(now: 1.5)
        try recorder.answerAlert("OK", texts: ["Luna", "x"], now: 1.5)
        try recorder.pause(now: 2)
        try recorder.pause(now: 2)
        try recorder.stop("the game was loaded again at t = 3 s (saved game.lua)", now: 3)
        try recorder.tap(at: Point(x: 1, y: 1), now: 4)
        let expected = """
            -- Recorded by moonkit serve --record: what a person did on the page, with the waits
            -- between in virtual seconds (the clock moved in steps of 1/1024 s while recording).
            -- Game game.lua, seed 7, device iphone, appearance dark.
            -- luacheck: no max line length (paths and typed texts are as long as they are)
            -- Replay: moonkit run game.lua --bot \(path) --seed 7 --device iphone --appearance dark
            return function(game)
              game:wait(0.5)
              game:tapAt(120, 344)
              game:type("mo")
              game:wait(0.25)
              game:type("\\"n")
              game:deleteBackward(2)
              game:type("on", { submit = true })
              game:wait(0.25)
              local finger = game:touchDown(10, 20)
              game:wait(0.0009765625)
              game:touchMove(finger, 10, 20, game.maximumForce)
              game:wait(0.4990234375)
              game:touchUp(finger)
              game:answerAlert("OK", {"Luna", "x"})
              game:wait(0.5)
              game:wait(1)
              -- the game was loaded again at t = 3 s (saved game.lua): the recording stops here
            end

            """
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        #expect(recorder.stopped)
    }

    @Test("a session recorded on an irregular wall clock replays to the same picture, byte for byte")
    func replaysExactly() throws {
        let folder = try ScriptFolder(["game.lua": Self.game])
        let path = folder.path("session.lua")
        let live = try GameRuntime(script: folder.path("game.lua"), seed: 7, print: { _ in })
        #expect(try live.start())
        let recorder = try SessionRecorder(path: path, header: .init(script: "game.lua", seed: 7, device: "iphone", appearance: .light))
        var clock = RecordingClock()
        // Frames as a busy machine gives them: never a whole number of steps.
        var wall = [0.0331, 0.0172, 0.0419, 0.0333, 0.05, 0.0287].makeIterator()
        func frames(_ n: Int) {
            for _ in 0..<n {
                guard let seconds = wall.next() else { wall = [0.0331, 0.0172, 0.0419, 0.0333, 0.05, 0.0287].makeIterator(); continue }
                live.engine.step(clock.take(seconds))
            }
        }
        let engine = live.engine
        frames(7)
        engine.driver.tap(at: Point(x: 170, y: 120))
        try recorder.tap(at: Point(x: 170, y: 120), now: engine.now)
        frames(3)
        for key in ["L", "u", "n", "a"] {
            try engine.driver.type(key)
            try recorder.type(key, now: engine.now)
            frames(1)
        }
        try engine.driver.type("", submit: true)
        try recorder.pressReturn(now: engine.now)
        frames(9)
        try recorder.pause(now: engine.now)
        #expect(engine.now.truncatingRemainder(dividingBy: RecordingClock.quantum) == 0)
        let livePicture = ScreenPicture.svg(engine)

        let replay = try GameRuntime(script: folder.path("game.lua"), seed: 7, print: { _ in })
        #expect(try replay.start())
        let bot = try BotRunner(bot: path, runtime: replay, print: { _ in })
        try bot.run()
        #expect(replay.engine.now == engine.now)
        #expect(Driver.shownText(of: try replay.engine.driver.view(identifier: "echo")) == "Luna")
        #expect(ScreenPicture.svg(replay.engine) == livePicture)
    }

    @Test("the page's keys parse to what they type")
    func keys() {
        #expect(PageCommand.from(#"{"command":"type","text":"é"}"#) == .type(text: "é"))
        #expect(PageCommand.from(#"{"command":"delete"}"#) == .deleteBackward)
        #expect(PageCommand.from(#"{"command":"return"}"#) == .pressReturn)
        #expect(PageCommand.from(#"{"command":"type","text":""}"#) == .invalid(reason: "type needs a text of 1 to 4096 bytes"))
        #expect(PageCommand.from(#"{"command":"type"}"#) == .invalid(reason: "type needs a text of 1 to 4096 bytes"))
    }

    @Test("the clock hands out whole steps of 1/1024 s and keeps what is left for later")
    func clockSteps() {
        var clock = RecordingClock()
        #expect(clock.take(0.0005) == 0)
        #expect(clock.take(0.0005) == 0.0009765625)
        #expect(clock.take(1) == 1)
        #expect(RecordingClock.rounded(1.0 / 30) == 34.0 / 1024)
        #expect(RecordingClock.rounded(0.0001) == 1.0 / 1024)
        #expect(SessionRecorder.number(120) == "120" && SessionRecorder.number(0.75) == "0.75")
    }
}
