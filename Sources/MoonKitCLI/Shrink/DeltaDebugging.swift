/// Delta debugging (Zeller and Hildebrandt's ddmin): finds a small part of a list of items
/// that still makes a test fail, by trying to keep only one of `n` chunks of what is left, then
/// to take out one chunk, then twice as many smaller chunks, down to single items. What it
/// returns is 1-minimal: taking out any one item left makes the failure go (or the run cap was
/// reached first, which the result says).
///
/// A 1-minimal trace may still hold a detour that only goes away whole: open a screen, go back,
/// then the steps that matter (taking out the "open" alone makes "back" fail, and the other way
/// round). So once ddmin is done, runs of neighbouring items are taken out, the longest first;
/// when one goes, ddmin starts again on what is left. The result is then also free of any
/// removable run of neighbours.
///
/// The test is handed each round's candidates at once, in order, and answers which is the
/// first that still fails: it may play them in any order or all at the same time, and the
/// result is the same as one by one, so it does not depend on how many threads played them.
///
/// ```swift
/// let result = DeltaDebugging(maxRuns: 100).minimize(count: 40) { candidates in
///     candidates.firstIndex { kept in kept.contains(7) && kept.contains(21) }
/// }
/// // result.kept == [7, 21]
/// ```
struct DeltaDebugging {
    /// The most candidates the test may be asked to play in all.
    let maxRuns: Int

    /// What was found.
    struct Result: Equatable {
        /// The positions kept, in order.
        let kept: [Int]
        /// Candidates played: those the search needed, in order up to each round's first that
        /// failed (a test that plays a round at once may have played more, which do not count).
        let runs: Int
        /// The search stopped at `maxRuns`: `kept` still fails, but may not be minimal.
        let reachedMaxRuns: Bool
    }

    /// Shrinks the positions `0..<count`, which fail together. `firstFailing` is handed
    /// candidates (positions to keep, in order) and returns the index among them of the first
    /// that still fails the same way, or nil when none does.
    func minimize(count: Int, firstFailing: ([[Int]]) -> Int?) -> Result {
        withoutActuallyEscaping(firstFailing) { firstFailing in
            var search = Search(maxRuns: maxRuns, firstFailing: firstFailing)
            var current = Array(0..<count)
            while true {
                current = search.ddmin(current)
                if search.reachedMaxRuns { break }
                guard let shorter = search.withoutRun(of: current) else { break }
                current = shorter
            }
            return Result(kept: current, runs: search.runs, reachedMaxRuns: search.reachedMaxRuns)
        }
    }

    /// One search's state: the runs so far and the candidates that did not fail.
    private struct Search {
        let maxRuns: Int
        let firstFailing: ([[Int]]) -> Int?
        var runs = 0
        /// Set when a round could not play all its candidates: the search ends there.
        var reachedMaxRuns = false
        /// Candidates that did not fail, never played twice (a later round may make one again).
        var passed: Set<[Int]> = []

        init(maxRuns: Int, firstFailing: @escaping ([[Int]]) -> Int?) {
            self.maxRuns = maxRuns
            self.firstFailing = firstFailing
        }

        /// ddmin from `start`, which fails: the 1-minimal part found, or the smallest found
        /// when the run cap stopped it.
        mutating func ddmin(_ start: [Int]) -> [Int] {
            var current = start
            var chunkCount = 2
            while !current.isEmpty {
                chunkCount = min(chunkCount, current.count)
                let chunks = DeltaDebugging.split(current, into: chunkCount)
                // Keeping one chunk alone jumps furthest; then taking one out. With one chunk, only
                // taking it out (the empty trace) is new; with two, both kinds are the same halves.
                var candidates: [(kept: [Int], isChunk: Bool)] = chunkCount > 1 ? chunks.map { ($0, true) } : []
                if chunkCount > 2 || chunkCount == 1 {
                    candidates += chunks.indices.map { taken in
                        (chunks.enumerated().filter { $0.offset != taken }.flatMap(\.element), false)
                    }
                }
                if let first = play(candidates.map(\.kept)) {
                    current = candidates[first].kept
                    chunkCount = candidates[first].isChunk ? 2 : max(chunkCount - 1, 2)
                    continue
                }
                if reachedMaxRuns || chunkCount >= current.count { break }
                chunkCount = min(chunkCount * 2, current.count)
            }
            return current
        }

        /// `current` without the longest run of neighbours that can go (the first of that
        /// length), or nil when none can (or the run cap was reached).
        mutating func withoutRun(of current: [Int]) -> [Int]? {
            guard current.count > 2 else { return nil }
            for length in stride(from: current.count - 1, through: 2, by: -1) {
                let candidates = (0...(current.count - length)).map { start in
                    Array(current[..<start] + current[(start + length)...])
                }
                if let first = play(candidates) { return candidates[first] }
                if reachedMaxRuns { return nil }
            }
            return nil
        }

        /// Plays the candidates not already known to pass, as many as the cap allows, and
        /// returns the index (in `all`) of the first that fails.
        mutating func play(_ all: [[Int]]) -> Int? {
            let fresh = all.indices.filter { !passed.contains(all[$0]) }
            let allowed = fresh.prefix(max(0, maxRuns - runs))
            let played = allowed.map { all[$0] }
            if let first = played.isEmpty ? nil : firstFailing(played) {
                runs += first + 1
                passed.formUnion(played[..<first])
                return fresh[first]
            }
            runs += played.count
            passed.formUnion(played)
            if allowed.count < fresh.count { reachedMaxRuns = true }
            return nil
        }
    }

    /// `items` cut into `count` runs of nearly equal length (the first ones longer by one).
    static func split(_ items: [Int], into count: Int) -> [[Int]] {
        let size = items.count / count, longer = items.count % count
        var chunks: [[Int]] = []
        var start = 0
        for index in 0..<count {
            let end = start + size + (index < longer ? 1 : 0)
            chunks.append(Array(items[start..<end]))
            start = end
        }
        return chunks
    }
}
