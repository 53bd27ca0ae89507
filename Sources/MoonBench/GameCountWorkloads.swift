import LuaBridge
import MoonBots
import Foundation
import MoonKit
import MoonLua

/// The `moonkit bench count` workloads that run Lua in a game's state: `ui.View {}`, a Psychic
/// Tester round, a Swifty Words tap. The two games are the repository's own, from `scripts/`.
enum GameCountWorkloads {
    /// The script of `lua-view`: `N` views made from Lua and dropped (the collector, which a
    /// game pays for too, runs as they pile up).
    static let viewScript = """
        local ui = require "moonkit"
        local View = ui.View
        for i = 1, N do View {} end
        """

    /// `ui.View {}`, `times` times, in a GameRuntime (the collector paced as in a game).
    static func luaViews(_ times: Int) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-count-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("views.lua").path
        try viewScript.write(toFile: script, atomically: true, encoding: .utf8)
        let game = try GameRuntime(script: script, print: { _ in })
        game.lua.setGlobal("N", times)
        try game.start()
        try requireNoErrors(game, "lua-view")
        return "\(times) views"
    }

    /// `times` rounds of Psychic Tester (seed 1) played by the random bot, as
    /// `moonkit run scripts/psychic_tester.lua --bot random --set ROUNDS=…` plays them.
    static func psychicRounds(_ times: Int) throws -> String {
        let game = try startedGame("scripts/psychic_tester.lua")
        let runner = try BotRunner(bot: "scripts/bots/psychic_random.lua", runtime: game, print: { _ in })
        runner.lua.setGlobal("ROUNDS", times)
        try runner.run()
        try requireNoErrors(game, "psychic-round")
        let figures = runner.session.figures
        return "hits \(Int(figures["hits"] ?? -1)), misses \(Int(figures["misses"] ?? -1))"
    }

    /// `times` taps on level 1 of Swifty Words (seed 1): the twenty letter groups in turn, each
    /// followed by CLEAR, which brings it back; 0.25 s of game time after every tap, so the
    /// fades the taps start run to their end. Returns the answer field's text after the last tap.
    static func swiftyTaps(_ times: Int) throws -> String {
        let game = try startedGame("scripts/swifty_words.lua")
        let engine = game.engine
        engine.step(0)                               // the first level loads in the background
        let driver = engine.driver
        let letters = try driver.view(identifier: "letters").subviews.compactMap { $0 as? Button }
        let clear = try driver.button(title: "CLEAR")
        guard letters.count == 20, letters.allSatisfy({ $0.isEnabled && $0.currentTitle != "WWW" }) else {
            throw CountWorkloadError("swifty-tap: level 1 did not load (letter groups: \(letters.map(\.currentTitle)))")
        }
        for tap in 0..<times {
            try driver.tap(tap % 2 == 0 ? letters[tap / 2 % letters.count] : clear)
            engine.step(0.25)
        }
        try requireNoErrors(game, "swifty-tap")
        let answer = try driver.view(identifier: "answer")
        return "answer field \"\(Driver.shownText(of: answer) ?? "")\""
    }

    /// `times` games of Psychic Tester, each in an engine of its own (seeds 1, 2, …): the engine
    /// made, the game started, the random bot loaded, one round played, and all of it let go —
    /// what `sim` does for every game, so that what a fresh game costs cannot creep back.
    static func psychicFreshGames(_ times: Int) throws -> String {
        var hits = 0
        for index in 0..<times {
            let game = try startedGame("scripts/psychic_tester.lua", seed: UInt64(index + 1))
            let runner = try BotRunner(bot: "scripts/bots/psychic_random.lua", runtime: game, print: { _ in })
            runner.lua.setGlobal("ROUNDS", 1)
            try runner.run()
            try requireNoErrors(game, "psychic-fresh-game")
            hits += Int(runner.session.figures["hits"] ?? 0)
        }
        return "\(times) games, \(hits) hits"
    }

    /// A game from the repository's `scripts/`, started with `seed`.
    private static func startedGame(_ script: String, seed: UInt64 = 1) throws -> GameRuntime {
        guard FileManager.default.fileExists(atPath: script) else {
            throw CountWorkloadError("\(script) not found: run it from the repository's folder")
        }
        let game = try GameRuntime(script: script, seed: seed, print: { _ in })
        game.onError = { _ in }
        guard try game.start() else { throw CountWorkloadError("\(script) returned no app") }
        return game
    }

    /// Errors a handler reported (and the game survived) make the count meaningless.
    private static func requireNoErrors(_ game: GameRuntime, _ name: String) throws {
        if let first = game.errors.first {
            throw CountWorkloadError("\(name): \(game.errorCount) script errors, the first: \(first.description)")
        }
    }
}
