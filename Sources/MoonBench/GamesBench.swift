import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonBots
import Synchronization

/// `moonkit bench games`: the games played by their bots, from the repository's `scripts/`
/// (run from the repository's folder). Swifty Words: levels and taps per second on one core.
/// Psychic Tester: rounds per second on one core, the speed-up of two engines on two cores, and
/// the memory an engine holds after 100 000 rounds against after 1 000. Then, for each game with
/// its bot, games per second with a fresh engine per game against one engine (`FreshEngineBench`).
public enum GamesBench {
    public static func run() -> [BenchFigure] {
        guard FileManager.default.fileExists(atPath: "scripts/swifty_words.lua") else {
            FileHandle.standardError.write(Data("bench games: run it from the repository's folder (scripts/ not found)\n".utf8))
            return []
        }
        var figures: [BenchFigure] = []
        figures += swiftyWords()
        figures += psychicTester()
        figures += FreshEngineBench.run()
        return figures
    }

    /// Builds a started game and its bot; nil (with a message) when either cannot load.
    static func session(_ script: String, _ bot: String, seed: UInt64, globals: [String: LuaValue] = [:])
        -> (GameRuntime, BotRunner)? {
        do {
            let game = try GameRuntime(script: script, seed: seed, print: { _ in })
            game.onError = { _ in }
            try game.start()
            let runner = try BotRunner(bot: bot, runtime: game, print: { _ in })
            for (name, value) in globals { runner.lua.setGlobal(name, value) }
            return (game, runner)
        } catch {
            FileHandle.standardError.write(Data("bench games: \(error)\n".utf8))
            return nil
        }
    }

    static func swiftyWords() -> [BenchFigure] {
        var levelRates: [Double] = [], tapRates: [Double] = []
        var taps = 0.0
        // Seeds 1–3, twice over: on a shared machine one run can be slowed by a neighbour.
        for round in 0..<6 {
            guard let (_, runner) = session("scripts/swifty_words.lua", "scripts/bots/swifty_words_solver.lua",
                                            seed: UInt64(round % 3 + 1)) else { return [] }
            let start = Stopwatch.now()
            do {
                try runner.run()
            } catch {
                FileHandle.standardError.write(Data("bench games: Swifty Words: \(error)\n".utf8))
                return []
            }
            let seconds = Double(Stopwatch.now() - start) / 1e9
            taps = runner.session.figures["taps"] ?? 0
            levelRates.append((runner.session.figures["levels"] ?? 0) / seconds)
            tapRates.append(taps / seconds)
        }
        return [
            BenchFigure(suite: "games", workload: "Swifty Words bot levels", median: Stopwatch.median(levelRates),
                        unit: "levels/s", checksum: 8, rounds: levelRates.count),
            BenchFigure(suite: "games", workload: "Swifty Words bot taps", median: Stopwatch.median(tapRates),
                        unit: "taps/s", checksum: taps, rounds: tapRates.count),
        ]
    }

    /// Rounds per second of one engine playing `rounds` rounds with the random bot.
    static func psychicRounds(_ rounds: Int, seed: UInt64) -> Double? {
        guard let (_, runner) = session("scripts/psychic_tester.lua", "scripts/bots/psychic_random.lua", seed: seed,
                                        globals: ["ROUNDS": .int(rounds)]) else { return nil }
        let start = Stopwatch.now()
        do {
            try runner.run()
        } catch {
            FileHandle.standardError.write(Data("bench games: Psychic Tester: \(error)\n".utf8))
            return nil
        }
        return Double(rounds) / (Double(Stopwatch.now() - start) / 1e9)
    }

    static func psychicTester() -> [BenchFigure] {
        var figures: [BenchFigure] = []
        _ = psychicRounds(500, seed: 99)   // warm-up: first runs pay for cold caches
        let rates = (0..<5).compactMap { psychicRounds(2000, seed: UInt64($0 + 1)) }
        guard !rates.isEmpty else { return [] }
        let oneCore = Stopwatch.median(rates)
        figures.append(BenchFigure(suite: "games", workload: "Psychic Tester rounds, one core", median: oneCore,
                                   unit: "rounds/s", rounds: rates.count))

        // Two engines at once, each on a thread of its own, against one engine run just before:
        // each trial compares runs a moment apart, so a machine whose speed drifts (a shared one)
        // skews the ratio less than comparing with the one-core figure taken earlier.
        var speedUps: [Double] = []
        for trial in 0..<3 {
            guard let alone = psychicRounds(2000, seed: UInt64(20 + trial)) else { continue }
            let together = Mutex<[Double]>([])
            let group = DispatchGroup()
            for n in 0..<2 {
                group.enter()
                let thread = Thread {
                    if let rate = psychicRounds(2000, seed: UInt64(10 + 2 * trial + n)) {
                        together.withLock { $0.append(rate) }
                    }
                    group.leave()
                }
                thread.start()
            }
            group.wait()
            let rates = together.withLock { $0 }
            if rates.count == 2 { speedUps.append(rates.reduce(0, +) / alone) }
        }
        if !speedUps.isEmpty {
            figures.append(BenchFigure(suite: "games", workload: "Psychic Tester speed-up, two engines on two cores",
                                       median: Stopwatch.median(speedUps), unit: "×", rounds: speedUps.count))
        }

        // Memory held by one engine after 1 000 rounds and after 100 000.
        if let (game, runner) = session("scripts/psychic_tester.lua", "scripts/bots/psychic_random.lua", seed: 7,
                                        globals: ["ROUNDS": .int(1000)]) {
            do {
                try runner.run()
                game.lua.collectGarbage()
                let after1000 = residentMegabytes()
                runner.lua.setGlobal("ROUNDS", LuaValue.int(99_000))
                try runner.run()
                game.lua.collectGarbage()
                let after100000 = residentMegabytes()
                figures.append(BenchFigure(suite: "games", workload: "Psychic Tester memory, after 1 000 rounds",
                                           median: after1000, unit: "MB", rounds: 1))
                figures.append(BenchFigure(suite: "games", workload: "Psychic Tester memory, after 100 000 rounds",
                                           median: after100000, unit: "MB", ratio: after100000 / after1000, rounds: 1))
            } catch {
                FileHandle.standardError.write(Data("bench games: \(error)\n".utf8))
            }
        }
        return figures
    }

    /// The process's resident memory, from /proc/self/statm.
    static func residentMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return .nan }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
