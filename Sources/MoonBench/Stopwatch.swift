#if canImport(Glibc)
import Glibc
#endif

/// Monotonic time for benchmarks, read straight from the clock so measuring costs nanoseconds.
public enum Stopwatch {
    /// Nanoseconds on the monotonic clock.
    @inline(__always)
    public static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Nanoseconds of CPU time used by the whole process (every thread, background work
    /// included). On a machine shared with other work, what a run costs in CPU is steadier
    /// than how long it takes: a neighbour's load stretches the wall clock, not this.
    @inline(__always)
    public static func processCPU() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Runs `body` once per round and returns the median of the rounds' durations in nanoseconds.
    public static func medianNanoseconds(rounds: Int, _ body: () -> Void) -> Double {
        precondition(rounds > 0, "a benchmark needs at least one round")
        var samples: [Double] = []
        samples.reserveCapacity(rounds)
        for _ in 0..<rounds {
            let start = now()
            body()
            samples.append(Double(now() - start))
        }
        return median(samples)
    }

    /// The median of a non-empty list (the mean of the middle two for an even count).
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}
