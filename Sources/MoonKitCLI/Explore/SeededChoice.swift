/// The explorer's own random draws: SplitMix64 from the seed explored. Kept apart from the
/// engine's generator, which the game draws from: a replay (a bot file run with `moonkit run`)
/// makes none of these draws, so the game must see the same draws without them.
struct SeededChoice {
    private var state: UInt64

    init(seed: UInt64) {
        // Mixed with a constant so that seed 0 does not start from a state of zeros.
        state = seed ^ 0x9E37_79B9_7F4A_7C15
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// An index of `weights` drawn in proportion to its weight (the weights are positive).
    mutating func index(weights: [Double]) -> Int {
        let total = weights.reduce(0, +)
        var left = unit() * total
        for (i, weight) in weights.enumerated() {
            left -= weight
            if left < 0 { return i }
        }
        return weights.count - 1
    }
}

/// FNV-1a over the bytes of texts: a screen's signature that is the same in every process
/// (Swift's `Hasher` is seeded per process, so it would explore differently each run).
struct StableHash {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        // A separator, so that "ab" + "c" and "a" + "bc" differ.
        value ^= 0xFF
        value &*= 0x0000_0100_0000_01B3
    }

    /// Adds another hash (a subtree's, `ScreenSignature`), as its eight bytes.
    mutating func add(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            value ^= (number >> UInt64(shift)) & 0xFF
            value &*= 0x0000_0100_0000_01B3
        }
    }
}
