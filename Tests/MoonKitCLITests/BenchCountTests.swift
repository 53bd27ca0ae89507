import Testing
import Foundation
import MoonBench
@testable import MoonKitCLI

@Suite("moonkit bench count")
struct BenchCountTests {
    static let valid = "bridge-call, lua-view, psychic-round, psychic-fresh-game, swifty-tap, swifty-layout, chain-fit-300"

    @Test("an unknown workload or a count below one is a usage error naming what is allowed")
    func usageErrors() {
        #expect(CountWorkload.names.joined(separator: ", ") == Self.valid)
        let cases: [([String], String)] = [
            (["nope", "--times", "3"], "unknown workload 'nope'; choose from \(Self.valid)"),
            (["lua-view", "--times", "0"], "--times must be at least 1"),
        ]
        for (arguments, message) in cases {
            #expect(throws: (any Error).self, "\(arguments)") { _ = try BenchCount.parse(arguments) }
            do { _ = try BenchCount.parse(arguments) } catch { #expect(Moonkit.message(for: error) == message) }
        }
    }

    @Test("`moonkit bench SUITE…` still times the suites; `bench count` is the counting command")
    func subcommands() throws {
        let timed = try #require(try Moonkit.parseAsRoot(["bench", "solver", "--json"]) as? BenchTime)
        #expect(timed.suites == ["solver"] && timed.json)
        let counted = try #require(try Moonkit.parseAsRoot(["bench", "count", "swifty-tap", "--times", "40"]) as? BenchCount)
        #expect(counted.workload == "swifty-tap" && counted.times == 40)
    }

    @Test("the built command: exit 2 and the valid names on a bad workload; one line of result otherwise")
    func built() throws {
        let bad = try Command.run(["bench", "count", "nope", "--times", "3"])
        #expect(bad.status == 2)
        #expect(bad.errors.contains("unknown workload 'nope'; choose from \(Self.valid)"))
        #expect(bad.output.isEmpty)

        let chain = try Command.run(["bench", "count", "chain-fit-300", "--times", "2"])
        #expect(chain.status == 0)
        #expect(chain.output == "chain-fit-300 ×2: chain checksum 52668.0\n")

        let bridge = try Command.run(["bench", "count", "bridge-call", "--times", "7"])
        #expect(bridge.output == "bridge-call ×7: 7 calls, sum 21\n")
    }

    @Test("psychic-round plays the rounds `moonkit run` plays with the random bot and the same seed")
    func psychicSameAsRun() throws {
        let counted = try Command.run(["bench", "count", "psychic-round", "--times", "30"])
        let run = try Command.run(["run", "scripts/psychic_tester.lua", "--bot", "random", "--quiet", "--set", "ROUNDS=30"])
        #expect(counted.status == 0 && run.status == 0)
        let hits = try #require(run.output.firstMatch(of: /bot reports hits = (\d+)/)?.1)
        let misses = try #require(run.output.firstMatch(of: /bot reports misses = (\d+)/)?.1)
        #expect(Int(hits)! + Int(misses)! == 30)
        #expect(counted.output == "psychic-round ×30: hits \(hits), misses \(misses)\n")
    }

    @Test("psychic-fresh-game plays the games sim plays: a fresh engine per seed, the same hits")
    func psychicFreshGamesSameAsSim() throws {
        let counted = try Command.run(["bench", "count", "psychic-fresh-game", "--times", "20"])
        let sim = try Command.run(["sim", "scripts/psychic_tester.lua", "--bot", "random", "--games", "20", "--seed", "1", "--quiet"])
        #expect(counted.status == 0 && sim.status == 0)
        let mean = try #require(sim.output.firstMatch(of: #/\nhits +([0-9.]+) /#)?.1)
        let hits = Int((Double(mean)! * 20).rounded())
        #expect(counted.output == "psychic-fresh-game ×20: 20 games, \(hits) hits\n")
    }

    @Test("swifty-tap: a letter group fills the answer field, CLEAR empties it")
    func swiftyTaps() throws {
        let one = try Command.run(["bench", "count", "swifty-tap", "--times", "1"])
        #expect(one.status == 0)
        #expect(one.output.wholeMatch(of: /swifty-tap ×1: answer field "[A-Z]{2,3}"\n/) != nil, "\(one.output)")
        let two = try Command.run(["bench", "count", "swifty-tap", "--times", "2"])
        #expect(two.output == "swifty-tap ×2: answer field \"\"\n")
    }
}
