import Testing
import Foundation

/// The same seed gives the same game, byte for byte, whatever the threads do (issue 20):
/// background work (Dispatch) included, and whichever thread plays which game in `sim`.
@Suite("Determinism of the shipped games", .serialized)
struct DeterminismTests {
    /// Every shipped bot on its game, with small counts, and every game left to run alone.
    static let runs: [[String]] = [
        ["scripts/counter.lua", "--bot", "tapper"],
        ["scripts/hangman.lua", "--bot", "frequency", "--set", "GAMES=3"],
        ["scripts/hangman.lua", "--bot", "random", "--set", "GAMES=3"],
        ["scripts/psychic_tester.lua", "--bot", "cheater", "--set", "ROUNDS=3"],
        ["scripts/psychic_tester.lua", "--bot", "dowser", "--set", "ROUNDS=3"],
        ["scripts/psychic_tester.lua", "--bot", "random", "--set", "ROUNDS=3"],
        ["scripts/swifty_words.lua", "--bot", "solver"],
        ["scripts/table_list.lua", "--bot", "scripts/bots/table_picker.lua"],
        ["scripts/scroll_list.lua", "--bot", "scripts/bots/scroll_reader.lua"],
        ["scripts/nav_demo.lua", "--bot", "scripts/bots/nav_walker.lua"],
        ["scripts/meow.lua", "--bot", "scripts/bots/meow_tapper.lua"],
        ["scripts/cat_breeds.lua", "--bot", "cat_breeds_tour"],
        ["scripts/cat_breeds.lua", "--bot", "random", "--set", "SECONDS=10"],
        ["scripts/counter.lua", "--for", "5"],
        ["scripts/hangman.lua", "--for", "5"],
        ["scripts/psychic_tester.lua", "--for", "5"],
        ["scripts/swifty_words.lua", "--for", "5"],
        ["scripts/cat_breeds.lua", "--for", "5"],
        ["scripts/hello.lua"],
    ]

    @Test("run --seed prints the same bytes on 10 runs of every shipped game and bot")
    func runTenTimes() throws {
        for arguments in Self.runs {
            let command = ["run"] + arguments + ["--seed", "11"]
            let first = try Command.run(command)
            #expect(first.status == 0, "\(arguments)")
            #expect(!first.output.isEmpty, "\(arguments)")
            for _ in 1..<10 {
                let again = try Command.run(command)
                #expect(again.output == first.output && again.errors == first.errors && again.status == first.status,
                        "\(arguments)")
            }
        }
    }

    @Test("sim --json prints the same lines with one worker thread and with two")
    func simJobs() throws {
        for arguments in Self.runs where arguments.contains("--bot") {
            let command = ["sim"] + arguments + ["--games", "4", "--seed", "11", "--json"]
            let one = try Command.run(command + ["--jobs", "1"])
            let two = try Command.run(command + ["--jobs", "2"])
            #expect(one.status == 0, "\(arguments)")
            #expect(one.output.split(separator: "\n").count == 4, "\(arguments)")
            #expect(two.output == one.output, "\(arguments)")
        }
    }
}
