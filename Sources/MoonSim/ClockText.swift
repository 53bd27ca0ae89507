import Foundation

/// A moment of virtual time as the commands print it.
///
/// The engine's clock adds up steps in floating point, so after a bot's many waits it reads
/// 13.99999999999998 rather than 14: every command prints it rounded to `resolution`, in text
/// and in JSON, so that noise never shows. A huge time (`--for 1e300`) is printed in exponent
/// form, not as 300 digits.
package enum ClockText {
    /// Below this many seconds (about 31 years) a time is printed with fixed decimals.
    package static let fixedLimit = 1e9
    /// The clock's resolution as printed: a millisecond, `decimals` places after the point.
    package static let decimals = 3
    package static let perSecond = 1000.0

    /// `119.750s`, or `1e+300s` for huge or non-finite times.
    package static func seconds(_ value: Double, unit: String = "s") -> String {
        guard value.isFinite, abs(value) < fixedLimit else { return String(format: "%g", value) + unit }
        return String(format: "%.\(decimals)f", value) + unit
    }

    /// The time as a number rounded to the resolution (for JSON): 20.000000000000014 is 20,
    /// 13.99999999999998 is 14. Huge and non-finite times are left as they are.
    package static func rounded(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < fixedLimit else { return value }
        // Divided, not multiplied by 0.001: the quotient is the double nearest the decimal.
        return (value * perSecond).rounded() / perSecond
    }
}
