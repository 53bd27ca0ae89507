import Foundation

/// A moment of virtual time as the commands print it.
///
/// The engine's clock adds up steps in floating point, so after a bot's many waits it reads
/// 13.99999999999998 rather than 14: printed with a fixed number of decimals that noise is
/// rounded away. A huge time (`--for 1e300`) is printed in exponent form, not as 300 digits.
enum ClockText {
    /// Below this many seconds (about 31 years) a time is printed with fixed decimals.
    static let fixedLimit = 1e9

    /// `119.750s` (`decimals` after the point), or `1e+300s` for huge or non-finite times.
    static func seconds(_ value: Double, decimals: Int = 3, unit: String = "s") -> String {
        guard value.isFinite, abs(value) < fixedLimit else { return String(format: "%g", value) + unit }
        return String(format: "%.\(decimals)f", value) + unit
    }
}
