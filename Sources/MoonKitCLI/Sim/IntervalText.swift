import Foundation

/// How a mean and its 95 % interval are printed: the mean and both ends with the same number of
/// decimals, chosen so that the interval's half-width shows two significant digits. The
/// interval says how far the mean can be trusted, so digits below that are noise, and one
/// precision for the three numbers lets a reader compare them at a glance:
/// `0.140   [0.092, 0.188]`, never `0.14   [0.091789, 0.18821]`.
///
/// An interval of width zero (every game gave the same value) has no noise to measure by: the
/// value is printed with up to five significant digits, trailing zeros dropped (`1`, `2.4`), and
/// all the digits of its whole part (`1234568`). Numbers are never printed with an exponent, and
/// never with more than twelve decimals.
struct IntervalText {
    /// Decimals after the point, for the mean and both ends alike.
    let decimals: Int

    /// The most decimals any number gets: beyond this, a double's digits say nothing more.
    static let mostDecimals = 12

    init(value: Double, half: Double) {
        if half > 0, half.isFinite {
            // 2 significant digits of the half-width: 0.0482 has its first digit at 10⁻², so 3 decimals.
            decimals = Self.clamped(1 - Int(log10(half).rounded(.down)))
        } else {
            decimals = Self.shortestDecimals(value)
        }
    }

    /// `value` with this precision; "-0.000" is printed "0.000".
    func text(_ value: Double) -> String {
        let text = String(format: "%.\(decimals)f", value)
        return text.hasPrefix("-") && text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) ? String(text.dropFirst()) : text
    }

    /// `value` with this precision and a sign: "+0.012", "-0.004", "0.000".
    func signed(_ value: Double) -> String {
        let text = text(value)
        return value > 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "+" + text : text
    }

    /// `[low, high]` of `value ± half`.
    func interval(_ value: Double, half: Double) -> String { "[\(text(value - half)), \(text(value + half))]" }

    /// `[low, high]` of `value ± half`, each end signed.
    func signedInterval(_ value: Double, half: Double) -> String { "[\(signed(value - half)), \(signed(value + half))]" }

    /// The fewest decimals that show `value` to five significant digits, trailing zeros dropped.
    private static func shortestDecimals(_ value: Double) -> Int {
        guard value != 0, value.isFinite else { return 0 }
        let wanted = clamped(4 - Int(log10(abs(value)).rounded(.down)))
        let digits = String(format: "%.\(wanted)f", value)
        guard let point = digits.firstIndex(of: ".") else { return 0 }
        let fraction = digits[digits.index(after: point)...]
        return fraction.count - fraction.reversed().prefix(while: { $0 == "0" }).count
    }

    private static func clamped(_ decimals: Int) -> Int { min(max(decimals, 0), mostDecimals) }
}
