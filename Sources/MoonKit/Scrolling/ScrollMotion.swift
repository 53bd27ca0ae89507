import Foundation

/// The arithmetic of a scroll view's motion on one axis, as closed forms of time so that the
/// virtual clock's step size never changes where the content ends up.
///
/// **Deceleration** (UIKit's model): once the finger lifts, the velocity is multiplied by the
/// deceleration rate `r` every millisecond (`0.998` normal, `0.99` fast). After `n` ms the content
/// has travelled the sum of the first `n` steps,
///
///     d(n) = (v₀ / 1000) · (r + r² + … + rⁿ) = (v₀ / 1000) · r · (1 − rⁿ) / (1 − r)
///
/// (v₀ in points per second, so v₀ / 1000 per ms), and it comes to rest after
///
///     D = d(∞) = (v₀ / 1000) · r / (1 − r)       — 0.499 · v₀ at the normal rate.
///
/// **Rubber band while dragging** past an edge by `x` points, in a view `d` points long on that
/// axis, the content follows `(1 − 1 / (0.55 · x / d + 1)) · d`: less and less the further the
/// finger goes, never more than `d`.
///
/// **Bounce** (MoonKit's model of UIKit's spring): content past an edge by `x₀` and moving at
/// `v` returns along a critically damped spring, `x(t) = (x₀ + (v + ω·x₀)·t) · e^(−ω·t)` with
/// ω = 10 per second: deceleration that reaches an edge at speed `v` overshoots by at most
/// `v / (ω·e)` at `t = 1/ω`, then settles on the edge.
public enum ScrollMotion {
    /// UIKit's `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond.
    public static let normalDecelerationRate = 0.998
    /// UIKit's `UIScrollView.DecelerationRate.fast`.
    public static let fastDecelerationRate = 0.99
    /// The rubber band's stiffness (UIKit's constant 0.55).
    static let rubberBandCoefficient = 0.55
    /// The bounce spring's angular frequency, per second.
    static let bounceFrequency = 10.0
    /// Motion below half a point from rest counts as at rest.
    static let restDistance = 0.5

    /// How far content released at `velocity` (points per second) travels before it stops.
    public static func decelerationDistance(velocity: Double, rate: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// How far it has travelled `seconds` after release.
    static func decelerationTravel(velocity: Double, rate: Double, after seconds: Double) -> Double {
        let n = seconds * 1000
        return velocity / 1000 * rate * (1 - pow(rate, n)) / (1 - rate)
    }

    /// Its velocity `seconds` after release.
    static func decelerationVelocity(velocity: Double, rate: Double, after seconds: Double) -> Double {
        velocity * pow(rate, seconds * 1000)
    }

    /// The seconds after release at which it has travelled `distance` (same sign as the
    /// velocity, less than the full distance), or nil when it never does.
    static func decelerationTime(toTravel distance: Double, velocity: Double, rate: Double) -> Double? {
        guard velocity != 0 else { return nil }
        let fraction = 1 - distance * 1000 * (1 - rate) / (velocity * rate)
        guard fraction > 0, fraction <= 1 else { return nil }
        return log(fraction) / log(rate) / 1000
    }

    /// Where the content shows when the finger has pulled it `overshoot` points past an edge.
    static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let shown = (1 - 1 / (rubberBandCoefficient * x / dimension + 1)) * dimension
        return overshoot < 0 ? -shown : shown
    }

    /// The distance past the edge `seconds` into a bounce that started `start` past it at `velocity`.
    static func bounce(from start: Double, velocity: Double, after seconds: Double) -> Double {
        let w = bounceFrequency
        return (start + (velocity + w * start) * seconds) * exp(-w * seconds)
    }
}
