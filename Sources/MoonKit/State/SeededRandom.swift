/// The engine's one source of randomness: xoshiro256** seeded through SplitMix64.
///
/// Every draw is computed here, not by the standard library, so the same seed gives the same
/// shuffles and numbers on every machine and every Swift version.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// var cards = ["circle", "cross", "star"]
/// random.shuffle(&cards)
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var s0, s1, s2, s3: UInt64

    /// A generator whose whole sequence is determined by `seed`.
    public init(seed: UInt64) {
        var mix = SplitMix64(state: seed)
        s0 = mix.next(); s1 = mix.next(); s2 = mix.next(); s3 = mix.next()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    /// A uniform integer in `range`, without modulo bias (rejection sampling on a bit mask).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound))
        if span == .max { return Int(truncatingIfNeeded: next()) }
        var mask = span
        mask |= mask >> 1; mask |= mask >> 2; mask |= mask >> 4
        mask |= mask >> 8; mask |= mask >> 16; mask |= mask >> 32
        while true {
            let candidate = next() & mask
            if candidate <= span {
                return Int(truncatingIfNeeded: Int64(range.lowerBound) &+ Int64(bitPattern: candidate))
            }
        }
    }

    /// A uniform double in [0, 1) with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Shuffles in place (Fisher–Yates, drawing with `int(in:)`).
    public mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, int(in: 0...i))
        }
    }

    /// A shuffled copy.
    public mutating func shuffled<T>(_ items: [T]) -> [T] {
        var copy = items
        shuffle(&copy)
        return copy
    }

    private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}

/// Spreads one 64-bit seed over xoshiro's 256 bits of state, as its authors recommend.
private struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
