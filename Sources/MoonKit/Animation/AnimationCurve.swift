#if canImport(Glibc)
import Glibc
#endif

/// How an animation's progress is eased over its duration, with UIKit's curves.
public enum AnimationCurve: Sendable, Equatable {
    /// Slow at both ends: cubic Bézier (0.42, 0, 0.58, 1), UIKit's default.
    case easeInOut
    /// Slow start: cubic Bézier (0.42, 0, 1, 1).
    case easeIn
    /// Slow end: cubic Bézier (0, 0, 0.58, 1).
    case easeOut
    /// Constant speed.
    case linear
    /// A spring without bounce whose perceptual duration is the animation's (SwiftUI's and
    /// UIKit's `duration`/`bounce` spring with bounce 0: unit mass, stiffness (2π/d)², damping
    /// 4π/d, critically damped): x(t) = 1 − (1 + ωt)·e^(−ωt) with ω = 2π/d. It has gone 98.6 %
    /// of the way at t = d; divided by that, it lands exactly at the end. Fast at first, then a
    /// long gentle arrival: the stand-in for UIKit's navigation slide (see NavigationTransition).
    case spring

    /// The eased progress for a linear time fraction `t` in 0…1.
    public func progress(_ t: Double) -> Double {
        let x = min(max(t.isNaN ? 1 : t, 0), 1)
        switch self {
        case .linear: return x
        case .easeInOut: return CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).y(atX: x)
        case .easeIn: return CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1).y(atX: x)
        case .easeOut: return CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1).y(atX: x)
        case .spring: return AnimationCurve.criticalSpring(x) / AnimationCurve.criticalSpring(1)
        }
    }
}

extension AnimationCurve {
    /// The critically damped spring at a fraction `f` of its perceptual duration (ωt = 2πf).
    static func criticalSpring(_ f: Double) -> Double {
        let wt = 2 * Double.pi * f
        return 1 - (1 + wt) * exp(-wt)
    }
}

/// A CSS-style timing curve from (0, 0) to (1, 1) through two control points.
struct CubicBezier {
    let x1, y1, x2, y2: Double

    /// y for a given x: solve x(s) = x for the curve parameter s (Newton's method, with
    /// bisection as the safety net where the slope is flat), then evaluate y(s).
    func y(atX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let error = sample(x1, x2, s) - x
            if abs(error) < 1e-12 { return sample(y1, y2, s) }
            let slope = derivative(x1, x2, s)
            guard abs(slope) > 1e-9 else { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = sample(x1, x2, s)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return sample(y1, y2, s)
    }

    /// One coordinate of the curve at parameter s, with end points 0 and 1.
    private func sample(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    private func derivative(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
