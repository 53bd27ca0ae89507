import Foundation
import MoonKit
import MoonLua

/// Shrinks a failure's trace the way `moonkit shrink` does (delta debugging over its actions,
/// each version replayed on a fresh engine with the same seed), so that the report gives the
/// few actions that matter beside the whole walk.
struct ExploreShrinking {
    let script: String
    let root: String?
    let device: DeviceProfile?
    let limits: GameLimits
    /// Versions played at most per failure (as `shrink --max-runs`).
    let maxRuns: Int
    /// Threads the versions of a round play on.
    let jobs: Int
    /// Asked before each version is played: when it says stop (Ctrl-C), no more versions are
    /// played and the shortest trace found so far is the result.
    var shouldStop: @Sendable () -> Bool = { false }

    /// What shrinking one failure gave.
    enum Outcome {
        /// The shrunk bot file's text and its length in actions; `whole` is false when the
        /// search was stopped before its end.
        case shrunk(text: String, actions: Int, whole: Bool)
        /// Why the trace was not shrunk: its replay does not fail, or it was not a trace shrink
        /// reads.
        case notShrunk(String)
    }

    /// Shrinks the bot file `text` (written at `path`) of `failure`, for writing at `shrunkPath`.
    func shrink(_ text: String, path: String, failure: ExploreFailure, shrunkPath: String) -> Outcome {
        let trace: ActionTrace
        do { trace = try ActionTrace(text: text, path: path) } catch { return .notShrunk(error.description) }
        let replay = TraceReplay(script: script, root: root, seed: failure.seed, device: device, appearance: .light,
                                 limits: limits)
        guard case .failed(let target)? = try? replay.play(source: text, of: path) else {
            return .notShrunk("its replay stops at no error")
        }
        let stop = shouldStop
        let result = DeltaDebugging(maxRuns: maxRuns).minimize(count: trace.count) { candidates in
            FirstInOrder.find(count: candidates.count, threads: jobs) { index in
                guard !stop() else { return false }
                let source = trace.source(keeping: candidates[index], holdingLines: true)
                guard case .failed(let again) = try? replay.play(source: source, of: path) else { return false }
                return again.signature == target.signature
            }
        }
        let kept = result.kept.count
        let header = "-- moonkit explore: \(script), seed \(failure.seed), shrunk from \(trace.count) to \(kept) "
            + "action\(kept == 1 ? "" : "s"); failed: \(failure.summary)\n"
            + "-- replay: moonkit run \(script) --bot \(shrunkPath) --seed \(failure.seed)"
        // The whole trace's replay line names the whole trace: the header has the shrunk file's.
        let lines = trace.rewritten(header: header, keeping: result.kept).split(separator: "\n")
            .filter { !$0.hasPrefix("-- replay: moonkit run \(script) --bot \(path) ") }
        return .shrunk(text: lines.joined(separator: "\n") + "\n", actions: kept, whole: !stop())
    }
}
