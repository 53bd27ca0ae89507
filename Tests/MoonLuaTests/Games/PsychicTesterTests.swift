import Testing
@testable import LuaBridge
@testable import MoonLua
@testable import MoonBots
import MoonKit

@Suite("Psychic Tester")
struct PsychicTesterTests {
    func start(seed: UInt64 = 1) throws -> GameRuntime {
        let game = try GameRuntime(script: Repository.path("scripts/psychic_tester.lua"), seed: seed, print: { _ in })
        try game.start()
        game.engine.step(0.3)
        return game
    }

    func cards(_ game: GameRuntime) throws -> [View] {
        try (1...8).map { try game.engine.driver.view(identifier: "card\($0)") }
    }

    @Test("eight 100×140 cards with their centres at x 75…405 and y 85, 235 in a centred 480×320 box")
    func layout() throws {
        let game = try start()
        let box = try game.engine.driver.view(identifier: "cards")
        #expect(box.frame == Rect(x: (844 - 480) / 2.0, y: (390 - 320) / 2.0, width: 480, height: 320))
        let centres = try cards(game).map(\.center)
        #expect(centres == [75, 185, 295, 405, 75, 185, 295, 405].enumerated().map {
            Point(x: Double($0.element), y: $0.offset < 4 ? 85 : 235)
        })
        #expect(try cards(game).allSatisfy { $0.bounds.size == Size(width: 100, height: 140) })
        #expect(game.engine.window.device == .iPhone)
    }

    /// Weak references to the cards on screen and their view controllers.
    final class Watch {
        weak var view: View?
        weak var controller: ViewController?
        init(_ view: View) {
            self.view = view
            controller = view.owningViewController
        }
    }

    @Test("a round: mid-flip at 0.35 s, the others at half scale and alpha, a new hand at 2 s, old cards freed")
    func round() throws {
        let game = try start()
        let animator = game.engine.animator
        let watched = try cards(game).map(Watch.init)
        #expect(watched.allSatisfy { $0.controller != nil })
        try game.engine.driver.tap(game.engine.driver.view(identifier: "card3"))
        game.engine.step(0.35)
        // Ease-in-out is half way at half the time: the flip is edge-on, the others half shrunk.
        do {
            let tapped = try #require(watched[2].view), other = try #require(watched[0].view)
            #expect(abs(animator.presentation(of: tapped).transform.scaleX) < 1e-9)
            let shown = animator.presentation(of: other)
            #expect(abs(shown.transform.scaleX - (1 + 0.001) / 2) < 1e-9 && abs(shown.alpha - 0.5) < 1e-9)
        }
        // Taps during the round do nothing: the screen takes no touches.
        #expect(throws: DriverError.self) { try game.engine.driver.tap(game.engine.driver.view(identifier: "card6")) }
        game.engine.step(2 - 0.35)
        #expect(try cards(game).allSatisfy { view in !watched.contains { $0.view === view } })
        // The old hand's views and view controllers are gone once nothing holds them.
        game.lua.collectGarbage()
        #expect(watched.allSatisfy { $0.view == nil && $0.controller == nil })
        // With seed 1 the star is the third card: a hit.
        let tally = try game.engine.driver.view(identifier: "tally")
        #expect(Driver.shownText(of: tally) == "Hits 1 · Misses 0 · 100%")
    }

    @Test("the bots: chance near one in eight; the cheat and the dowser always right")
    func bots() throws {
        func rate(_ bot: String, seed: UInt64) throws -> Double {
            let game = try GameRuntime(script: Repository.path("scripts/psychic_tester.lua"), seed: seed, print: { _ in })
            try game.start()
            let runner = try BotRunner(bot: Repository.path("scripts/bots/psychic_\(bot).lua"), runtime: game, print: { _ in })
            try runner.lua.run("ROUNDS = 40", name: "rounds")
            try runner.run()
            return runner.session.figures["hit rate"] ?? -1
        }
        #expect(try rate("cheater", seed: 2) == 1)
        #expect(try rate("dowser", seed: 3) == 1)
        let chance = try rate("random", seed: 4)
        #expect(chance >= 0 && chance <= 0.3)
    }

    @Test("a finger resting on the star signals at most once every half second")
    func signal() throws {
        let game = try start()
        var times: [Double] = []
        game.observeSignal("psychic") { times.append($0.time) }
        let window = game.engine.window
        let box = try game.engine.driver.view(identifier: "cards").frame
        var touched = false
        for card in try cards(game) {
            let c = Point(x: box.minX + card.center.x, y: box.minY + card.center.y)
            let finger = window.beginTouch(at: c, force: 0.2)
            for _ in 0..<20 {
                game.engine.step(0.1)
                window.moveTouch(finger, to: c, force: 0.2)
            }
            window.moveTouch(finger, to: Point(x: 1, y: 1), force: 0.2)
            window.endTouch(finger)
            if !times.isEmpty { touched = true; break }
        }
        #expect(touched)
        // Two seconds of resting: signals at 0.5 s intervals at most.
        #expect(times.count >= 2 && times.count <= 5)
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 >= 0.5 - 1e-9 })
    }
}
