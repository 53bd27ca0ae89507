import Testing
import Foundation
import MoonKit
import LuaBridge
import MoonLua
@testable import moonkit

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
        #expect(game.engine.driver.text(of: try game.engine.driver.view(identifier: "score")) == "Score: 7")
        let screen = TextScreen(window: game.engine.window, columns: 100).text
        #expect(screen.contains("Score: 7"))
        #expect(screen.contains("[SUBMIT]"))
        #expect(throws: PlayError.self) { try play.perform("jump", game.engine) }
        #expect(Play.split("alert \"Let's go!\" MOON") == ["alert", "Let's go!", "MOON"])
    }
}
