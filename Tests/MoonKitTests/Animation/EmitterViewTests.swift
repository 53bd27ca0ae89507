import Testing
@testable import MoonKit

@Suite("Particle emitter")
struct EmitterViewTests {
    func makeEmitter(seed: UInt64 = 5) -> EmitterView {
        let emitter = EmitterView(frame: Rect(x: 0, y: 0, width: 844, height: 390))
        emitter.emitterPosition = Point(x: 422, y: -60)
        emitter.emitterWidth = 844
        emitter.seed = seed
        emitter.cell.birthRate = 2
        emitter.cell.lifetime = 5
        emitter.cell.velocity = 100
        emitter.cell.velocityRange = 50
        emitter.cell.scale = 0.5
        emitter.cell.scaleRange = 0.25
        emitter.cell.alphaSpeed = -0.025
        emitter.cell.color = Color(white: 1, alpha: 0.1)
        return emitter
    }

    @Test("births at the rate, deaths at the lifetime")
    func population() {
        let emitter = makeEmitter()
        #expect(emitter.particles(at: 0).map(\.index) == [0])
        #expect(emitter.particles(at: 1.9).map(\.index) == [0, 1, 2, 3])
        #expect(emitter.particles(at: 10).count == 10)          // born at 5.5 … 10, the one of 5.0 just died
        #expect(emitter.particles(at: 10).first?.index == 11)
        emitter.stopTime = 10
        #expect(emitter.particles(at: 14.9).map(\.index) == [20])
        #expect(emitter.particles(at: 15).isEmpty)
    }

    @Test("a huge rate or an endless lifetime gives at most the newest maximumParticles, never a trap")
    func boundedPopulation() {
        let flood = makeEmitter()
        flood.cell.birthRate = 1e300
        #expect(flood.particles(at: 0).map(\.index) == [0])
        let dense = flood.particles(at: 1)
        #expect(dense.count == EmitterView.maximumParticles)
        #expect(dense.last?.index == 4_503_599_627_370_496)
        let endless = makeEmitter()
        endless.cell.birthRate = 1
        endless.cell.lifetime = .infinity
        let old = endless.particles(at: 20_000)
        #expect(old.count == EmitterView.maximumParticles)
        #expect(old.first?.index == 10_001 && old.last?.index == 20_000)
        endless.cell.lifetime = .nan
        #expect(endless.particles(at: 5).isEmpty)
        endless.cell.lifetime = 5
        endless.startTime = -.infinity
        #expect(endless.particles(at: 5).isEmpty)
        endless.startTime = .nan
        #expect(endless.particles(at: 5).isEmpty)
    }

    @Test("each particle moves down within its spreads and fades")
    func motion() throws {
        let emitter = makeEmitter()
        let p = try #require(emitter.particles(at: 2).first { $0.index == 0 })
        #expect(p.age == 2)
        #expect(p.position.y >= -60 + 50 * 2 && p.position.y <= -60 + 150 * 2)
        #expect(p.position.x >= 0 && p.position.x <= 844)
        #expect(p.scale >= 0.25 && p.scale <= 0.75)
        #expect(abs(p.color.alpha - 0.05) < 1e-12)
        #expect(emitter.particles(at: 4.5).first { $0.index == 0 }!.color.alpha == 0)
    }

    @Test("the same seed gives the same particles; another seed others")
    func determinism() {
        #expect(makeEmitter(seed: 9).particles(at: 3.3) == makeEmitter(seed: 9).particles(at: 3.3))
        #expect(makeEmitter(seed: 9).particles(at: 3.3) != makeEmitter(seed: 10).particles(at: 3.3))
        // A particle's path does not depend on when it is looked at: born at 0.5 s, it has
        // flown for 0.5 s at t = 1 and for 1.5 s at t = 2, three times as far.
        let emitter = makeEmitter()
        let early = emitter.particles(at: 1).first { $0.index == 1 }!
        let late = emitter.particles(at: 2).first { $0.index == 1 }!
        #expect(abs((late.position.y + 60) - 3 * (early.position.y + 60)) < 1e-9)
    }

    @Test("nonsense rates give no particles instead of a crash")
    func nonsense() {
        let emitter = makeEmitter()
        emitter.cell.birthRate = .infinity
        #expect(emitter.particles(at: 3).isEmpty)
        emitter.cell.birthRate = 2
        emitter.cell.lifetime = -1
        #expect(emitter.particles(at: 3).isEmpty)
        emitter.cell.lifetime = 5
        emitter.startTime = 10
        #expect(emitter.particles(at: 3).isEmpty)
    }
}
