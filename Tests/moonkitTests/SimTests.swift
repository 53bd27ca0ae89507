import Testing
import Foundation
import Synchronization
@testable import moonkit

/// The repository's own folders, found from this file.
private func repository(_ relative: String) -> String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path + "/" + relative
}

@Suite("moonkit sim")
struct SimTests {
    let plan = SimulationPlan(script: repository("scripts/psychic_tester.lua"),
                              bot: repository("scripts/bots/psychic_random.lua"), seed: 5, device: nil,
                              globals: [("ROUNDS", .int(1))])

    @Test("--json hands on each game's result as soon as the games before it are done, in game order")
    func streamsInOrder() {
        let seen = Mutex<[Int]>([])
        let returned = SimulationRunner.run(plan, indices: Array(0..<12), threads: 2, progress: { _ in }) { result in
            seen.withLock { $0.append(result.index) }
        }
        #expect(returned.isEmpty)
        #expect(seen.withLock { $0 } == Array(0..<12))
        // On one thread, game 0's result goes out before game 1 is played.
        let events = Mutex<[String]>([])
        _ = SimulationRunner.run(plan, indices: Array(0..<3), threads: 1, progress: { n in events.withLock { $0.append("done \(n)") } }) { result in
            events.withLock { $0.append("line \(result.index)") }
        }
        #expect(events.withLock { $0 } == ["line 0", "done 1", "line 1", "done 2", "line 2", "done 3"])
    }

    @Test("JSON lines parse, and the summary's means are theirs")
    func jsonAndSummary() throws {
        let results = SimulationRunner.run(plan, indices: Array(0..<24), threads: 2) { _ in }
        #expect(results.map(\.index) == Array(0..<24))
        #expect(results.map(\.seed) == (0..<24).map { 5 + UInt64($0) })
        var hits = 0.0
        for result in results {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.jsonLine.utf8)) as? [String: Any])
            let figures = try #require(object["figures"] as? [String: Double])
            hits += figures["hits"] ?? .nan
            #expect(object["taps"] as? Int == 1)
        }
        let table = SimulationSummary(results: results).table
        let mean = hits / 24
        #expect(table.contains("24 games, 24 played to the end, 0 script errors"))
        #expect(table.contains(String(format: "%.5g", mean)))
    }

    @Test("shards 1/2 and 2/2 together play exactly the games of the whole run, with the same results")
    func shards() throws {
        func indices(_ k: Int, _ m: Int, _ n: Int) -> [Int] { (0..<n).filter { $0 % m == k - 1 } }
        let whole = SimulationRunner.run(plan, indices: indices(1, 1, 10), threads: 2) { _ in }
        let first = SimulationRunner.run(plan, indices: indices(1, 2, 10), threads: 1) { _ in }
        let second = SimulationRunner.run(plan, indices: indices(2, 2, 10), threads: 1) { _ in }
        let merged = (first + second).sorted { $0.index < $1.index }
        #expect(merged.map(\.seed) == whole.map(\.seed))
        #expect(merged.map(\.figures) == whole.map(\.figures))
        #expect(Sim.parseShard("2/8")! == (2, 8))
        #expect(Sim.parseShard("0/2") == nil && Sim.parseShard("3/2") == nil && Sim.parseShard("x") == nil)
    }

    @Test("the 95 % interval of a mean")
    func interval() {
        let (mean, half) = SimulationSummary.meanInterval([1, 0, 0, 0])
        #expect(mean == 0.25)
        #expect(abs(half - 1.96 * (0.25 / 4).squareRoot()) < 1e-12)   // sample variance 0.25
    }
}
