#if canImport(Glibc)
import Glibc
#endif

/// A particle emitter (what a `CAEmitterLayer` with one cell does in UIKit): particles are born
/// along a line at a steady rate, fly in a direction with some spread, spin, shrink or grow, and
/// fade, each for its lifetime.
///
/// The particles are not stepped frame by frame: particle *n* is born at `startTime + n / birthRate`
/// and draws its own spread of speed, direction, scale and spin from the emitter's seed and *n*,
/// so `particles(at:)` gives the exact state at any moment of the virtual clock, the same on every
/// run, and costs nothing while nobody looks.
open class EmitterView: View {
    /// How each particle is made (UIKit's `CAEmitterCell`). Angles are radians, 0 pointing right
    /// and π/2 pointing down (y grows downwards, as in UIKit). The defaults make one still white
    /// dot a second that lives a second; set what the effect needs.
    public struct Cell: Sendable, Equatable {
        /// Particles born per second.
        public var birthRate: Double = 1
        /// Seconds each particle lives.
        public var lifetime: Double = 1
        /// Points per second, give or take `velocityRange`.
        public var velocity: Double = 0
        /// How far a particle's speed may differ from `velocity`, either way.
        public var velocityRange: Double = 0
        /// The direction of flight, give or take `emissionRange`.
        public var emissionAngle: Double = Double.pi / 2
        /// How far a particle's direction may differ from `emissionAngle`, either way, in radians.
        public var emissionRange: Double = 0
        /// Radians per second, give or take `spinRange`.
        public var spin: Double = 0
        /// How far a particle's spin may differ from `spin`, either way.
        public var spinRange: Double = 0
        /// Size factor at birth, give or take `scaleRange`; it then changes by `scaleSpeed` per second.
        public var scale: Double = 1
        /// How far a particle's scale at birth may differ from `scale`, either way.
        public var scaleRange: Double = 0
        /// How much a particle's scale changes per second.
        public var scaleSpeed: Double = 0
        /// The colour at birth; its alpha changes by `alphaSpeed` per second.
        public var color: Color = .white
        /// How much a particle's alpha changes per second.
        public var alphaSpeed: Double = 0
        /// The particle's drawn size at scale 1 (a dot this wide and high).
        public var contentSize: Size = Size(width: 20, height: 20)

        /// A cell with the defaults: one white 20-point particle a second, living a second, still.
        public init() {}
    }

    /// One particle's state at a moment.
    public struct Particle: Sendable, Equatable {
        /// Which particle this is, counting from the first born.
        public var index: Int
        /// The centre, in the emitter view's coordinates.
        public var position: Point
        /// The size factor (never below 0).
        public var scale: Double
        /// Radians turned since birth.
        public var rotation: Double
        /// The colour with the faded alpha (never below 0).
        public var color: Color
        /// Seconds since birth.
        public var age: Double
    }

    /// How particles are made.
    public var cell = Cell()
    /// The centre of the line particles are born on, in this view's coordinates.
    public var emitterPosition: Point = .zero
    /// The line's length (particles are born anywhere along it, evenly).
    public var emitterWidth: Double = 0
    /// When the first particle is born, on the virtual clock.
    public var startTime: Double = 0
    /// The seed of the particles' spreads; the same seed draws the same particles.
    public var seed: UInt64 = 0
    /// When births stop, on the virtual clock (the living particles stay until they die); nil for never.
    public var stopTime: Double?

    /// An emitter; emitters take no touches, as a layer does not.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The most particles alive at once that `particles(at:)` gives: the newest. Older ones are
    /// left out as if they had died, so a rate of 1e300 or an endless lifetime costs no more than
    /// a dense snowfall (CAEmitterLayer bounds what it draws too).
    public static let maximumParticles = 10_000

    /// Every particle alive at `time` (born, not yet past its lifetime), oldest first; at most
    /// `maximumParticles`, the newest.
    public func particles(at time: Double) -> [Particle] {
        guard cell.birthRate > 0, cell.birthRate.isFinite, cell.lifetime > 0, time >= startTime else { return [] }
        let lastBirth = min(time, stopTime ?? time)
        // Particle numbers are worked out as doubles: a rate or lifetime a script gave (1e300,
        // math.huge) may make them too large for an Int until they are bounded.
        let newestNumber = min(((lastBirth - startTime) * cell.birthRate).rounded(.down), Self.largestParticleNumber)
        let diedBefore = ((time - cell.lifetime - startTime) * cell.birthRate).rounded(.up)
        let oldestNumber = max(0, diedBefore, newestNumber - Double(Self.maximumParticles - 1))
        guard !newestNumber.isNaN, !oldestNumber.isNaN, newestNumber >= oldestNumber else { return [] }
        let newest = Int(newestNumber), oldest = Int(oldestNumber)
        var out: [Particle] = []
        out.reserveCapacity(newest - oldest + 1)
        for index in oldest...newest {
            let age = time - (startTime + Double(index) / cell.birthRate)
            guard age >= 0, age < cell.lifetime else { continue }
            out.append(particle(index, age: age))
        }
        return out
    }

    /// Particle numbers stop here (2^52: every whole number below it is a distinct double).
    private static let largestParticleNumber = 4_503_599_627_370_496.0

    private func particle(_ index: Int, age: Double) -> Particle {
        // Each particle's own generator: the emitter's seed mixed with the particle's number.
        var random = SeededRandom(seed: seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
        func spread(_ range: Double) -> Double { range == 0 ? 0 : (2 * random.unit() - 1) * range }
        let along = (random.unit() - 0.5) * emitterWidth
        let speed = cell.velocity + spread(cell.velocityRange)
        let angle = cell.emissionAngle + spread(cell.emissionRange)
        let spin = cell.spin + spread(cell.spinRange)
        let scale = cell.scale + spread(cell.scaleRange) + cell.scaleSpeed * age
        let alpha = cell.color.alpha + cell.alphaSpeed * age
        return Particle(index: index,
                        position: Point(x: emitterPosition.x + along + cos(angle) * speed * age,
                                        y: emitterPosition.y + sin(angle) * speed * age),
                        scale: max(0, scale), rotation: spin * age,
                        color: cell.color.withAlphaComponent(max(0, min(1, alpha))), age: age)
    }

    /// The cell's birth rate and lifetime, for logs.
    open override var descriptionDetails: [String] {
        ["birthRate=\(Geometry.format(cell.birthRate))", "lifetime=\(Geometry.format(cell.lifetime))"]
    }
}
