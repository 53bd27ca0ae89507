/// Delta debugging (Zeller and Hildebrandt's ddmin): finds a small part of a list of items
/// that still makes a test fail, by trying to keep only one of `n` chunks of what is left, then
/// to take out one chunk, then twice as many smaller chunks, down to single items. What it
/// returns is 1-minimal: taking out any one item left makes the failure go (or the run cap was
/// reached first, which the result says).
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
        var current = Array(0..<count)
        var chunkCount = 2
        var runs = 0
        // Candidates that did not fail, never played twice (a later round may make one again).
        var passed: Set<[Int]> = []
        while !current.isEmpty {
            chunkCount = min(chunkCount, current.count)
            let chunks = Self.split(current, into: chunkCount)
            // Keeping one chunk alone jumps furthest; then taking one out. With one chunk, only
            // taking it out (the empty trace) is new; with two, both kinds are the same halves.
            var candidates: [(kept: [Int], isChunk: Bool)] = chunkCount > 1 ? chunks.map { ($0, true) } : []
            if chunkCount > 2 || chunkCount == 1 {
                candidates += chunks.indices.map { taken in
                    (chunks.enumerated().filter { $0.offset != taken }.flatMap(\.element), false)
                }
            }
            candidates.removeAll { passed.contains($0.kept) }
            let allowed = max(0, maxRuns - runs)
            let played = Array(candidates.prefix(allowed))
            if let first = played.isEmpty ? nil : firstFailing(played.map(\.kept)) {
                runs += first + 1
                passed.formUnion(played[..<first].map(\.kept))
                current = played[first].kept
                chunkCount = played[first].isChunk ? 2 : max(chunkCount - 1, 2)
                continue
            }
            runs += played.count
            passed.formUnion(played.map(\.kept))
            if played.count < candidates.count { return Result(kept: current, runs: runs, reachedMaxRuns: true) }
            if chunkCount >= current.count { break }
            chunkCount = min(chunkCount * 2, current.count)
        }
        return Result(kept: current, runs: runs, reachedMaxRuns: false)
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
