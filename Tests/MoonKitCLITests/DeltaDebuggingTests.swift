import Testing
import Synchronization
@testable import MoonKitCLI

/// The reduction behind `moonkit shrink`, with tests that fail by rule instead of by game.
@Suite("delta debugging")
struct DeltaDebuggingTests {
    @Test("two items far apart among forty are found, and nothing else is kept")
    func twoOfForty() {
        var asked = 0
        let result = DeltaDebugging(maxRuns: 1000).minimize(count: 40) { candidates in
            let first = candidates.firstIndex { Set($0).isSuperset(of: [7, 31]) }
            asked += first.map { $0 + 1 } ?? candidates.count
            return first
        }
        #expect(result.kept == [7, 31])
        #expect(!result.reachedMaxRuns)
        // Runs count the candidates up to each round's first that failed, as one thread plays them.
        #expect(result.runs == asked)
        #expect(result.runs == 32)
    }

    @Test("a failure that needs nothing shrinks to no item; one that needs all keeps all")
    func noneAndAll() {
        let none = DeltaDebugging(maxRuns: 100).minimize(count: 9) { candidates in candidates.isEmpty ? nil : 0 }
        #expect(none.kept == [])
        let all = DeltaDebugging(maxRuns: 1000).minimize(count: 6) { candidates in
            candidates.firstIndex { $0.count == 6 }
        }
        #expect(all.kept == [0, 1, 2, 3, 4, 5])
        // The halves; four chunks kept alone and taken out; then the six single items not yet
        // played, alone and taken out (two of each kind were played as chunks of four); then the
        // runs of neighbours not yet played: of 2 items three, of 3 two, of 4 two, of 5 none.
        #expect(all.runs == 2 + 8 + 4 + 4 + 3 + 2 + 2)
    }

    @Test("a failure that needs five of one kind keeps the first five that still fail")
    func countedItems() {
        // Items 0, 3, 4, 8, 9, 12, 15 are "taps"; the failure needs any five of them.
        let taps: Set = [0, 3, 4, 8, 9, 12, 15]
        let result = DeltaDebugging(maxRuns: 1000).minimize(count: 16) { candidates in
            candidates.firstIndex { $0.filter(taps.contains).count >= 5 }
        }
        #expect(result.kept.count == 5)
        #expect(Set(result.kept).isSubset(of: taps))
    }

    @Test("the run cap stops the search with what fails so far, and says so")
    func cap() {
        // The halves (2 runs), then four chunks alone and two taken out, the second of which
        // still fails: 8 runs, and 30 items left, with no run left to go on.
        let result = DeltaDebugging(maxRuns: 8).minimize(count: 40) { candidates in
            candidates.firstIndex { Set($0).isSuperset(of: [7, 31]) }
        }
        #expect(result.reachedMaxRuns)
        #expect(result.runs == 8)
        #expect(result.kept == Array(0..<10) + Array(20..<40))
    }

    @Test("no candidate is asked about twice")
    func noRepeats() {
        var seen: [[Int]] = []
        _ = DeltaDebugging(maxRuns: 1000).minimize(count: 12) { candidates in
            seen += candidates
            return candidates.firstIndex { Set($0).isSuperset(of: [2, 5, 11]) }
        }
        #expect(Set(seen).count == seen.count)
    }

    @Test("splitting gives the first chunks one item more")
    func split() {
        #expect(DeltaDebugging.split(Array(0..<7), into: 3) == [[0, 1, 2], [3, 4], [5, 6]])
        #expect(DeltaDebugging.split([4, 9], into: 2) == [[4], [9]])
    }

    @Test("the first success in order is found on any number of threads, and nothing past it is played")
    func firstInOrder() {
        for threads in [1, 2, 5] {
            let played = Mutex<Set<Int>>([])
            let found = FirstInOrder.find(count: 30, threads: threads) { index in
                played.withLock { _ = $0.insert(index) }
                return index == 11 || index == 17 || index == 25
            }
            #expect(found == 11)
            // Every test before the answer was played, whichever thread ended first.
            let all = played.withLock { $0 }
            #expect(all.isSuperset(of: Set(0...11)))
            if threads == 1 { #expect(all == Set(0...11)) }
        }
        #expect(FirstInOrder.find(count: 8, threads: 3) { _ in false } == nil)
    }
}
