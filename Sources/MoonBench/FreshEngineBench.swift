import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonBots

/// `moonkit bench games`, fresh engines against one: what `moonkit sim` pays for giving every
/// game an engine of its own. For each shipped game with its bot, games per second played
/// with a fresh engine per game (made, started, the bot loaded, played, thrown away: what
/// `sim` does) and the same number of games played one after another in one engine (the bot's
/// GAMES or ROUNDS), and the ratio of the two rates. The rates are per second of the process's
/// CPU time (background work included), so that other work on a shared machine moves them
/// less; the batches alternate, and each ratio compares two batches run a moment apart.
enum FreshEngineBench {
    struct Game {
        let name: String
        let script: String
        let bot: String
        /// The global that tells the bot how many games to play in one engine.
        let count: String
        /// Games per batch: enough that a batch takes a good part of a second.
        let games: Int
    }

    static let games = [
        Game(name: "Psychic Tester", script: "scripts/psychic_tester.lua", bot: "scripts/bots/psychic_random.lua",
             count: "ROUNDS", games: 200),
        Game(name: "Hangman", script: "scripts/hangman.lua", bot: "scripts/bots/hangman_frequency.lua",
             count: "GAMES", games: 60),
        Game(name: "Swifty Words", script: "scripts/swifty_words.lua", bot: "scripts/bots/swifty_words_solver.lua",
             count: "GAMES", games: 4),
    ]

    static func run() -> [BenchFigure] {
        var figures: [BenchFigure] = []
        for game in games {
            _ = oneEngine(game, games: 1)  // warm-up: the first game pays for cold caches
            var fresh: [Double] = [], warm: [Double] = [], ratios: [Double] = []
            for _ in 0..<5 {
                guard let f = freshEngines(game), let w = oneEngine(game, games: game.games) else { return figures }
                fresh.append(f)
                warm.append(w)
                ratios.append(w / f)
            }
            let size = "\(game.games) games"
            figures.append(BenchFigure(suite: "games", workload: "\(game.name), a fresh engine per game", size: size,
                                       median: Stopwatch.median(fresh), unit: "games/s", rounds: fresh.count))
            figures.append(BenchFigure(suite: "games", workload: "\(game.name), one engine", size: size,
                                       median: Stopwatch.median(warm), unit: "games/s", rounds: warm.count))
            figures.append(BenchFigure(suite: "games", workload: "\(game.name), one engine ÷ fresh engines", size: size,
                                       median: Stopwatch.median(ratios), unit: "×", rounds: ratios.count))
        }
        return figures
    }

    /// Games per CPU second with a fresh engine and bot per game (seeds 1, 2, …), each told to
    /// play one game, as `sim` tells them.
    static func freshEngines(_ game: Game) -> Double? {
        let start = Stopwatch.processCPU()
        for index in 0..<game.games {
            guard play(game, seed: UInt64(index + 1), games: 1) else { return nil }
        }
        return Double(game.games) / (Double(Stopwatch.processCPU() - start) / 1e9)
    }

    /// Games per CPU second of one engine and bot playing `games` games, made and released
    /// within the measurement as a fresh one is.
    static func oneEngine(_ game: Game, games: Int) -> Double? {
        let start = Stopwatch.processCPU()
        guard play(game, seed: 1, games: games) else { return nil }
        return Double(games) / (Double(Stopwatch.processCPU() - start) / 1e9)
    }

    /// Makes an engine and its bot, plays `games` games, and lets both go before returning:
    /// tearing an engine down is part of what a game costs.
    private static func play(_ game: Game, seed: UInt64, games: Int) -> Bool {
        guard let (_, runner) = GamesBench.session(game.script, game.bot, seed: seed,
                                                   globals: [game.count: .int(games)]) else { return false }
        do {
            try runner.run()
            return true
        } catch {
            FileHandle.standardError.write(Data("bench games: \(game.name): \(error)\n".utf8))
            return false
        }
    }
}
